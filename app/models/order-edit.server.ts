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
  // the 21 % part is per unit × quantity (lineGrossByRate), so it scales with the quantity
  await trx("order_items")
    .where({ host_id: hostId, id })
    .update({
      quantity,
      amount,
      amount21: trx.raw(
        "least(?::integer, case when amount21 = amount then ?::integer else amount21 / greatest(quantity, 1) * ?::integer end)",
        [amount, amount, quantity],
      ),
    });
}

export async function deleteItem(trx: Knex.Transaction, { hostId, id }: { hostId: number; id: number }) {
  await trx("order_items").where({ host_id: hostId, id }).delete();
}

/** The order's lines as the discount rule reads them (decision 050), and the discount it has now. */
export async function discountBasis(trx: Knex.Transaction, { hostId, orderId }: Where) {
  // one after the other: a transaction is one connection, which runs one statement at a time (pg
  // queues one sent while another runs, deprecated since pg 8 and refused from pg 9)
  const order = await trx("orders")
    .where({ host_id: hostId, id: orderId })
    .first<{ discountId: number | null; discount: number }>("discount_id as discountId", "discount");
  const lines = await trx("order_items")
    .where({ host_id: hostId, order_id: orderId })
    .orderBy("position")
    .select<Array<{ amount: number; quantity: number; tab: string | null; group: string | null; reward: boolean }>>(
      "amount",
      "quantity",
      "tab",
      "group_name as group",
      "reward",
    );
  return { discountId: order?.discountId ?? null, discount: order?.discount ?? 0, lines };
}

/**
 * The spec's calculate_order: the subtotal is the sum of the lines, the amount adds delivery and
 * the iDEAL fee and takes off the discount (which the caller recomputed, never more than the
 * goods: the delivery fee is always paid).
 */
export async function recalculateOrder(
  trx: Knex.Transaction,
  { hostId, orderId, discount }: Where & { discount: number },
): Promise<number> {
  const sum = await trx("order_items")
    .where({ host_id: hostId, order_id: orderId })
    .sum<{ s: number | null }>("amount as s")
    .first();
  const subtotal = Number(sum?.s ?? 0);
  const off = Math.max(0, Math.min(discount, subtotal));
  const [row] = await trx("orders")
    .where({ host_id: hostId, id: orderId })
    .update({ subtotal, discount: off, amount: trx.raw("? + delivery_fee + fee", [subtotal - off]) })
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
    vat_rate: productVatRate(trx, { hostId, productId: item.productId }),
    amount21:
      item.amount21 ??
      trx.raw("case when ? = 21 then ? else 0 end", [
        productVatRate(trx, { hostId, productId: item.productId }),
        item.amount,
      ]),
  });
  return position;
}
