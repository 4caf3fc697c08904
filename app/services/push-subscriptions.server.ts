// Customers opt in to push notifications from the browser: the VAPID public key goes out, the
// browser's subscription comes back and is stored for the notify service (push first, SMS after).
import type { AppLoadContext } from "@remix-run/node";
import type { z } from "zod";
import { getDb } from "~/db.server";
import { vapidKeys } from "~/integrations/push/index.server";
import { savePushSubscription } from "~/models/notify.server";
import type { pushSubscriptionSchema } from "~/schemas/push";
import { getOptionalUser } from "~/utils/auth.server";

export function pushPublicKey(): string {
  return vapidKeys().publicKey;
}

/** false when nobody is logged in: a subscription always belongs to a user. */
export async function subscribePush(
  context: AppLoadContext,
  sub: z.infer<typeof pushSubscriptionSchema>,
  userAgent: string | null,
): Promise<boolean> {
  const current = await getOptionalUser(context);
  if (!current) return false;
  await savePushSubscription(getDb(), {
    userId: current.user.id,
    endpoint: sub.endpoint,
    p256dh: sub.keys.p256dh,
    auth: sub.keys.auth,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return true;
}
