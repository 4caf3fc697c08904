// Migration 0028 (docs/issues/021.md §6, decision 051): the (host_id, due) and (host_id, created_at) indexes
// exist and change no answer — the board's period query gives the same cards with index scans as
// with PostgreSQL made to read the table.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { listBoardOrders } from "~/models/order-details.server";
import { createHost, createOrder } from "../../db/factory";

const HOUR = 3_600_000;

describe("the order period indexes", () => {
  it("exist, and the board's period query answers the same with and without index scans", async () => {
    const db = getDb();
    const names = await db("pg_indexes").where({ tablename: "orders" }).pluck("indexname");
    expect(names).toEqual(expect.arrayContaining(["orders_host_due_idx", "orders_host_created_idx"]));

    const host = await createHost(db);
    const other = await createHost(db);
    const now = Date.now();
    // created before the period but due in it, created in it, both outside, another restaurant's
    for (const [created, due] of [
      [-30, -2],
      [-3, 1],
      [-48, -47],
      [-100, -99],
    ])
      await createOrder(db, host.id, {
        status: "new",
        createdAt: new Date(now + created * HOUR),
        due: new Date(now + due * HOUR),
      });
    await createOrder(db, other.id, { status: "new", createdAt: new Date(now - HOUR) });
    const range = { from: new Date(now - 6 * HOUR), to: new Date(now + 6 * HOUR) };

    const indexed = await listBoardOrders(db, { hostId: host.id, tab: "new", range });
    const scanned = await db.transaction(async (trx) => {
      await trx.raw("SET LOCAL enable_indexscan = off");
      await trx.raw("SET LOCAL enable_bitmapscan = off");
      await trx.raw("SET LOCAL enable_indexonlyscan = off");
      return listBoardOrders(trx, { hostId: host.id, tab: "new", range });
    });
    expect(indexed.map((o) => o.id)).toHaveLength(2);
    expect(indexed).toEqual(scanned);
  });
});
