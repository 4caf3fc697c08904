// What notifying a customer reads, writes and cleans up: a host's own template wording, the log of
// every message sent (or failed), and the customer's push subscriptions. Templates and the log are
// per host; subscriptions belong to the user.
import type { Knex } from "knex";
import type { TemplateKey } from "~/domain/message-templates";

/** The host's active wording for this situation, or null for our default. */
export async function hostTemplate(
  db: Knex,
  { hostId, key }: { hostId: number; key: TemplateKey },
): Promise<string | null> {
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

export async function pushSubscriptionsOf(db: Knex, { userId }: { userId: number }): Promise<PushSubscriptionRow[]> {
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
  sub: {
    userId: number;
    endpoint: string;
    p256dh: string;
    auth: string;
    userAgent: string | null;
    deviceId?: string | null;
    staff?: boolean;
  },
): Promise<void> {
  await db("push_subscriptions")
    .insert({
      user_id: sub.userId,
      endpoint: sub.endpoint,
      p256dh: sub.p256dh,
      auth: sub.auth,
      user_agent: sub.userAgent,
      device_id: sub.deviceId ?? null,
      staff: sub.staff ?? false,
    })
    .onConflict("endpoint")
    .merge(["user_id", "p256dh", "auth", "user_agent", "device_id", "staff"]);
  // docs/spec.md §3 user.subscribed: this user has a device that takes push
  await db("users").where({ id: sub.userId }).update({ subscribed: true });
}

/** One of this user's devices switched off; the user's subscribed flag follows what is left. */
export async function removePushSubscription(
  db: Knex,
  { userId, endpoint }: { userId: number; endpoint: string },
): Promise<boolean> {
  const removed = await db("push_subscriptions").where({ user_id: userId, endpoint }).delete();
  const left = await db("push_subscriptions").where({ user_id: userId }).first("id");
  await db("users")
    .where({ id: userId })
    .update({ subscribed: Boolean(left) });
  return removed > 0;
}

export interface LoggedNotification {
  hostId: number;
  orderId: number | null;
  userId: number | null;
  method: "push" | "sms";
  type: string;
  sub: string | null;
  message: string;
  link: string | null;
  from: string;
  fromUserId: number | null;
  recipient: string | null;
  status: "sent" | "failed" | "skipped";
  error: string | null;
}

export async function logNotification(db: Knex, n: LoggedNotification): Promise<void> {
  await db("notifications").insert({
    host_id: n.hostId,
    order_id: n.orderId,
    user_id: n.userId,
    method: n.method,
    type: n.type,
    sub: n.sub,
    message: n.message,
    link: n.link,
    from: n.from,
    from_user_id: n.fromUserId,
    recipient: n.recipient,
    status: n.status,
    error: n.error,
  });
}
