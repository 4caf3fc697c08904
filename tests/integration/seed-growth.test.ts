// The growth generator (docs/issues/021.md §6) at a small scale: the restaurants it says, cloned from the
// template with its products and hours; the orders it says, one in twenty the template's, gapless
// per restaurant and day, all before today, each with a line, an event and a known customer.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { seedGrowth } from "../../scripts/seed-growth";
import { createHost, createProduct } from "../../db/factory";

describe("seed-growth", () => {
  it("seeds the restaurants and orders it says, numbered gapless per restaurant and day", async () => {
    const db = getDb();
    const template = await createHost(db, {
      menu: ["Pizza"],
      openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: "16:00", closes: "22:00" })),
    });
    await createProduct(db, template.id, { name: "Margherita", tab: "Pizza", price: 950 });
    await createProduct(db, template.id, { name: "Salami", tab: "Pizza", price: 1150 });

    const result = await seedGrowth(db, { restaurants: 5, orders: 400, templateHostId: template.id });

    expect(result).toMatchObject({ orders: 400, customers: 100 });
    expect(result.hostIds).toHaveLength(5);
    const all = [template.id, ...result.hostIds];
    for (const id of result.hostIds) {
      expect(await db("products").where({ host_id: id }).orderBy("name").pluck("name")).toEqual([
        "Margherita",
        "Salami",
      ]);
      expect(await db("opening_hours").where({ host_id: id })).toHaveLength(7);
    }
    const perHost = await db("orders").whereIn("host_id", all).groupBy("host_id").select("host_id").count("* as n");
    const count = new Map(perHost.map((r) => [r.host_id as number, Number(r.n)]));
    expect(count.get(template.id)).toBe(20);
    for (const id of result.hostIds) expect(count.get(id)).toBe(76);

    // per restaurant and day: numbers 1..n, no gaps, no doubles; every day before today
    const days = await db.raw<{
      rows: Array<{ n: string; distinct: string; min: number; max: number; future: boolean }>;
    }>(
      `SELECT count(*) AS n, count(DISTINCT number) AS distinct, min(number) AS min, max(number) AS max,
              bool_or(day >= current_date) AS future
       FROM orders WHERE host_id = ANY(?) GROUP BY host_id, day`,
      [all],
    );
    for (const d of days.rows) {
      expect([Number(d.distinct), d.min, d.max, d.future]).toEqual([Number(d.n), 1, Number(d.n), false]);
    }
    const orphans = await db.raw<{ rows: Array<{ items: string; events: string; unknown: string }> }>(
      `SELECT count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)) AS items,
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id)) AS events,
              count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM host_customers h
                                                 WHERE h.host_id = o.host_id AND h.customer_id = o.customer_id)) AS unknown
       FROM orders o WHERE o.host_id = ANY(?)`,
      [all],
    );
    const left = orphans.rows[0]!;
    expect([left.items, left.events, left.unknown].map(Number)).toEqual([0, 0, 0]);
  });
});
