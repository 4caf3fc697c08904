// Customers opt in to push notifications from the browser: the VAPID public key goes out, the
// browser's subscription comes back and is stored for the notify service (push first, SMS after).
import type { z } from "zod";
import { getDb } from "~/db.server";
import { vapidKeys } from "~/integrations/push/index.server";
import { savePushSubscription } from "~/models/notify.server";
import type { pushSubscriptionSchema } from "~/schemas/push";

export function pushPublicKey(): string {
  return vapidKeys().publicKey;
}

/** Stores the browser's subscription for the logged-in user; the same browser moves with a new login. */
export async function subscribePush(userId: number, sub: z.infer<typeof pushSubscriptionSchema>, userAgent: string | null): Promise<object> {
  await savePushSubscription(getDb(), {
    userId,
    endpoint: sub.endpoint,
    p256dh: sub.keys.p256dh,
    auth: sub.keys.auth,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return {};
}
