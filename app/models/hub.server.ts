// /admin/hub "Koppelingen" (docs/issues/020.md §2, decision 053): the counts and last moments the integrations
// card needs, and the record of the last Mollie webhook (migration 0030). Every query takes the host.
import type { Knex } from "knex";

export type WebhookResult = "ok" | "unknown" | "failed";

/** One row per host: the last webhook call and the last one that went well. */
export async function recordPaymentWebhook(
  db: Knex,
  { hostId, result, paymentId }: { hostId: number; result: WebhookResult; paymentId: string },
): Promise<void> {
  const now = db.fn.now();
  await db("payment_webhook_status")
    .insert({
      host_id: hostId,
      last_at: now,
      last_result: result,
      last_payment_id: paymentId,
      last_ok_at: result === "ok" ? now : null,
    })
    .onConflict("host_id")
    .merge({
      last_at: now,
      last_result: result,
      last_payment_id: paymentId,
      last_ok_at: result === "ok" ? now : db.raw("payment_webhook_status.last_ok_at"),
    });
}

export interface PaymentWebhookStatus {
  lastAt: Date;
  lastResult: WebhookResult;
  lastOkAt: Date | null;
}

export async function getPaymentWebhook(
  db: Knex,
  { hostId }: { hostId: number },
): Promise<PaymentWebhookStatus | null> {
  const row = await db("payment_webhook_status")
    .where({ host_id: hostId })
    .first<PaymentWebhookStatus | undefined>({ lastAt: "last_at", lastResult: "last_result", lastOkAt: "last_ok_at" });
  return row ?? null;
}

/** Per printer of this host: tickets waiting, and tickets that failed since `since`. */
export async function printerQueues(
  db: Knex,
  { hostId, since }: { hostId: number; since: Date },
): Promise<Map<number, { queued: number; failed: number }>> {
  const rows = await db("print_jobs")
    .where({ host_id: hostId })
    .andWhere((q) => {
      void q.where({ status: "queued" }).orWhere((f) => {
        void f.where({ status: "failed" }).andWhere("updated_at", ">=", since);
      });
    })
    .groupBy("printer_id")
    .select<Array<{ printer_id: number; queued: string; failed: string }>>(
      "printer_id",
      db.raw("count(*) FILTER (WHERE status = 'queued') AS queued"),
      db.raw("count(*) FILTER (WHERE status = 'failed') AS failed"),
    );
  return new Map(rows.map((r) => [r.printer_id, { queued: Number(r.queued), failed: Number(r.failed) }]));
}

export interface ChannelCounts {
  sent: number;
  failed: number;
}

/** SMS and push messages this host sent since `since` (the notifications log), by outcome. */
export async function notificationCounts(
  db: Knex,
  { hostId, since }: { hostId: number; since: Date },
): Promise<{ sms: ChannelCounts; push: ChannelCounts }> {
  const rows = await db("notifications")
    .where({ host_id: hostId })
    .andWhere("created_at", ">=", since)
    .whereIn("status", ["sent", "failed"])
    .groupBy("method", "status")
    .select<Array<{ method: "sms" | "push"; status: "sent" | "failed"; n: string }>>(
      "method",
      "status",
      db.raw("count(*) AS n"),
    );
  const of = (method: "sms" | "push", status: "sent" | "failed") =>
    Number(rows.find((r) => r.method === method && r.status === status)?.n ?? 0);
  return {
    sms: { sent: of("sms", "sent"), failed: of("sms", "failed") },
    push: { sent: of("push", "sent"), failed: of("push", "failed") },
  };
}

/**
 * Devices with push on: the staff of the organisation that owns this host (opted in for new
 * orders), and this host's customers.
 */
export async function pushDeviceCounts(
  db: Knex,
  { hostId }: { hostId: number },
): Promise<{ staff: number; customers: number }> {
  const [staff] = await db("push_subscriptions as ps")
    .join("users as u", "u.id", "ps.user_id")
    .join("hosts as h", "h.organisation_id", "u.organisation_id")
    .where({ "h.id": hostId, "ps.staff": true })
    .count<Array<{ n: string }>>("ps.id as n");
  const [customers] = await db("push_subscriptions as ps")
    .join("host_customers as hc", "hc.customer_id", "ps.user_id")
    .where({ "hc.host_id": hostId, "ps.staff": false })
    .count<Array<{ n: string }>>("ps.id as n");
  return { staff: Number(staff?.n ?? 0), customers: Number(customers?.n ?? 0) };
}

export interface MarketplaceActivity {
  /** The last order that arrived, and how (webhook, pull, csv). */
  lastReceivedAt: Date | null;
  lastOrigin: string | null;
  /** Orders still owing the marketplace its sent-to-pos call, and the oldest one's arrival. */
  waiting: number;
  oldestWaitingAt: Date | null;
  /** Orders received since `since` that could not be placed. */
  failed: number;
}

export async function marketplaceActivity(
  db: Knex,
  { hostId, since }: { hostId: number; since: Date },
): Promise<MarketplaceActivity> {
  const last = await db("marketplace_orders")
    .where({ host_id: hostId })
    .orderBy("id", "desc")
    .first<{ created_at: Date; origin: string } | undefined>("created_at", "origin");
  const [agg] = await db("marketplace_orders")
    .where({ host_id: hostId })
    .select<Array<{ waiting: string; oldest: Date | null; failed: string }>>(
      db.raw("count(*) FILTER (WHERE ack = 'pending') AS waiting"),
      db.raw("min(created_at) FILTER (WHERE ack = 'pending') AS oldest"),
      db.raw("count(*) FILTER (WHERE status IN ('failed', 'malformed') AND created_at >= ?) AS failed", [since]),
    );
  return {
    lastReceivedAt: last?.created_at ?? null,
    lastOrigin: last?.origin ?? null,
    waiting: Number(agg?.waiting ?? 0),
    oldestWaitingAt: agg?.oldest ?? null,
    failed: Number(agg?.failed ?? 0),
  };
}
