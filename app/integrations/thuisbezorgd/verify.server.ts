// The one check of a call from Thuisbezorgd (JET Connect; decision 064, superseding 038's signed
// string and replay window). JET's published contract:
//   - the API key the restaurant gave JET comes back raw in `Authorization` (a `Bearer ` prefix is tolerated);
//   - `X-JET-Connect-Hash: HMAC-SHA256 t=<unix ms>,signature=<base64 HMAC-SHA256(secret, raw body)>` —
//     the body alone is signed, exactly the bytes received; `t` is not signed, so it is no replay
//     protection (dedup on the order id is) and it is never a reason to refuse.
// Received liberally: with or without the `HMAC-SHA256 ` prefix, and a bare hex or base64 digest
// (an older form seen in a public client). Key and digest are compared in constant time.
// JET's vector: jetSignature("example", "key") === "FGwot7AqiDIthEv6TippJm35DaRpRac5NSLd/wSp9go=".
// const v = verifyJetCall({ authorization, hash, body, apiKey, secret, hashRequired: true }); if (!v.ok) → 401
import crypto from "node:crypto";

export type JetRefusal = "missing" | "key" | "format" | "signature";
export type JetVerdict = { ok: true; signed: boolean; timestamp: number | null } | { ok: false; reason: JetRefusal };

type Bytes = string | Uint8Array;
const bytesOf = (b: Bytes): Buffer => (typeof b === "string" ? Buffer.from(b, "utf8") : Buffer.from(b));

function hmac(body: Bytes, secret: string): Buffer {
  return crypto.createHmac("sha256", Buffer.from(secret, "utf8")).update(bytesOf(body)).digest();
}

/** base64 HMAC-SHA256 of the raw body with the shared secret: JET's `signature`. */
export function jetSignature(body: Bytes, secret: string): string {
  return hmac(body, secret).toString("base64");
}

/** The header exactly as JET sends it (the simulator and "Test de koppeling" sign with it). */
export function jetHashHeader(body: Bytes, secret: string, t: number = Date.now()): string {
  return `HMAC-SHA256 t=${String(t)},signature=${jetSignature(body, secret)}`;
}

/** Equal in constant time, whatever the lengths (both sides hashed first, so no early return leaks them). */
function sameText(a: string, b: string): boolean {
  const ha = crypto.createHash("sha256").update(a, "utf8").digest();
  const hb = crypto.createHash("sha256").update(b, "utf8").digest();
  return crypto.timingSafeEqual(ha, hb) && a.length === b.length;
}

/** The digest a header carries (32 bytes) and its `t` when given; null when it is no digest at all. */
export function parseJetHash(header: string): { digest: Buffer; t: number | null } | null {
  let value = header.trim().replace(/^HMAC-SHA256\s+/i, "");
  let t: number | null = null;
  if (/(^|,)\s*signature\s*=/i.test(value)) {
    const parts = new Map<string, string>();
    for (const piece of value.split(",")) {
      const at = piece.indexOf("=");
      if (at > 0) parts.set(piece.slice(0, at).trim().toLowerCase(), piece.slice(at + 1).trim());
    }
    const rawT = parts.get("t");
    t = rawT && /^\d{1,16}$/.test(rawT) ? Number(rawT) : null;
    value = parts.get("signature") ?? "";
  }
  if (/^[0-9a-f]{64}$/i.test(value)) return { digest: Buffer.from(value, "hex"), t };
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const digest = Buffer.from(value.replace(/-/g, "+").replace(/_/g, "/"), "base64");
    return digest.length === 32 ? { digest, t } : null;
  }
  return null;
}

export function verifyJetCall(input: {
  authorization: string | null;
  hash: string | null;
  /** The raw body as received: bytes (preferred) or the text they decoded to. */
  body: Bytes;
  apiKey: string;
  secret: string | null;
  /** Orders: the hash must be there (the link has a secret). Notifications: checked only when sent. */
  hashRequired: boolean;
}): JetVerdict {
  const { authorization, hash, body, apiKey, secret, hashRequired } = input;
  if (!authorization) return { ok: false, reason: "missing" };
  const key = authorization.trim().replace(/^Bearer\s+/i, "");
  // key and signature always both computed, so a wrong key and a wrong signature take the same time
  const keyOk = sameText(key, apiKey);
  const parsed = hash ? parseJetHash(hash) : null;
  const expected = secret ? hmac(body, secret) : Buffer.alloc(32);
  const signatureOk = parsed ? crypto.timingSafeEqual(parsed.digest, expected) && secret !== null : false;
  if (!keyOk) return { ok: false, reason: "key" };
  if (hash === null || hash.trim() === "") {
    if (hashRequired) return { ok: false, reason: "missing" };
    return { ok: true, signed: false, timestamp: null };
  }
  if (!parsed) return { ok: false, reason: "format" };
  if (!signatureOk) return { ok: false, reason: "signature" };
  return { ok: true, signed: true, timestamp: parsed.t };
}
