// The auth use cases behind /api/auth/* and the login dialog (docs/spec.md §7): request a code, log in
// with phone + code or e-mail + password, who am I, refresh, logout. Session fixation: the
// session id is regenerated at every login; logout destroys the session in the store. The session
// itself is the route's (app/http/login-session.server.ts): these take and give plain values (decision 083).
import { customerChanged } from "~/realtime/customer-events.server";
import { ROLES } from "~/domain/menu";
import { labelOf } from "~/domain/labels";
import { displayPhone } from "~/domain/validation";
import { findOrCreateCustomerByPhone, getPasswordLogin, getUserById, touchLastLogin } from "~/models/users.server";
import type { LoginInput } from "~/schemas/auth";
import { ServiceError } from "~/services/errors.server";
import { sendLoginCode, verifyLoginCode } from "~/services/login-codes.server";
import type { SessionUser } from "~/services/session-user.server";
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
 * The user a new session is opened for (the route rotates the session, app/http/login-session.server.ts):
 * their session version, and their last login noted.
 */
export async function sessionStart({ userId }: { userId: number }): Promise<{ id: number; sessionVersion: number }> {
  const user = await getUserById(getDb(), { userId });
  if (!user) throw new Error(`user ${userId} vanished while logging in`);
  await touchLastLogin(getDb(), { userId });
  // a login starts from what the database holds: no worker's memo of them outlives it (decision 097)
  await customerChanged(userId);
  return user;
}

/** The restaurant a code is asked on (its name in the SMS), or null on the platform domain. */
export type CodeHost = { id: number; perma: string; name: string } | null;

export async function requestCode({
  host,
  clientIp,
  input,
}: {
  host: CodeHost;
  clientIp: string;
  input: { phone: string; from?: string };
}): Promise<void> {
  return sendLoginCode({
    phone: input.phone,
    ip: clientIp,
    from: input.from ?? host?.perma ?? null,
    hostId: host?.id ?? null,
    hostName: host?.name ?? null,
  });
}

/** A hash to verify against when the e-mail is unknown, so both answers take as long. */
function dummyHash(): Promise<string> {
  return singleton("auth-dummy-hash", () => hashPassword("not-a-real-password-" + Math.random()));
}

/** Whose credentials these are (the route then opens their session): phone + code or e-mail + password. */
export async function checkLogin({
  clientIp,
  input,
}: {
  clientIp: string;
  input: LoginInput;
}): Promise<{ userId: number }> {
  let userId: number;
  if ("code" in input) {
    await verifyLoginCode(input.phone, input.code);
    // SPEC: the first login creates the customer
    userId = (await findOrCreateCustomerByPhone(getDb(), { phone: input.phone })).id;
  } else {
    const email = input.username.toLowerCase();
    const address = addressKey(clientIp);
    // failed tries count; a team logging in all evening from one restaurant's address does not
    const accountKey = `password:${email}`;
    const accountAddressKey = `password:${email}|${address}`;
    const ipKey = `password-ip:${address}`;
    // The account's own count is taken before the password is checked and given back when it was
    // right: a burst of guesses in parallel cannot all slip past a check made before any counted
    const account = await hitLimit(accountKey, PASSWORD_FAILURES_ACCOUNT);
    if (!account.allowed) throw new ServiceError(ACCOUNT_NEEDS_CODE, 429);
    const [accountOk, ipOk] = await Promise.all([
      withinLimit(accountAddressKey, PASSWORD_TRIES_ACCOUNT_IP),
      withinLimit(ipKey, PASSWORD_TRIES_IP),
    ]);
    if (!accountOk || !ipOk) {
      await giveBackHit(accountKey, PASSWORD_FAILURES_ACCOUNT);
      throw new ServiceError(TOO_MANY_TRIES, 429);
    }
    const found = await getPasswordLogin(getDb(), { email });
    const valid = await verifyPassword(input.password, found?.passwordHash ?? (await dummyHash()));
    // only staff and root have passwords; a customer row with a hash is not a way in
    if (!found || !valid || found.user.kind === "customer") {
      await Promise.all([hitLimit(accountAddressKey, PASSWORD_TRIES_ACCOUNT_IP), hitLimit(ipKey, PASSWORD_TRIES_IP)]);
      throw new ServiceError(PASSWORD_FAILED, 401);
    }
    await Promise.all([
      giveBackHit(accountKey, PASSWORD_FAILURES_ACCOUNT),
      resetLimit(accountAddressKey, PASSWORD_TRIES_ACCOUNT_IP),
    ]);
    userId = found.user.id;
  }
  return { userId };
}
