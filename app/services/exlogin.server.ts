// Single-use, short-lived login links (/exlogin/{token}) for SMS messages and call-centre orders.
// The GET only looks; the login itself is a POST from the page, so link previews and prefetchers
// that open the URL cannot use the token up. A hop (`hop: true`, docs/issues/033.md §10) is the exception:
// a link only our own redirect ever carries (the new owner's way from /register onto her subdomain),
// never written in a message, so its GET logs in at once and goes on — no extra tap.
// const { path } = await createExloginLink({ userId, hostId, redirectTo: "/order/12" });
import { safeRedirect } from "~/domain/safe-redirect";
import crypto from "node:crypto";
import {
  consumeExloginToken,
  getLiveExloginToken,
  insertExloginToken,
  type ExloginTokenRow,
} from "~/models/exlogin-tokens.server";
import { getEnv } from "~/env.server";
import { hostOrigin } from "~/domain/urls";
import { getDb } from "~/db.server";

export const EXLOGIN_TTL_MS = 30 * 60 * 1000;
/** A hop is followed by the browser at once; a few minutes cover a slow phone. */
export const HOP_TTL_MS = 5 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hash = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

/** Only a path on our own site: never "//evil.example" or an absolute URL. */

export async function createExloginLink(input: {
  userId: number;
  hostId?: number | null;
  redirectTo?: string | null;
  ttlMs?: number;
  /** Only for a link our own redirect carries, never one in a message: its GET logs in. */
  hop?: boolean;
}): Promise<{ token: string; path: string }> {
  const token = crypto.randomBytes(32).toString("base64url");
  await insertExloginToken(getDb(), {
    tokenHash: hash(token),
    userId: input.userId,
    hostId: input.hostId ?? null,
    redirectTo: input.redirectTo ? safeRedirect(input.redirectTo) : null,
    expiresAt: new Date(Date.now() + (input.ttlMs ?? (input.hop ? HOP_TTL_MS : EXLOGIN_TTL_MS))),
    hop: input.hop ?? false,
  });
  return { token, path: `/exlogin/${token}` };
}

/**
 * The absolute address of a single-use login link on another restaurant's domain that lands on
 * `redirectTo` there: staff sessions are host-only cookies, so every hop between domains uses one.
 */
export async function hostLoginUrl(
  requestUrl: string,
  {
    userId,
    host,
    redirectTo,
    hop,
  }: {
    userId: number;
    host: { id: number; perma: string; url?: string | null };
    redirectTo: string;
    /** Only where our own answer redirects to it at once: its GET logs in, no extra tap. */
    hop?: boolean;
  },
): Promise<string> {
  const { path } = await createExloginLink({ userId, hostId: host.id, redirectTo, hop });
  return hostOrigin(host, requestUrl, getEnv().PLATFORM_DOMAIN) + path;
}

async function liveToken(hostId: number | null, token: string | undefined): Promise<ExloginTokenRow | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const row = await getLiveExloginToken(getDb(), { tokenHash: hash(token) });
  if (!row) return null;
  // a link made for one restaurant only works on that restaurant's domain
  if (row.host_id !== null && hostId !== row.host_id) return null;
  return row;
}

/** `hostId`: the restaurant of the request's domain, null on the platform (decision 083). */
export async function checkExloginToken({
  hostId,
  token,
}: {
  hostId: number | null;
  token: string | undefined;
}): Promise<{ valid: boolean }> {
  return { valid: (await liveToken(hostId, token)) !== null };
}

/** A redeemed link: whose session the route opens, and where it goes on to. */
export interface Redeemed {
  userId: number;
  redirectTo: string;
}

/**
 * The GET of /exlogin/{token}: a live hop is used up at once (the route logs in and goes on); any
 * other token only looks (null), and waits for the page's POST.
 */
export async function redeemHopOnArrival({
  hostId,
  token,
}: {
  hostId: number | null;
  token: string | undefined;
}): Promise<Redeemed | null> {
  const row = await liveToken(hostId, token);
  if (!row?.hop) return null;
  return redeem(row);
}

/** Uses the link up; null when it was already used (by a second tap, or another browser). */
async function redeem(row: ExloginTokenRow): Promise<Redeemed | null> {
  if (!(await consumeExloginToken(getDb(), { id: row.id }))) return null;
  return { userId: row.user_id, redirectTo: safeRedirect(row.redirect_to) };
}

export async function redeemExloginToken({
  hostId,
  token,
}: {
  hostId: number | null;
  token: string | undefined;
}): Promise<Redeemed | null> {
  const row = await liveToken(hostId, token);
  return row ? redeem(row) : null;
}
