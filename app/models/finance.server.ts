// The financial overview's figures (issue 17 §2, §8), every one computed in SQL from the orders
// and their lines — no stored totals that can drift — and every query scoped to one host. A period
// is whole Amsterdam days on orders.day (the day the order's number belongs to). Concepts (an iDEAL
// order whose payment never finished) are not orders and count nowhere (placed-orders.server.ts).
// The 21 % share of an order follows app/domain/vat.ts orderGrossByRate, written once here in SQL.
import type { Knex } from "knex";
import type { DayRange } from "~/domain/finance-period";
import type { LineCsvInput, OrderCsvInput } from "~/domain/finance-csv";
import { POSTCODE_AREA_SQL } from "~/domain/postcode-area";
import { countedSql } from "~/models/placed-orders.server";

/** The payment method as the overview groups it: Thuisbezorgd's orders are "marketplace". */
export const METHOD_SQL = `case when o.source = 'thuisbezorgd' or o.payment_method = 'thuisbezorgd' or o.payment_status = 'thuisbezorgd' then 'marketplace'
  when o.payment_method in ('cash', 'pin', 'ideal') then o.payment_method else 'onsite' end`;

/** The placed orders (`o`) of one host on the days of a period (`days.to` exclusive, null bounds open). */
export function periodWhere(hostId: number, days: DayRange): { where: string; bindings: Array<string | number> } {
  const bindings: Array<string | number> = [hostId];
  let where = `o.host_id = ? and ${countedSql("o")}`;
  if (days.from) {
    where += ` and o.day >= ?::date`;
    bindings.push(days.from);
  }
  if (days.to) {
    where += ` and o.day < ?::date`;
    bindings.push(days.to);
  }
  return { where, bindings };
}

/** An order's goods and the part of them at 21 %, from its lines (`it`). */
const GOODS_COLUMNS = `sum(it.amount)::bigint as goods, coalesce(sum(it.amount) filter (where it.vat_rate = 21), 0)::bigint as goods21`;
const GOODS_SQL = `select ${GOODS_COLUMNS} from order_items it`;
/** The order's 21 % gross (decision 035): its 21 % goods plus that share of its charges. */
const GROSS21_SQL = `case when coalesce(i.goods, 0) > 0 then i.goods21 + round((o.amount - i.goods)::numeric * i.goods21 / i.goods)::int else 0 end`;

/**
 * The placed orders of one host in a period, each with its 21 % gross (decision 035) and its
 * grouped method. `days.to` is exclusive; null bounds are open.
 */
function periodOrders(
  hostId: number,
  days: DayRange,
  { gross21 = true }: { gross21?: boolean } = {},
): { sql: string; bindings: Array<string | number> } {
  const { where, bindings } = periodWhere(hostId, days);
  const sql = `select o.id, o.day, o.created_at, o.customer_id, o.amount, o.delivery_fee, o.fee, o.discount, o.deliver, o.source,
      o.payment_method, o.paid, ${METHOD_SQL} as method,
      o.created_at at time zone 'Europe/Amsterdam' as local,
      coalesce(substring(o.address->>'zipcode' from '${POSTCODE_AREA_SQL}'), '') as area
      ${gross21 ? `, ${GROSS21_SQL} as gross21` : ""}
    from orders o
    ${gross21 ? `left join lateral (${GOODS_SQL} where it.order_id = o.id and it.host_id = o.host_id) i on true` : ""}
    where ${where}`;
  return { sql, bindings };
}

export interface FinanceTotals {
  orders: number;
  revenue: number;
  gross21: number;
  deliveryFees: number;
  /** What customers paid as iDEAL transaction fee. */
  fees: number;
  discounts: number;
  idealOrders: number;
  deliverOrders: number;
  deliverRevenue: number;
  customers: number;
  newCustomers: number;
}

export interface FinanceGroup {
  key: string;
  orders: number;
  revenue: number;
}

export interface FinanceDay {
  day: string;
  orders: number;
  revenue: number;
}

export interface TopProduct {
  name: string;
  quantity: number;
  revenue: number;
}

/** Orders started in one hour of one weekday (Amsterdam clock; weekday 1 = Monday … 7 = Sunday). */
export interface FinanceHeat {
  weekday: number;
  hour: number;
  orders: number;
}

export interface FinanceFigures {
  totals: FinanceTotals;
  byMethod: FinanceGroup[];
  bySource: FinanceGroup[];
  byDay: FinanceDay[];
  /** Per hour of the day (0–23, Amsterdam) over the period: the chart of a single day. */
  byHour: Array<{ hour: number; orders: number; revenue: number }>;
  /** Per weekday × hour: the heat map. */
  heat: FinanceHeat[];
  /** Per postcode area (domain/postcode-area); "" for orders without a postcode. */
  byArea: FinanceGroup[];
  topProducts: TopProduct[];
  rewards: number;
  refunds: { count: number; amount: number };
}

const int = (v: unknown) => Number(v ?? 0);

/** Everything the overview shows for one host and period, in one snapshot (a repeatable-read transaction). */
export async function financeFigures(
  db: Knex,
  { hostId, days }: { hostId: number; days: DayRange },
): Promise<FinanceFigures> {
  const { sql, bindings } = periodOrders(hostId, days, { gross21: false });
  return db.transaction(
    async (trx) => {
      // the period's orders read once, then every grouping from that; their lines are read once,
      // grouped by order in one hash aggregate, for the 21 % share (decision 046)
      await trx.raw(`create temporary table fin_o on commit drop as ${sql}`, bindings);
      const fromO = "select * from fin_o";
      const vat21 = await trx.raw(
        `select coalesce(sum(${GROSS21_SQL}), 0)::bigint as gross21
        from fin_o o join (
          select it.order_id, ${GOODS_COLUMNS} from order_items it join fin_o f on f.id = it.order_id
          where it.host_id = ? group by it.order_id
        ) i on i.order_id = o.id`,
        [hostId],
      );
      const totals = await trx.raw(
        `with o as (${fromO})
        select count(*)::int as orders, coalesce(sum(amount), 0)::bigint as revenue,
          coalesce(sum(delivery_fee), 0)::bigint as delivery_fees, coalesce(sum(fee), 0)::bigint as fees, coalesce(sum(discount), 0)::bigint as discounts,
          count(*) filter (where payment_method = 'ideal')::int as ideal_orders,
          count(*) filter (where deliver)::int as deliver_orders, coalesce(sum(amount) filter (where deliver), 0)::bigint as deliver_revenue,
          count(distinct customer_id)::int as customers,
          count(distinct customer_id) filter (where not exists (
            select 1 from orders p where p.host_id = ? and p.customer_id = o.customer_id and ${countedSql("p")} and p.day < o.day
          ))::int as new_customers
        from o`,
        [hostId],
      );
      const t = totals.rows[0];
      // every grouping of the page in one pass over the period's orders (weekday and hour on the
      // Amsterdam wall clock); grouping() tells the sets apart: a bit per column NOT in the set
      const sets = await trx.raw(
        `select grouping(method, source, area, day, weekday, hour)::int as g, method, source, area,
          to_char(day, 'YYYY-MM-DD') as day, weekday, hour, count(*)::int as orders, sum(amount)::bigint as revenue
        from (select *, extract(isodow from local)::int as weekday, extract(hour from local)::int as hour from fin_o) f
        group by grouping sets ((method), (source), (area), (day), (hour), (weekday, hour))`,
      );
      const rows = sets.rows as Array<Record<string, unknown>>;
      const inSet = (g: number) => rows.filter((x) => int(x.g) === g);
      const group = (column: "method" | "source" | "area", g: number) =>
        inSet(g)
          .map((x) => ({ key: String(x[column]), orders: int(x.orders), revenue: int(x.revenue) }))
          .sort((x, y) => y.revenue - x.revenue || x.key.localeCompare(y.key));
      const top = await trx.raw(
        `with o as (${fromO})
        select it.name, sum(it.quantity)::bigint as quantity, sum(it.amount)::bigint as revenue
        from o join order_items it on it.order_id = o.id and it.host_id = ?
        group by it.name order by revenue desc, quantity desc, it.name limit 10`,
        [hostId],
      );
      const rewards = await trx.raw(
        `select count(*)::int as n from fin_o o join order_items it on it.order_id = o.id and it.host_id = ? where it.reward`,
        [hostId],
      );
      const refundBindings: Array<string | number> = [hostId];
      let refundWhere = `r.host_id = ? and r.status not in ('failed', 'canceled')`;
      if (days.from) {
        refundWhere += ` and r.created_at >= (?::date)::timestamp at time zone 'Europe/Amsterdam'`;
        refundBindings.push(days.from);
      }
      if (days.to) {
        refundWhere += ` and r.created_at < (?::date)::timestamp at time zone 'Europe/Amsterdam'`;
        refundBindings.push(days.to);
      }
      const refunds = await trx.raw(
        `select count(*)::int as n, coalesce(sum(r.amount), 0)::bigint as amount from refunds r where ${refundWhere}`,
        refundBindings,
      );
      return {
        totals: {
          orders: int(t.orders),
          revenue: int(t.revenue),
          gross21: int(vat21.rows[0]?.gross21),
          deliveryFees: int(t.delivery_fees),
          fees: int(t.fees),
          discounts: int(t.discounts),
          idealOrders: int(t.ideal_orders),
          deliverOrders: int(t.deliver_orders),
          deliverRevenue: int(t.deliver_revenue),
          customers: int(t.customers),
          newCustomers: int(t.new_customers),
        },
        // grouping() bits: method 32, source 16, area 8, day 4, weekday 2, hour 1
        byMethod: group("method", 31),
        bySource: group("source", 47),
        byArea: group("area", 55),
        byHour: inSet(62)
          .map((x) => ({ hour: int(x.hour), orders: int(x.orders), revenue: int(x.revenue) }))
          .sort((x, y) => x.hour - y.hour),
        heat: inSet(60)
          .map((x) => ({ weekday: int(x.weekday), hour: int(x.hour), orders: int(x.orders) }))
          .sort((x, y) => x.weekday - y.weekday || x.hour - y.hour),
        byDay: inSet(59)
          .map((x) => ({ day: String(x.day), orders: int(x.orders), revenue: int(x.revenue) }))
          .sort((x, y) => x.day.localeCompare(y.day)),
        topProducts: (top.rows as Array<Record<string, unknown>>).map((x) => ({
          name: String(x.name),
          quantity: int(x.quantity),
          revenue: int(x.revenue),
        })),
        rewards: int(rewards.rows[0]?.n),
        refunds: { count: int(refunds.rows[0]?.n), amount: int(refunds.rows[0]?.amount) },
      };
    },
    // one snapshot; not read-only: the snapshot's temporary table is written (and dropped at commit)
    { isolationLevel: "repeatable read" },
  );
}

/** Orders and revenue per day, for the owner's dashboard ("omzet 7"), counted as /admin/stats counts them. */
export async function revenuePerDay(
  db: Knex,
  { hostId, days }: { hostId: number; days: DayRange },
): Promise<FinanceDay[]> {
  const { sql, bindings } = periodOrders(hostId, days);
  const r = await db.raw(
    `with o as (${sql}) select to_char(day, 'YYYY-MM-DD') as day, count(*)::int as orders, sum(amount)::bigint as revenue from o group by day order by day`,
    bindings,
  );
  return (r.rows as Array<Record<string, unknown>>).map((x) => ({
    day: String(x.day),
    orders: int(x.orders),
    revenue: int(x.revenue),
  }));
}

/**
 * Revenue per day (or per Amsterdam hour, for a single day) only, for the chart's faint line of the
 * earlier period: the orders alone, without their lines.
 */
export async function revenueSeries(
  db: Knex,
  { hostId, days, by }: { hostId: number; days: DayRange; by: "day" | "hour" },
): Promise<Array<{ key: string; revenue: number }>> {
  const { where, bindings } = periodWhere(hostId, days);
  const key =
    by === "day"
      ? `to_char(o.day, 'YYYY-MM-DD')`
      : `extract(hour from o.created_at at time zone 'Europe/Amsterdam')::int::text`;
  const r = await db.raw(
    `select ${key} as key, sum(o.amount)::bigint as revenue from orders o where ${where} group by 1 order by 1`,
    bindings,
  );
  return (r.rows as Array<Record<string, unknown>>).map((x) => ({ key: String(x.key), revenue: int(x.revenue) }));
}

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
    reward: x.reward === true,
  }));
}
