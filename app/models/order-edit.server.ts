// Staff edits of an order's lines, for one host, inside the caller's transaction.
import type { Knex } from "knex";

type Where = { hostId: number; orderId: number };

export async function getItem(trx: Knex.Transaction, { hostId, orderId, position }: Where & { position: number }) {
  const row = await trx("order_items")
    .where({ host_id: hostId, order_id: orderId, position })
    .first<{ id: number; unit_price: number; extras: number } | undefined>("id", "unit_price", "extras");
  return row ?? null;
}

export async function setItemQuantity(trx: Knex.Transaction, { hostId, id, quantity, amount }: { hostId: number; id: number; quantity: number; amount: number }) {
  await trx("order_items").where({ host_id: hostId, id }).update({ quantity, amount });
}

export async function deleteItem(trx: Knex.Transaction, { hostId, id }: { hostId: number; id: number }) {
  await trx("order_items").where({ host_id: hostId, id }).delete();
}

/**
 * The spec's calculate_order: the subtotal is the sum of the lines, the amount adds delivery and
 * the iDEAL fee and takes off the discount (never below 0, as the table's check demands).
 */
export async function recalculateOrder(trx: Knex.Transaction, { hostId, orderId }: Where): Promise<number> {
  const sum = await trx("order_items").where({ host_id: hostId, order_id: orderId }).sum<{ s: number | null }>("amount as s").first();
  const subtotal = Number(sum?.s ?? 0);
  const [row] = await trx("orders")
    .where({ host_id: hostId, id: orderId })
    .update({ subtotal, amount: trx.raw("greatest(0, ? + delivery_fee + fee - discount)", [subtotal]) })
    .returning<Array<{ amount: number }>>("amount");
  return row.amount;
}
