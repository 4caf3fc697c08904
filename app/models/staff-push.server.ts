// Staff devices that opted in to a push for every new order (docs/issues/019.md §7): the subscriptions marked
// staff of users who work for the host's own organisation — always one host's, never another's.
import type { Knex } from "knex";
import type { PushSubscriptionRow } from "~/models/notify.server";

export async function staffPushSubscriptions(
  db: Knex,
  { hostId, role }: { hostId: number; role?: string },
): Promise<Array<PushSubscriptionRow & { userId: number }>> {
  const q = db("push_subscriptions as s")
    .join("users as u", "u.id", "s.user_id")
    .join("hosts as h", "h.organisation_id", "u.organisation_id")
    .where({ "h.id": hostId, "s.staff": true, "u.kind": "host" });
  // only the staff of one role (the couriers, decision 076): the organisation's role, else their own
  if (role) q.whereRaw("coalesce(u.org_role, u.role) = ?", [role]);
  return q.orderBy("s.id").select("s.id", "s.endpoint", "s.p256dh", "s.auth", "s.user_id as userId");
}

/** The push service said this staff device is gone (404/410). */
export async function deleteStaffPushSubscription(
  db: Knex,
  { hostId, id }: { hostId: number; id: number },
): Promise<void> {
  await db("push_subscriptions")
    .where({ id, staff: true })
    .whereIn(
      "user_id",
      db("users as u")
        .join("hosts as h", "h.organisation_id", "u.organisation_id")
        .where({ "h.id": hostId })
        .select("u.id"),
    )
    .delete();
}

export async function touchStaffPushSubscription(
  db: Knex,
  { hostId, id }: { hostId: number; id: number },
): Promise<void> {
  await db("push_subscriptions")
    .where({ id, staff: true })
    .whereIn(
      "user_id",
      db("users as u")
        .join("hosts as h", "h.organisation_id", "u.organisation_id")
        .where({ "h.id": hostId })
        .select("u.id"),
    )
    .update({ last_used_at: db.fn.now() });
}
