// The one check of a call from Thuisbezorgd (JET Connect, issue 18; decision 038): the API key in
// `Authorization` and the `X-JET-Connect-Hash` header `t=<unix ms>,signature=<base64 HMAC-SHA256>`
// over `${t}.${raw body}` with the link's signing secret. Both compared in constant time; a
// timestamp outside the replay window is refused even when its signature is right.
// const v = verifyJetCall({ authorization, hash, body, apiKey, secret }); if (!v.ok) → 401 (v.reason)
import crypto from "node:crypto";

/** A call older (or further in the future) than this is a replay or a wrong clock: refused. */
export const REPLAY_WINDOW_MS = 5 * 60_000;

export type JetRefusal = "missing" | "key" | "format" | "stale" | "signature";
export type JetVerdict = { ok: true; timestamp: number } | { ok: false; reason: JetRefusal };

/** The header value the marketplace sends for `body` at `t` (the simulator signs with it). */
export function jetHashHeader(body: string, secret: string, t: number): string {
  const signature = crypto.createHmac("sha256", secret).update(`${t}.${body}`, "utf8").digest("base64");
  return `t=${t},signature=${signature}`;
}

/** Equal in constant time, whatever the lengths (both sides hashed first, so no early return leaks them). */
function sameSecret(a: string, b: string): boolean {
  const ha = crypto.createHash("sha256").update(a, "utf8").digest();
  const hb = crypto.createHash("sha256").update(b, "utf8").digest();
  return crypto.timingSafeEqual(ha, hb) && a.length === b.length;
}

function parseHash(header: string): { t: number; signature: string } | null {
  const parts = new Map<string, string>();
  for (const piece of header.split(",")) {
    const at = piece.indexOf("=");
    if (at > 0) parts.set(piece.slice(0, at).trim(), piece.slice(at + 1).trim());
  }
  const t = parts.get("t");
  const signature = parts.get("signature");
  if (!t || !/^\d{1,15}$/.test(t) || !signature) return null;
  return { t: Number(t), signature };
}

export function verifyJetCall(input: {
  authorization: string | null;
  hash: string | null;
  body: string;
  apiKey: string;
  secret: string;
  now?: number;
  windowMs?: number;
}): JetVerdict {
  const { authorization, hash, body, apiKey, secret, now = Date.now(), windowMs = REPLAY_WINDOW_MS } = input;
  if (!authorization || !hash) return { ok: false, reason: "missing" };
  const key = authorization.replace(/^Bearer\s+/i, "").trim();
  // both checks always run, so a wrong key and a wrong signature take the same time
  const keyOk = sameSecret(key, apiKey);
  const parsed = parseHash(hash);
  const expected = parsed ? jetHashHeader(body, secret, parsed.t) : "";
  const signatureOk = parsed ? sameSecret(`t=${parsed.t},signature=${parsed.signature}`, expected) : false;
  if (!keyOk) return { ok: false, reason: "key" };
  if (!parsed) return { ok: false, reason: "format" };
  if (!signatureOk) return { ok: false, reason: "signature" };
  if (Math.abs(now - parsed.t) > windowMs) return { ok: false, reason: "stale" };
  return { ok: true, timestamp: parsed.t };
}
