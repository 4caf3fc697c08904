// Staff edits of an order's lines, for one host, inside the caller's transaction.
import type { Knex } from "knex";
import { productVatRate, type NewOrderItem } from "~/models/orders.server";

type Where = { hostId: number; orderId: number };

export async function getItem(trx: Knex.Transaction, { hostId, orderId, position }: Where & { position: number }) {
  const row = await trx("order_items")
    .where({ host_id: hostId, order_id: orderId, position })
    .first<{ id: number; unit_price: number; extras: number } | undefined>("id", "unit_price", "extras");
  return row ?? null;
}

export async function setItemQuantity(
  trx: Knex.Transaction,
  { hostId, id, quantity, amount }: { hostId: number; id: number; quantity: number; amount: number },
) {
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
  const sum = await trx("order_items")
    .where({ host_id: hostId, order_id: orderId })
    .sum<{ s: number | null }>("amount as s")
    .first();
  const subtotal = Number(sum?.s ?? 0);
  const [row] = await trx("orders")
    .where({ host_id: hostId, id: orderId })
    .update({ subtotal, amount: trx.raw("greatest(0, ? + delivery_fee + fee - discount)", [subtotal]) })
    .returning<Array<{ amount: number }>>("amount");
  return row.amount;
}

/** A new line at the end of the order (staff adding a product); the caller holds the order's lock. */
export async function appendItem(
  trx: Knex.Transaction,
  { hostId, orderId, item }: Where & { item: Omit<NewOrderItem, "position"> },
): Promise<number> {
  const max = await trx("order_items")
    .where({ host_id: hostId, order_id: orderId })
    .max<{ m: number | null }>("position as m")
    .first();
  const position = Number(max?.m ?? 0) + 1;
  await trx("order_items").insert({
    host_id: hostId,
    order_id: orderId,
    product_id: item.productId,
    position,
    name: item.name,
    subname: item.subname,
    remark: item.remark,
    quantity: item.quantity,
    unit_price: item.unitPrice,
    extras: item.extras,
    amount: item.amount,
    volume: item.volume,
    variation: item.variation,
    includes: JSON.stringify(item.includes),
    includes2: item.includes2 ? JSON.stringify(item.includes2) : null,
    removed: JSON.stringify(item.removed),
    half: item.half,
    tab: item.tab,
    group_name: item.groupName,
    reward: false,
    vat_rate: productVatRate(trx, hostId, item.productId),
  });
  return position;
}
