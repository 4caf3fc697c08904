// Password hashing with node:crypto scrypt, stored as `scrypt$N$r$p$saltB64$hashB64`.
// const hash = await hashPassword("bestelinfo"); await verifyPassword("bestelinfo", hash) // true
import crypto from "node:crypto";

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
// Refuse stored parameters that would let a tampered row exhaust memory or CPU.
const MAX_N = 1 << 20;

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number, keylen: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(
      password.normalize("NFKC"),
      salt,
      keylen,
      { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(SALT_BYTES);
  const hash = await scrypt(password, salt, N, R, P, KEY_LENGTH);
  return ["scrypt", N, R, P, salt.toString("base64"), hash.toString("base64")].join("$");
}

/** False for a wrong password and for anything that is not a hash we wrote (never throws). */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [n, r, p] = parts.slice(1, 4).map((v) => Number.parseInt(v, 10));
  if (![n, r, p].every((v) => Number.isInteger(v) && v > 0) || n > MAX_N || (n & (n - 1)) !== 0 || r > 32 || p > 16) {
    return false;
  }
  const salt = Buffer.from(parts[4], "base64");
  const expected = Buffer.from(parts[5], "base64");
  if (salt.length === 0 || expected.length < 16) return false;
  try {
    const actual = await scrypt(password, salt, n, r, p, expected.length);
    return crypto.timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}
