// The owner's dashboard (docs/issues/017.md §6): today so far and the last 7 days agree with /admin/stats for
// the same periods, open orders are the board's, and another restaurant's orders never count.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { fromWallClock } from "~/domain/amsterdam-time";
import { loadFinance } from "~/services/finance.server";
import { loadOwnerDashboard } from "~/services/owner-dashboard.server";
import { createHost, createOrder } from "../../db/factory";

const at = (day: number, hour: number) => fromWallClock({ year: 2026, month: 11, day }, hour, 0);
const NOW = at(23, 18);

describe("owner's dashboard", () => {
  it("today and the last 7 days as /admin/stats counts them; open orders; scoped to the restaurant", async () => {
    const db = getDb();
    const host = await createHost(db);
    const other = await createHost(db);
    const order = (hostId: number, day: number, hour: number, price: number, status = "archive") =>
      createOrder(db, hostId, {
        createdAt: at(day, hour),
        status: status as "archive",
        items: [{ name: "Pizza", unitPrice: price }],
      });
    await order(host.id, 23, 12, 1000, "new");
    await order(host.id, 23, 13, 2001, "order");
    await order(host.id, 23, 14, 1500);
    await order(host.id, 22, 19, 4000, "done"); // yesterday's, still on the board
    await order(host.id, 17, 19, 700); // the first of the 7 days
    await order(host.id, 16, 19, 9900); // 8 days ago: not in the 7
    await order(host.id, 23, 15, 5000, "concept"); // no order
    await order(other.id, 23, 12, 99_999, "new");

    const view = await loadOwnerDashboard({ hostId: host.id, hostName: host.name, now: NOW });
    expect(view.today).toEqual({ orders: 3, revenue: 4501, average: 1500, open: 3 });
    expect(view.week).toMatchObject({ revenue: 4501 + 4000 + 700, orders: 5, from: "2026-11-17", to: "2026-11-23" });
    expect(view.week.days).toHaveLength(7);
    expect(view.week.perDay.reduce((s: number, v: number) => s + v, 0)).toBe(view.week.revenue);

    const today = await loadFinance({ hostId: host.id, hostName: host.name, query: { period: "today" }, now: NOW });
    expect(view.today.revenue).toBe(today.revenue.gross);
    expect(view.today.average).toBe(today.revenue.average);
    const week = await loadFinance({
      hostId: host.id,
      hostName: host.name,
      query: { period: "pick", from: view.week.from, to: view.week.to },
      now: NOW,
    });
    expect(view.week.revenue).toBe(week.revenue.gross);

    const theirs = await loadOwnerDashboard({ hostId: other.id, hostName: other.name, now: NOW });
    expect(theirs.today).toEqual({ orders: 1, revenue: 99_999, average: 99_999, open: 1 });
  });
});
