// The logged-in user as the routes learn it: the session's user id and version handed to the service
// (services/session-user.server.ts `loadSessionUser`), once per request however many loaders ask; a
// session the service answers null for (the user gone, or changed since login) is ended here.
// const current = await getOptionalUser(context); if (!current) ...
import type { AppContext } from "~/context";
import { personalFacts, userOf, type PersonalFacts } from "~/services/islands-memo.server";
import { loadSessionUser, type SessionUser } from "~/services/session-user.server";

// Per request (the session wrapper is made per request); keyed on the user id too, so a login or
// logout within the request is seen at once.
const cache = new WeakMap<object, { userId: number | undefined; pending: Promise<SessionUser | null> }>();

/** How the user is read: from the database, or (the menu's islands) through a memo that checks the same. */
type LoadSessionUser = typeof loadSessionUser;

async function sessionUser(context: AppContext, load: LoadSessionUser): Promise<SessionUser | null> {
  const userId = context.session.data?.userId;
  if (!userId) return null;
  const current = await load({ userId, sessionVersion: context.session.data.sessionVersion });
  if (!current) await context.session.destroy().catch(() => {});
  return current;
}

/** The logged-in user, once per request however many loaders ask. */
export function getOptionalUser(
  context: AppContext,
  load: LoadSessionUser = loadSessionUser,
): Promise<SessionUser | null> {
  const userId = context.session.data?.userId;
  const hit = cache.get(context.session);
  if (hit && hit.userId === userId) return hit.pending;
  const pending = sessionUser(context, load);
  cache.set(context.session, { userId, pending });
  return pending;
}

/**
 * The logged-in user read together with their other personal facts (iDEAL payments, "Mijn Bestelinfo"),
 * from this worker's memo when it holds them (decision 097): the menu's islands and every page's root
 * loader (decision 107). `facts` is null without a login; a staff member's are read every time.
 */
export function getUserWithFacts(
  context: AppContext,
  hostId: number | null,
): { current: Promise<SessionUser | null>; facts: Promise<PersonalFacts> | null } {
  const userId = context.session.data?.userId;
  const facts = userId ? personalFacts(userId, hostId) : null;
  return { current: getOptionalUser(context, facts ? userOf(facts) : undefined), facts };
}
