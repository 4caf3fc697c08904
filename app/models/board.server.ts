// The order board's queries, always for one host: cards per tab and period, counts, status moves
// guarded by the status they expect, the event log for catch-up, and the notification log.
import type { Knex } from "knex";
import { BOARD_TABS, tabFilter, type BoardTab } from "~/domain/board";
import type { Range } from "~/domain/periods";
import { inPeriod } from "~/models/order-period.server";
import { ORDER_COLUMNS, toSummary, type OrderRow, type OrderSummary } from "~/models/orders.server";
import type { BoardItem } from "~/schemas/board";

export type { BoardItem };

export interface BoardNotification {
  createdAt: Date;
  method: string;
  type: string;
  sub: string | null;
  status: string;
  message: string;
}

/** A card: the order as every order read has it, with its lines and the messages sent about it. */
export interface BoardOrder extends OrderSummary {
  items: BoardItem[];
  notifications: BoardNotification[];
}

function inTab(q: Knex.QueryBuilder, tab: BoardTab) {
  const f = tabFilter(tab);
  q.whereIn("status", f.statuses);
  if (f.deliverOnly) q.where("deliver", true);
  return q;
}

async function withDetails(db: Knex, hostId: number, rows: OrderRow[]): Promise<BoardOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [items, notes] = await Promise.all([
    db("order_items")
      .where({ host_id: hostId })
      .whereIn("order_id", ids)
      .orderBy(["order_id", "position"])
      .select(
        "order_id",
        "position",
        "name",
        "subname",
        "remark",
        "quantity",
        "amount",
        "volume",
        "variation",
        "includes",
        "includes2",
        "removed",
      ),
    db("notifications")
      .where({ host_id: hostId })
      .whereIn("order_id", ids)
      .orderBy("id")
      .select("order_id", "created_at", "method", "type", "sub", "status", "message"),
  ]);
  return rows.map((r) => ({
    ...toSummary(r),
    items: items.filter((i) => i.order_id === r.id).map(({ order_id: _o, ...i }) => i as BoardItem),
    notifications: notes
      .filter((n) => n.order_id === r.id)
      .map((n) => ({
        createdAt: n.created_at,
        method: n.method,
        type: n.type,
        sub: n.sub,
        status: n.status,
        message: n.message,
      })),
  }));
}

/** The cards of one tab, soonest due first. */
export async function listBoardOrders(
  db: Knex,
  { hostId, tab, range, limit = 200 }: { hostId: number; tab: BoardTab; range: Range; limit?: number },
): Promise<BoardOrder[]> {
  const q = db("orders").where({ host_id: hostId });
  // planned orders are all upcoming: the "Ingepland" tab shows every one, whatever the period
  inTab(tab === "pending" ? q : inPeriod(q, range), tab);
  const rows = await q
    .orderBy([
      { column: "due", order: "asc" },
      { column: "id", order: "asc" },
    ])
    .limit(limit)
    .select<OrderRow[]>(ORDER_COLUMNS);
  return withDetails(db, hostId, rows);
}

/** Count per tab in the period, in one scan grouped by status and mode. */
export async function countBoardTabs(
  db: Knex,
  { hostId, range }: { hostId: number; range: Range },
): Promise<Record<BoardTab, number>> {
  const q = db("orders").where({ host_id: hostId });
  inPeriod(q, range);
  const rows = await q
    .groupBy("status", "deliver")
    .select<Array<{ status: string; deliver: boolean; n: string }>>("status", "deliver", db.raw("count(*) as n"));
  const counts = Object.fromEntries(BOARD_TABS.map((t) => [t.value, 0])) as Record<BoardTab, number>;
  for (const t of BOARD_TABS) {
    const f = tabFilter(t.value);
    for (const r of rows)
      if (f.statuses.includes(r.status as never) && (!f.deliverOnly || r.deliver)) counts[t.value] += Number(r.n);
  }
  const [planned] = await db("orders")
    .where({ host_id: hostId, status: "pending" })
    .count<Array<{ n: string | number }>>("* as n");
  counts.pending = Number(planned?.n ?? 0);
  return counts;
}

export async function getBoardOrder(
  db: Knex,
  { hostId, id }: { hostId: number; id: number },
): Promise<BoardOrder | null> {
  const row = await db("orders").where({ host_id: hostId, id }).first<OrderRow | undefined>(ORDER_COLUMNS);
  return row ? (await withDetails(db, hostId, [row]))[0] : null;
}

export async function updateOrder(
  trx: Knex.Transaction,
  { hostId, id }: { hostId: number; id: number },
  patch: Record<string, unknown>,
): Promise<void> {
  await trx("orders").where({ host_id: hostId, id }).update(patch);
}

export async function deleteOrderRow(
  trx: Knex.Transaction,
  { hostId, id }: { hostId: number; id: number },
): Promise<void> {
  await trx("orders").where({ host_id: hostId, id }).delete();
}

export async function hasPayments(
  trx: Knex.Transaction,
  { hostId, id }: { hostId: number; id: number },
): Promise<boolean> {
  const row = await trx("payments").where({ host_id: hostId, order_id: id }).first("id");
  return Boolean(row);
}

/** The newest event id of a host: the board's "seen up to here" mark for catch-up. */
export async function lastEventId(db: Knex, hostId: number): Promise<number> {
  const row = await db("order_events").where({ host_id: hostId }).max<{ max: number | null }>("id as max").first();
  return row?.max ?? 0;
}

export interface LoggedNotification {
  hostId: number;
  orderId: number | null;
  userId: number | null;
  method: "push" | "sms";
  type: string;
  sub: string | null;
  message: string;
  link: string | null;
  from: string;
  fromUserId: number | null;
  recipient: string | null;
  status: "sent" | "failed" | "skipped";
  error: string | null;
}

export async function logNotification(db: Knex, n: LoggedNotification): Promise<void> {
  await db("notifications").insert({
    host_id: n.hostId,
    order_id: n.orderId,
    user_id: n.userId,
    method: n.method,
    type: n.type,
    sub: n.sub,
    message: n.message,
    link: n.link,
    from: n.from,
    from_user_id: n.fromUserId,
    recipient: n.recipient,
    status: n.status,
    error: n.error,
  });
}

/** Orders waiting to be accepted, whatever the period: the alarm rings while there are any. */
export async function countWaiting(db: Knex, hostId: number): Promise<number> {
  const row = await db("orders").where({ host_id: hostId, status: "new" }).count<{ n: number }>("id as n").first();
  return Number(row?.n ?? 0);
}
