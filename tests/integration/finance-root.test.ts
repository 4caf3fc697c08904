// Root's financial overview (docs/issues/017.md §7) through the real server: on the platform domain root sees
// every restaurant's orders, revenue and iDEAL volume and their sum, picks one for its full overview,
// and downloads one restaurant's month as CSV; a restaurant's admin naming another restaurant is
// refused in Dutch (403) on the page and the CSV; staff, customers and anonymous never get in.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { fromWallClock } from "~/domain/amsterdam-time";
import { createHost, createOrder, createOrganisation, createUser } from "../../db/factory";
import { sharedAppServer, sharedRedis } from "../support/shared-server";
import type { AppClient } from "../support/server";
import { createRedisSession } from "../support/session";

let app: AppClient;
let redis: { url: string };

beforeAll(async () => {
  redis = sharedRedis();
  app = await sharedAppServer();
}, 90_000);

const at = (day: number) => fromWallClock({ year: 2026, month: 10, day }, 18, 0);
const OCTOBER = "period=pick&from=2026-10-01&to=2026-10-31";

async function restaurant(name: string) {
  const db = getDb();
  const org = await createOrganisation(db);
  const host = await createHost(db, { organisationId: org.id, name });
  const session = async (over: Parameters<typeof createUser>[1]) =>
    createRedisSession(redis.url, { userId: (await createUser(db, over)).id });
  return { org, host, session, site: `${host.perma}.localhost` };
}

describe("root's financial overview across restaurants", () => {
  it("lists every restaurant with orders, revenue and iDEAL, sums them, and opens one", async () => {
    const db = getDb();
    const a = await restaurant(`Frituur Anna ${Date.now()}`);
    const b = await restaurant(`Pizzeria Bert ${Date.now()}`);
    const cash = await createOrder(db, a.host.id, {
      createdAt: at(10),
      paymentMethod: "cash",
      items: [{ name: "Friet", unitPrice: 1250 }],
    });
    const ideal = await createOrder(db, a.host.id, {
      createdAt: at(11),
      paymentMethod: "ideal",
      paid: true,
      items: [{ name: "Kroket", unitPrice: 2075 }],
    });
    const other = await createOrder(db, b.host.id, {
      createdAt: at(12),
      paymentMethod: "cash",
      items: [{ name: "Pizza", unitPrice: 999 }],
    });
    await createOrder(db, b.host.id, { createdAt: fromWallClock({ year: 2026, month: 9, day: 30 }, 18, 0) });
    const root = await createRedisSession(redis.url, { userId: (await createUser(db, { kind: "root" })).id });
    const get = (path: string, cookie = root, site = "localhost") =>
      app.fetch(site, path, { headers: cookie ? { cookie } : {} });

    const page = await get(`/admin/stats?${OCTOBER}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("alle restaurants");
    expect(html).toContain("Per restaurant");
    const row = (name: string) =>
      new RegExp(`${name}</a></th><td[^>]*>(\\d+)</td><td[^>]*>€\\s([\\d.,]+)</td><td[^>]*>€\\s([\\d.,]+)</td>`);
    const euros = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");
    expect(html).toMatch(row(a.host.name));
    const [, aOrders, aRevenue, aIdeal] = row(a.host.name).exec(html)!;
    expect([Number(aOrders), aRevenue, aIdeal]).toEqual([2, euros(cash.amount + ideal.amount), euros(ideal.amount)]);
    const [, bOrders, bRevenue] = row(b.host.name).exec(html)!;
    expect([Number(bOrders), bRevenue]).toEqual([1, euros(other.amount)]); // September's order is not October's

    // one restaurant: its own full overview, the restaurant kept in the period links and the CSV
    const one = await (await get(`/admin/stats?${OCTOBER}&restaurant=${String(a.host.id)}`)).text();
    expect(one).toContain("← Alle restaurants");
    expect(one).toContain("Per betaalwijze");
    expect(one).toContain(`restaurant=${String(a.host.id)}`);
    for (const bad of ["3000000000", "abc", "2147483000"]) {
      const res = await get(`/admin/stats?${OCTOBER}&restaurant=${bad}`);
      expect(res.status, bad).toBe(404);
      expect(await res.text()).toContain("Restaurant niet gevonden.");
    }

    // the CSV of one restaurant's month
    const csv = await get(`/admin/stats/csv/bestellingen.csv?restaurant=${String(a.host.id)}&month=2026-10`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString("utf8").trim().split("\r\n")).toHaveLength(1 + 2);
    expect(csv.headers.get("content-disposition")).toContain(`${a.host.perma}-bestellingen-2026-10-01-pick.csv`);
    expect((await get(`/admin/stats/csv/bestellingen.csv?restaurant=${String(a.host.id)}&month=2026-13`)).status).toBe(
      400,
    );
    expect((await get(`/admin/stats/csv/bestellingen.csv?month=2026-10`)).status).toBe(400);
  });

  it("refuses another restaurant's id to a restaurant's admin, and everyone but root on the platform", async () => {
    const a = await restaurant(`Snackbar Cor ${Date.now()}`);
    const b = await restaurant(`Grill Dirk ${Date.now()}`);
    const admin = await a.session({ kind: "host", organisationId: a.org.id, orgRole: "admin" });
    const get = (site: string, path: string, cookie?: string) =>
      app.fetch(site, path, { headers: cookie ? { cookie } : {} });
    for (const path of ["/admin/stats", "/admin/stats/csv/bestellingen.csv"]) {
      const refused = await get(a.site, `${path}?restaurant=${String(b.host.id)}`, admin);
      expect(refused.status, path).toBe(403);
      expect(await refused.text()).toContain("Je ziet alleen de cijfers van je eigen restaurant.");
      expect((await get(a.site, `${path}?restaurant=${String(a.host.id)}`, admin)).status, path).toBe(200);
    }
    // on the platform: only root
    expect((await get("localhost", "/admin/stats", admin)).status).toBe(403);
    const cook = await a.session({ kind: "host", organisationId: a.org.id, orgRole: "cook" });
    expect((await get("localhost", "/admin/stats", cook)).status).toBe(403);
    expect((await get(a.site, "/admin/stats", cook)).status).toBe(403);
    const customer = await createRedisSession(redis.url, { userId: (await createUser(getDb())).id });
    expect((await get("localhost", "/admin/stats", customer)).status).toBe(403);
    expect([302, 303, 401]).toContain((await get("localhost", "/admin/stats")).status);
    expect([302, 303, 401]).toContain(
      (await get("localhost", "/admin/stats/csv/bestellingen.csv?month=2026-10")).status,
    );
  });
});

describe("/admin/dashboard through the server (docs/issues/017.md §6)", () => {
  it("is the restaurant admin's and root's: staff roles 403, another restaurant's admin 403, anonymous to the login", async () => {
    const db = getDb();
    const a = await restaurant(`Dashboard Eva ${Date.now()}`);
    const b = await restaurant(`Dashboard Frits ${Date.now()}`);
    await createOrder(db, a.host.id, { items: [{ name: "Bami", unitPrice: 1234 }] });
    await createOrder(db, b.host.id, { items: [{ name: "Nasi", unitPrice: 9876 }] });
    const get = (site: string, cookie?: string) =>
      app.fetch(site, "/admin/dashboard", { headers: cookie ? { cookie } : {} });

    const owner = await get(a.site, await a.session({ kind: "host", organisationId: a.org.id, orgRole: "admin" }));
    expect(owner.status).toBe(200);
    const html = await owner.text();
    expect(html).toMatch(/12,34/);
    expect(html).not.toMatch(/98,76/); // the other restaurant's order is not hers
    for (const role of ["order", "user", "cook", "courier", "callcenter"] as const)
      expect(
        (await get(a.site, await a.session({ kind: "host", organisationId: a.org.id, orgRole: role }))).status,
        role,
      ).toBe(403);
    expect(
      (await get(a.site, await b.session({ kind: "host", organisationId: b.org.id, orgRole: "admin" }))).status,
    ).toBe(403);
    const customer = await createRedisSession(redis.url, { userId: (await createUser(db)).id });
    expect((await get(a.site, customer)).status).toBe(403);
    expect([302, 303, 401]).toContain((await get(a.site)).status);
    const root = await createRedisSession(redis.url, { userId: (await createUser(db, { kind: "root" })).id });
    expect((await get(a.site, root)).status).toBe(200);
  });
});
