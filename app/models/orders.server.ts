// Orders, always for one host: what an order is, its number and its one insert (the row, its lines, its
// 'created' event). Reading orders: order-queries.server.ts; changing one: order-status.server.ts; its
// history: order-events.server.ts.
// await db.transaction(async (trx) => { const number = await nextOrderNumber(trx, hostId, day); … })
import type { Knex } from "knex";
import { dayKey } from "~/domain/amsterdam-time";
import { camelColumns } from "~/db.server";
import type { OrderStatus } from "~/domain/order-status";
import { insertOrderEvent } from "~/models/order-events.server";

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

/** knex's name for unique(["host_id", "idempotency_key"]) in migration 0005. */
export const IDEMPOTENCY_CONSTRAINT = "orders_host_id_idempotency_key_unique";

/** unique(["host_id", "cart_key"]) in migration 0009: one order per cart. */
export const CART_KEY_CONSTRAINT = "orders_host_id_cart_key_unique";

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
