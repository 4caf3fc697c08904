// The auth use cases behind /api/auth/* and the login dialog (docs/spec.md §7): request a code, log in
// with phone + code or e-mail + password, who am I, refresh, logout. Session fixation: the
// session id is regenerated at every login; logout destroys the session in the store.
import type { AppContext } from "~/context";
import { ROLES } from "~/domain/menu";
import { labelOf } from "~/domain/labels";
import { displayPhone } from "~/domain/validation";
import { findOrCreateCustomerByPhone, getPasswordLogin, getUserById, touchLastLogin } from "~/models/users.server";
import { sessionEnded } from "~/realtime/session-events.server";
import type { LoginInput } from "~/schemas/auth";
import { sendLoginCode, verifyLoginCode } from "~/services/login-codes.server";
import { getOptionalUser, type SessionUser } from "~/services/session-user.server";
import { hashPassword, verifyPassword } from "~/infra/password.server";
import { giveBackHit, hitLimit, resetLimit, withinLimit } from "~/infra/rate-limit.server";
import { addressKey } from "~/infra/client-address";
import { singleton } from "~/infra/singleton.server";
import { AUTH_ERROR } from "~/domain/messages";
import { displayName } from "~/domain/customers";
import { getDb } from "~/db.server";

export const PASSWORD_FAILED = AUTH_ERROR;
/**
 * Password tries (docs/issues/014.md §9, docs/issues/035.md §4, decision 070). Per account over every address: at most
 * 100 failures an hour (OWASP ASVS V2.2.1, NIST SP 800-63B §5.2.2). Past that the password alone no
 * longer opens the account for the rest of the hour — its owner logs in with the SMS code sent to
 * her own phone, which a stranger guessing from elsewhere does not have: no lock-out, no more
 * guesses. Per account from one address (10 / 10 min) and per address over all accounts (30 / 10
 * min, spraying) as before. Addresses count IPv6 by /64 (client-address.ts).
 */
export const PASSWORD_FAILURES_ACCOUNT = { limit: 100, windowMs: 60 * 60 * 1000 };
export const PASSWORD_TRIES_ACCOUNT_IP = { limit: 10, windowMs: 10 * 60 * 1000 };
/** Spraying one password over many accounts from one address. */
export const PASSWORD_TRIES_IP = { limit: 30, windowMs: 10 * 60 * 1000 };
export const TOO_MANY_TRIES = "Te veel pogingen. Probeer het over 10 minuten opnieuw, of log in met een sms-code.";
export const ACCOUNT_NEEDS_CODE =
  "Te veel mislukte pogingen op dit account. Log in met een sms-code op je eigen telefoonnummer.";

export type AuthResult<T = object> = ({ ok: true } & T) | { ok: false; status: 400 | 401 | 429 | 503; message: string };

/** The user as the browser and the apps see it: no hashes, no internal columns. */
export function userView(current: SessionUser) {
  const { user, roles, organisation } = current;
  return {
    id: user.id,
    kind: user.kind,
    name: displayName(user),
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ? displayPhone(user.phone) : null,
    email: user.email,
    avatar: user.avatar,
    roles,
    roleLabels: roles.map((r) => labelOf(ROLES, r) ?? r),
    organisation: organisation
      ? {
          id: organisation.id,
          name: organisation.name,
          role: user.orgRole,
          marketplaceSync: organisation.marketplaceSync,
        }
      : null,
  };
}
export type UserView = ReturnType<typeof userView>;

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
  const user = await getUserById(getDb(), userId);
  if (!user) throw new Error(`user ${userId} vanished while logging in`);
  await rotateSession(context, user);
  await touchLastLogin(getDb(), userId);
}

export async function requestCode(context: AppContext, input: { phone: string; from?: string }): Promise<AuthResult> {
  const host = context.tenant.kind === "host" ? context.tenant.host : null;
  return sendLoginCode({
    phone: input.phone,
    ip: context.clientIp,
    from: input.from ?? host?.perma ?? null,
    hostId: host?.id ?? null,
    hostName: host?.name ?? null,
  });
}

/** A hash to verify against when the e-mail is unknown, so both answers take as long. */
function dummyHash(): Promise<string> {
  return singleton("auth-dummy-hash", () => hashPassword("not-a-real-password-" + Math.random()));
}

export async function login(context: AppContext, input: LoginInput): Promise<AuthResult<{ user: UserView }>> {
  let userId: number;
  if ("code" in input) {
    const checked = await verifyLoginCode(input.phone, input.code);
    if (!checked.ok) return checked;
    // SPEC: the first login creates the customer
    userId = (await findOrCreateCustomerByPhone(getDb(), input.phone)).id;
  } else {
    const email = input.username.toLowerCase();
    const address = addressKey(context.clientIp);
    // failed tries count; a team logging in all evening from one restaurant's address does not
    const accountKey = `password:${email}`;
    const accountAddressKey = `password:${email}|${address}`;
    const ipKey = `password-ip:${address}`;
    // The account's own count is taken before the password is checked and given back when it was
    // right: a burst of guesses in parallel cannot all slip past a check made before any counted
    const account = await hitLimit(accountKey, PASSWORD_FAILURES_ACCOUNT);
    if (!account.allowed) return { ok: false, status: 429, message: ACCOUNT_NEEDS_CODE };
    const [accountOk, ipOk] = await Promise.all([
      withinLimit(accountAddressKey, PASSWORD_TRIES_ACCOUNT_IP),
      withinLimit(ipKey, PASSWORD_TRIES_IP),
    ]);
    if (!accountOk || !ipOk) {
      await giveBackHit(accountKey, PASSWORD_FAILURES_ACCOUNT);
      return { ok: false, status: 429, message: TOO_MANY_TRIES };
    }
    const found = await getPasswordLogin(getDb(), email);
    const valid = await verifyPassword(input.password, found?.passwordHash ?? (await dummyHash()));
    // only staff and root have passwords; a customer row with a hash is not a way in
    if (!found || !valid || found.user.kind === "customer") {
      await Promise.all([hitLimit(accountAddressKey, PASSWORD_TRIES_ACCOUNT_IP), hitLimit(ipKey, PASSWORD_TRIES_IP)]);
      return { ok: false, status: 401, message: PASSWORD_FAILED };
    }
    await Promise.all([
      giveBackHit(accountKey, PASSWORD_FAILURES_ACCOUNT),
      resetLimit(accountAddressKey, PASSWORD_TRIES_ACCOUNT_IP),
    ]);
    userId = found.user.id;
  }
  await startSession(context, userId);
  const current = await getOptionalUser(context);
  if (!current) return { ok: false, status: 401, message: PASSWORD_FAILED };
  return { ok: true, user: userView(current) };
}

export async function currentUser(context: AppContext): Promise<UserView | null> {
  const current = await getOptionalUser(context);
  return current ? userView(current) : null;
}

/** A new session id for the same user (apps call this on resume). */
export async function refresh(context: AppContext): Promise<AuthResult<{ user: UserView }>> {
  const current = await getOptionalUser(context);
  if (!current) return { ok: false, status: 401, message: "Je bent niet ingelogd." };
  await rotateSession(context, current.user);
  return { ok: true, user: userView(current) };
}

export async function logout(context: AppContext): Promise<void> {
  if (!context.session.data) return;
  const id = context.session.id;
  await context.session.destroy();
  // the live sockets this session opened, on every instance, close too
  await sessionEnded(id);
}
