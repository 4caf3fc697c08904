// The thank-you / landing page of an order (/thanks/{index}, /order/{index}, /order/{type}/{index}):
// the customer's own order at this host, with the stamps it earns. Anything else is "not found".
import { discountLabel } from "~/domain/discounts";
import { itemDetails } from "~/domain/receipt";
import { parseId } from "~/domain/ids";
import { MAX_STAMPS } from "~/domain/stamps";
import { getThanksOrder } from "~/models/order-queries.server";
import { getDb } from "~/db.server";
import { customerStatusText, formatWhen } from "~/domain/time-options";
import type { SessionUser } from "~/services/session-user.server";
import { isReviewable } from "~/domain/reviews";
import { isMarketplaceSource } from "~/domain/win-back";
import { getRide } from "~/models/courier.server";
import { firstName } from "~/domain/courier";

/** host: the restaurant of the request (null elsewhere); current: the logged-in user, if any. */
export async function loadThanks({
  host,
  current,
  params,
  now = new Date(),
}: {
  host: { id: number; name: string } | null;
  current: SessionUser | null;
  params: { index?: string; type?: string };
  now?: Date;
}) {
  // beyond the integer column is no order either (PostgreSQL would refuse the query: a 500)
  const id = parseId(params.index);
  // a marketplace customer who scanned the code on their receipt (docs/issues/018.md §7) is not logged in
  // here: they get the restaurant's invitation to order directly — never the order itself
  const missing = {
    found: false as const,
    welcome: host && isMarketplaceSource(params.type) ? { hostName: host.name, source: params.type ?? "" } : null,
  };
  if (!host || !current || current.user.kind !== "customer" || id === null) return missing;
  const where = { hostId: host.id, customerId: current.user.id };
  // the order, its lines, the stamps, the last status change, favourite and review: one query (decision 092)
  const order = await getThanksOrder(getDb(), { ...where, orderId: id });
  if (!order) return missing;
  const { stamps, changedAt, ...loyalty } = order.facts;
  // decision 076: a delivery a courier took reads "Onderweg met Tim" (his first name, nothing more)
  const ride = order.deliver && order.status === "done" ? await getRide(getDb(), { hostId: host.id, id }) : null;
  const onRoute = ride?.courierId ? `Onderweg met ${firstName(ride.courierName)}` : null;
  return {
    found: true as const,
    customerId: current.user.id,
    hostName: host.name,
    // the landing sequence follows the order's source unless the link names one
    source: params.type ?? order.source,
    stamps: Math.min(stamps, MAX_STAMPS),
    maxStamps: MAX_STAMPS,
    // docs/issues/020.md: the favourite button and, once the order is done, the link to review it
    favorite: loyalty.favorite,
    review: order && isReviewable(order.status) ? { done: loyalty.reviewed } : null,
    order: {
      id: order.id,
      number: order.number,
      status: order.status,
      // the customer's words with the time it happened: "Geaccepteerd om 18:02"; planned: "Ingepland voor 19:30"
      statusText: onRoute ?? customerStatusText(order, changedAt, now),
      due: order.due.toISOString(),
      dueText: formatWhen(order.due, now),
      deliver: order.deliver,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      subtotal: order.subtotal,
      deliveryFee: order.deliveryFee,
      fee: order.fee,
      discount: order.discount,
      discountLabel: discountLabel(order.discountName),
      amount: order.amount,
      items: order.items.map((i) => ({
        position: i.position,
        name: i.name,
        subname: i.subname,
        quantity: i.quantity,
        amount: i.amount,
        // the same lines the board and the receipt print: halves and the whole pizza said apart
        details: itemDetails({ includes: i.includes, includes2: i.includes2, removed: [], remark: i.remark }),
      })),
    },
  };
}
