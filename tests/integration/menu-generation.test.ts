// The menu generation (migration 0042): counted up by a product write; a restaurant deleted with its
// menu takes its generation along (the products' delete triggers do not write it again: before, the
// delete failed on the generation's foreign key). A worker that listens (migration 0043) takes the
// generation from the database's notifications and reads it only the first time, or while its
// connection is lost.
import type { Knex } from "knex";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { getMenuGeneration } from "~/models/products.server";
import { lockHost, writeHostSetting } from "~/models/host-settings.server";
import { getTabStructure } from "~/models/menu-structure.server";
import { menuGeneration, watchMenuGenerations } from "~/services/menu-generations.server";
import { priceTable } from "~/services/price-table.server";
import { createHost, createProduct } from "../../db/factory";
import { expectConsoleErrors } from "../support/console";
import { eventually } from "../support/eventually";
import { tcpCut } from "../support/tcp-cut";
import { minuteRoom } from "../support/minute";

describe("menu generation", () => {
  it("counts up on a product write and lets a restaurant with products be deleted", async () => {
    const db = getDb();
    const host = await createHost(db, { menu: ["Pizza"] });
    const before = await getMenuGeneration(db, { hostId: host.id });
    await createProduct(db, host.id, {
      name: "Margherita",
      tab: "Pizza",
      groups: [{ name: "Extra", items: [{ name: "Kaas", price: 100 }] }],
    });
    expect(await getMenuGeneration(db, { hostId: host.id })).toBeGreaterThan(before);
    await db("hosts").where({ id: host.id }).delete();
    expect(await db("hosts").where({ id: host.id }).first()).toBeUndefined();
    // its generation went with it and was not written again by its products' delete
    expect(await db("menu_generations").where({ host_id: host.id }).first()).toBeUndefined();
  });
});

describe("a settings save beside a menu write (ci11's deadlock, 2026-12-01)", () => {
  it.each([
    ["a settings save (lockHost)", (trx: Knex.Transaction, hostId: number) => lockHost(trx, { hostId })],
    [
      "a tab change (getTabStructure, lock)",
      (trx: Knex.Transaction, hostId: number) => getTabStructure(trx, { hostId, lock: true }),
    ],
  ])(
    "lets a product write's foreign-key check pass %s's lock on the restaurant's row: no deadlock",
    async (_, lock) => {
      const db = getDb();
      const host = await createHost(db, { menu: ["Pizza"] });
      const a = await createProduct(db, host.id, { name: "Margherita", tab: "Pizza" });
      const b = await createProduct(db, host.id, { name: "Salami", tab: "Pizza" });
      // a settings save: the restaurant's row locked for its read-compare-write
      const settings = await db.transaction();
      // a reorder: its first product write takes the generation's row (the trigger's upsert)
      const reorder = await db.transaction();
      try {
        await lock(settings, host.id);
        await reorder("products").where({ host_id: host.id, id: a.id }).update({ sort_order: 1 });
        // its second checks the generation's key against the restaurant's row: with FOR UPDATE that waited
        // on the settings' lock, and the settings' write below waited on the generation's row (deadlock)
        const second = reorder("products").where({ host_id: host.id, id: b.id }).update({ sort_order: 0 });
        const written = second.then(() => reorder.commit());
        await new Promise((r) => setTimeout(r, 100));
        const saved = writeHostSetting(settings, { hostId: host.id, key: "hiddenTabs", value: ["Pasta"] }).then(() =>
          settings.commit(),
        );
        await Promise.all([written, saved]);
      } finally {
        if (!reorder.isCompleted()) await reorder.rollback();
        if (!settings.isCompleted()) await settings.rollback();
      }
      const rows = await db("products").where({ host_id: host.id }).orderBy("sort_order").select("id");
      expect(rows.map((r) => r.id)).toEqual([b.id, a.id]);
    },
  );
});

describe("menu generations as a worker hears them (migration 0043, decision 102)", () => {
  // a kept document or table is asserted below: its steps fall in one minute (tests/support/minute.ts)
  beforeEach(() => minuteRoom());
  it("reads none per use while it listens, hears each write, and reads again while its connection is lost", async () => {
    const db = getDb();
    const host = await createHost(db, { menu: ["Pizza"] });
    const product = await createProduct(db, host.id, { name: "Funghi", tab: "Pizza", price: 900 });
    let reads = 0;
    const count = (q: { sql: string }) => {
      if (q.sql.includes('"menu_generations"')) reads++;
    };
    db.on("query", count);
    // the worker listens through a link the test can cut (the database itself stays up)
    const url = new URL(process.env.DATABASE_URL!);
    const link = await tcpCut({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = "127.0.0.1";
    url.port = String(link.port);
    const watch = await watchMenuGenerations(url.toString());
    try {
      // the first use reads it once; every later one takes what was heard
      const first = await priceTable(host.id);
      expect(first.get(product.id)?.price).toBe(900);
      const afterFirst = reads;
      expect(afterFirst).toBeGreaterThan(0);
      for (let i = 0; i < 5; i++) expect(await priceTable(host.id)).toBe(first);
      expect(await menuGeneration(host.id)).toBe(await getMenuGeneration(db, { hostId: host.id }));
      reads = afterFirst;
      // a write straight into the database: heard, the table read again, the generation not
      await db("products").where({ id: product.id, host_id: host.id }).update({ price: 950 });
      await eventually("the new price heard", async () => (await priceTable(host.id)).get(product.id)?.price === 950, {
        timeoutMs: 5_000,
      });
      expect(reads).toBe(afterFirst);
      // the listening connection is lost and stays lost: every use reads the generation, and a write
      // meanwhile (no one hears its notification) is seen on the next use
      const logged = expectConsoleErrors();
      link.cut();
      await eventually("a read per use", async () => {
        const before = reads;
        await priceTable(host.id);
        return reads > before;
      });
      await db("products").where({ id: product.id, host_id: host.id }).update({ price: 970 });
      expect((await priceTable(host.id)).get(product.id)?.price).toBe(970);
      for (let i = 0; i < 3; i++) {
        const before = reads;
        await priceTable(host.id);
        expect(reads).toBeGreaterThan(before);
      }
      expect(logged.length).toBeGreaterThan(0);
      // back: it listens again by itself; one read, then none
      link.mend();
      await eventually("listening again", async () => {
        await priceTable(host.id);
        const before = reads;
        await priceTable(host.id);
        return reads === before;
      });
      await db("products").where({ id: product.id, host_id: host.id }).update({ price: 990 });
      await eventually(
        "the price heard again",
        async () => (await priceTable(host.id)).get(product.id)?.price === 990,
        {
          timeoutMs: 5_000,
        },
      );
    } finally {
      db.off("query", count);
      await watch.close();
      await link.close();
    }
  });
});
