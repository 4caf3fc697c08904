// AES-256-GCM for secrets at rest (an organisation's Mollie key). Stored as
// "v1:<iv>:<tag>:<ciphertext>" in base64url, so a later key rotation can add "v2" beside it.
// const stored = sealSecret("live_abc…"); openSecret(stored) === "live_abc…"
import crypto from "node:crypto";
import { encryptionKey } from "~/env.server";

export function sealSecret(plain: string, key: Buffer = encryptionKey()): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(":");
}

/** The plain secret, or null when it was sealed with another key or tampered with. */
export function openSecret(sealed: string, key: Buffer = encryptionKey()): string | null {
  const [version, iv, tag, data] = sealed.split(":");
  if (version !== "v1" || !iv || !tag || !data) return null;
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
