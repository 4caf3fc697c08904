// Who is logged in: the session's user with their effective roles and organisation. The route's side
// (app/http/session-user.server.ts `getOptionalUser(context)`) reads the session, asks this once per
// request and ends a session this answers null for; services that act for the logged-in user take
// the `SessionUser` the route passes on (decision 083).
import { getDb } from "~/db.server";
import { effectiveRoles } from "~/domain/menu";
import { getOrganisation, type OrganisationRecord } from "~/models/organisations.server";
import { getUserById, type UserRecord } from "~/models/users.server";

export interface SessionUser {
  user: UserRecord;
  /** docs/spec.md §6: the organisation role when present, otherwise the user's own role. */
  roles: string[];
  organisation: OrganisationRecord | null;
}

/**
 * The user a session stored at login (its `userId` and `sessionVersion`), or null: the session is
 * over and the route ends it.
 */
export async function loadSessionUser({
  userId,
  sessionVersion,
}: {
  userId: number;
  sessionVersion: number | undefined;
}): Promise<SessionUser | null> {
  return stillLoggedIn(await loadUser(userId), sessionVersion);
}

/** The user with their roles and organisation, whatever session asks (the islands' memo keeps it, decision 097). */
export async function loadUser(userId: number): Promise<SessionUser | null> {
  const user = await getUserById(getDb(), { userId });
  if (!user) return null;
  const organisation = user.organisationId ? await getOrganisation(getDb(), { id: user.organisationId }) : null;
  const roles = user.kind === "customer" ? [] : effectiveRoles({ role: user.role }, { role: user.orgRole });
  return { user, roles, organisation };
}

/**
 * docs/spec.md §4: a user that cannot be fetched is logged out; so is a session from before the user's
 * role changed or they were removed (users.session_version, migration 0010), on every instance.
 */
export function stillLoggedIn(current: SessionUser | null, sessionVersion: number | undefined): SessionUser | null {
  return current && (sessionVersion ?? 0) === current.user.sessionVersion ? current : null;
}
