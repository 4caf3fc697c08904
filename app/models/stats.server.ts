// Today's orders across a list of hosts, for the to-do list and the live feed (/admin/stats/todo,
// /admin/stats/feed). Every query is scoped with whereIn("host_id", hostIds); an empty list is nothing.
import type { Knex } from "knex";
import { camelColumns } from "~/db.server";
import { inPeriod } from "~/models/order-period.server";
import { countedSql } from "~/models/placed-orders.server";
import type { OrderStatus } from "~/domain/order-status";

export interface StatsOrder {
  id: number;
  hostId: number;
  hostName: string;
  hostPerma: string;
  hostUrl: string | null;
  hostPhone: string | null;
  number: number;
  status: OrderStatus;
  createdAt: Date;
  due: Date;
  deliver: boolean;
  paymentMethod: string;
  paymentStatus: string;
  paid: boolean;
  customerName: string | null;
  phone: string | null;
  amount: number;
}

/** StatsOrder's fields: the order's columns in camelCase (decision 011) and its restaurant's. */
const COLUMNS = [
  ...camelColumns(
    [
      "id",
      "host_id",
      "number",
      "status",
      "created_at",
      "due",
      "deliver",
      "payment_method",
      "payment_status",
      "paid",
      "customer_name",
      "phone",
      "amount",
    ],
    "orders",
  ),
  "hosts.name as hostName",
  "hosts.perma as hostPerma",
  "hosts.url as hostUrl",
  "hosts.phone as hostPhone",
];

/** One Amsterdam day: [from, to). */
export interface Day {
  from: Date;
  to: Date;
}

function scoped(db: Knex, hostIds: ReadonlyArray<number>) {
  return db("orders").join("hosts", "hosts.id", "orders.host_id").whereIn("orders.host_id", hostIds);
}

/**
 * Today's orders that may need attention, with their failed notifications of today: still new,
 * in progress (late or not: the clock decides), iDEAL not paid, or with a failed notification.
 * app/domain/todo.ts decides which of them are on the list.
 */
export async function listTodoCandidates(
  db: Knex,
  { hostIds, day, limit = 500 }: { hostIds: ReadonlyArray<number>; day: Day; limit?: number },
): Promise<Array<StatsOrder & { failedNotifications: number }>> {
  if (hostIds.length === 0) return [];
  const failed = db("notifications")
    .whereIn("notifications.host_id", hostIds)
    .where("notifications.status", "failed")
    .where("notifications.created_at", ">=", day.from)
    .whereNotNull("notifications.order_id")
    .groupBy("notifications.order_id")
    .select("notifications.order_id", db.raw("count(*)::int as n"))
    .as("failed");
  const q = inPeriod(scoped(db, hostIds), { range: day, table: "orders" })
    .leftJoin(failed, "failed.order_id", "orders.id")
    .where((w) =>
      w
        .whereIn("orders.status", ["new", "order"])
        .orWhere((i) => i.where("orders.payment_method", "ideal").where("orders.paid", false))
        .orWhereNotNull("failed.n"),
    )
    .orderBy("orders.created_at", "asc")
    .limit(limit);
  return q.select<Array<StatsOrder & { failedNotifications: number }>>([
    ...COLUMNS,
    db.raw("coalesce(failed.n, 0)::int as ??", ["failedNotifications"]),
  ]);
}

/** Today's orders, newest first (concept orders too: an iDEAL order waiting for its payment). */
export async function listFeedOrders(
  db: Knex,
  { hostIds, day, limit = 300 }: { hostIds: ReadonlyArray<number>; day: Day; limit?: number },
): Promise<StatsOrder[]> {
  if (hostIds.length === 0) return [];
  return inPeriod(scoped(db, hostIds), { range: day, table: "orders" })
    .orderBy([
      { column: "orders.created_at", order: "desc" },
      { column: "orders.id", order: "desc" },
    ])
    .limit(limit)
    .select<StatsOrder[]>(COLUMNS);
}

export interface FeedTotals {
  orders: number;
  /** Cents, concept orders (not placed yet) left out. */
  revenue: number;
  /** iDEAL orders not paid. */
  openIdeal: number;
}

export async function feedTotals(
  db: Knex,
  { hostIds, day }: { hostIds: ReadonlyArray<number>; day: Day },
): Promise<FeedTotals> {
  if (hostIds.length === 0) return { orders: 0, revenue: 0, openIdeal: 0 };
  const row = await inPeriod(db("orders").whereIn("orders.host_id", hostIds), { range: day, table: "orders" }).first<{
    orders: number;
    revenue: number;
    open_ideal: number;
  }>(
    db.raw("count(*)::int as orders"),
    db.raw(`coalesce(sum(orders.amount) filter (where ${countedSql("orders")}), 0)::int as revenue`),
    db.raw("count(*) filter (where orders.payment_method = 'ideal' and orders.paid = false)::int as open_ideal"),
  );
  return { orders: row?.orders ?? 0, revenue: row?.revenue ?? 0, openIdeal: row?.open_ideal ?? 0 };
}
