// Placing an order from the session's cart (docs/issues/004.md §7): one transaction that prices every line
// again from the database, checks pause, opening hours, zone, minimum and payment method, takes
// the gapless number and writes the order. A replayed idempotency key returns the same order.
// The session is the route's (decision 083): it hands over the cart and the session id as values,
// stores the emptied cart the service answers (`store`), then announces the order:
// const placed = await placeOrder({ ...cartArgs(context), sessionId, customer, input });
// await keepPlacedCart(context, placed); await announcePlaced(placed);
// Staff ordering for a caller (/deliver) pass onBehalf: { createdBy, source: 'phone' | 'desk' }.
import { nameCustomerIfUnnamed } from "~/models/users.server";
import { notifyWithTemplate } from "~/services/notify.server";
import { orderTotal } from "~/domain/order-totals";
import { getDb } from "~/db.server";
import { deliveryFee, meetsMinimum, minimumMessage, outsideZonesMessage, zoneFor } from "~/domain/delivery-zones";
import { canOrderAsap, closedMessage, isDueAllowed, type OpeningShift } from "~/domain/opening-hours";
import { aheadDays, arrivalStatus, DAY_NOT_OFFERED, offeredDay } from "~/domain/order-ahead";
import type { PricedLine } from "~/domain/line-price";
import { paymentFee } from "~/domain/pricing";
import { DELIVERY_PROMISE_MINUTES, PICKUP_PROMISE_MINUTES, dueTime } from "~/domain/time-options";
import { cleanPhone } from "~/domain/validation";
import { getHostForOrder, type Host, type PaymentMethod } from "~/models/hosts.server";
import { getDeliveryZones } from "~/models/host-operations.server";
import { isPausedAt } from "~/domain/host-settings";
import {
  IDEMPOTENCY_CONSTRAINT,
  amsterdamDay,
  insertOrder,
  CART_KEY_CONSTRAINT,
  nextOrderNumber,
  type NewOrderItem,
  type OrderSummary,
} from "~/models/orders.server";
import { findOrderByIdempotencyKey, findOrderByCartKey, orderCartKey } from "~/models/order-queries.server";
import { orderArrived } from "~/realtime/order-events.server";
import { announceToStaff } from "~/services/staff-push.server";
import { STALE_FORM, type CheckoutInput, type ConfirmedCheckoutInput, type PlacedOrderView } from "~/schemas/checkout";
import { TOTAL_MISSING, totalChangeMessage, type LineChange, type TotalChanged } from "~/domain/confirmed-total";
import { cartKey as cartKeyOf, sameContents } from "~/services/cart-key.server";
import type { SessionCart, SessionCartItem } from "~/schemas/cart";
import { repriceLine } from "~/services/cart-line.server";
import { readCart, requireTenantHost, versioned, type CartArgs } from "~/services/cart.server";
import { priceTableSince } from "~/services/price-table.server";
import { CheckoutError } from "~/services/errors.server";
import { discountForOrder } from "~/services/checkout-discount.server";
import { ONE_REWARD, redeemCardForOrder, rewardOrderItem } from "~/services/stamps.server";
import { metrics } from "~/infra/metrics.server";
import { CART_EMPTY } from "~/domain/messages";
import { isUniqueViolation } from "~/models/unique.server";
import { inOrderBatch } from "~/services/order-batch.server";

const ALL_METHODS: PaymentMethod[] = ["cash", "pin", "ideal"];
const MINUTE = 60_000;

export interface PlacedOrder {
  order: OrderSummary;
  /** True when this idempotency key had already placed the order. */
  replayed: boolean;
  /**
   * The emptied cart the route stores in the session once the order is committed; null on a replay
   * (the cart was emptied by the first placement, or the session write failed: it stays as it is).
   */
  store: SessionCart | null;
  /** What `announcePlaced` tells the board, staff devices and the customer; null on a replay. */
  announce: { host: { id: number; name: string }; customerId: number } | null;
}

export function offeredMethods(host: Host, deliver: boolean): PaymentMethod[] {
  return host.settings.payment?.[deliver ? "deliver" : "pickup"] ?? ALL_METHODS;
}

/** When the order is due, or a refusal. ASAP only while open; a chosen time inside the hours. */
function decideDue(host: Host, hours: OpeningShift[], input: CheckoutInput, now: Date): { due: Date; asap: boolean } {
  if (input.time === "asap") {
    if (!canOrderAsap(hours, now))
      throw new CheckoutError(closedMessage(hours, now), 409, { time: closedMessage(hours, now) });
    // The host's own promise when it set one, else docs/spec.md §9's ~45 minutes / the shortest pickup option
    const wait = input.deliver
      ? (host.settings.deliveryMinutes ?? DELIVERY_PROMISE_MINUTES)
      : (host.settings.pickupMinutes ?? PICKUP_PROMISE_MINUTES);
    return { due: new Date(now.getTime() + wait * MINUTE), asap: true };
  }
  const day =
    input.time === "pick" ? offeredDay(input.day, hours, now, aheadDays(host.settings.orderAheadDays)) : undefined;
  if (day === null) throw new CheckoutError(DAY_NOT_OFFERED, 422, { day: DAY_NOT_OFFERED });
  const result = dueTime(input.time, now, { deliver: input.deliver, time: input.at, day });
  if (!result.ok)
    throw new CheckoutError(result.reason, 422, { [input.time === "pick" ? "at" : "time"]: result.reason });
  if (!isDueAllowed(hours, result.due)) {
    const message = "Op dat tijdstip zijn we gesloten. Kies een tijd binnen de openingstijden.";
    throw new CheckoutError(message, 422, { time: message });
  }
  return { due: result.due, asap: false };
}

/** A priced cart line as an order row; staff adding a product on the board use it too. */
export function toOrderItem(item: SessionCartItem, position: number, priced: PricedLine): NewOrderItem {
  return {
    productId: Number(item._id),
    position,
    name: item.$name,
    subname: item.$subname ?? null,
    remark: item.$description ?? null,
    quantity: item.$quantity,
    unitPrice: item.$price ?? 0,
    extras: item.$extras ?? 0,
    amount: item.$amount ?? 0,
    amount21: priced.amount21,
    volume: item.$volume ?? null,
    variation: item.$variation ?? null,
    includes: priced.include,
    includes2: item.$half ? priced.include2 : null,
    removed: priced.removed,
    half: Boolean(item.$half),
    tab: item.tab ?? null,
    groupName: item.group ?? null,
  };
}

/** Staff placing the order for the caller: who did it, and how it came in. Never from the request body. */
export interface OnBehalf {
  createdBy: number;
  source: "phone" | "desk";
}

/** The cart use case's values (decision 083) plus the session's id, who orders, and the confirmed form. */
export interface PlaceOrderArgs extends CartArgs {
  /** the session's id: part of the cart key (docs/issues/035.md §3) */
  sessionId: string;
  customer: {
    id: number;
    /** the customer's name as the caller knows it (the logged-in user's), when it does */
    name?: string | null;
  };
  input: ConfirmedCheckoutInput;
  now?: Date;
  onBehalf?: OnBehalf;
}

export async function placeOrder({
  host: cartHost,
  cart: storedCart,
  sessionId,
  customer: { id: customerId, name: customerName },
  input,
  now = new Date(),
  onBehalf,
}: PlaceOrderArgs): Promise<PlacedOrder> {
  const tenant = requireTenantHost(cartHost);
  // what the customer was shown is what is charged: without that total nothing is (decision 066)
  const confirmedTotal = input.confirmedTotal;
  if (confirmedTotal === null) throw new CheckoutError(TOTAL_MISSING, 422, { confirmedTotal: TOTAL_MISSING });
  const db = getDb();
  const cart = readCart(storedCart, tenant.id);
  // A key seen before placed its order and emptied this cart: the empty cart is where a resent
  // request (a retry after a lost answer, a second tap) is looked up. With items in the cart a
  // resent key meets the unique constraint at the insert instead, and the catch below answers with
  // that order — one query less for every order placed (docs/issues/021.md §4).
  if (cart.items.length === 0) {
    const earlier = await findOrderByIdempotencyKey(db, { hostId: tenant.id, key: input.idempotencyKey });
    if (earlier) return replay(earlier, customerId);
    throw new CheckoutError(CART_EMPTY, 422);
  }

  // the host, its menu generation and its hours in one read: the prices below are the database's at
  // least as of it
  const found = await getHostForOrder(db, { hostId: tenant.id });
  if (!found) throw new CheckoutError("Dit restaurant bestaat niet meer.", 404);
  const { host, menuGeneration, hours } = found;
  if (isPausedAt(host, now)) throw new CheckoutError("Dit restaurant neemt op dit moment geen bestellingen aan.", 409);
  if (!offeredMethods(host, input.deliver).includes(input.payment)) {
    const message = `Deze betaalmethode is niet mogelijk bij ${input.deliver ? "bezorgen" : "afhalen"}.`;
    throw new CheckoutError(message, 422, { payment: message });
  }
  const { due, asap } = decideDue(host, hours, input, now);
  // this cart — its version and contents — at this restaurant (docs/issues/014.md §11, docs/issues/035.md §3)
  const cartKey = cartKeyOf(sessionId, host.id, cart);

  // read before the batch, side by side with other customers' reads: the batch's transaction holds
  // the counter, and only what must be in it (prices checked here, written there) stays in it
  // (docs/reports/058-growth-at-a-million-orders.md). The products come from the price table once it
  // is at least as new as the generation read with the host (decision 097, status note of 2026-11-30).
  const [products, zones] = await Promise.all([
    priceTableSince(host.id, menuGeneration),
    input.deliver ? getDeliveryZones(db, { hostId: host.id }) : Promise.resolve([]),
  ]);
  let order: OrderSummary;
  try {
    // shared with the host's other orders of this moment: one counter lock and one commit (decision
    // 051); the customer becomes known to the restaurant with the batch
    // (docs/reports/058-growth-at-a-million-orders.md)
    order = await inOrderBatch(
      host.id,
      async (trx) => {
        const items: NewOrderItem[] = [];
        const lineChanges: LineChange[] = [];
        if (cart.items.filter((i) => i.reward).length > 1) throw new CheckoutError(ONE_REWARD, 422);
        for (const [index, line] of cart.items.entries()) {
          if (line.reward) {
            items.push(
              await rewardOrderItem(trx, { host, customerId, productId: Number(line._id), position: index + 1 }),
            );
            continue;
          }
          const again = repriceLine(line, products.get(Number(line._id)), { hostId: host.id, deliver: input.deliver });
          if (!again.ok) throw new CheckoutError(again.message, 409);
          items.push(toOrderItem(again.item, index + 1, again.priced));
          lineChanges.push({
            name: again.item.$name,
            shown: line.$amount ?? 0,
            now: again.item.$amount ?? 0,
            unitNow: again.priced.unit + again.priced.extras,
          });
        }
        const subtotal = items.reduce((sum, i) => sum + i.amount, 0);

        let delivery = 0;
        if (input.deliver) {
          const zone = zoneFor(zones, input.address.zipcode);
          if (!zone)
            throw new CheckoutError(outsideZonesMessage(input.address.zipcode), 422, {
              "address.zipcode": outsideZonesMessage(input.address.zipcode),
            });
          if (!meetsMinimum(zone, subtotal)) throw new CheckoutError(minimumMessage(zone, input.address.zipcode), 422);
          delivery = deliveryFee(zone, subtotal);
        }
        const fee = paymentFee(input.payment);
        // docs/issues/020.md §5: the promotion (and the typed code) by the domain's price rule, uses locked
        const discount = await discountForOrder(trx, {
          hostId: host.id,
          customerId,
          lines: items.map((i) => ({ amount: i.amount, quantity: i.quantity, tab: i.tab, group: i.groupName })),
          deliver: input.deliver,
          code: cart.discountCode ?? null,
          now,
        });
        const amount = orderTotal({ subtotal, deliveryFee: delivery, fee, discount: discount?.amount ?? 0 });
        // docs/issues/033.md §1: a price, fee, discount or zone that moved after the page showed its total
        // refuses the order with what changed and the total it would be now; never charged unseen
        if (amount !== confirmedTotal) {
          const message = totalChangeMessage({
            confirmed: confirmedTotal,
            deliver: input.deliver,
            lines: lineChanges,
            now: { subtotal, deliveryFee: delivery, fee, discount: discount?.amount ?? 0, total: amount },
          });
          const detail: TotalChanged = { reason: "totalChanged", total: amount };
          throw new CheckoutError(message, 409, undefined, detail);
        }
        // Last before the insert: the counter row stays locked until commit, so hold it briefly
        const number = await nextOrderNumber(trx, { hostId: host.id, day: amsterdamDay(now) });
        const placed = await insertOrder(trx, {
          order: {
            hostId: host.id,
            customerId,
            number,
            day: amsterdamDay(now),
            // iDEAL waits for the payment; an order for later waits as planned (domain/order-ahead.ts)
            status: input.payment === "ideal" ? "concept" : arrivalStatus(due, now),
            due,
            asap,
            deliver: input.deliver,
            source: onBehalf?.source ?? input.source,
            paymentMethod: input.payment,
            // iDEAL has no payment yet: the payments issue creates it and moves this to 'open'
            paymentStatus: input.payment === "ideal" ? "none" : input.payment,
            address: input.deliver ? input.address : null,
            customerName: input.address.name,
            phone: cleanPhone(input.address.phone),
            description: input.description || null,
            subtotal,
            deliveryFee: delivery,
            fee,
            amount,
            discount,
            idempotencyKey: input.idempotencyKey,
            cartKey,
            createdBy: onBehalf?.createdBy,
          },
          items,
        });
        if (items.some((i) => i.reward))
          await redeemCardForOrder(trx, { hostId: host.id, customerId, orderId: placed.id });
        return placed;
      },
      { customerId },
    );
  } catch (err) {
    // A concurrent submit with the same key, or of the same cart with another key, won the race:
    // its order is this request's answer
    let winner: OrderSummary | null = null;
    if (isUniqueViolation(err, IDEMPOTENCY_CONSTRAINT)) {
      winner = await findOrderByIdempotencyKey(db, { hostId: host.id, key: input.idempotencyKey });
      // the key is bound to the cart it placed: the same key with another cart is no replay (docs/issues/035.md §3)
      if (winner && !sameContents(await orderCartKey(db, { hostId: host.id, id: winner.id }), cartKey))
        throw new CheckoutError(STALE_FORM, 409);
    } else if (isUniqueViolation(err, CART_KEY_CONSTRAINT))
      winner = await findOrderByCartKey(db, { hostId: host.id, cartKey });
    if (!winner) throw err;
    return replay(winner, customerId);
  }

  metrics().ordersPlaced.inc({ source: onBehalf?.source ?? input.source, payment: input.payment });
  // a customer who never gave a name (a first login by SMS code, a caller) is greeted by this one
  if (input.address.name && !customerName)
    await nameCustomerIfUnnamed(getDb(), { userId: customerId, name: input.address.name });
  // The order is committed: the route stores this emptied cart next, and a session store failing
  // then must not turn the order into an error the customer retries (keepPlacedCart, docs/issues/035.md §2)
  const store = versioned({
    ...cart,
    items: [],
    discountCode: undefined,
    placed: (cart.placed ?? 0) + 1,
    deliver: input.deliver,
    zipcode: input.deliver ? input.address.zipcode.toUpperCase() : cart.zipcode,
  });
  return { order, replayed: false, store, announce: { host: { id: host.id, name: host.name }, customerId } };
}

/**
 * After the route stored the emptied cart: the board and the customer's page hear of the order,
 * staff devices too, and an order for later tells the customer when it will be ready. A replay
 * announces nothing (its first placement did).
 */
export async function announcePlaced({ order, announce }: PlacedOrder): Promise<void> {
  if (!announce) return;
  const { host, customerId } = announce;
  await orderArrived({ hostId: host.id, customerId }, order);
  // staff devices that opted in hear of it even with the board closed (docs/issues/019.md); not waited for
  if (order.status === "new") void announceToStaff({ hostId: host.id, orderId: order.id });
  // an order for later (not iDEAL: its payment brings the 'ideal' message) tells the customer when
  // it will be ready now; accepting it may be hours away (docs/spec.md §9 template due/init)
  if (!order.asap && order.status !== "concept") {
    await notifyWithTemplate(getDb(), {
      host: { id: host.id, name: host.name },
      order: {
        id: order.id,
        number: order.number,
        customerId,
        customerName: order.customerName,
        phone: order.phone,
        due: order.due,
      },
      key: { type: "due", sub: "init" },
      from: host.name,
    });
  }
}

/** The same key from another customer is not theirs to see. */
function replay(order: OrderSummary, customerId: number): PlacedOrder {
  if (order.customerId !== customerId) throw new CheckoutError("Deze bestelling is al geplaatst.", 409);
  return { order, replayed: true, store: null, announce: null };
}

/** The JSON the UI gets for a placed order (dates as ISO text). */
export function placedOrderView(order: OrderSummary): PlacedOrderView {
  return {
    id: order.id,
    number: order.number,
    day: order.day,
    status: order.status === "concept" || order.status === "pending" ? order.status : "new",
    due: order.due.toISOString(),
    asap: order.asap,
    deliver: order.deliver,
    paymentMethod: order.paymentMethod === "ideal" || order.paymentMethod === "pin" ? order.paymentMethod : "cash",
    paymentStatus: order.paymentStatus,
    subtotal: order.subtotal,
    deliveryFee: order.deliveryFee,
    fee: order.fee,
    amount: order.amount,
  };
}
