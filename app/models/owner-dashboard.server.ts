// The owner's dashboard (docs/issues/017.md §6): the orders still on the board (new, accepted, ready). The
// day's revenue comes from finance.server.ts revenuePerDay, as /admin/stats counts it.
import type { Knex } from "knex";

export async function openOrderCount(db: Knex, { hostId }: { hostId: number }): Promise<number> {
  const row = await db("orders")
    .where({ host_id: hostId })
    .whereIn("status", ["new", "order", "done"])
    .count<{ n: string }[]>("* as n");
  return Number(row[0]?.n ?? 0);
}
