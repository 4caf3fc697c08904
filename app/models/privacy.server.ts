// A customer's personal data at one restaurant (decision 078): read for the export (art. 15/20),
// erased on request (art. 17) keeping each order's fiscal record, and the log of such requests.
// Scoped by hostId and customerId; the whole account's erasure is in privacy.root.server.ts.
// const data = await readPersonAtHost(db, { hostId, customerId });
import type { Knex } from "knex";
import { camelColumns } from "~/db.server";
import { ERASED_PHONE, ERASED_TEXT } from "~/domain/privacy";
import type { OrderStatus } from "~/domain/order-status";

export interface PersonWhere {
  hostId: number;
  customerId: number;
}

export interface PersonProfile {
  id: number;
  phone: string | null;
  email: string | null;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  subscribed: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
}

export async function getPersonProfile(
  db: Knex,
  { customerId }: { customerId: number },
): Promise<PersonProfile | null> {
  const row = await db("users")
    .where({ id: customerId, kind: "customer" })
    .first<PersonProfile | undefined>(
      ...camelColumns([
        "id",
        "phone",
        "email",
        "name",
        "first_name",
        "last_name",
        "subscribed",
        "created_at",
        "last_login_at",
      ]),
    );
  return row ?? null;
}

/** The orders of this person at this restaurant: by account, or (desk orders) by the same phone. */
function personOrders(db: Knex, { hostId, customerId }: PersonWhere, phones: string[]) {
  return db("orders")
    .where("host_id", hostId)
    .andWhere((q) => {
      q.where("customer_id", customerId);
      if (phones.length > 0) q.orWhereIn("phone", phones);
    });
}

export async function personOrderIds(
  db: Knex,
  { where, phones }: { where: PersonWhere; phones: string[] },
): Promise<number[]> {
  const rows = await personOrders(db, where, phones).select<Array<{ id: number }>>("id");
  return rows.map((r) => r.id);
}

export interface PersonAtHost {
  relation: {
    favorite: boolean;
    note: string | null;
    since: Date;
    clubOptInAt: Date | null;
    clubOptInSource: string | null;
    clubOptOutAt: Date | null;
    clubOptOutSource: string | null;
  } | null;
  orders: Array<{
    id: number;
    number: number;
    day: string;
    createdAt: Date;
    status: OrderStatus;
    deliver: boolean;
    address: Record<string, unknown> | null;
    customerName: string | null;
    phone: string | null;
    description: string | null;
    paymentMethod: string;
    subtotal: number;
    deliveryFee: number;
    fee: number;
    discount: number;
    amount: number;
  }>;
  lines: Array<{
    orderId: number;
    name: string;
    subname: string | null;
    quantity: number;
    amount: number;
    vatRate: number;
    remark: string | null;
  }>;
  stamps: Array<{ delta: number; reason: string; createdAt: Date }>;
  devices: Array<{ userAgent: string | null; createdAt: Date; lastUsedAt: Date | null }>;
  reviews: Array<{ score: number; remark: string | null; reply: string | null; createdAt: Date; orderId: number }>;
  messages: Array<{ method: string; type: string; message: string; status: string; createdAt: Date }>;
}

/** Everything stored about the person at this restaurant, for the export (nobody else's rows). */
export async function readPersonAtHost(
  db: Knex,
  { where, phones }: { where: PersonWhere; phones: string[] },
): Promise<PersonAtHost> {
  const { hostId, customerId } = where;
  const ids = await personOrderIds(db, { where, phones });
  const [relation, orders, lines, stamps, devices, reviews, messages] = await Promise.all([
    db("host_customers")
      .where({ host_id: hostId, customer_id: customerId })
      .first<PersonAtHost["relation"] | undefined>(
        "favorite",
        "note",
        "created_at as since",
        ...camelColumns(["club_opt_in_at", "club_opt_in_source", "club_opt_out_at", "club_opt_out_source"]),
      ),
    db("orders")
      .where("host_id", hostId)
      .whereIn("id", ids)
      .orderBy("created_at")
      .select<PersonAtHost["orders"]>(
        ...camelColumns([
          "id",
          "number",
          "created_at",
          "status",
          "deliver",
          "address",
          "customer_name",
          "phone",
          "description",
          "payment_method",
          "subtotal",
          "delivery_fee",
          "fee",
          "discount",
          "amount",
        ]),
        db.raw("to_char(day, 'YYYY-MM-DD') as day"),
      ),
    db("order_items")
      .where("host_id", hostId)
      .whereIn("order_id", ids)
      .orderBy(["order_id", "position"])
      .select<PersonAtHost["lines"]>(
        ...camelColumns(["order_id", "name", "subname", "quantity", "amount", "vat_rate", "remark"]),
      ),
    db("stamps")
      .where({ host_id: hostId, customer_id: customerId })
      .orderBy("created_at")
      .select<PersonAtHost["stamps"]>("delta", "reason", "created_at as createdAt"),
    // devices receive every restaurant's messages: they are the person's at each restaurant
    db("push_subscriptions")
      .where({ user_id: customerId })
      .orderBy("created_at")
      .select<PersonAtHost["devices"]>(...camelColumns(["user_agent", "created_at", "last_used_at"])),
    db("reviews")
      .where({ host_id: hostId, customer_id: customerId })
      .orderBy("created_at")
      .select<PersonAtHost["reviews"]>(...camelColumns(["score", "remark", "reply", "created_at", "order_id"])),
    db("notifications")
      .where("host_id", hostId)
      .andWhere((q) => {
        q.where("user_id", customerId);
        if (ids.length > 0) q.orWhereIn("order_id", ids);
      })
      .orderBy("created_at")
      .select<PersonAtHost["messages"]>("method", "type", "message", "status", "created_at as createdAt"),
  ]);
  return { relation: relation ?? null, orders, lines, stamps, devices, reviews, messages };
}

export interface ErasureCounts {
  orders: number;
  reviews: number;
  stamps: number;
  messages: number;
}

/**
 * Erases the person at this restaurant (art. 17) in the caller's transaction: each order keeps its
 * fiscal record (number, date, lines, amounts, VAT, payment method) under the anonymous customer;
 * name, phone, address, remarks, the raw marketplace payload, payment details, receipts, review
 * texts, stamps and the restaurant's relation (club membership, note) go.
 */
export async function erasePersonAtHost(
  trx: Knex,
  { where, phones }: { where: PersonWhere; phones: string[] },
): Promise<ErasureCounts> {
  const { hostId, customerId } = where;
  const ids = await personOrderIds(trx, { where, phones });
  if (ids.length > 0) {
    await trx("orders").where("host_id", hostId).whereIn("id", ids).update({
      customer_id: null,
      customer_name: null,
      phone: ERASED_PHONE,
      address: null,
      description: null,
      engagement: "{}",
      updated_at: trx.fn.now(),
    });
    await trx("order_items").where("host_id", hostId).whereIn("order_id", ids).update({ remark: null });
    await trx("order_events")
      .where("host_id", hostId)
      .whereIn("order_id", ids)
      .update({
        customer_id: null,
        payload: trx.raw("payload - array['address','phone','name','customerName','description','remark']::text[]"),
      });
    await trx("marketplace_orders").where("host_id", hostId).whereIn("order_id", ids).update({ raw: "" });
    await trx("payments").where("host_id", hostId).whereIn("order_id", ids).update({ details: "{}" });
    // a receipt names the customer: the ticket was printed, its text is not the fiscal record
    await trx("print_jobs").where("host_id", hostId).whereIn("order_id", ids).delete();
  }
  const messages = await trx("notifications")
    .where("host_id", hostId)
    .andWhere((q) => {
      q.where("user_id", customerId);
      if (ids.length > 0) q.orWhereIn("order_id", ids);
    })
    .update({ user_id: null, recipient: null, message: ERASED_TEXT });
  const reviews = await trx("reviews")
    .where({ host_id: hostId, customer_id: customerId })
    .update({ customer_id: null, remark: null, reply: null });
  const stamps = await trx("stamps").where({ host_id: hostId, customer_id: customerId }).delete();
  await trx("host_customers").where({ host_id: hostId, customer_id: customerId }).delete();
  return { orders: ids.length, reviews, stamps, messages };
}

/** Does the person have anything left at another restaurant (then the account stays)? */
export async function hasOtherRestaurants(db: Knex, { hostId, customerId }: PersonWhere): Promise<boolean> {
  const other = await db
    .select(db.raw("1"))
    .from("orders")
    .where("customer_id", customerId)
    .whereNot("host_id", hostId)
    .union((q) =>
      q.select(db.raw("1")).from("host_customers").where("customer_id", customerId).whereNot("host_id", hostId),
    )
    .union((q) => q.select(db.raw("1")).from("stamps").where("customer_id", customerId).whereNot("host_id", hostId))
    .union((q) => q.select(db.raw("1")).from("reviews").where("customer_id", customerId).whereNot("host_id", hostId))
    .limit(1);
  return other.length > 0;
}

/** The restaurants where the person has data: Mijn gegevens lists them. */
export async function listPersonHosts(
  db: Knex,
  { customerId }: { customerId: number },
): Promise<Array<{ id: number; name: string; perma: string; url: string | null }>> {
  return db("hosts")
    .whereIn(
      "id",
      db
        .select("host_id")
        .from("orders")
        .where("customer_id", customerId)
        .union((q) => q.select("host_id").from("host_customers").where("customer_id", customerId))
        .union((q) => q.select("host_id").from("stamps").where("customer_id", customerId))
        .union((q) => q.select("host_id").from("reviews").where("customer_id", customerId)),
    )
    .orderBy("name")
    .select("id", "name", "perma", "url");
}

export interface PrivacyRequestWrite {
  hostId: number | null;
  kind: "export" | "erase";
  requestedBy: "customer" | "staff";
  actorId: number | null;
  actorName: string | null;
  reason: string | null;
  summary: Record<string, number>;
}

export async function insertPrivacyRequest(db: Knex, entry: PrivacyRequestWrite): Promise<void> {
  await db("privacy_requests").insert({
    host_id: entry.hostId,
    kind: entry.kind,
    requested_by: entry.requestedBy,
    actor_id: entry.actorId,
    actor_name: entry.actorName,
    reason: entry.reason,
    summary: JSON.stringify(entry.summary),
  });
}
