// Models against a real database: tenant scoping and gapless, collision-free order numbers.
import { describe, expect, test } from "vitest";
import { getDb } from "~/db.server";
import { findHostByDomain, findHostByPerma, getHost, listPublicHosts } from "~/models/hosts.server";
import { amsterdamDay, nextOrderNumber } from "~/models/orders.server";
import { getMenu, getProduct, getProducts } from "~/models/products.server";
import { createHost, createOrder, createProduct } from "../../db/factory";

async function twoHostsWithAProduct() {
  const db = getDb();
  const hostA = await createHost(db, { menu: ["Pizza", "extra"] });
  const hostB = await createHost(db);
  const product = await createProduct(db, hostA.id, {
    name: "Margherita",
    tab: "Pizza",
    price: 950,
    groups: [{ name: "Toppings", included: 2, items: [{ name: "Ham", price: 125 }, "Ui"] }],
  });
  return { hostA, hostB, product };
}

describe("tenant scoping", () => {
  test("getProduct finds a product only through its own host", async () => {
    const { hostA, hostB, product } = await twoHostsWithAProduct();

    const own = await getProduct(getDb(), { hostId: hostA.id, id: product.id });
    expect(own?.name).toBe("Margherita");
    expect(own?.groups[0]?.items.map((i) => i.name)).toEqual(["Ham", "Ui"]);

    expect(await getProduct(getDb(), { hostId: hostB.id, id: product.id })).toBeNull();
    expect(await getProduct(getDb(), { hostId: hostA.id, id: 2 ** 40 })).toBeNull();
    expect((await getProducts(getDb(), { hostId: hostB.id, ids: [product.id] })).size).toBe(0);
  });

  test("another host's menu never shows the product", async () => {
    const { hostA, hostB, product } = await twoHostsWithAProduct();
    await createProduct(getDb(), hostA.id, { name: "Knoflooksaus", tab: "extra", price: 75 });

    const menuA = await getMenu(getDb(), { hostId: hostA.id });
    expect(menuA.tabs.map((t) => t.name)).toEqual(["Pizza", "extra"]);
    expect(menuA.tabs[0]?.products.map((p) => p.id)).toEqual([product.id]);
    expect((await getMenu(getDb(), { hostId: hostB.id })).tabs).toEqual([]);
  });

  test("the database refuses an include group that points at another host's product", async () => {
    const { hostB, product } = await twoHostsWithAProduct();
    await expect(
      getDb()("include_groups").insert({ host_id: hostB.id, product_id: product.id, name: "Sneaky" }),
    ).rejects.toThrow(/foreign key/);
  });

  test("hosts are found by perma and by own domain, www or not", async () => {
    const host = await createHost(getDb(), { url: `www.h${Date.now()}.nl` });
    expect((await findHostByPerma(getDb(), { perma: host.perma.toUpperCase() }))?.id).toBe(host.id);
    expect((await findHostByDomain(getDb(), { domain: host.url!.slice(4) }))?.id).toBe(host.id);
    expect((await findHostByDomain(getDb(), { domain: `${host.url}:3000` }))?.id).toBe(host.id);
    expect(await findHostByDomain(getDb(), { domain: "not-a-host.example" })).toBeNull();
    expect((await getHost(getDb(), { hostId: host.id }))?.perma).toBe(host.perma);
  });
});

describe("the demo platform", () => {
  test("Pizzeria Roma's menu follows its tabs with the extras last", async () => {
    const roma = await findHostByPerma(getDb(), { perma: "pizzaroma" });
    expect(roma).not.toBeNull();
    const menu = await getMenu(getDb(), { hostId: roma!.id });
    expect(menu.tabs.map((t) => t.name)).toEqual(["Pizza", "Pasta", "Bijgerechten", "Desserts", "Dranken", "extra"]);
    const half = menu.tabs[0]?.products.find((p) => p.type === "half");
    expect(half?.groups.filter((g) => g.half).map((g) => g.name)).toEqual(["Tweede helft"]);
    expect((await listPublicHosts(getDb(), { category: "friet" })).map((h) => h.perma)).toContain("desnackbar");
  });
});

describe("order numbers", () => {
  const day = amsterdamDay(new Date("2030-01-01T12:00:00Z"));

  test("run 1, 2, 3 and a rolled-back order gives its number back", async () => {
    const db = getDb();
    const host = await createHost(db);
    const take = () => db.transaction((trx) => nextOrderNumber(trx, { hostId: host.id, day }));
    expect([await take(), await take(), await take()]).toEqual([1, 2, 3]);

    await expect(
      db.transaction(async (trx) => {
        expect(await nextOrderNumber(trx, { hostId: host.id, day })).toBe(4);
        throw new Error("payment provider down");
      }),
    ).rejects.toThrow("payment provider down");
    expect(await take()).toBe(4);
    expect(await db.transaction((trx) => nextOrderNumber(trx, { hostId: host.id, day: "2030-01-02" }))).toBe(1);
  });

  test("refuses to run outside a transaction (a failed insert would leave a gap)", async () => {
    const host = await createHost(getDb());
    await expect(nextOrderNumber(getDb() as never, { hostId: host.id, day })).rejects.toThrow(/transaction/);
  });

  test("20 concurrent orders get 1..20, no collision, no gap", async () => {
    const db = getDb();
    const host = await createHost(db);
    const product = await createProduct(db, host.id, { price: 1000 });
    const orders = await Promise.all(
      Array.from({ length: 20 }, () =>
        createOrder(db, host.id, { day, items: [{ productId: product.id, quantity: 2 }] }),
      ),
    );
    expect(orders.map((o) => o.number).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(orders.every((o) => o.amount === 2000)).toBe(true);
    const counter = await db("order_counters").where({ host_id: host.id, day }).first();
    expect(counter?.last).toBe(20);
  });
});
