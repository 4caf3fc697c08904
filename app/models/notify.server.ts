// What notifying a customer reads and cleans up: a host's own template wording and the
// customer's push subscriptions. Templates are per host; subscriptions belong to the user.
import type { Knex } from "knex";
import type { TemplateKey } from "~/domain/message-templates";

/** The host's active wording for this situation, or null for our default. */
export async function hostTemplate(db: Knex, hostId: number, key: TemplateKey): Promise<string | null> {
  const row = await db("notification_templates")
    .where({ host_id: hostId, type: key.type, sub: key.sub, active: true })
    .first<{ message: string } | undefined>("message");
  return row?.message ?? null;
}

export interface PushSubscriptionRow {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export async function pushSubscriptionsOf(db: Knex, userId: number): Promise<PushSubscriptionRow[]> {
  return db("push_subscriptions").where({ user_id: userId }).orderBy("id").select("id", "endpoint", "p256dh", "auth");
}

/** The push service said the subscription is gone (404/410): it never comes back. */
export async function deletePushSubscription(db: Knex, { userId, id }: { userId: number; id: number }): Promise<void> {
  await db("push_subscriptions").where({ user_id: userId, id }).delete();
}

export async function touchPushSubscription(db: Knex, { userId, id }: { userId: number; id: number }): Promise<void> {
  await db("push_subscriptions").where({ user_id: userId, id }).update({ last_used_at: db.fn.now() });
}

/** A browser's subscription, moved to this user when the same browser subscribed for someone else before. */
export async function savePushSubscription(
  db: Knex,
  sub: { userId: number; endpoint: string; p256dh: string; auth: string; userAgent: string | null },
): Promise<void> {
  await db("push_subscriptions")
    .insert({ user_id: sub.userId, endpoint: sub.endpoint, p256dh: sub.p256dh, auth: sub.auth, user_agent: sub.userAgent })
    .onConflict("endpoint")
    .merge(["user_id", "p256dh", "auth", "user_agent"]);
}
