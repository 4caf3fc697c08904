// Reading orders, always for one host: one by id (or locked for a change), by its checkout's key or
// its cart, the customer's own (the thank-you page, "Mijn Bestelinfo"), and the board's lines and count.
import type { Knex } from "knex";
import { camelColumns } from "~/db.server";
import { wherePlaced } from "~/models/placed-orders.server";
import type { OrderStatus } from "~/domain/order-status";
import { ORDER_COLUMNS, type OrderSummary } from "~/models/orders.server";

export interface OrderLine {
  position: number;
  productId: number | null;
  name: string;
  subname: string | null;
  remark: string | null;
  quantity: number;
  unitPrice: number;
  extras: number;
  amount: number;
  includes: Array<{ name: string; price: number }>;
  includes2: Array<{ name: string; price: number }> | null;
}

/** One order, or null when this host has no such order. */
export async function getOrder(db: Knex, { hostId, id }: { hostId: number; id: number }): Promise<OrderSummary | null> {
  const row = await db("orders").where({ host_id: hostId, id }).first<OrderSummary | undefined>(ORDER_COLUMNS);
  return row ?? null;
}

/**
 * SELECT … FOR UPDATE: the row stays locked for the rest of the transaction, so concurrent
 * webhooks, returns and boards queue here and one of them makes each change.
 */
export async function lockOrder(
  trx: Knex.Transaction,
  { hostId, id }: { hostId: number; id: number },
): Promise<OrderSummary | null> {
  const row = await trx("orders")
    .where({ host_id: hostId, id })
    .forUpdate()
    .first<OrderSummary | undefined>(ORDER_COLUMNS);
  return row ?? null;
}

/** The order a checkout with this key already placed, or null. */
export async function findOrderByIdempotencyKey(
  db: Knex,
  { hostId, key }: { hostId: number; key: string },
): Promise<OrderSummary | null> {
  const row = await db("orders")
    .where({ host_id: hostId, idempotency_key: key })
    .first<OrderSummary | undefined>(ORDER_COLUMNS);
  return row ?? null;
}

/** The order this cart already became, or null. */
export async function findOrderByCartKey(
  db: Knex,
  { hostId, cartKey }: { hostId: number; cartKey: string },
): Promise<OrderSummary | null> {
  const row = await db("orders")
    .where({ host_id: hostId, cart_key: cartKey })
    .first<OrderSummary | undefined>(ORDER_COLUMNS);
  return row ?? null;
}

/** The cart key an order was placed with (null for orders not from a cart). */
export async function orderCartKey(db: Knex, { hostId, id }: { hostId: number; id: number }): Promise<string | null> {
  const row = await db("orders")
    .where({ host_id: hostId, id })
    .first<{ cart_key: string | null } | undefined>("cart_key");
  return row?.cart_key ?? null;
}

// An order's lines as one JSON array of the order's row (the order and its lines in one round trip,
// decision 092), in position order, with the fields OrderLine names
const ITEMS_OF_ORDER = `(select coalesce(json_agg(json_build_object(
    'position', i.position, 'productId', i.product_id, 'name', i.name, 'subname', i.subname,
    'remark', i.remark, 'quantity', i.quantity, 'unitPrice', i.unit_price, 'extras', i.extras,
    'amount', i.amount, 'includes', i.includes, 'includes2', i.includes2) order by i.position), '[]'::json)
  from order_items i where i.host_id = orders.host_id and i.order_id = orders.id) as items`;

/** What the thank-you page shows beside the order. */
interface ThanksFacts {
  /** the customer's stamp balance at this host */
  stamps: number;
  /** when the order last changed status: its newest created/status event */
  changedAt: Date | null;
  /** whether this restaurant is the customer's favourite */
  favorite: boolean;
  /** whether the order has its review */
  reviewed: boolean;
}

/**
 * The thank-you page's order (the customer's own at this host), its lines and its facts, in one round
 * trip (decision 092; before: the order, its lines and the facts were three); null when it is not hers.
 */
export async function getThanksOrder(
  db: Knex,
  { hostId, customerId, orderId }: { hostId: number; customerId: number; orderId: number },
): Promise<(OrderSummary & { items: OrderLine[]; facts: ThanksFacts }) | null> {
  const row = await db("orders")
    .where({ host_id: hostId, customer_id: customerId, id: orderId })
    .first<
      | (OrderSummary & {
          items: OrderLine[];
          stamps: string | number | null;
          changed_at: Date | null;
          favorite: boolean;
          reviewed: boolean;
        })
      | undefined
    >([
      ...ORDER_COLUMNS,
      db.raw(ITEMS_OF_ORDER),
      db.raw(
        `(select sum(s.delta) from stamps s
           where s.host_id = orders.host_id and s.customer_id = orders.customer_id) as stamps`,
      ),
      db.raw(
        `(select e.created_at from order_events e
           where e.host_id = orders.host_id and e.order_id = orders.id and e.type in ('created', 'status')
           order by e.id desc limit 1) as changed_at`,
      ),
      db.raw(
        `exists (select 1 from host_customers hc
           where hc.host_id = orders.host_id and hc.customer_id = orders.customer_id and hc.favorite = true) as favorite`,
      ),
      db.raw(
        `exists (select 1 from reviews r where r.host_id = orders.host_id and r.order_id = orders.id) as reviewed`,
      ),
    ]);
  if (!row) return null;
  const { stamps, changed_at: changedAt, favorite, reviewed, ...order } = row;
  return { ...order, facts: { stamps: Number(stamps ?? 0), changedAt, favorite, reviewed } };
}

/** A line of "Mijn Bestelinfo": one of the customer's own orders. */
export interface RecentOrder {
  id: number;
  number: number;
  status: OrderStatus;
  deliver: boolean;
  amount: number;
  createdAt: Date;
}

/** The customer's latest orders at this host, newest first; unpaid iDEAL concepts are not orders yet. */
export async function listRecentOrdersForCustomer(
  db: Knex,
  { hostId, customerId, limit = 5 }: { hostId: number; customerId: number; limit?: number },
): Promise<RecentOrder[]> {
  return wherePlaced(db("orders"))
    .where({ host_id: hostId, customer_id: customerId })
    .orderBy("created_at", "desc")
    .limit(limit)
    .select<RecentOrder[]>(camelColumns(["id", "number", "status", "deliver", "amount", "created_at"]));
}

/** The lines of some of a host's orders, in position order. */
export async function listOrderLines(
  db: Knex,
  { hostId, orderIds }: { hostId: number; orderIds: number[] },
): Promise<Array<{ orderId: number; name: string; subname: string | null; quantity: number }>> {
  if (orderIds.length === 0) return [];
  return db("order_items")
    .where({ host_id: hostId })
    .whereIn("order_id", orderIds)
    .orderBy([{ column: "order_id" }, { column: "position" }])
    .select(camelColumns(["order_id", "name", "subname", "quantity"]));
}

/** Orders waiting to be accepted, whatever the period: the alarm rings while there are any. */
export async function countWaiting(db: Knex, { hostId }: { hostId: number }): Promise<number> {
  const row = await db("orders").where({ host_id: hostId, status: "new" }).count<{ n: number }>("id as n").first();
  return Number(row?.n ?? 0);
}
