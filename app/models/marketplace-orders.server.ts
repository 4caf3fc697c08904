// Thuisbezorgd (docs/issues/018.md): the orders a host's link received (the inbox, raw), the
// acknowledgement each still owes (the outbox), and what happens to one once placed (a cancellation,
// the driver's status, the board's card). Every query takes the host id.
import type { Knex } from "knex";
import { camelColumns } from "~/db.server";
import type { Courier, JetFlag } from "~/domain/thuisbezorgd";
import { PROVIDER } from "~/models/marketplace.server";

// --- the inbox / outbox ----------------------------------------------------------------------

export type InboxStatus = "received" | "placed" | "failed" | "malformed";
export type AckState = "pending" | "success" | "failed" | "none";

export interface InboxRow {
  id: number;
  hostId: number;
  externalId: string | null;
  raw: string;
  status: InboxStatus;
  orderId: number | null;
  ack: AckState;
  ackReason: string | null;
  ackAttempts: number;
}

const INBOX_COLUMNS = camelColumns([
  "id",
  "host_id",
  "external_id",
  "raw",
  "status",
  "order_id",
  "ack",
  "ack_reason",
  "ack_attempts",
]);

/**
 * Records a received order once: the unique (host, provider, external id) decides, not a read
 * first, so concurrent deliveries of one id insert one row. `fresh` is false for a repeat.
 */
export async function receiveInbox(
  db: Knex,
  {
    hostId,
    externalId,
    raw,
    status,
    ack,
    ackReason,
    origin,
    error,
  }: {
    hostId: number;
    externalId: string | null;
    raw: string;
    status: InboxStatus;
    ack: AckState;
    ackReason?: string | null;
    /** How it reached us (migration 0025): the webhook unless said otherwise. */
    origin?: "webhook" | "pull" | "csv";
    /** Why a kept payload was refused (inspection). */
    error?: string;
  },
): Promise<{ id: number; fresh: boolean }> {
  const inserted = await db("marketplace_orders")
    .insert({
      host_id: hostId,
      provider: PROVIDER,
      external_id: externalId,
      raw,
      status,
      ack,
      ack_reason: ackReason ?? null,
      ...(origin ? { origin } : {}),
      ...(error ? { error: error.slice(0, 2000) } : {}),
    })
    .onConflict(["host_id", "provider", "external_id"])
    .ignore()
    .returning<Array<{ id: number }>>("id");
  if (inserted[0]) return { id: inserted[0].id, fresh: true };
  const existing = await db("marketplace_orders")
    .where({ host_id: hostId, provider: PROVIDER, external_id: externalId })
    .first<{ id: number }>("id");
  return { id: existing.id, fresh: false };
}

/** Locks a received order for placing it; null when another worker has it or it was placed already. */
export async function claimReceived(
  trx: Knex.Transaction,
  { hostId, id }: { hostId: number; id: number },
): Promise<InboxRow | null> {
  const row = await trx("marketplace_orders")
    .where({ host_id: hostId, id, status: "received" })
    .forUpdate()
    .skipLocked()
    .first<InboxRow | undefined>(INBOX_COLUMNS);
  return row ?? null;
}

export async function markPlaced(
  trx: Knex.Transaction,
  {
    hostId,
    id,
    orderId,
    flags,
    courier,
    reference,
    tax,
    ackReason,
  }: {
    hostId: number;
    id: number;
    orderId: number;
    flags: JetFlag[];
    courier: Courier;
    reference: string | null;
    tax: number | null;
    /** Placed on the board but not read: JET is owed sent-to-pos-failed with this message. */
    ackReason: string | null;
  },
): Promise<void> {
  await trx("marketplace_orders")
    .where({ host_id: hostId, id })
    .update({
      status: "placed",
      order_id: orderId,
      flags: JSON.stringify(flags),
      courier,
      reference,
      tax,
      ack_reason: ackReason,
      ack_next_at: trx.fn.now(),
    });
}

/** Placing failed: the marketplace is owed a sent-to-pos-failed with this reason. */
export async function markFailed(
  db: Knex,
  { hostId, id, error, reason }: { hostId: number; id: number; error: string; reason: string },
): Promise<void> {
  await db("marketplace_orders")
    .where({ host_id: hostId, id, status: "received" })
    .update({ status: "failed", error: error.slice(0, 2000), ack_reason: reason, ack_next_at: db.fn.now() });
}

/**
 * Takes the acknowledgement of one row for `leaseMs`: the attempt is counted and the row hidden
 * from others (a second worker, the watchdog) until then, so one call goes out at a time. Null when
 * nothing is owed, or someone else holds it.
 */
export async function leaseAck(
  db: Knex,
  { hostId, id, leaseMs }: { hostId: number; id: number; leaseMs: number },
): Promise<InboxRow | null> {
  const rows = await db("marketplace_orders")
    .where({ host_id: hostId, id, ack: "pending" })
    .whereIn("status", ["placed", "failed", "malformed"])
    .where("ack_next_at", "<=", db.fn.now())
    .update({
      ack_attempts: db.raw("ack_attempts + 1"),
      ack_next_at: db.raw(`now() + (? || ' milliseconds')::interval`, [String(leaseMs)]),
    })
    .returning<InboxRow[]>(INBOX_COLUMNS);
  return rows[0] ?? null;
}

/** The call went through (success / failed), or JET refused it (none: nothing more can be sent; the error says why). */
export async function settleAck(
  db: Knex,
  { hostId, id, ack, error }: { hostId: number; id: number; ack: "success" | "failed" | "none"; error?: string },
): Promise<void> {
  await db("marketplace_orders")
    .where({ host_id: hostId, id, ack: "pending" })
    .update({ ack, acked_at: db.fn.now(), ...(error ? { error: error.slice(0, 2000) } : {}) });
}

/** The call did not go through: try again after `delayMs`. */
export async function retryAckLater(
  db: Knex,
  { hostId, id, delayMs }: { hostId: number; id: number; delayMs: number },
): Promise<void> {
  await db("marketplace_orders")
    .where({ host_id: hostId, id, ack: "pending" })
    .update({ ack_next_at: db.raw(`now() + (? || ' milliseconds')::interval`, [String(delayMs)]) });
}

// --- events on a placed order ----------------------------------------------------------------

/** The order a marketplace order id became at this host, or null. */
export async function findByExternalId(
  db: Knex,
  { hostId, externalId }: { hostId: number; externalId: string },
): Promise<{ id: number; orderId: number | null } | null> {
  const row = await db("marketplace_orders")
    .where({ host_id: hostId, provider: PROVIDER, external_id: externalId })
    .first<{ id: number; order_id: number | null } | undefined>("id", "order_id");
  return row ? { id: row.id, orderId: row.order_id } : null;
}

export async function markCanceled(
  db: Knex,
  { hostId, id, reason }: { hostId: number; id: number; reason: string },
): Promise<boolean> {
  const n = await db("marketplace_orders")
    .where({ host_id: hostId, id })
    .whereNull("canceled_at")
    .update({ canceled_at: db.fn.now(), cancel_reason: reason });
  return n > 0;
}

export async function setDriverStatus(
  db: Knex,
  { hostId, id, status }: { hostId: number; id: number; status: string },
): Promise<void> {
  await db("marketplace_orders").where({ host_id: hostId, id }).update({ driver_status: status });
}

export interface MarketplaceCardInfo {
  orderId: number;
  externalId: string | null;
  flags: JetFlag[];
  courier: Courier | null;
  driverStatus: string | null;
  canceledAt: Date | null;
  cancelReason: string | null;
  reference: string | null;
}

/** What the board shows on the cards of these orders, by order id. */
export async function listCardInfo(
  db: Knex,
  { hostId, orderIds }: { hostId: number; orderIds: number[] },
): Promise<MarketplaceCardInfo[]> {
  if (orderIds.length === 0) return [];
  return db("marketplace_orders")
    .where({ host_id: hostId })
    .whereIn("order_id", orderIds)
    .select<MarketplaceCardInfo[]>(
      camelColumns([
        "order_id",
        "external_id",
        "flags",
        "courier",
        "driver_status",
        "canceled_at",
        "cancel_reason",
        "reference",
      ]),
    );
}
