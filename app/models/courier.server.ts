// The courier's rides (decisions 076, 077): today's delivery orders of one restaurant that are ready
// or on their way, the conditional take (one courier per order: `… WHERE courier_id IS NULL`), the
// hand-back, the cash he marked received, the per-tap keys, and the close's cash per courier.
// Every query takes the host.
import type { Knex } from "knex";
import { camelColumns } from "~/db.server";
import type { OrderAddress } from "~/models/orders.server";
import { countedSql } from "~/models/placed-orders.server";
import type { OrderStatus } from "~/domain/order-status";

export interface RideRow {
  id: number;
  number: number;
  status: OrderStatus;
  due: Date;
  deliver: boolean;
  paid: boolean;
  paymentMethod: string;
  amount: number;
  customerName: string | null;
  phone: string | null;
  address: OrderAddress | null;
  description: string | null;
  courierId: number | null;
  courierAt: Date | null;
  courierName: string | null;
  courierNote: string | null;
  isTest: boolean;
}

const RIDE_COLUMNS = [
  ...camelColumns(
    [
      "id",
      "number",
      "status",
      "due",
      "deliver",
      "paid",
      "payment_method",
      "amount",
      "customer_name",
      "phone",
      "address",
      "description",
      "courier_id",
      "courier_at",
      "courier_note",
      "is_test",
    ],
    "o",
  ),
  "u.name as courierName",
];

/**
 * Ready delivery orders nobody has taken and those `courierId` has on the road, of `day` only;
 * a marketplace order its own courier delivers is never ours to ride. His own come in the order he
 * took them, the ready ones by due time.
 */
export async function listRides(
  db: Knex,
  { hostId, day, courierId }: { hostId: number; day: string; courierId: number },
): Promise<RideRow[]> {
  return db("orders as o")
    .leftJoin("users as u", "u.id", "o.courier_id")
    .where({ "o.host_id": hostId, "o.day": day, "o.deliver": true, "o.status": "done" })
    .where((q) => q.whereNull("o.courier_id").orWhere("o.courier_id", courierId))
    .whereNotExists((q) =>
      q
        .select(db.raw("1"))
        .from("marketplace_orders as m")
        .whereRaw("m.host_id = o.host_id and m.order_id = o.id and m.courier = 'marketplace'"),
    )
    .orderByRaw("o.courier_at asc nulls last, o.due asc, o.id asc")
    .select<RideRow[]>(RIDE_COLUMNS);
}

/** One of today's delivery orders as the courier screen reads it, or null. */
export async function getRide(db: Knex, { hostId, id }: { hostId: number; id: number }): Promise<RideRow | null> {
  const row = await db("orders as o")
    .leftJoin("users as u", "u.id", "o.courier_id")
    .where({ "o.host_id": hostId, "o.id": id })
    .first<RideRow | undefined>(RIDE_COLUMNS);
  return row ?? null;
}

/** A marketplace order delivered by the marketplace's own courier. */
export async function isMarketplaceRide(db: Knex, { hostId, orderId }: { hostId: number; orderId: number }) {
  const row = await db("marketplace_orders")
    .where({ host_id: hostId, order_id: orderId, courier: "marketplace" })
    .first("order_id");
  return row !== undefined;
}

/**
 * "Meenemen": the order becomes this courier's only while nobody has it and it is a ready delivery
 * order — one guarded UPDATE, so of two couriers tapping at once exactly one gets a row back.
 */
export async function takeRide(
  db: Knex,
  { hostId, id, courierId, at }: { hostId: number; id: number; courierId: number; at: Date },
): Promise<boolean> {
  const rows = await db("orders")
    .where({ host_id: hostId, id, status: "done", deliver: true })
    .whereNull("courier_id")
    .update({ courier_id: courierId, courier_at: at, courier_note: null, updated_at: at })
    .returning("id");
  return rows.length === 1;
}

/** Staff give a ready delivery order to a courier (or move it from one to another). */
export async function assignRide(
  db: Knex,
  { hostId, id, courierId, at }: { hostId: number; id: number; courierId: number; at: Date },
): Promise<boolean> {
  const rows = await db("orders")
    .where({ host_id: hostId, id, status: "done", deliver: true })
    .update({ courier_id: courierId, courier_at: at, courier_note: null, updated_at: at })
    .returning("id");
  return rows.length === 1;
}

/** The restaurant's own couriers (its organisation's staff with the courier role), by name. */
export async function listCouriers(
  db: Knex,
  { hostId }: { hostId: number },
): Promise<Array<{ id: number; name: string }>> {
  const rows = await db("users as u")
    .join("hosts as h", "h.organisation_id", "u.organisation_id")
    .where("h.id", hostId)
    .whereRaw("coalesce(u.org_role, u.role) = 'courier'")
    .orderBy("u.name")
    .select<Array<{ id: number; name: string | null }>>("u.id", "u.name");
  return rows.map((r) => ({ id: r.id, name: r.name ?? `Bezorger ${r.id}` }));
}

/** Back on the board: nobody has it any more (with the courier's note, or none when staff take it back). */
export async function releaseRide(
  db: Knex,
  { hostId, id, note, at }: { hostId: number; id: number; note: string | null; at: Date },
): Promise<void> {
  await db("orders")
    .where({ host_id: hostId, id })
    .update({ courier_id: null, courier_at: null, courier_note: note, updated_at: at });
}

/** The cash the courier marked received at the door. */
export async function markCollected(
  db: Knex,
  { hostId, id, amount, at }: { hostId: number; id: number; amount: number; at: Date },
): Promise<void> {
  await db("orders").where({ host_id: hostId, id }).update({ collected_amount: amount, collected_at: at });
}

export interface TapRecord {
  orderId: number;
  action: string;
  answer: Record<string, unknown>;
}

/** The answer a tap's key already got, or null for a new key. */
export async function findTap(db: Knex, { hostId, key }: { hostId: number; key: string }): Promise<TapRecord | null> {
  const row = await db("courier_taps")
    .where({ host_id: hostId, key })
    .first<TapRecord | undefined>(camelColumns(["order_id", "action", "answer"]));
  return row ?? null;
}

/** Keeps a tap's key with its answer; false when the key was already kept (a second send raced it). */
export async function insertTap(
  trx: Knex.Transaction,
  t: { hostId: number; key: string; userId: number; orderId: number; action: string; answer: object },
): Promise<boolean> {
  const rows = await trx("courier_taps")
    .insert({
      host_id: t.hostId,
      key: t.key,
      user_id: t.userId,
      order_id: t.orderId,
      action: t.action,
      answer: JSON.stringify(t.answer),
    })
    .onConflict(["host_id", "key"])
    .ignore()
    .returning("id");
  return rows.length === 1;
}

export interface CourierCashRow {
  courierId: number | null;
  courierName: string;
  amount: number;
  collected: number | null;
}

/**
 * The day's delivered cash orders that a courier took ("Kas per bezorger"): test orders and
 * concepts not counted, like every money figure.
 */
export async function courierCashOrders(
  db: Knex,
  { hostId, day }: { hostId: number; day: string },
): Promise<CourierCashRow[]> {
  const result = await db.raw(
    `select o.courier_id as "courierId", coalesce(u.name, 'Onbekende bezorger') as "courierName",
        o.amount, o.collected_amount as collected
     from orders o left join users u on u.id = o.courier_id
     where o.host_id = ? and o.day = ?::date and ${countedSql("o")} and o.deliver
       and o.status in ('archive', 'hide') and o.courier_at is not null
       and (o.collected_amount is not null or o.payment_method = 'cash')
     order by o.number`,
    [hostId, day],
  );
  return (result.rows as Array<Record<string, unknown>>).map((r) => ({
    courierId: r.courierId === null ? null : Number(r.courierId),
    courierName: String(r.courierName),
    amount: Number(r.amount),
    collected: r.collected === null ? null : Number(r.collected),
  }));
}

/** Does the restaurant's own organisation have a courier (the organisation role, else the user's own)? */
export async function hostHasCouriers(db: Knex, { hostId }: { hostId: number }): Promise<boolean> {
  const row = await db("users as u")
    .join("hosts as h", "h.organisation_id", "u.organisation_id")
    .where("h.id", hostId)
    .whereRaw("coalesce(u.org_role, u.role) = 'courier'")
    .first("u.id");
  return row !== undefined;
}

/** Was this message already sent (or tried) for the order? The `due/onroute` goes once. */
export async function wasNotified(
  db: Knex,
  { hostId, orderId, type, sub }: { hostId: number; orderId: number; type: string; sub: string },
): Promise<boolean> {
  const row = await db("notifications").where({ host_id: hostId, order_id: orderId, type, sub }).first("id");
  return row !== undefined;
}
