// Orders with their details — lines and the messages sent about them — always for one host: per
// board tab and period, counted per tab, or one by one (the board's cards read these).
import type { Knex } from "knex";
import { camelColumns } from "~/db.server";
import { BOARD_TABS, tabFilter, type BoardTab } from "~/domain/board";
import type { Range } from "~/domain/periods";
import { inPeriod } from "~/models/order-period.server";
import { ORDER_COLUMNS, type OrderSummary } from "~/models/orders.server";
import type { BoardItem } from "~/schemas/board";
import type { OrderStatus } from "~/domain/order-status";

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
export interface BoardOrder extends OrderSummary, CourierColumns {
  /** Since when it waits for acceptance: its arrival, a planned order's release (docs/issues/033.md §13). */
  waitingSince: Date;
  items: BoardItem[];
  notifications: BoardNotification[];
}

interface CourierColumns {
  courierId: number | null;
  courierAt: Date | null;
  courierNote: string | null;
  courierName: string | null;
}

type CardRow = OrderSummary & CourierColumns & { waitingSince: Date };

/** The card's columns: the order's, and since when it waits (what the escalation sweep counts from). */
function cardColumns(db: Knex) {
  return [
    ...ORDER_COLUMNS,
    db.raw('coalesce(released_at, created_at) as "waitingSince"'),
    // decision 076: who has the ride since when, and the note of a courier who brought it back
    "courier_id as courierId",
    "courier_at as courierAt",
    "courier_note as courierNote",
    db.raw('(select u.name from users u where u.id = orders.courier_id) as "courierName"'),
  ];
}

function inTab(q: Knex.QueryBuilder, tab: BoardTab) {
  const f = tabFilter(tab);
  q.whereIn("status", f.statuses);
  if (f.deliverOnly) q.where("deliver", true);
  return q;
}

async function withDetails(db: Knex, hostId: number, rows: CardRow[]): Promise<BoardOrder[]> {
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
      .select<Array<BoardNotification & { orderId: number }>>(
        camelColumns(["order_id", "created_at", "method", "type", "sub", "status", "message"]),
      ),
  ]);
  return rows.map((r) => ({
    ...r,
    items: items.filter((i) => i.order_id === r.id).map(({ order_id: _o, ...i }) => i as BoardItem),
    notifications: notes.filter((n) => n.orderId === r.id).map(({ orderId: _o, ...n }) => n),
  }));
}

/** The cards of one tab, soonest due first. */
export async function listBoardOrders(
  db: Knex,
  { hostId, tab, range, limit = 200 }: { hostId: number; tab: BoardTab; range: Range; limit?: number },
): Promise<BoardOrder[]> {
  const q = db("orders").where({ host_id: hostId });
  // planned orders are all upcoming: the "Ingepland" tab shows every one, whatever the period
  inTab(tab === "pending" ? q : inPeriod(q, { range }), tab);
  const rows = await q
    .orderBy([
      { column: "due", order: "asc" },
      { column: "id", order: "asc" },
    ])
    .limit(limit)
    .select<CardRow[]>(cardColumns(db));
  return withDetails(db, hostId, rows);
}

/** Count per tab in the period, in one scan grouped by status and mode. */
export async function countBoardTabs(
  db: Knex,
  { hostId, range }: { hostId: number; range: Range },
): Promise<Record<BoardTab, number>> {
  const q = db("orders").where({ host_id: hostId });
  inPeriod(q, { range });
  const rows = await q
    .groupBy("status", "deliver")
    .select<Array<{ status: OrderStatus; deliver: boolean; n: string }>>("status", "deliver", db.raw("count(*) as n"));
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
  const row = await db("orders").where({ host_id: hostId, id }).first<CardRow | undefined>(cardColumns(db));
  return row ? (await withDetails(db, hostId, [row]))[0] : null;
}

/** Since when each new order waits for acceptance, oldest first: the board's late alarm (docs/issues/033.md §13). */
export async function listWaitingSince(
  db: Knex,
  { hostId, limit = 200 }: { hostId: number; limit?: number },
): Promise<Date[]> {
  const rows = await db("orders")
    .where({ host_id: hostId, status: "new" })
    .orderByRaw("coalesce(released_at, created_at)")
    .limit(limit)
    .select<Array<{ since: Date }>>(db.raw("coalesce(released_at, created_at) as since"));
  return rows.map((r) => r.since);
}
