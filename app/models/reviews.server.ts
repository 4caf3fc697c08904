// Reviews of orders (docs/issues/020.md §6, migration 0022): one per order, by its own customer; the
// restaurant's list, figures and private reply. Every query is scoped by the restaurant.
// const id = await insertReview(trx, { hostId, orderId, customerId, score: 5, remark: null });
import type { Knex } from "knex";
import { columns } from "~/db.server";
import type { OrderStatus } from "~/domain/order-status";

export interface ReviewableOrder {
  id: number;
  number: number;
  status: OrderStatus;
  createdAt: Date;
}

/** The customer's own order at this restaurant, or null (someone else's is null too). */
export async function getCustomerOrderForReview(
  db: Knex,
  { hostId, customerId, orderId }: { hostId: number; customerId: number; orderId: number },
): Promise<ReviewableOrder | null> {
  const row = await db("orders")
    .where({ host_id: hostId, customer_id: customerId, id: orderId })
    .first<ReviewableOrder | undefined>(
      columns({ id: "id", number: "number", status: "status", createdAt: "created_at" }),
    );
  return row ?? null;
}

export interface StoredReview {
  id: number;
  score: number;
  remark: string | null;
  createdAt: Date;
}

export async function getReviewOfOrder(
  db: Knex,
  { hostId, orderId }: { hostId: number; orderId: number },
): Promise<StoredReview | null> {
  const row = await db("reviews")
    .where({ host_id: hostId, order_id: orderId })
    .first<StoredReview | undefined>(columns({ id: "id", score: "score", remark: "remark", createdAt: "created_at" }));
  return row ?? null;
}

/** Writes the review; null when the order already has one (the unique order_id decides, so two tabs cannot both). */
export async function insertReview(
  db: Knex,
  r: { hostId: number; orderId: number; customerId: number; score: number; remark: string | null },
): Promise<number | null> {
  const rows = await db("reviews")
    .insert({ host_id: r.hostId, order_id: r.orderId, customer_id: r.customerId, score: r.score, remark: r.remark })
    .onConflict("order_id")
    .ignore()
    .returning<Array<{ id: number }>>("id");
  return rows[0]?.id ?? null;
}

export interface ReviewRow {
  id: number;
  hostId: number;
  score: number;
  remark: string | null;
  reply: string | null;
  repliedAt: Date | null;
  createdAt: Date;
  orderId: number;
  orderNumber: number;
  customerId: number;
  customerName: string | null;
  userName: string | null;
  phone: string | null;
  due: Date;
}

const REVIEW_COLUMNS = columns({
  id: "r.id",
  hostId: "r.host_id",
  score: "r.score",
  remark: "r.remark",
  reply: "r.reply",
  repliedAt: "r.replied_at",
  createdAt: "r.created_at",
  orderId: "o.id",
  orderNumber: "o.number",
  customerId: "r.customer_id",
  customerName: "o.customer_name",
  userName: "u.name",
  // the number they log in with: a mobile, which the order's own phone field need not be
  phone: "u.phone",
  due: "o.due",
});

function reviewQuery(db: Knex) {
  return db("reviews as r").join("orders as o", "o.id", "r.order_id").join("users as u", "u.id", "r.customer_id");
}

/** The restaurant's reviews, newest first. */
export async function listReviews(
  db: Knex,
  { hostId, limit }: { hostId: number; limit: number },
): Promise<ReviewRow[]> {
  return reviewQuery(db)
    .where("r.host_id", hostId)
    .orderBy([
      { column: "r.created_at", order: "desc" },
      { column: "r.id", order: "desc" },
    ])
    .limit(limit)
    .select<ReviewRow[]>(REVIEW_COLUMNS);
}

export async function getReview(db: Knex, { hostId, id }: { hostId: number; id: number }): Promise<ReviewRow | null> {
  const row = await reviewQuery(db)
    .where({ "r.host_id": hostId, "r.id": id })
    .first<ReviewRow | undefined>(REVIEW_COLUMNS);
  return row ?? null;
}

/** Stores the reply once; false when the review already had one. */
export async function setReviewReply(
  db: Knex,
  { hostId, id, reply, userId }: { hostId: number; id: number; reply: string; userId: number | null },
): Promise<boolean> {
  const n = await db("reviews")
    .where({ host_id: hostId, id })
    .whereNull("reply")
    .update({ reply, replied_at: db.fn.now(), replied_by: userId });
  return n > 0;
}

/** Undoes a claimed reply whose SMS could not be sent, so it can be tried again. */
export async function clearReviewReply(db: Knex, { hostId, id }: { hostId: number; id: number }): Promise<void> {
  await db("reviews").where({ host_id: hostId, id }).update({ reply: null, replied_at: null, replied_by: null });
}

export interface ReviewStats {
  average: number | null;
  count: number;
}

/** Average and count of the restaurant's reviews written in [from, to) (either end open when null). */
export async function reviewStats(
  db: Knex,
  { hostId, from, to }: { hostId: number; from?: Date | null; to?: Date | null },
): Promise<ReviewStats> {
  const query = db("reviews").where({ host_id: hostId });
  if (from) query.where("created_at", ">=", from);
  if (to) query.where("created_at", "<", to);
  const row = await query.first<{ average: string | null; count: string }>(
    db.raw("avg(score)::float8 as average"),
    db.raw("count(*) as count"),
  );
  return {
    average: row?.average === null || row?.average === undefined ? null : Number(row.average),
    count: Number(row?.count ?? 0),
  };
}

/** Average and count per restaurant, for the directory (only the restaurants asked about). */
export async function reviewStatsOfHosts(
  db: Knex,
  { hostIds }: { hostIds: ReadonlyArray<number> },
): Promise<Map<number, ReviewStats>> {
  if (hostIds.length === 0) return new Map();
  const rows = await db("reviews")
    .whereIn("host_id", hostIds)
    .groupBy("host_id")
    .select<Array<{ hostId: number; average: number; count: string }>>(
      "host_id as hostId",
      db.raw("avg(score)::float8 as average"),
      db.raw("count(*) as count"),
    );
  return new Map(rows.map((r) => [r.hostId, { average: Number(r.average), count: Number(r.count) }]));
}
