// Payments (one row per attempt at the provider) and the order fields they drive. Always for one
// host. The locking helpers must run inside the caller's transaction.
import type { Knex } from "knex";
import type { ProviderPayment, ProviderStatus } from "~/schemas/provider-payment";
import type { OrderSummary } from "~/models/orders.server";
import { insertOrderEvent } from "~/models/order-events.server";
import { setOrderStatus } from "~/models/order-status.server";
import type { OrderStatus } from "~/domain/order-status";

export interface PaymentRow {
  id: number;
  host_id: number;
  order_id: number;
  provider_payment_id: string | null;
  idempotency_key: string;
  status: ProviderStatus;
  amount: number;
  fee: number;
  mode: "test" | "live" | null;
  profile_id: string | null;
  checkout_url: string | null;
  amount_refunded: number;
  paid_at: Date | null;
  expires_at: Date | null;
  created_at: Date;
}

export async function latestPayment(db: Knex, where: { hostId: number; orderId: number }): Promise<PaymentRow | null> {
  const row = await db("payments")
    .where({ host_id: where.hostId, order_id: where.orderId })
    .orderBy("id", "desc")
    .first<PaymentRow | undefined>();
  return row ?? null;
}

export interface UnpaidIdealPayment {
  order_id: number;
  number: number;
  status: ProviderStatus;
  checkout_url: string | null;
  created_at: Date;
}

/**
 * The payments made at the provider since `since` for this customer's unpaid concept iDEAL orders
 * at this host, newest first (the root loader's redirect and failed-payment banner).
 */
export async function recentUnpaidIdealPayments(
  db: Knex,
  where: { hostId: number; customerId: number; since: Date },
): Promise<UnpaidIdealPayment[]> {
  return db("orders as o")
    .join("payments as p", function () {
      this.on("p.order_id", "o.id").andOn("p.host_id", "o.host_id");
    })
    .where({
      "o.host_id": where.hostId,
      "o.customer_id": where.customerId,
      "o.payment_method": "ideal",
      "o.paid": false,
      "o.status": "concept",
    })
    .where("p.created_at", ">", where.since)
    .whereNotNull("p.provider_payment_id")
    .orderBy("p.id", "desc")
    .select<UnpaidIdealPayment[]>("o.id as order_id", "o.number", "p.status", "p.checkout_url", "p.created_at");
}

export async function countPayments(trx: Knex, where: { hostId: number; orderId: number }): Promise<number> {
  const [{ count }] = await trx("payments")
    .where({ host_id: where.hostId, order_id: where.orderId })
    .count<Array<{ count: string }>>("id as count");
  return Number(count);
}

export async function findPaymentByProviderId(
  db: Knex,
  where: { hostId: number; providerPaymentId: string },
): Promise<PaymentRow | null> {
  const row = await db("payments")
    .where({ host_id: where.hostId, provider_payment_id: where.providerPaymentId })
    .first<PaymentRow | undefined>();
  return row ?? null;
}

export async function insertPaymentAttempt(
  trx: Knex.Transaction,
  p: { hostId: number; orderId: number; idempotencyKey: string; amount: number; fee: number },
): Promise<PaymentRow> {
  const [row] = await trx("payments")
    .insert({
      host_id: p.hostId,
      order_id: p.orderId,
      idempotency_key: p.idempotencyKey,
      amount: p.amount,
      fee: p.fee,
      method: "ideal",
      status: "open",
    })
    .returning<PaymentRow[]>("*");
  return row;
}

/** The provider's answer, as it was last seen. */
export async function savePaymentState(
  db: Knex,
  { where, p }: { where: { hostId: number; id: number }; p: ProviderPayment },
): Promise<void> {
  await db("payments")
    .where({ host_id: where.hostId, id: where.id })
    .update({
      provider_payment_id: p.id,
      status: p.status,
      mode: p.mode,
      profile_id: p.profileId,
      // Mollie drops the checkout link once the payment left 'open'; keep the last one we had
      checkout_url: p.checkoutUrl ?? db.raw("checkout_url"),
      amount_refunded: p.amountRefunded,
      paid_at: p.paidAt,
      expires_at: p.expiresAt,
      details: JSON.stringify({ status: p.status, amount: p.amount, mode: p.mode }),
    });
}

export async function setOrderPaymentStatus(
  trx: Knex,
  { where, status }: { where: { hostId: number; orderId: number }; status: string },
): Promise<void> {
  await trx("orders")
    .where({ host_id: where.hostId, id: where.orderId, paid: false })
    .update({ payment_status: status });
}

/** Paid, and out of 'concept' onto the board; one 'paid' event in the same transaction. */
export async function markOrderPaid(
  trx: Knex.Transaction,
  {
    order,
    ...p
  }: { order: OrderSummary } & { paidAt: Date; paymentStatus: string; paidBy: number | null; newStatus: OrderStatus },
): Promise<void> {
  await setOrderStatus(trx, {
    hostId: order.hostId,
    id: order.id,
    status: p.newStatus,
    also: {
      paid: true,
      paid_at: p.paidAt,
      paid_by: p.paidBy,
      payment_status: p.paymentStatus,
    },
  });
  await insertOrderEvent(trx, {
    hostId: order.hostId,
    orderId: order.id,
    customerId: order.customerId,
    type: "paid",
    status: p.newStatus,
    userId: p.paidBy,
    payload: { number: order.number, amount: order.amount, payment: p.paymentStatus },
  });
}

/**
 * A concept whose iDEAL payment failed becomes an order paid at the counter or door: the new
 * method, the iDEAL fee taken off, onto the board as 'new'. Under the caller's row lock.
 */
export async function switchToOfflinePayment(
  trx: Knex.Transaction,
  { order, ...p }: { order: OrderSummary } & { method: "cash" | "pin"; fee: number; status: OrderStatus },
): Promise<number> {
  const amount = order.amount - order.fee + p.fee;
  await setOrderStatus(trx, {
    hostId: order.hostId,
    id: order.id,
    from: "concept",
    unpaid: true,
    status: p.status,
    also: {
      payment_method: p.method,
      payment_status: p.method,
      fee: p.fee,
      amount,
    },
  });
  await insertOrderEvent(trx, {
    hostId: order.hostId,
    orderId: order.id,
    customerId: order.customerId,
    type: "created",
    status: p.status,
    userId: null,
    payload: { number: order.number, amount, payment: p.method, from: "ideal" },
  });
  return amount;
}
