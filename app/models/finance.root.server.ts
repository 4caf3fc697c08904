// Root's financial overview across every restaurant (docs/issues/017.md §7; docs/design.md §3: only root reads across
// restaurants, in *.root.server models): per restaurant the period's orders, revenue and iDEAL
// volume, counted as the restaurant's own overview counts them (placed, not a test order).
import type { Knex } from "knex";
import type { DayRange } from "~/domain/finance-period";
import { countedSql } from "~/models/placed-orders.server";

export interface RestaurantFigures {
  hostId: number;
  name: string;
  perma: string;
  orders: number;
  revenue: number;
  /** What customers paid by iDEAL (paid orders only): what Mollie moved for the restaurant. */
  ideal: number;
}

export async function financeByRestaurant(db: Knex, { days }: { days: DayRange }): Promise<RestaurantFigures[]> {
  const bindings: Array<string> = [];
  let on = countedSql("o");
  if (days.from) {
    on += ` and o.day >= ?::date`;
    bindings.push(days.from);
  }
  if (days.to) {
    on += ` and o.day < ?::date`;
    bindings.push(days.to);
  }
  const r = await db.raw(
    `select h.id, h.name, h.perma, count(o.id)::int as orders, coalesce(sum(o.amount), 0)::bigint as revenue,
       coalesce(sum(o.amount) filter (where o.payment_method = 'ideal' and o.paid), 0)::bigint as ideal
     from hosts h left join orders o on o.host_id = h.id and ${on}
     group by h.id order by revenue desc, h.name, h.id`,
    bindings,
  );
  return (r.rows as Array<Record<string, unknown>>).map((x) => ({
    hostId: Number(x.id),
    name: String(x.name),
    perma: String(x.perma),
    orders: Number(x.orders),
    revenue: Number(x.revenue),
    ideal: Number(x.ideal),
  }));
}
