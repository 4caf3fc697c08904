// Marketplace commission per restaurant with an effective date (migration 0032, decision 056): the
// rates a restaurant set, and for a period what its orders cost (marketplace orders, estimated) or
// would have cost (its own orders) — each order at the rate in force on its day, in SQL.
import type { Knex } from "knex";
import type { DayRange } from "~/domain/finance-period";
import { METHOD_SQL, periodWhere } from "~/models/finance.server";

export interface CommissionRate {
  /** The Amsterdam day the rate holds from, YYYY-MM-DD. */
  effectiveFrom: string;
  /** 1300 = 13 %. */
  percentHundredths: number;
  perOrderCents: number;
}

const int = (v: unknown) => Number(v ?? 0);

/** A restaurant's rates, newest date first. */
export async function listCommissionRates(db: Knex, hostId: number): Promise<CommissionRate[]> {
  const rows = await db("commission_rates")
    .where({ host_id: hostId })
    .orderBy("effective_from", "desc")
    .select<Array<{ effective_from: string; percent_hundredths: number; per_order_cents: number }>>(
      db.raw("to_char(effective_from, 'YYYY-MM-DD') as effective_from"),
      "percent_hundredths",
      "per_order_cents",
    );
  return rows.map((r) => ({
    effectiveFrom: r.effective_from,
    percentHundredths: r.percent_hundredths,
    perOrderCents: r.per_order_cents,
  }));
}

/** Sets the rate from a day on (a second one for the same day replaces it). */
export async function putCommissionRate(db: Knex, hostId: number, rate: CommissionRate): Promise<void> {
  await db("commission_rates")
    .insert({
      host_id: hostId,
      effective_from: rate.effectiveFrom,
      percent_hundredths: rate.percentHundredths,
      per_order_cents: rate.perOrderCents,
    })
    .onConflict(["host_id", "effective_from"])
    .merge(["percent_hundredths", "per_order_cents"]);
}

/** Removes the rate of one day; false when there was none. */
export async function deleteCommissionRate(db: Knex, hostId: number, effectiveFrom: string): Promise<boolean> {
  const n = await db("commission_rates").where({ host_id: hostId, effective_from: effectiveFrom }).delete();
  return n > 0;
}

export interface CommissionGroup {
  orders: number;
  revenue: number;
  /** Commission in cents: per order round(amount × percent) + fee, summed. */
  commission: number;
}

export interface CommissionFigures {
  /** Orders that came through the marketplace: the commission they (estimated) cost. */
  marketplace: CommissionGroup;
  /** The restaurant's own orders: what the marketplace would have charged for them. */
  own: CommissionGroup;
}

/**
 * The period's orders of one host split into marketplace and own, each order's commission at the
 * rate in force on its day (the newest `effective_from` ≤ the order's day), `fallback` when none is.
 * `flat` replaces every rate (the "what if" of the query string).
 */
export async function commissionFigures(
  db: Knex,
  hostId: number,
  {
    days,
    fallback,
    flat = null,
  }: { days: DayRange; fallback: { percentHundredths: number; perOrderCents: number }; flat?: CommissionRate | null },
): Promise<CommissionFigures> {
  const bindings: Array<string | number> = [];
  const rate = flat
    ? { percent: "?::int", fee: "?::int" }
    : { percent: "coalesce(c.percent_hundredths, ?::int)", fee: "coalesce(c.per_order_cents, ?::int)" };
  bindings.push(
    flat ? flat.percentHundredths : fallback.percentHundredths,
    flat ? flat.perOrderCents : fallback.perOrderCents,
  );
  const period = periodWhere(hostId, days);
  bindings.push(...period.bindings);
  const where = period.where;
  const r = await db.raw(
    `with o as (
      select (${METHOD_SQL}) = 'marketplace' as marketplace, o.amount,
        round(o.amount::numeric * ${rate.percent} / 10000)::bigint + ${rate.fee} as commission
      from orders o
      left join lateral (
        select cr.percent_hundredths, cr.per_order_cents from commission_rates cr
        where cr.host_id = o.host_id and cr.effective_from <= o.day
        order by cr.effective_from desc limit 1
      ) c on true
      where ${where}
    )
    select marketplace, count(*)::int as orders, coalesce(sum(amount), 0)::bigint as revenue,
      coalesce(sum(commission), 0)::bigint as commission
    from o group by marketplace`,
    bindings,
  );
  const empty = (): CommissionGroup => ({ orders: 0, revenue: 0, commission: 0 });
  const out: CommissionFigures = { marketplace: empty(), own: empty() };
  for (const row of r.rows as Array<Record<string, unknown>>) {
    out[row.marketplace === true ? "marketplace" : "own"] = {
      orders: int(row.orders),
      revenue: int(row.revenue),
      commission: int(row.commission),
    };
  }
  return out;
}
