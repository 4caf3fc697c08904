// "Dagafsluiting" (docs/issues/017.md §3, decision 045): one day's figures per payment method, computed in SQL
// from the orders and refunds exactly as /admin/stats counts them (orders on orders.day, the
// method grouped by finance.server.ts METHOD_SQL, refunds on the Amsterdam day they were made), the
// closed days' snapshots (migration 0023), and the daily close's own print job. Every query takes
// the host.
import type { Knex } from "knex";
import { CLOSE_METHODS, type CloseMethod, type DayCloseSnapshot, type DayFigures } from "~/domain/day-close";
import { METHOD_SQL } from "~/models/finance.server";
import { courierCashOrders } from "~/models/courier.server";
import { reconcile } from "~/domain/courier";
import { placedSql } from "~/models/placed-orders.server";

const int = (v: unknown) => Number(v ?? 0);
const asMethod = (v: unknown): CloseMethod => CLOSE_METHODS.find((m) => m === v) ?? "onsite";

/** The unpaid orders a close lists at most (a day with more is not a day anyone counts by hand). */
const UNPAID_LIMIT = 500;

/** One day's figures, read in one snapshot (repeatable read). */
export async function dayFigures(db: Knex, { hostId, day }: { hostId: number; day: string }): Promise<DayFigures> {
  return db.transaction(
    async (trx) => {
      const orders = await trx.raw(
        `select ${METHOD_SQL} as method, count(*)::int as orders, coalesce(sum(o.amount), 0)::bigint as revenue,
          coalesce(sum(o.amount) filter (where not o.paid), 0)::bigint as unpaid, count(*) filter (where o.paid)::int as payments
        from orders o where o.host_id = ? and ${placedSql("o")} and o.day = ?::date group by 1`,
        [hostId, day],
      );
      const refunds = await trx.raw(
        `select ${METHOD_SQL} as method, coalesce(sum(r.amount), 0)::bigint as amount
        from refunds r join orders o on o.id = r.order_id and o.host_id = r.host_id
        where r.host_id = ? and r.status not in ('failed', 'canceled')
          and r.created_at >= (?::date)::timestamp at time zone 'Europe/Amsterdam'
          and r.created_at < (?::date + 1)::timestamp at time zone 'Europe/Amsterdam'
        group by 1`,
        [hostId, day, day],
      );
      const unpaid = await trx.raw(
        `select o.number, to_char(o.created_at at time zone 'Europe/Amsterdam', 'HH24:MI') as time, o.amount, ${METHOD_SQL} as method
        from orders o where o.host_id = ? and ${placedSql("o")} and o.day = ?::date and not o.paid
        order by o.number limit ?`,
        [hostId, day, UNPAID_LIMIT],
      );
      const couriers = reconcile(await courierCashOrders(trx, { hostId, day }));
      const orderRows = orders.rows as Array<Record<string, unknown>>;
      const refundRows = refunds.rows as Array<Record<string, unknown>>;
      const keys = new Set([...orderRows, ...refundRows].map((r) => asMethod(r.method)));
      return {
        methods: CLOSE_METHODS.filter((k) => keys.has(k)).map((key) => {
          const o = orderRows.find((r) => asMethod(r.method) === key);
          const r = refundRows.find((x) => asMethod(x.method) === key);
          return {
            key,
            orders: int(o?.orders),
            revenue: int(o?.revenue),
            unpaid: int(o?.unpaid),
            payments: int(o?.payments),
            refunds: int(r?.amount),
          };
        }),
        unpaid: (unpaid.rows as Array<Record<string, unknown>>).map((u) => ({
          number: int(u.number),
          time: String(u.time),
          amount: int(u.amount),
          method: asMethod(u.method),
        })),
        couriers,
      };
    },
    { isolationLevel: "repeatable read", readOnly: true },
  );
}

export interface DayClose {
  day: string;
  closedAt: Date;
  closedBy: string | null;
  snapshot: DayCloseSnapshot;
}

function closes(db: Knex, hostId: number) {
  return db("day_closes as c")
    .leftJoin("users as u", "u.id", "c.closed_by")
    .where("c.host_id", hostId)
    .select<DayClose[]>(
      db.raw(`to_char(c.day, 'YYYY-MM-DD') as day`),
      "c.closed_at as closedAt",
      db.raw(`coalesce(nullif(u.name, ''), u.email) as "closedBy"`),
      "c.figures as snapshot",
    );
}

export async function getDayClose(
  db: Knex,
  { hostId, day }: { hostId: number; day: string },
): Promise<DayClose | null> {
  return (await closes(db, hostId).where("c.day", day).first()) ?? null;
}

/** The closes of the days from `since` on, in the order they were made. */
export async function closesSince(db: Knex, { hostId, since }: { hostId: number; since: string }): Promise<DayClose[]> {
  return closes(db, hostId)
    .where("c.day", ">=", since)
    .orderBy([{ column: "c.closed_at" }, { column: "c.id" }]);
}

/** Stores a close; false when the day was already closed (the unique (host_id, day)). */
export async function insertDayClose(
  db: Knex,
  {
    hostId,
    day,
    closedBy,
    snapshot,
    closedAt,
  }: { hostId: number; day: string; closedBy: number | null; snapshot: DayCloseSnapshot; closedAt: Date },
): Promise<boolean> {
  const rows = await db("day_closes")
    .insert({ host_id: hostId, day, closed_by: closedBy, figures: JSON.stringify(snapshot), closed_at: closedAt })
    .onConflict(["host_id", "day"])
    .ignore()
    .returning("id");
  return rows.length > 0;
}

/** "Print op bonprinter": a job whose text is stored with it (the printer fetches it as any other). */
export async function queueTextPrint(
  db: Knex,
  {
    hostId,
    printerId,
    content,
    requestedBy,
  }: { hostId: number; printerId: number; content: string; requestedBy: number | null },
): Promise<number> {
  const [row] = await db("print_jobs")
    .insert({ host_id: hostId, printer_id: printerId, order_id: null, content, requested_by: requestedBy })
    .returning("id");
  return int((row as { id: number }).id);
}
