// The financial overview's figures (docs/issues/017.md §2, §8), every one computed in SQL from the orders
// and their lines — no stored totals that can drift — and every query scoped to one host. A period
// is whole Amsterdam days on orders.day (the day the order's number belongs to). Concepts (an iDEAL
// order whose payment never finished) are not orders and count nowhere (placed-orders.server.ts).
// The 21 % share of an order follows app/domain/vat.ts orderGrossByRate, written once here in SQL.
import type { Knex } from "knex";
import type { DayRange } from "~/domain/finance-period";
import { POSTCODE_AREA_SQL } from "~/domain/postcode-area";
import { inOneSnapshot } from "~/db.server";
import { DEFAULT_COMMISSION } from "~/domain/commission";
import { orderCommissionSql, type CommissionFigures } from "~/models/commission.server";

/** The rates an order's commission is taken at (models/commission.server orderCommissionSql). */
type CommissionRates = Parameters<typeof orderCommissionSql>[0];
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
const GOODS_COLUMNS = `sum(it.amount)::bigint as goods, coalesce(sum(it.amount21), 0)::bigint as goods21`;
const GOODS_SQL = `select ${GOODS_COLUMNS} from order_items it`;
/** The order's 21 % gross (decision 035): its 21 % goods plus that share of its charges. */
const gross21Sql = (amount: string, goods: string, goods21: string) =>
  `case when coalesce(${goods}, 0) > 0 then ${goods21} + round((${amount} - ${goods})::numeric * ${goods21} / ${goods})::int else 0 end`;
const GROSS21_SQL = gross21Sql("o.amount", "i.goods", "i.goods21");

/**
 * The placed orders of one host in a period, each with its 21 % gross (decision 035) and its
 * grouped method. `days.to` is exclusive; null bounds are open.
 */
export function periodOrders(hostId: number, days: DayRange): { sql: string; bindings: Array<string | number> } {
  const { where, bindings } = periodWhere(hostId, days);
  const sql = `select o.id, o.day, o.created_at, o.customer_id, o.amount, o.delivery_fee, o.fee, o.discount, o.deliver, o.source,
      o.payment_method, o.paid, ${METHOD_SQL} as method,
      o.created_at at time zone 'Europe/Amsterdam' as local,
      coalesce(substring(o.address->>'zipcode' from '${POSTCODE_AREA_SQL}'), '') as area, ${GROSS21_SQL} as gross21
    from orders o
    left join lateral (${GOODS_SQL} where it.order_id = o.id and it.host_id = o.host_id) i on true
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
  /** The marketplace's orders and what they cost, and the own orders and what they would have cost. */
  commission: CommissionFigures;
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

/** The grouping() bits of the orders' sets below: a bit per column NOT in the set. */
const SET_BITS = { total: 63, method: 31, source: 47, area: 55, day: 59, heat: 60 } as const;

/**
 * The orders' side of the overview in one pass over the period's orders (each with its method,
 * postcode area and Amsterdam weekday/hour): the totals and every grouping of the page as grouping
 * sets. date_part, not extract: extract's numeric cost a third of the scan at 100,000 orders.
 */
function ordersStatement(
  hostId: number,
  days: DayRange,
  rates: CommissionRates,
): { sql: string; bindings: Array<string | number> } {
  const { where, bindings } = periodWhere(hostId, days);
  const commission = orderCommissionSql(rates);
  const sql = `select grouping(c.method, o.source, c.area, o.day, c.weekday, c.hour)::int as g, c.method, o.source, c.area,
      to_char(o.day, 'YYYY-MM-DD') as day, c.weekday, c.hour, count(*)::int as orders, sum(o.amount)::bigint as revenue,
      sum(o.delivery_fee)::bigint as delivery_fees, sum(o.fee)::bigint as fees, sum(o.discount)::bigint as discounts,
      count(*) filter (where o.payment_method = 'ideal')::int as ideal_orders,
      count(*) filter (where o.deliver)::int as deliver_orders, coalesce(sum(o.amount) filter (where o.deliver), 0)::bigint as deliver_revenue,
      sum(c.commission)::bigint as commission
    from orders o
    ${commission.join}
    cross join lateral (select o.created_at at time zone 'Europe/Amsterdam' as local) t
    cross join lateral (
      select ${METHOD_SQL} as method, date_part('isodow', t.local)::int as weekday, date_part('hour', t.local)::int as hour,
        coalesce(substring(o.address->>'zipcode' from '${POSTCODE_AREA_SQL}'), '') as area, ${commission.amount} as commission
    ) c
    where ${where}
    group by grouping sets ((c.method), (o.source), (c.area), (o.day), (c.weekday, c.hour), ())`;
  return { sql, bindings: [...commission.bindings, ...bindings] };
}

/**
 * The period's customers, and the new ones among them: those without an order at this restaurant
 * before the period (so their first order ever is in it). One look back per customer, not per order.
 */
function customersStatement(hostId: number, days: DayRange): { sql: string; bindings: Array<string | number> } {
  const { where, bindings } = periodWhere(hostId, days);
  const before = days.from
    ? `not exists (
        select 1 from orders p where p.host_id = ? and p.customer_id = c.customer_id and ${countedSql("p")} and p.day < ?::date
      )`
    : "true";
  const sql = `select count(*)::int as customers, count(*) filter (where ${before})::int as new_customers
    from (select distinct o.customer_id from orders o where ${where} and o.customer_id is not null) c`;
  return { sql, bindings: days.from ? [hostId, days.from, ...bindings] : bindings };
}

/**
 * The lines' side in one statement: the period's order lines read once and grouped two ways at once
 * — per order (its goods and 21 % goods, for the order's 21 % gross, decision 035) and per product
 * name (the top 10) — plus the rewards handed out.
 */
function linesStatement(hostId: number, days: DayRange): { sql: string; bindings: Array<string | number> } {
  const { where, bindings } = periodWhere(hostId, days);
  const sql = `select
      coalesce(sum(${gross21Sql("amount", "goods", "goods21")}) filter (where g = 1), 0)::bigint as gross21,
      coalesce(sum(rewards) filter (where g = 6), 0)::int as rewards,
      coalesce((array_agg(json_build_object('name', name, 'quantity', quantity, 'revenue', goods)
        order by goods desc, quantity desc, name) filter (where g = 6))[1:10], '{}') as top
    from (
      select grouping(it.order_id, o.amount, it.name)::int as g, o.amount, it.name, ${GOODS_COLUMNS},
        sum(it.quantity)::bigint as quantity, count(*) filter (where it.reward)::int as rewards
      from orders o join order_items it on it.order_id = o.id and it.host_id = o.host_id
      where ${where} and it.host_id = ?
      group by grouping sets ((it.order_id, o.amount), (it.name))
    ) x`;
  return { sql, bindings: [...bindings, hostId] };
}

/** The chart of a single day, per hour: the heat map's weekday × hour cells added up per hour. */
function byHourOf(cells: Array<Record<string, unknown>>): FinanceFigures["byHour"] {
  const hours = new Map<number, { hour: number; orders: number; revenue: number }>();
  for (const x of cells) {
    const hour = hours.get(int(x.hour)) ?? { hour: int(x.hour), orders: 0, revenue: 0 };
    hour.orders += int(x.orders);
    hour.revenue += int(x.revenue);
    hours.set(hour.hour, hour);
  }
  return [...hours.values()].sort((x, y) => x.hour - y.hour);
}

/**
 * Everything the overview shows for one host and period. Its two big statements (the orders', the
 * lines') run side by side on two connections that see one snapshot, so every figure agrees with
 * every other (decision 046).
 */
export async function financeFigures(
  db: Knex,
  {
    hostId,
    days,
    rates = { fallback: DEFAULT_COMMISSION },
  }: { hostId: number; days: DayRange; rates?: CommissionRates },
): Promise<FinanceFigures> {
  const orders = ordersStatement(hostId, days, rates);
  const customers = customersStatement(hostId, days);
  const lines = linesStatement(hostId, days);
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
  const [o, c, l, refunds] = await inOneSnapshot(db, 2, async ([a, b]) => {
    // the hash aggregates of a year's orders stay in memory instead of spilling to disk
    await Promise.all([a.raw("set local work_mem = '32MB'"), b.raw("set local work_mem = '32MB'")]);
    // the orders' statement on one connection, the other three one after another on the second: a
    // connection runs one statement at a time (several sent at once were queued by pg with a
    // deprecation warning; pg 9 refuses them)
    const onB = async () => {
      const who = await b.raw(customers.sql, customers.bindings);
      const lined = await b.raw(lines.sql, lines.bindings);
      const refunded = await b.raw(
        `select count(*)::int as n, coalesce(sum(r.amount), 0)::bigint as amount from refunds r where ${refundWhere}`,
        refundBindings,
      );
      return [who, lined, refunded] as const;
    };
    const [byOrder, rest] = await Promise.all([a.raw(orders.sql, orders.bindings), onB()]);
    return [byOrder, ...rest] as const;
  });
  const rows = o.rows as Array<Record<string, unknown>>;
  const t = rows.find((x) => int(x.g) === SET_BITS.total) ?? {};
  const who = c.rows[0] as { customers: number; new_customers: number };
  const line = l.rows[0] as { gross21: number; rewards: number; top: Array<Record<string, unknown>> };
  const inSet = (g: number) => rows.filter((x) => int(x.g) === g);
  const group = (column: "method" | "source" | "area", g: number) =>
    inSet(g)
      .map((x) => ({ key: String(x[column]), orders: int(x.orders), revenue: int(x.revenue) }))
      .sort((x, y) => y.revenue - x.revenue || x.key.localeCompare(y.key));
  const methods = inSet(SET_BITS.method);
  const commissionOf = (list: Array<Record<string, unknown>>) => ({
    orders: list.reduce((n, x) => n + int(x.orders), 0),
    revenue: list.reduce((n, x) => n + int(x.revenue), 0),
    commission: list.reduce((n, x) => n + int(x.commission), 0),
  });
  return {
    commission: {
      marketplace: commissionOf(methods.filter((x) => x.method === "marketplace")),
      own: commissionOf(methods.filter((x) => x.method !== "marketplace")),
    },
    totals: {
      orders: int(t.orders),
      revenue: int(t.revenue),
      gross21: int(line.gross21),
      deliveryFees: int(t.delivery_fees),
      fees: int(t.fees),
      discounts: int(t.discounts),
      idealOrders: int(t.ideal_orders),
      deliverOrders: int(t.deliver_orders),
      deliverRevenue: int(t.deliver_revenue),
      customers: int(who.customers),
      newCustomers: int(who.new_customers),
    },
    byMethod: group("method", SET_BITS.method),
    bySource: group("source", SET_BITS.source),
    byArea: group("area", SET_BITS.area),
    byHour: byHourOf(inSet(SET_BITS.heat)),
    heat: inSet(SET_BITS.heat)
      .map((x) => ({ weekday: int(x.weekday), hour: int(x.hour), orders: int(x.orders) }))
      .sort((x, y) => x.weekday - y.weekday || x.hour - y.hour),
    byDay: inSet(SET_BITS.day)
      .map((x) => ({ day: String(x.day), orders: int(x.orders), revenue: int(x.revenue) }))
      .sort((x, y) => x.day.localeCompare(y.day)),
    topProducts: line.top.map((x) => ({ name: String(x.name), quantity: int(x.quantity), revenue: int(x.revenue) })),
    rewards: int(line.rewards),
    refunds: { count: int(refunds.rows[0]?.n), amount: int(refunds.rows[0]?.amount) },
  };
}

/** Orders and revenue per day, for the owner's dashboard ("omzet 7"), counted as /admin/stats counts them. */
export async function revenuePerDay(
  db: Knex,
  { hostId, days }: { hostId: number; days: DayRange },
): Promise<FinanceDay[]> {
  const { where, bindings } = periodWhere(hostId, days);
  const r = await db.raw(
    `select to_char(o.day, 'YYYY-MM-DD') as day, count(*)::int as orders, sum(o.amount)::bigint as revenue
    from orders o where ${where} group by o.day order by o.day`,
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
