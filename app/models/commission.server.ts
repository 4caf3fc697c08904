// Marketplace commission per restaurant with an effective date (migration 0031, decision 056): the
// rates a restaurant set, and for a period what its orders cost (marketplace orders, estimated) or
// would have cost (its own orders) — each order at the rate in force on its day, in SQL.
import type { Knex } from "knex";

export interface CommissionRate {
  /** The Amsterdam day the rate holds from, YYYY-MM-DD. */
  effectiveFrom: string;
  /** 1300 = 13 %. */
  percentHundredths: number;
  perOrderCents: number;
}

/** A restaurant's rates, newest date first. */
export async function listCommissionRates(db: Knex, { hostId }: { hostId: number }): Promise<CommissionRate[]> {
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
export async function putCommissionRate(
  db: Knex,
  { hostId, rate }: { hostId: number; rate: CommissionRate },
): Promise<void> {
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
export async function deleteCommissionRate(
  db: Knex,
  { hostId, effectiveFrom }: { hostId: number; effectiveFrom: string },
): Promise<boolean> {
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
 * One order's commission in SQL (`o` the order): round(amount × percent) + fee at the rate in force
 * on its day (the newest `effective_from` ≤ o.day), `fallback` when none is; `flat` replaces every
 * rate (the "what if" of the query string). `join` goes in the FROM after `o`, `amount` is the
 * expression, `bindings` its values. The financial overview sums it in its one pass over the orders.
 */
export function orderCommissionSql({
  fallback,
  flat = null,
}: {
  fallback: { percentHundredths: number; perOrderCents: number };
  flat?: { percentHundredths: number; perOrderCents: number } | null;
}): { join: string; amount: string; bindings: number[] } {
  if (flat)
    return {
      join: "",
      amount: `round(o.amount::numeric * ?::int / 10000)::bigint + ?::int`,
      bindings: [flat.percentHundredths, flat.perOrderCents],
    };
  return {
    join: `left join lateral (
      select cr.percent_hundredths, cr.per_order_cents from commission_rates cr
      where cr.host_id = o.host_id and cr.effective_from <= o.day
      order by cr.effective_from desc limit 1
    ) cr on true`,
    amount: `round(o.amount::numeric * coalesce(cr.percent_hundredths, ?::int) / 10000)::bigint + coalesce(cr.per_order_cents, ?::int)`,
    bindings: [fallback.percentHundredths, fallback.perOrderCents],
  };
}
