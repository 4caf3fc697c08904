// An order's money after staff changed its lines (board: quantity, an added product): the subtotal
// from the lines, the discount by the promotion it was priced with recomputed on them (decision
// 050, the domain's rediscount), and the amount — so the card, the receipt, the customer's page and
// the financial overview keep adding up to the same total. Inside the caller's transaction and lock.
import type { Knex } from "knex";
import { rediscount } from "~/domain/discounts";
import { getDiscount } from "~/models/discounts.server";
import { discountBasis, recalculateOrder } from "~/models/order-edit.server";

/** Returns the order's new amount. */
export async function repriceOrder(trx: Knex.Transaction, where: { hostId: number; orderId: number }): Promise<number> {
  const basis = await discountBasis(trx, where);
  const applied = basis.discountId ? await getDiscount(trx, { hostId: where.hostId, id: basis.discountId }) : null;
  const lines = basis.lines.map((l) => ({
    amount: l.reward ? 0 : l.amount,
    quantity: l.quantity,
    tab: l.tab,
    group: l.group,
  }));
  return recalculateOrder(trx, { ...where, discount: rediscount(applied, basis.discount, lines) });
}
