// What placing an order reads before its transaction, in one statement (decision 097, status note of
// 2026-11-30): the host, its menu generation and its opening hours — each as the separate reads give it.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { getOpeningHours } from "~/models/host-operations.server";
import { getHost, getHostForOrder } from "~/models/hosts.server";
import { getMenuGeneration } from "~/models/products.server";
import { createHost, createProduct } from "../../db/factory";

const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return d.toLocaleDateString("sv-SE", { timeZone: "Europe/Amsterdam" });
};

describe("getHostForOrder", () => {
  it("answers the host, its generation and its hours as getHost, getMenuGeneration and getOpeningHours do", async () => {
    const db = getDb();
    const host = await createHost(db, {
      openingHours: [
        { weekday: 5, opens: "17:00", closes: "22:00" },
        { weekday: 1, opens: "16:00", closes: "21:00" },
        { weekday: 1, opens: "11:30", closes: "14:00" },
      ],
    });
    await db("opening_exceptions").insert([
      { host_id: host.id, date: day(2), closed: false, opens: "12:00", closes: "15:00" },
      { host_id: host.id, date: day(1), closed: true, opens: null, closes: null },
      { host_id: host.id, date: day(-5), closed: true, opens: null, closes: null },
    ]);
    const product = await createProduct(db, host.id, { name: "Frikandel", price: 250, groups: [] });

    const found = await getHostForOrder(db, { hostId: host.id });
    expect(found?.host).toEqual(await getHost(db, { hostId: host.id }));
    expect(found?.menuGeneration).toBe(await getMenuGeneration(db, { hostId: host.id }));
    expect(found?.menuGeneration).toBeGreaterThan(0);
    expect(found?.hours).toEqual(await getOpeningHours(db, { hostId: host.id }));
    expect(found?.hours).toEqual([
      { weekday: 1, opens: "11:30:00", closes: "14:00:00" },
      { weekday: 1, opens: "16:00:00", closes: "21:00:00" },
      { weekday: 5, opens: "17:00:00", closes: "22:00:00" },
      { weekday: expect.any(Number), date: day(1), opens: "00:00", closes: "00:00" },
      { weekday: expect.any(Number), date: day(2), opens: "12:00:00", closes: "15:00:00" },
    ]);

    // a price written straight into the table counts the generation up
    await db("products").where({ id: product.id }).update({ price: 275 });
    const after = await getHostForOrder(db, { hostId: host.id });
    expect(after!.menuGeneration).toBeGreaterThan(found!.menuGeneration);
  });

  it("answers no hours for a host without any, and null for no host", async () => {
    const db = getDb();
    const host = await createHost(db);
    expect((await getHostForOrder(db, { hostId: host.id }))?.hours).toEqual([]);
    expect(await getHostForOrder(db, { hostId: 2_000_000_000 })).toBeNull();
  });
});
