// Who is logged in: the session's user with their effective roles and organisation, loaded once
// per request however many loaders ask. Routes reach it through the guards (app/http/guards.server.ts);
// services that act for the logged-in user take it from here (decision 082).
import type { AppContext } from "~/context";
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

// Per request (the session wrapper is made per request); keyed on the user id too, so a login or
// logout within the request is seen at once.
const cache = new WeakMap<object, { userId: number | undefined; pending: Promise<SessionUser | null> }>();

async function loadSessionUser(context: AppContext): Promise<SessionUser | null> {
  const userId = context.session.data?.userId;
  if (!userId) return null;
  const user = await getUserById(getDb(), userId);
  // docs/spec.md §4: a user that cannot be fetched is logged out; so is a session from before the user's
  // role changed or they were removed (users.session_version, migration 0010), on every instance
  if (!user || (context.session.data.sessionVersion ?? 0) !== user.sessionVersion) {
    await context.session.destroy().catch(() => {});
    return null;
  }
  const organisation = user.organisationId ? await getOrganisation(getDb(), user.organisationId) : null;
  const roles = user.kind === "customer" ? [] : effectiveRoles({ role: user.role }, { role: user.orgRole });
  return { user, roles, organisation };
}

/** The logged-in user, once per request however many loaders ask. */
export function getOptionalUser(context: AppContext): Promise<SessionUser | null> {
  const userId = context.session.data?.userId;
  const hit = cache.get(context.session);
  if (hit && hit.userId === userId) return hit.pending;
  const pending = loadSessionUser(context);
  cache.set(context.session, { userId, pending });
  return pending;
}
