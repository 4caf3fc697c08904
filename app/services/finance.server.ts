// "Financieel overzicht" (docs/issues/017.md §2, §4): the period the owner asked for, the figures computed
// in SQL (models/finance.server.ts), VAT per rate from domain/vat.ts, the marketplace comparison.
// Refuses a bad period with its Dutch message (400).
import { getDb } from "~/db.server";
import { calendarDate } from "~/domain/amsterdam-time";
import { commissionLabel, DEFAULT_COMMISSION, parsePerOrderFee, parsePercent, rateOn } from "~/domain/commission";
import { average, METHOD_LABELS, SOURCE_LABELS } from "~/domain/finance";
import {
  daysOf,
  dayText,
  FINANCE_PERIODS,
  financePeriod,
  periodRangeLabel,
  type FinancePeriod,
} from "~/domain/finance-period";
import { IDEAL_FEE } from "~/domain/pricing";
import { splitVat } from "~/domain/vat";
import { listCommissionRates } from "~/models/commission.server";
import { heatMap } from "~/domain/heat-map";
import { topAreas } from "~/domain/postcode-area";
import { financeFigures, revenueSeries } from "~/models/finance.server";
import type { FinanceQuery } from "~/schemas/finance";
import type { FinanceView } from "~/schemas/finance-view";
import { ServiceError } from "~/services/errors.server";

const RATE_INVALID = "Geef de commissie als percentage tussen 0 en 100, bijvoorbeeld 13.";
const FEE_INVALID = "Geef het bedrag per bestelling in euro, bijvoorbeeld 0,19.";

/** The period of a query, or a 400 with the message on its field. */
export function requirePeriod(query: FinanceQuery, now: Date): FinancePeriod {
  const result = financePeriod(query, now);
  if (!result.ok) throw new ServiceError(result.message, 400, { [result.field]: result.message });
  return result.value;
}

/**
 * The "what if" rate of the query string (?rate=13,5&fee=0,25), or null to count each order at the
 * rate of its day (the owner's settings, decision 056). A part left out is today's.
 */
function whatIfRate(query: FinanceQuery, today: { percentHundredths: number; perOrderCents: number }) {
  const rate = query.rate?.trim() ?? "";
  const fee = query.fee?.trim() ?? "";
  if (rate === "" && fee === "") return null;
  const percentHundredths = rate === "" ? today.percentHundredths : parsePercent(rate);
  if (percentHundredths === null) throw new ServiceError(RATE_INVALID, 400, { rate: RATE_INVALID });
  const perOrderCents = fee === "" ? today.perOrderCents : parsePerOrderFee(fee);
  if (perOrderCents === null) throw new ServiceError(FEE_INVALID, 400, { fee: FEE_INVALID });
  return { effectiveFrom: "2000-01-01", percentHundredths, perOrderCents };
}

/** The query string that reproduces this period (and rates), for links. */
function queryOf(p: FinancePeriod): string {
  const q = new URLSearchParams({ period: p.period });
  if (p.picked) {
    q.set("from", p.picked.from);
    q.set("to", p.picked.to);
  }
  return q.toString();
}

const dayLabel = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}`;
const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** Every day of a bounded period (or the days that have orders, for "Alles"), the earlier period dotted. */
function dayChart(
  period: FinancePeriod,
  byDay: Array<{ day: string; revenue: number }>,
  previous: Array<{ key: string; revenue: number }> | null,
): FinanceView["chart"] {
  const days = period.days.from && period.days.to ? daysOf(period.days) : byDay.map((d) => d.day);
  const perDay = new Map(byDay.map((d) => [d.day, d.revenue]));
  const previousDays = period.previous ? daysOf(period.previous) : [];
  const perPreviousDay = new Map((previous ?? []).map((d) => [d.key, d.revenue]));
  return {
    unit: "day",
    labels: days.map(dayLabel),
    current: days.map((d) => perDay.get(d) ?? 0),
    previous:
      previous && previousDays.length === days.length ? previousDays.map((d) => perPreviousDay.get(d) ?? 0) : null,
  };
}

/** A single day per hour: the hours from the first to the last with orders (that day or the one before). */
function hourChart(
  byHour: Array<{ hour: number; revenue: number }>,
  previous: Array<{ key: string; revenue: number }> | null,
): FinanceView["chart"] {
  const now = new Map(byHour.map((h) => [h.hour, h.revenue]));
  const before = new Map((previous ?? []).map((h) => [Number(h.key), h.revenue]));
  const used = [...now.keys(), ...before.keys()];
  const first = used.length ? Math.min(...used) : 0;
  const last = used.length ? Math.max(...used) : -1;
  const hours = Array.from({ length: last - first + 1 }, (_, i) => first + i);
  return {
    unit: "hour",
    labels: hours.map(hourLabel),
    current: hours.map((h) => now.get(h) ?? 0),
    previous: previous ? hours.map((h) => before.get(h) ?? 0) : null,
  };
}

export async function loadFinance({
  hostId,
  hostName,
  query,
  now = new Date(),
}: {
  hostId: number;
  hostName: string;
  query: FinanceQuery;
  now?: Date;
}): Promise<FinanceView> {
  const period = requirePeriod(query, now);
  const db = getDb();
  const today = rateOn(await listCommissionRates(db, { hostId }), dayText(calendarDate(now)));
  const flat = whatIfRate(query, today);
  // a single day is charted per hour (docs/issues/017.md §2), anything longer per day
  const singleDay = period.days.from !== null && period.days.to !== null && daysOf(period.days).length === 1;
  const [figures, previous] = await Promise.all([
    financeFigures(db, { hostId, days: period.days, rates: { fallback: DEFAULT_COMMISSION, flat } }),
    period.previous
      ? revenueSeries(db, { hostId, days: period.previous, by: singleDay ? "hour" : "day" })
      : Promise.resolve(null),
  ]);
  const commission = figures.commission;
  const t = figures.totals;
  const vat = splitVat([
    { gross: t.revenue - t.gross21, rate: 9 },
    { gross: t.gross21, rate: 21 },
  ]);
  const row = (labels: Readonly<Record<string, string>>) => (g: { key: string; orders: number; revenue: number }) => ({
    ...g,
    label: labels[g.key] ?? g.key,
  });
  const ours = t.idealOrders * IDEAL_FEE;
  const market = commission.marketplace;

  const chart = singleDay ? hourChart(figures.byHour, previous) : dayChart(period, figures.byDay, previous);

  return {
    hostName,
    period: {
      value: period.period,
      label: period.label,
      from: period.days.from,
      to: period.days.to,
      range: periodRangeLabel(period.days),
      picked: period.picked,
      previousLabel: period.previousLabel,
    },
    periods: FINANCE_PERIODS.map((p) => ({ value: p.value, label: p.label })),
    revenue: {
      gross: t.revenue,
      net: vat.total.net,
      vat: vat.total.vat,
      orders: t.orders,
      average: average(t.revenue, t.orders),
      refunds: figures.refunds.amount,
      refundCount: figures.refunds.count,
      afterRefunds: t.revenue - figures.refunds.amount,
    },
    vat: vat.byRate.map((r) => ({ rate: r.rate, gross: r.gross, vat: r.vat, net: r.net })),
    methods: figures.byMethod.map(row(METHOD_LABELS)),
    sources: figures.bySource.map(row(SOURCE_LABELS)),
    fulfilment: [
      { key: "pickup", label: "Afhalen", orders: t.orders - t.deliverOrders, revenue: t.revenue - t.deliverRevenue },
      { key: "deliver", label: "Bezorgen", orders: t.deliverOrders, revenue: t.deliverRevenue },
    ],
    deliveryFees: t.deliveryFees,
    ideal: { orders: t.idealOrders, costs: t.idealOrders * IDEAL_FEE, feesPaidByCustomers: t.fees },
    discounts: t.discounts,
    rewards: figures.rewards,
    customers: { total: t.customers, new: t.newCustomers, returning: t.customers - t.newCustomers },
    topProducts: figures.topProducts,
    chart,
    heatMap: heatMap(figures.heat),
    areas: topAreas(figures.byArea, 20),
    savings: {
      rateLabel: flat ? commissionLabel(flat) : `je tarief per dag, nu ${commissionLabel(today)}`,
      whatIf: flat !== null,
      commission: commission.own.commission,
      ours,
      saved: commission.own.commission - ours,
    },
    // paid by iDEAL here instead, each would have cost € 0,29
    marketplace: { ...market, saved: market.commission - market.orders * IDEAL_FEE },
    query: queryOf(period),
  };
}
