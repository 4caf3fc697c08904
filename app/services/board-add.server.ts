// Staff add a product to an existing order from the board (docs/issues/006.md point 3). The line is priced
// from the database exactly like the customer's cart (buildCartLine → the domain's priceLine),
// written under the order's row lock, and the amount recalculated (the spec's calculate_order).
// await addProductToOrder({ hostId, staff, orderId, choice }); await boardMenu({ hostId, orderId })
import { getDb } from "~/db.server";
import { can, statusLabel } from "~/domain/order-status";
import { amountFixed } from "~/domain/board";
import { getOrder, lockOrder } from "~/models/order-queries.server";
import { insertOrderEvent } from "~/models/order-events.server";
import { appendItem } from "~/models/order-edit.server";
import { repriceOrder } from "~/services/order-reprice.server";
import { getProduct } from "~/models/products.server";
import { orderChanged } from "~/realtime/order-events.server";
import type { BoardAddInput } from "~/schemas/board-add";
import { UNKNOWN_PRODUCT } from "~/schemas/cart";
import { BoardError } from "~/services/board.server";
import { buildCartLine } from "~/services/cart-line.server";
import { toOrderItem } from "~/services/checkout.server";
import { loadRestaurantDetails } from "~/services/home.server";
import type { SessionUser } from "~/services/session-user.server";
import { ORDER_MISSING } from "~/domain/messages";

/** The menu for the product dialog, priced for this order's mode (delivery or takeout). */
export async function boardMenu({ hostId, orderId }: { hostId: number; orderId: number }) {
  const host = { id: hostId };
  const order = await getOrder(getDb(), { hostId: host.id, id: orderId });
  if (!order) throw new BoardError(ORDER_MISSING, 404);
  const restaurant = await loadRestaurantDetails(host.id, order.deliver);
  // "Favorieten" repeats products of other tabs; staff look for a dish by its own tab
  return { deliver: order.deliver, tabs: restaurant.tabs.filter((t) => t.slug !== "tab-favorieten") };
}

export async function addProductToOrder({
  hostId,
  staff,
  orderId,
  choice,
}: {
  hostId: number;
  staff: SessionUser;
  orderId: number;
  choice: BoardAddInput;
}): Promise<{ orderId: number; amount: number; position: number }> {
  const host = { id: hostId };
  const result = await getDb().transaction(async (trx) => {
    const order = await lockOrder(trx, { hostId: host.id, id: orderId });
    if (!order) throw new BoardError(ORDER_MISSING, 404);
    if (!can(order.status, "edit")) {
      throw new BoardError(
        `Dit kan niet bij een bestelling met status ${statusLabel(order.status) ?? order.status}.`,
        409,
      );
    }
    const fixed = amountFixed(order);
    if (fixed) throw new BoardError(fixed, 409);
    const product = await getProduct(trx, { hostId: host.id, id: choice.productId });
    if (!product) throw new BoardError(UNKNOWN_PRODUCT, 422);
    const built = buildCartLine(product, choice, {
      hostId: host.id,
      quantity: choice.quantity,
      deliver: order.deliver,
      remark: choice.remark,
    });
    if (!built.ok) throw new BoardError(built.message, 422);
    const { position: _unused, ...item } = toOrderItem(built.item, 0, built.priced);
    const position = await appendItem(trx, { hostId: host.id, orderId: order.id, item });
    const amount = await repriceOrder(trx, { hostId: host.id, orderId: order.id });
    await insertOrderEvent(trx, {
      hostId: host.id,
      orderId: order.id,
      customerId: order.customerId,
      type: "edited",
      status: order.status,
      userId: staff.user.id,
      payload: { number: order.number, amount, added: product.name },
    });
    return { order, amount, position };
  });
  // after commit, like every board action: the host's boards and the customer's page revalidate
  const { order } = result;
  await orderChanged({ hostId: host.id, customerId: order.customerId }, { ...order, intent: "add" });
  return { orderId: order.id, amount: result.amount, position: result.position };
}
