// Web push (RFC 8030/8291) with the real web-push library. VAPID keys come from a file in
// DATA_DIR, generated once, so every instance sharing the data dir signs with the same key and
// browsers' subscriptions stay valid across restarts.
// const result = await sendPush({endpoint, p256dh, auth}, JSON.stringify({title, body, url}))
import fs from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { getEnv } from "~/env.server";
import { singleton } from "~/infra/singleton.server";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export function vapidKeys(): VapidKeys {
  return singleton("vapid-keys", () => {
    const env = getEnv();
    // every instance must sign with the same keys: in production they come from the environment
    if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
      return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
    const file = path.join(env.DATA_DIR, "vapid.json");
    try {
      const keys = JSON.parse(fs.readFileSync(file, "utf8")) as VapidKeys;
      if (keys.publicKey && keys.privateKey) return keys;
    } catch {
      // not generated yet
    }
    const keys = webpush.generateVAPIDKeys();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
    return keys;
  });
}

export type PushResult = { ok: true } | { ok: false; gone: boolean; error: string };

const TIMEOUT_MS = 5000;

/**
 * Encrypts and signs with web-push, then sends with fetch: the request is byte for byte what
 * webpush.sendNotification would send, but fetch also reaches a plain-HTTP push service on
 * 127.0.0.1, which is how the tests run a real push service that decrypts the payload.
 */
export async function sendPush(
  sub: { endpoint: string; p256dh: string; auth: string },
  payload: string,
): Promise<PushResult> {
  const keys = vapidKeys();
  try {
    const details = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      payload,
      {
        vapidDetails: { subject: getEnv().VAPID_SUBJECT, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: 3600,
        contentEncoding: "aes128gcm",
      },
    );
    const res = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.status >= 200 && res.status < 300) return { ok: true };
    return { ok: false, gone: res.status === 404 || res.status === 410, error: `push service answered ${res.status}` };
  } catch (err) {
    return { ok: false, gone: false, error: (err as Error).message };
  }
}
