// Refunds of provider payments, always for one host. A refund row is written (and the payment's
// amount_refunded raised) before the provider is asked, under the payment's row lock, so two staff
// members refunding at once can never give back more than was paid.
import type { Knex } from "knex";
import type { ProviderRefund } from "~/schemas/provider-payment";
import type { PaymentRow } from "~/models/payments.server";

export interface RefundRow {
  id: number;
  host_id: number;
  payment_id: number;
  order_id: number;
  provider_refund_id: string | null;
  idempotency_key: string;
  amount: number;
  status: ProviderRefund["status"];
  created_by: number | null;
}

/** The order's paid provider payment (the one a refund goes back through), locked. */
export async function lockPaidPayment(
  trx: Knex.Transaction,
  where: { hostId: number; orderId: number },
): Promise<PaymentRow | null> {
  const row = await trx("payments")
    .where({ host_id: where.hostId, order_id: where.orderId, status: "paid" })
    .whereNotNull("provider_payment_id")
    .orderBy("id", "desc")
    .forUpdate()
    .first<PaymentRow | undefined>();
  return row ?? null;
}

/** Without a lock, for showing what may still be refunded. */
export async function paidPayment(db: Knex, where: { hostId: number; orderId: number }): Promise<PaymentRow | null> {
  const row = await db("payments")
    .where({ host_id: where.hostId, order_id: where.orderId, status: "paid" })
    .whereNotNull("provider_payment_id")
    .orderBy("id", "desc")
    .first<PaymentRow | undefined>();
  return row ?? null;
}

export async function findRefundByKey(db: Knex, where: { hostId: number; key: string }): Promise<RefundRow | null> {
  const row = await db("refunds")
    .where({ host_id: where.hostId, idempotency_key: where.key })
    .first<RefundRow | undefined>();
  return row ?? null;
}

/** Reserves the amount: the refund row and the payment's amount_refunded in one statement pair. */
export async function reserveRefund(
  trx: Knex.Transaction,
  r: { hostId: number; payment: PaymentRow; amount: number; key: string; description: string; userId: number },
): Promise<RefundRow> {
  const [row] = await trx("refunds")
    .insert({
      host_id: r.hostId,
      payment_id: r.payment.id,
      order_id: r.payment.order_id,
      idempotency_key: r.key,
      amount: r.amount,
      description: r.description,
      created_by: r.userId,
    })
    .returning<RefundRow[]>("*");
  await trx("payments").where({ host_id: r.hostId, id: r.payment.id }).increment("amount_refunded", r.amount);
  return row;
}

export async function saveRefundAnswer(
  db: Knex,
  { where, answer }: { where: { hostId: number; id: number }; answer: ProviderRefund },
): Promise<void> {
  await db("refunds")
    .where({ host_id: where.hostId, id: where.id })
    .update({ provider_refund_id: answer.id, status: answer.status });
}

/** The provider refused: the reservation is given back, the row kept as 'failed' for the record. */
export async function releaseRefund(
  trx: Knex.Transaction,
  where: { hostId: number; refund: RefundRow },
): Promise<void> {
  await trx("refunds").where({ host_id: where.hostId, id: where.refund.id }).update({ status: "failed" });
  await trx("payments")
    .where({ host_id: where.hostId, id: where.refund.payment_id })
    .decrement("amount_refunded", where.refund.amount);
}
