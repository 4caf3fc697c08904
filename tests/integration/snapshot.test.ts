// inOneSnapshot (db.server.ts, decision 046): several connections that see one snapshot — an order
// committed by someone else after the snapshot was taken is seen by none of them, though it is
// committed before the second connection starts — and more callers than slots all finish.
import { describe, expect, it } from "vitest";
import { getDb, inOneSnapshot } from "~/db.server";
import { createHost, createOrder } from "../../db/factory";

const count = async (trx: { raw: ReturnType<typeof getDb>["raw"] }, hostId: number) =>
  Number(
    ((await trx.raw("select count(*)::int as n from orders where host_id = ?", [hostId])).rows[0] as { n: number }).n,
  );

describe("inOneSnapshot", () => {
  it("every connection sees the snapshot of the first, not a commit made in between", async () => {
    const db = getDb();
    const host = await createHost(db);
    await createOrder(db, host.id, {});
    const seen = await inOneSnapshot(db, 3, async (trxs) => {
      // committed on another connection after the snapshot was exported and imported
      await createOrder(db, host.id, {});
      return Promise.all(trxs.map((t) => count(t, host.id)));
    });
    expect(seen).toEqual([1, 1, 1]);
    expect(await count(db, host.id)).toBe(2);
  });

  it("more callers at once than it has slots: each waits its turn and finishes", async () => {
    const db = getDb();
    const host = await createHost(db);
    await createOrder(db, host.id, {});
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        inOneSnapshot(db, 2, async ([a, b]) => (await count(a, host.id)) + (await count(b, host.id))),
      ),
    );
    expect(answers).toEqual([2, 2, 2, 2, 2, 2]);
  });

  it("a failing statement rolls every connection back and frees its slot", async () => {
    const db = getDb();
    await expect(inOneSnapshot(db, 2, async ([, b]) => b.raw("select 1 / 0"))).rejects.toThrow(/division by zero/);
    // the slots are free again: two more at once still run
    const again = await Promise.all([0, 1, 2].map(() => inOneSnapshot(db, 2, async () => "ok")));
    expect(again).toEqual(["ok", "ok", "ok"]);
  });
});
