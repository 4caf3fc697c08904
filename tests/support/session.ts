// Log a user in without the UI (Epic Stack's pattern): write a session straight into the Redis
// store that connect-redis reads, and sign the cookie the way express-session does.
import crypto from "node:crypto";
import { createClient } from "redis";

export const TEST_SESSION_SECRET = "test-secret-test-secret-test-secret";

export function signedCookie(sid: string, secret = TEST_SESSION_SECRET): string {
  const mac = crypto.createHmac("sha256", secret).update(sid).digest("base64").replace(/=+$/, "");
  return `bestelinfo.sid=${encodeURIComponent(`s:${sid}.${mac}`)}`;
}

export async function createRedisSession(redisUrl: string, data: Record<string, unknown>): Promise<string> {
  const sid = crypto.randomBytes(24).toString("base64url");
  const client = createClient({ url: redisUrl });
  await client.connect();
  const session = {
    cookie: {
      originalMaxAge: 86_400_000,
      expires: new Date(Date.now() + 86_400_000).toISOString(),
      httpOnly: true,
      path: "/",
      sameSite: "lax",
    },
    createdAt: Date.now(),
    ...data,
  };
  await client.set(`bestelinfo:sess:${sid}`, JSON.stringify(session), { EX: 86_400 });
  await client.quit();
  return signedCookie(sid);
}
