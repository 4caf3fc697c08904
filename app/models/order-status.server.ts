// Changing a placed order, always for one host: its status (setOrderStatus, the one writer, decision
// 084), and staff's other changes to it: its due time, its note, its deletion.
import type { Knex } from "knex";
import type { OrderStatus } from "~/domain/order-status";

/** Columns that change with the status: the payment's (paid, or switched to the counter), a release's. */
export interface WithStatus {
  paid?: true;
  paid_at?: Date;
  paid_by?: number | null;
  payment_status?: string;
  payment_method?: "cash" | "pin";
  fee?: number;
  amount?: number;
  released_at?: Date;
}

/**
 * The one writer of an order's status once it is placed (decision 084; docs/architecture.md "Where
 * does an order's status change?"): the board, the courier, a payment, the switch to the counter and
 * the planned release all write `orders.status` here. Accepting it ('order') stamps accepted_at.
 * Under the caller's row lock, or guarded by `from` (and `unpaid`): answers whether the row changed.
 */
export async function setOrderStatus(
  trx: Knex.Transaction,
  {
    hostId,
    id,
    from,
    unpaid,
    status,
    also = {},
  }: { hostId: number; id: number; from?: OrderStatus; unpaid?: true; status: OrderStatus; also?: WithStatus },
): Promise<boolean> {
  const changed = await trx("orders")
    .where({ host_id: hostId, id, ...(from ? { status: from } : {}), ...(unpaid ? { paid: false } : {}) })
    .update({ ...also, status, ...(status === "order" ? { accepted_at: trx.fn.now() } : {}) });
  return changed > 0;
}

/** A new due time set by staff: no longer "zo snel mogelijk". */
export async function setOrderDue(
  trx: Knex.Transaction,
  { hostId, id, due }: { hostId: number; id: number; due: Date },
): Promise<void> {
  await trx("orders").where({ host_id: hostId, id }).update({ due, asap: false });
}

/** The order's note for the kitchen; empty clears it. */
export async function setOrderDescription(
  trx: Knex.Transaction,
  { hostId, id, description }: { hostId: number; id: number; description: string | null },
): Promise<void> {
  await trx("orders").where({ host_id: hostId, id }).update({ description });
}

export async function deleteOrder(
  trx: Knex.Transaction,
  { hostId, id }: { hostId: number; id: number },
): Promise<void> {
  await trx("orders").where({ host_id: hostId, id }).delete();
}
