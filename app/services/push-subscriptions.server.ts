// Devices opt in to push notifications from the browser: the VAPID public key goes out, the
// browser's subscription comes back and is stored with its device id. A customer's device gets the
// order's status messages (notify service: push first, SMS after); a staff member's device, switched
// on in the profile, gets every new order of the restaurant (docs/issues/019.md §7).
import type { z } from "zod";
import { getDb } from "~/db.server";
import { vapidKeys } from "~/integrations/push/index.server";
import { removePushSubscription, savePushSubscription } from "~/models/notify.server";
import type { pushRemovalSchema, pushSubscriptionSchema } from "~/schemas/push";

export function pushPublicKey(): string {
  return vapidKeys().publicKey;
}

/**
 * Stores the browser's subscription for the logged-in user; the same browser moves with a new login.
 * `staff`: the user works for a restaurant, and this device wants its new orders.
 */
export async function subscribePush({
  userId,
  sub,
  userAgent,
  staff = false,
}: {
  userId: number;
  sub: z.infer<typeof pushSubscriptionSchema>;
  userAgent: string | null;
  staff?: boolean;
}): Promise<object> {
  await savePushSubscription(getDb(), {
    userId,
    endpoint: sub.endpoint,
    p256dh: sub.keys.p256dh,
    auth: sub.keys.auth,
    userAgent: userAgent?.slice(0, 300) ?? null,
    deviceId: sub.deviceId ?? null,
    staff,
  });
  return {};
}

/** This device off: only the user's own subscription goes; another's endpoint changes nothing. */
export async function unsubscribePush({
  userId,
  input,
}: {
  userId: number;
  input: z.infer<typeof pushRemovalSchema>;
}): Promise<{ removed: boolean }> {
  return { removed: await removePushSubscription(getDb(), { userId, endpoint: input.endpoint }) };
}
