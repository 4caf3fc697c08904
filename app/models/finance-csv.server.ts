// The accountant's CSV (docs/issues/017.md §5, decision 037): the period's placed orders and their
// lines read in batches by id (keyset paging), every query scoped to one host. An order's 21 % share
// comes from the overview's own query shape (finance.server.ts periodOrders).
import type { Knex } from "knex";
import type { DayRange } from "~/domain/finance-period";
import type { LineCsvInput, OrderCsvInput } from "~/domain/finance-csv";
import { periodOrders } from "~/models/finance.server";
import { countedSql } from "~/models/placed-orders.server";

const int = (v: unknown) => Number(v ?? 0);

/** An order's CSV row as the model reads it: what the row needs, plus its id and day for paging. */
export interface CsvOrderRow extends OrderCsvInput {
  id: number;
  day: string;
}

/** One batch of the period's orders after `afterId`, by id (keyset: constant memory however long the period). */
export async function csvOrderBatch(
  db: Knex,
  { hostId, days, afterId, limit }: { hostId: number; days: DayRange; afterId: number; limit: number },
): Promise<CsvOrderRow[]> {
  const { sql, bindings } = periodOrders(hostId, days);
  const r = await db.raw(
    `with o as (${sql} and o.id > ? order by o.id limit ?)
    select o.*, o2.number, (select coalesce(sum(rf.amount), 0)::int from refunds rf where rf.host_id = ? and rf.order_id = o.id and rf.status not in ('failed', 'canceled')) as refunded
    from o join orders o2 on o2.id = o.id and o2.host_id = ?
    order by o.id`,
    [...bindings, afterId, limit, hostId, hostId],
  );
  return (r.rows as Array<Record<string, unknown>>).map((x) => ({
    id: int(x.id),
    createdAt: x.created_at as Date,
    day: String(x.day),
    number: int(x.number),
    source: String(x.source),
    method: String(x.method),
    deliver: x.deliver === true,
    paid: x.paid === true,
    amount: int(x.amount),
    gross21: int(x.gross21),
    deliveryFee: int(x.delivery_fee),
    fee: int(x.fee),
    discount: int(x.discount),
    refunded: int(x.refunded),
  }));
}

/** An order line's CSV row as the model reads it: what the row needs, plus ids for paging. */
export interface CsvLineRow extends LineCsvInput {
  id: number;
  orderId: number;
}

/** One batch of the period's order lines after item `afterId`, by id. */
export async function csvLineBatch(
  db: Knex,
  { hostId, days, afterId, limit }: { hostId: number; days: DayRange; afterId: number; limit: number },
): Promise<CsvLineRow[]> {
  const q = db("order_items as it")
    .join("orders as o", function () {
      this.on("o.id", "=", "it.order_id").andOn("o.host_id", "=", "it.host_id");
    })
    .where("it.host_id", hostId)
    .where("o.host_id", hostId)
    .whereRaw(countedSql("o"))
    .where("it.id", ">", afterId)
    .orderBy("it.id")
    .limit(limit);
  if (days.from) q.where("o.day", ">=", days.from);
  if (days.to) q.where("o.day", "<", days.to);
  const rows = await q.select<Array<Record<string, unknown>>>(
    "it.id",
    "it.order_id",
    "o.created_at",
    "o.number",
    "it.name",
    "it.subname",
    "it.quantity",
    "it.amount",
    "it.vat_rate",
    "it.amount21",
    "it.reward",
  );
  return rows.map((x) => ({
    id: int(x.id),
    orderId: int(x.order_id),
    createdAt: x.created_at as Date,
    number: int(x.number),
    name: String(x.name),
    subname: (x.subname as string | null) ?? null,
    quantity: int(x.quantity),
    amount: int(x.amount),
    vatRate: int(x.vat_rate),
    amount21: int(x.amount21),
    reward: x.reward === true,
  }));
}
