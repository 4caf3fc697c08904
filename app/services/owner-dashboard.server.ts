// The owner's dashboard (docs/issues/017.md §6, decision 045): today so far and the last 7 days ("revenue 7",
// docs/spec.md §9: today and the six days before), counted in SQL as /admin/stats counts them.
import { getDb } from "~/db.server";
import { addDays, calendarDate } from "~/domain/amsterdam-time";
import { average } from "~/domain/finance";
import { daysOf, dayText } from "~/domain/finance-period";
import { revenuePerDay } from "~/models/finance.server";
import { openOrderCount } from "~/models/owner-dashboard.server";
import type { OwnerDashboardView } from "~/schemas/owner-dashboard-view";

export async function loadOwnerDashboard({
  hostId,
  hostName,
  now = new Date(),
}: {
  hostId: number;
  hostName: string;
  now?: Date;
}): Promise<OwnerDashboardView> {
  const today = calendarDate(now);
  const days = { from: dayText(addDays(today, -6)), to: dayText(addDays(today, 1)) };
  const db = getDb();
  const [perDay, open] = await Promise.all([revenuePerDay(db, { hostId, days }), openOrderCount(db, { hostId })]);
  const byDay = new Map(perDay.map((d) => [d.day, d]));
  const t = byDay.get(dayText(today)) ?? { orders: 0, revenue: 0 };
  const list = daysOf(days);
  return {
    hostName,
    today: { orders: t.orders, revenue: t.revenue, average: average(t.revenue, t.orders), open },
    week: {
      revenue: perDay.reduce((s, d) => s + d.revenue, 0),
      orders: perDay.reduce((s, d) => s + d.orders, 0),
      from: days.from,
      to: dayText(today),
      days: list,
      perDay: list.map((d) => byDay.get(d)?.revenue ?? 0),
    },
  };
}
