// Logging in and out is writing the session, which is the route's (decision 083): the auth service
// checks credentials and answers plain values; here the session id is regenerated at every login
// (session fixation), the cart moves along, and logout destroys the session in the store.
// const { user } = await logIn(context, parsed.data); // a refusal is a thrown ServiceError
import { customerChanged } from "~/realtime/customer-events.server";
import type { AppContext } from "~/context";
import { sessionEnded } from "~/realtime/session-events.server";
import type { LoginInput } from "~/schemas/auth";
import {
  PASSWORD_FAILED,
  checkLogin,
  sessionStart,
  userView,
  type CodeHost,
  type UserView,
} from "~/services/auth.server";
import { getOptionalUser } from "~/http/session-user.server";
import { ServiceError } from "~/services/errors.server";

/**
 * A new session id for this user (session fixation). What the visitor had before logging in that
 * is not about who they are — the cart — moves into the new session: checkout asks for a login
 * and the cart must survive it.
 */
async function rotateSession(context: AppContext, user: { id: number; sessionVersion: number }): Promise<void> {
  const cart = context.session.data.cart;
  const previous = context.session.id;
  await context.session.regenerate();
  if (cart) context.session.data.cart = cart;
  context.session.data.userId = user.id;
  context.session.data.sessionVersion = user.sessionVersion;
  context.session.data.createdAt = Date.now();
  await context.session.save();
  // sockets opened under the old id belong to a session that no longer exists
  await sessionEnded(previous);
}

export async function startSession(context: AppContext, userId: number): Promise<void> {
  await rotateSession(context, await sessionStart({ userId }));
}

export async function logIn(context: AppContext, input: LoginInput): Promise<{ user: UserView }> {
  const { userId } = await checkLogin({ clientIp: context.clientIp, input });
  await startSession(context, userId);
  const current = await getOptionalUser(context);
  if (!current) throw new ServiceError(PASSWORD_FAILED, 401);
  return { user: userView(current) };
}

export async function currentUser(context: AppContext): Promise<UserView | null> {
  const current = await getOptionalUser(context);
  return current ? userView(current) : null;
}

/** A new session id for the same user (apps call this on resume). */
export async function refresh(context: AppContext): Promise<{ user: UserView }> {
  const current = await getOptionalUser(context);
  if (!current) throw new ServiceError("Je bent niet ingelogd.", 401);
  await rotateSession(context, current.user);
  return { user: userView(current) };
}

export async function logout(context: AppContext): Promise<void> {
  if (!context.session.data) return;
  const id = context.session.id;
  const userId = context.session.data.userId;
  await context.session.destroy();
  // the live sockets this session opened, on every instance, close too
  await sessionEnded(id);
  // and no worker keeps what it memoised of them for the menu (decision 097)
  if (userId) await customerChanged(userId);
}

/** The restaurant of the request's domain as a code request names it; null on the platform. */
export function codeHost(context: AppContext): CodeHost {
  return context.tenant.kind === "host" ? context.tenant.host : null;
}
