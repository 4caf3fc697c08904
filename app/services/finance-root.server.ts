// Root's financial overview on the platform domain (docs/issues/017.md §7): every restaurant's orders,
// revenue and iDEAL volume in the period, the sum of them, and — with a restaurant picked — that
// restaurant's own overview; its orders as a CSV per month. The route checked it is root.
import { getDb } from "~/db.server";
import { FINANCE_PERIODS, monthQuery, recentMonths } from "~/domain/finance-period";
import { financeByRestaurant } from "~/models/finance.root.server";
import { getHost } from "~/models/hosts.server";
import type { FinanceQuery } from "~/schemas/finance";
import type { RootFinanceView } from "~/schemas/finance-view";
import { ServiceError } from "~/services/errors.server";
import { financeCsv, type CsvFile } from "~/services/finance-csv.server";
import { loadFinance, requirePeriod } from "~/services/finance.server";
import { HOST_NOT_FOUND } from "~/domain/messages";

const MONTH_INVALID = "Kies een maand, bijvoorbeeld 2026-10.";

export async function loadRootFinance({
  query,
  restaurantId,
  now = new Date(),
}: {
  query: FinanceQuery;
  restaurantId: number | null;
  now?: Date;
}): Promise<RootFinanceView> {
  const period = requirePeriod(query, now);
  const db = getDb();
  const restaurants = await financeByRestaurant(db, { days: period.days });
  let selected: RootFinanceView["selected"] = null;
  if (restaurantId !== null) {
    const host = await getHost(db, { hostId: restaurantId });
    if (!host) throw new ServiceError(HOST_NOT_FOUND, 404);
    const view = await loadFinance({ hostId: host.id, hostName: host.name, query, now });
    // its CSV links stay on the platform domain: they name the restaurant
    selected = { ...view, hostId: host.id, query: `${view.query}&restaurant=${String(host.id)}` };
  }
  const sum = (key: "orders" | "revenue" | "ideal") => restaurants.reduce((s, r) => s + r[key], 0);
  const q = new URLSearchParams({ period: period.period });
  if (period.picked) {
    q.set("from", period.picked.from);
    q.set("to", period.picked.to);
  }
  return {
    period: {
      value: period.period,
      label: period.label,
      from: period.days.from,
      to: period.days.to,
      picked: period.picked,
    },
    periods: FINANCE_PERIODS.map((p) => ({ value: p.value, label: p.label })),
    query: q.toString(),
    restaurants: restaurants.map(({ hostId, name, orders, revenue, ideal }) => ({
      hostId,
      name,
      orders,
      revenue,
      ideal,
    })),
    totals: { orders: sum("orders"), revenue: sum("revenue"), ideal: sum("ideal") },
    selected,
    months: recentMonths(now),
  };
}

/** One restaurant's CSV for root: a month ("2026-10"), or the period of the query. */
export async function rootFinanceCsv({
  restaurantId,
  file,
  month,
  query,
  now = new Date(),
}: {
  restaurantId: number;
  file: CsvFile;
  month: string | null;
  query: FinanceQuery;
  now?: Date;
}) {
  const host = await getHost(getDb(), { hostId: restaurantId });
  if (!host) throw new ServiceError(HOST_NOT_FOUND, 404);
  let period = query;
  if (month !== null) {
    const picked = monthQuery(month);
    if (!picked) throw new ServiceError(MONTH_INVALID, 400, { month: MONTH_INVALID });
    period = picked;
  }
  return financeCsv({ hostId: host.id, perma: host.perma, file, query: period, now });
}
