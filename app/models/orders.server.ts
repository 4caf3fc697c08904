// Orders, always for one host.
// await db.transaction(async (trx) => { const number = await nextOrderNumber(trx, hostId, day); … })
import type { Knex } from "knex";
import { dayKey } from "~/domain/amsterdam-time";
import { camelColumns } from "~/db.server";
import { wherePlaced } from "~/models/placed-orders.server";
import type { OrderStatus } from "~/domain/order-status";

/**
 * The next order number of a host for a day (Europe/Amsterdam 'YYYY-MM-DD'), from the counter row.
 * Call it inside the transaction that inserts the order: the row stays locked until that
 * transaction ends, so concurrent orders queue for it, and a rollback gives the number back
 * (gapless, docs/design.md §4).
 */
export async function nextOrderNumber(
  trx: Knex.Transaction,
  { hostId, day }: { hostId: number; day: string },
): Promise<number> {
  // Outside a transaction the bump would commit on its own and a failed insert would leave a gap.
  if (!trx.isTransaction) throw new Error("nextOrderNumber must run inside the order's transaction");
  const result = await trx.raw<{ rows: Array<{ last: number }> }>(
    `INSERT INTO order_counters (host_id, day, last) VALUES (?, ?, 1)
     ON CONFLICT (host_id, day) DO UPDATE SET last = order_counters.last + 1
     RETURNING last`,
    [hostId, day],
  );
  const row = result.rows[0];
  if (!row) throw new Error(`No order number for host ${hostId} on ${day}`);
  return row.last;
}

export function amsterdamDay(at: Date = new Date()): string {
  return dayKey(at);
}

// ---------------------------------------------------------------------------------------------
// Placing and reading orders (docs/issues/004.md). Money in cents.

export type PaymentMethodPlaced = "cash" | "pin" | "ideal";

export interface OrderAddress {
  street: string;
  number: string;
  zipcode: string;
  city: string;
  name: string;
  phone: string;
}

export interface NewOrder {
  hostId: number;
  /** Null for a marketplace order: its customer is the marketplace's, not ours. */
  customerId: number | null;
  number: number;
  day: string;
  /** "archive": an order recorded after the fact (a marketplace export, bookkeeping only). */
  status: "new" | "concept" | "pending" | "archive";
  due: Date;
  asap: boolean;
  deliver: boolean;
  source: "internet" | "app" | "phone" | "desk" | "thuisbezorgd";
  paymentMethod: PaymentMethodPlaced | "thuisbezorgd";
  paymentStatus: "cash" | "pin" | "none" | "thuisbezorgd";
  /** Paid before it reaches us (a marketplace's card payment). */
  paid?: boolean;
  /** The marketplace's order id (unique per host, migration 0005). */
  marketplaceRef?: string | null;
  address: OrderAddress | null;
  customerName: string;
  phone: string;
  description: string | null;
  subtotal: number;
  deliveryFee: number;
  fee: number;
  amount: number;
  /** The promotion it got (docs/issues/020.md §5): its cents, which one and the name it had then. */
  discount?: { amount: number; id: number; name: string } | null;
  idempotencyKey: string;
  /** The cart it was placed from (at most one order per cart); null for orders not from a cart. */
  cartKey?: string | null;
  /** Staff placing the order for a caller (/deliver); the customer themselves when absent. */
  createdBy?: number;
  /** A test order (decision 048): number 0, never from the day's counter. */
  isTest?: boolean;
}

export interface NewOrderItem {
  productId: number | null;
  position: number;
  name: string;
  subname: string | null;
  remark: string | null;
  quantity: number;
  unitPrice: number;
  extras: number;
  amount: number;
  volume: string | null;
  variation: string | null;
  includes: Array<{ name: string; price: number }>;
  includes2: Array<{ name: string; price: number }> | null;
  removed: Array<{ name: string; price: number }>;
  half: boolean;
  tab: string | null;
  groupName: string | null;
  /** A full stamp card's free item (€ 0,00). */
  reward?: boolean;
  /** An icon line (a marketplace's charge, docs/spec.md §3 product/thuisbezorgd). */
  icon?: string | null;
  /**
   * The part of `amount` at 21 % VAT (decision 071: an include item may have its own rate).
   * Absent: the whole line follows its product's rate (amount when 21 %, else 0).
   */
  amount21?: number;
}

export interface OrderSummary {
  id: number;
  hostId: number;
  customerId: number | null;
  number: number;
  day: string;
  status: OrderStatus;
  due: Date;
  asap: boolean;
  deliver: boolean;
  source: string;
  paymentMethod: string;
  paymentStatus: string;
  paid: boolean;
  address: OrderAddress | null;
  customerName: string | null;
  phone: string | null;
  description: string | null;
  subtotal: number;
  deliveryFee: number;
  fee: number;
  discount: number;
  /** The promotion's name at the time ("Tweede pizza halve prijs"); null without one. */
  discountName?: string | null;
  amount: number;
  createdAt: Date;
  /** A test order from /admin/play (decision 048): number 0, shown as "TEST", counted nowhere. */
  isTest: boolean;
}

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

/** Every order read selects these, as OrderSummary's fields (camelColumns). */
export const ORDER_COLUMNS = camelColumns([
  "id",
  "host_id",
  "customer_id",
  "number",
  "day",
  "status",
  "due",
  "asap",
  "deliver",
  "source",
  "payment_method",
  "payment_status",
  "paid",
  "address",
  "customer_name",
  "phone",
  "description",
  "subtotal",
  "delivery_fee",
  "fee",
  "discount",
  "discount_name",
  "amount",
  "created_at",
  "is_test",
]);

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

/** knex's name for unique(["host_id", "idempotency_key"]) in migration 0005. */
export const IDEMPOTENCY_CONSTRAINT = "orders_host_id_idempotency_key_unique";

/** unique(["host_id", "cart_key"]) in migration 0009: one order per cart. */
export const CART_KEY_CONSTRAINT = "orders_host_id_cart_key_unique";

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

/**
 * The product's VAT rate as the line is written (docs/issues/017.md, decision 035): a snapshot like the name
 * and the price, so changing the product later never changes a sold line. Without a product: 9 %.
 */
export function productVatRate(
  db: Knex,
  { hostId, productId }: { hostId: number; productId: number | null },
): Knex.Raw {
  return db.raw("coalesce((select p.vat_rate from products p where p.host_id = ? and p.id = ?), 9)", [
    hostId,
    productId,
  ]);
}

/**
 * An order row as seeds and tests may write it (db/factory.ts `createOrder`), beside what the app
 * places (`NewOrder`): any status, a payment already made, the moment it was placed. Written by
 * `insertOrderRecord`, the one insert of an order row.
 */
export interface OrderRecord extends Omit<
  NewOrder,
  | "status"
  | "source"
  | "paymentMethod"
  | "paymentStatus"
  | "idempotencyKey"
  | "customerName"
  | "phone"
  | "discount"
  | "createdBy"
  | "address"
> {
  status: OrderStatus;
  /** A seeded address may leave out the name and phone (they are the order's own columns too). */
  address: (Omit<OrderAddress, "name" | "phone"> & Partial<Pick<OrderAddress, "name" | "phone">>) | null;
  source: string;
  paymentMethod: string;
  paymentStatus: string;
  idempotencyKey: string | null;
  customerName: string | null;
  phone: string | null;
  discount?: { amount: number; id: number | null; name: string | null } | null;
  /** Null: nobody (a seeded order); absent: the customer. */
  createdBy?: number | null;
  paidAt?: Date | null;
  paidBy?: number | null;
  acceptedAt?: Date | null;
  /** When it was placed (its items too); absent: now. */
  createdAt?: Date;
  engagement?: Record<string, unknown>;
}

export interface OrderRecordItem extends NewOrderItem {
  /** The line's VAT rate; absent: its product's (productVatRate). */
  vatRate?: number;
}

/** Inserts the order, its items and its 'created' event in the caller's transaction. */
export function insertOrder(
  trx: Knex.Transaction,
  { order, items }: { order: NewOrder; items: NewOrderItem[] },
): Promise<OrderSummary> {
  return insertOrderRecord(trx, { order, items });
}

/** The one insert of an order row (insertOrder's, and the seeds' and tests' through db/factory.ts). */
export async function insertOrderRecord(
  trx: Knex.Transaction,
  { order, items }: { order: OrderRecord; items: OrderRecordItem[] },
): Promise<OrderSummary> {
  const createdBy = order.createdBy === undefined ? order.customerId : order.createdBy;
  const placedAt = order.createdAt ? { created_at: order.createdAt, updated_at: order.createdAt } : {};
  const [row] = await trx("orders")
    .insert({
      host_id: order.hostId,
      customer_id: order.customerId,
      number: order.number,
      day: order.day,
      status: order.status,
      due: order.due,
      asap: order.asap,
      deliver: order.deliver,
      source: order.source,
      payment_method: order.paymentMethod,
      payment_status: order.paymentStatus,
      address: order.address ? JSON.stringify(order.address) : null,
      customer_name: order.customerName,
      phone: order.phone,
      description: order.description,
      subtotal: order.subtotal,
      delivery_fee: order.deliveryFee,
      fee: order.fee,
      amount: order.amount,
      ...(order.discount
        ? { discount: order.discount.amount, discount_id: order.discount.id, discount_name: order.discount.name }
        : {}),
      idempotency_key: order.idempotencyKey,
      cart_key: order.cartKey ?? null,
      marketplace_ref: order.marketplaceRef ?? null,
      ...(order.paid ? { paid: true, paid_at: order.paidAt ?? trx.fn.now() } : {}),
      ...(order.paidBy !== undefined ? { paid_by: order.paidBy } : {}),
      ...(order.acceptedAt !== undefined ? { accepted_at: order.acceptedAt } : {}),
      ...(order.engagement ? { engagement: JSON.stringify(order.engagement) } : {}),
      ...placedAt,
      created_by: createdBy,
      is_test: order.isTest ?? false,
    })
    .returning<OrderSummary[]>(ORDER_COLUMNS);
  if (items.length > 0)
    await trx("order_items").insert(
      items.map((i) => ({
        host_id: order.hostId,
        order_id: row.id,
        product_id: i.productId,
        position: i.position,
        name: i.name,
        subname: i.subname,
        remark: i.remark,
        quantity: i.quantity,
        unit_price: i.unitPrice,
        extras: i.extras,
        amount: i.amount,
        volume: i.volume,
        variation: i.variation,
        includes: JSON.stringify(i.includes),
        includes2: i.includes2 ? JSON.stringify(i.includes2) : null,
        removed: JSON.stringify(i.removed),
        half: i.half,
        tab: i.tab,
        group_name: i.groupName,
        reward: i.reward ?? false,
        icon: i.icon ?? null,
        vat_rate: i.vatRate ?? productVatRate(trx, { hostId: order.hostId, productId: i.productId }),
        amount21:
          i.amount21 ??
          trx.raw("case when ? = 21 then ? else 0 end", [
            productVatRate(trx, { hostId: order.hostId, productId: i.productId }),
            i.amount,
          ]),
        ...placedAt,
      })),
    );
  await insertOrderEvent(trx, {
    hostId: order.hostId,
    orderId: row.id,
    customerId: order.customerId,
    type: "created",
    status: order.status,
    userId: createdBy ?? order.customerId,
    payload: { number: order.number, amount: order.amount },
  });
  return row;
}

/** One line of an order's history (created, paid, status, edited, …): the board's catch-up reads these. */
export async function insertOrderEvent(
  trx: Knex.Transaction,
  e: {
    hostId: number;
    orderId: number;
    customerId: number | null;
    type: string;
    status: OrderStatus | null;
    userId: number | null;
    payload: object;
  },
): Promise<number> {
  const [row] = await trx("order_events")
    .insert({
      host_id: e.hostId,
      order_id: e.orderId,
      customer_id: e.customerId,
      type: e.type,
      status: e.status,
      user_id: e.userId,
      payload: JSON.stringify(e.payload),
    })
    .returning<Array<{ id: number }>>("id");
  return row.id;
}

/**
 * One of the customer's own orders at this host (the thank-you page), by id or by today's number
 * (numbers restart every day, so a number alone is read as today's unless `day` is given).
 */
export async function getOrderForCustomer(
  db: Knex,
  where: { hostId: number; customerId: number } & ({ id: number } | { number: number; day?: string }),
): Promise<(OrderSummary & { items: OrderLine[] }) | null> {
  const query = db("orders").where({ host_id: where.hostId, customer_id: where.customerId });
  if ("id" in where) query.where({ id: where.id });
  else query.where({ number: where.number, day: where.day ?? amsterdamDay() });
  const row = await query.first<OrderSummary | undefined>(ORDER_COLUMNS);
  if (!row) return null;
  const items = await db("order_items")
    .where({ host_id: where.hostId, order_id: row.id })
    .orderBy("position")
    .select<OrderLine[]>(
      camelColumns([
        "position",
        "product_id",
        "name",
        "subname",
        "remark",
        "quantity",
        "unit_price",
        "extras",
        "amount",
        "includes",
        "includes2",
      ]),
    );
  return { ...row, items };
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

/**
 * What the thank-you page shows beside the order, in one round trip (decision 092): the customer's
 * stamp balance here, when the order last changed status (its newest created/status event), whether the
 * restaurant is their favourite, and whether the order has its review.
 */
export async function getThanksFacts(
  db: Knex,
  { hostId, customerId, orderId }: { hostId: number; customerId: number; orderId: number },
): Promise<{ stamps: number; changedAt: Date | null; favorite: boolean; reviewed: boolean }> {
  const { rows } = await db.raw<{
    rows: { stamps: string | number | null; changed_at: Date | null; favorite: boolean; reviewed: boolean }[];
  }>(
    `select
       (select sum(delta) from stamps where host_id = :hostId and customer_id = :customerId) as stamps,
       (select created_at from order_events
         where host_id = :hostId and order_id = :orderId and type in ('created', 'status')
         order by id desc limit 1) as changed_at,
       exists (select 1 from host_customers
         where host_id = :hostId and customer_id = :customerId and favorite = true) as favorite,
       exists (select 1 from reviews where host_id = :hostId and order_id = :orderId) as reviewed`,
    { hostId, customerId, orderId },
  );
  const row = rows[0]!;
  return { stamps: Number(row.stamps ?? 0), changedAt: row.changed_at, favorite: row.favorite, reviewed: row.reviewed };
}

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

/** The newest event id of a host: the board's "seen up to here" mark for catch-up. */
export async function lastEventId(db: Knex, { hostId }: { hostId: number }): Promise<number> {
  const row = await db("order_events").where({ host_id: hostId }).max<{ max: number | null }>("id as max").first();
  return row?.max ?? 0;
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
