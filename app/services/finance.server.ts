// "Financieel overzicht" (issue 17 §2, §4): the period the owner asked for, the figures computed
// in SQL (models/finance.server.ts), VAT per rate from domain/vat.ts, the marketplace comparison.
// Refuses a bad period with its Dutch message (400).
import { getDb } from "~/db.server";
import { parseEuroInput } from "~/domain/euro-input";
import { average, marketplaceSavings, MARKETPLACE_DEFAULTS, METHOD_LABELS, SOURCE_LABELS } from "~/domain/finance";
import { daysOf, financePeriod, type FinancePeriod } from "~/domain/finance-period";
import { PERIODS } from "~/domain/periods";
import { IDEAL_FEE } from "~/domain/pricing";
import { splitVat } from "~/domain/vat";
import { financeFigures, revenuePerDay } from "~/models/finance.server";
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

function marketplaceRates(query: FinanceQuery) {
  let percent: number = MARKETPLACE_DEFAULTS.percent;
  let perOrder: number = MARKETPLACE_DEFAULTS.perOrder;
  if (query.rate !== undefined && query.rate.trim() !== "") {
    const n = Number(query.rate.trim().replace(",", "."));
    if (!Number.isFinite(n) || n < 0 || n > 100) throw new ServiceError(RATE_INVALID, 400, { rate: RATE_INVALID });
    percent = n;
  }
  if (query.fee !== undefined && query.fee.trim() !== "") {
    const cents = parseEuroInput(query.fee);
    if (cents === null || cents > 10_000) throw new ServiceError(FEE_INVALID, 400, { fee: FEE_INVALID });
    perOrder = cents;
  }
  return { percent, perOrder };
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
  const rates = marketplaceRates(query);
  const db = getDb();
  const [figures, previous] = await Promise.all([
    financeFigures(db, { hostId, days: period.days }),
    period.previous ? revenuePerDay(db, { hostId, days: period.previous }) : Promise.resolve(null),
  ]);
  const t = figures.totals;
  const vat = splitVat([
    { gross: t.revenue - t.gross21, rate: 9 },
    { gross: t.gross21, rate: 21 },
  ]);
  const row = (labels: Readonly<Record<string, string>>) => (g: { key: string; orders: number; revenue: number }) => ({
    ...g,
    label: labels[g.key] ?? g.key,
  });
  const marketplace = figures.byMethod.find((m) => m.key === "marketplace") ?? { orders: 0, revenue: 0 };
  const savings = marketplaceSavings(
    { orders: t.orders - marketplace.orders, revenue: t.revenue - marketplace.revenue, idealOrders: t.idealOrders },
    rates,
  );

  // the chart: every day of a bounded period, or the days that have orders for "Alles"
  const days = period.days.from && period.days.to ? daysOf(period.days) : figures.byDay.map((d) => d.day);
  const perDay = new Map(figures.byDay.map((d) => [d.day, d.revenue]));
  const previousDays = period.previous ? daysOf(period.previous) : [];
  const perPreviousDay = new Map((previous ?? []).map((d) => [d.day, d.revenue]));

  return {
    hostName,
    period: {
      value: period.period,
      label: period.label,
      from: period.days.from,
      to: period.days.to,
      picked: period.picked,
      previousLabel: period.previousLabel,
    },
    periods: PERIODS.map((p) => ({ value: p.value, label: p.label })),
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
    chart: {
      days,
      current: days.map((d) => perDay.get(d) ?? 0),
      previous:
        period.previous && previousDays.length === days.length
          ? previousDays.map((d) => perPreviousDay.get(d) ?? 0)
          : null,
    },
    savings: { ...rates, ...savings },
    query: queryOf(period),
  };
}
