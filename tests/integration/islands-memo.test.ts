// The islands' memo and the cart's price table (decision 097), through the real server with Redis:
// a worker keeps a customer's four facts and a restaurant's prices between requests, and never hands
// one visitor's facts to another. Each writer's event, published by the real function in this process
// and carried by Redis as between two workers, drops what the server kept: an order placed shows in
// "Mijn Bestelinfo", a stamp correction on the card, a name change in the account menu, an iDEAL
// payment's link as the redirect; a logout ends the session. Each change is made in the database first
// and checked to be invisible until its event arrives, so the memo is shown to be in use and the event
// to be what drops it. The price table needs no event: a price written anywhere, even straight into
// the database, is the cart's on the next request (the database's menu generation, migration 0042).
import zlib from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { emptyDraft } from "~/domain/product-draft";
import { connectRedis } from "~/infra/redis.server";
import { linkCustomerToHost } from "~/models/host-customers.server";
import { closeBus, initBus } from "~/realtime/bus.server";
import { customerChanged } from "~/realtime/customer-events.server";
import { hostChanged } from "~/realtime/invalidation.server";
import { orderArrived } from "~/realtime/order-events.server";
import { correctStamps } from "~/services/club.server";
import { priceTable } from "~/services/price-table.server";
import { saveProfile } from "~/services/profile.server";
import {
  createHost,
  createOrder,
  createOrganisation,
  createPayment,
  createProduct,
  createUser,
} from "../../db/factory";
import { eventually } from "../support/eventually";
import { useRedis } from "../support/redis";
import { startAppServer, type AppServer } from "../support/server";
import { createRedisSession } from "../support/session";
import { minuteRoom } from "../support/minute";

let redis: Awaited<ReturnType<typeof useRedis>>;
let app: AppServer;
let host: { id: number; perma: string };
let productId: number;
let admin = "";
let adminId = 0;
let publisher: Awaited<ReturnType<typeof connectRedis>> | undefined;
const stamp = Date.now();

beforeAll(async () => {
  redis = await useRedis();
  const db = getDb();
  const org = await createOrganisation(db);
  host = await createHost(db, {
    organisationId: org.id,
    menu: ["Pizza"],
    name: `Memohuis ${stamp}`,
    settings: { payment: { pickup: ["cash", "pin", "ideal"], deliver: ["cash", "ideal"] } },
  });
  productId = (await createProduct(db, host.id, { name: `Quattro ${stamp}`, tab: "Pizza", price: 1000 })).id;
  adminId = (await createUser(db, { kind: "host", organisationId: org.id, orgRole: "admin" })).id;
  admin = await createRedisSession(redis.url, { userId: adminId });
  // this process publishes through Redis, as another worker would
  publisher = await connectRedis(redis.url);
  await initBus(publisher);
  app = await startAppServer({ REDIS_URL: redis.url });
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await closeBus();
  await publisher?.quit();
  await redis?.stop();
});

const on = () => `${host.perma}.localhost`;
const ISLAND = /<script>window\.__islands=(.*?)<\/script>/;
interface Islands {
  root: { user: { id: number; firstName: string | null } | null; paymentBanner: unknown };
  "routes/_index": {
    cart?: { items: { $price: number; $amount: number }[]; subtotal: number };
    mine: { stamps: number; orders: { number: number; status: string }[] } | null;
  };
}
async function islands(cookie: string): Promise<Islands> {
  const res = await app.fetch(on(), "/", { headers: { cookie, "accept-encoding": "br" } });
  expect(res.status).toBe(200);
  expect(res.headers.get("x-page-cache")).toMatch(/islands$/);
  const raw = Buffer.from(await res.arrayBuffer());
  const html = (res.headers.get("content-encoding") === "br" ? zlib.brotliDecompressSync(raw) : raw).toString();
  return JSON.parse(ISLAND.exec(html)?.[1] ?? "null") as Islands;
}
async function add(cookie: string): Promise<void> {
  const res = await app.fetch(on(), "/api/cart", {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({
      intent: "add",
      productId,
      volume: null,
      variation: null,
      includes: {},
      removed: [],
      remark: "",
      quantity: 1,
    }),
  });
  expect(res.status).toBe(200);
}
async function customer(firstName: string) {
  const user = await createUser(getDb(), { firstName, lastName: "Klant" });
  const cookie = await createRedisSession(redis.url, { userId: user.id });
  await add(cookie);
  return { id: user.id, cookie };
}
/** An iDEAL order of this customer waiting for its open payment, written in the database alone: its link. */
async function openIdealPayment(customerId: number, token: string): Promise<string> {
  const order = await createOrder(getDb(), host.id, {
    customerId,
    paymentMethod: "ideal",
    status: "concept",
    paymentStatus: "none",
    items: [{ name: "Pizza", unitPrice: 1000 }],
  });
  const link = `https://www.mollie.com/checkout/test-mode?method=ideal&token=${token}`;
  await createPayment(getDb(), host.id, { orderId: order.id, amount: 1029, checkoutUrl: link, status: "open" });
  return link;
}
/** The memo is in use: a change in the database alone is not seen (asked twice). */
async function stillMemoised<T>(cookie: string, read: (i: Islands) => T, before: T) {
  for (let i = 0; i < 2; i++) expect(read(await islands(cookie))).toEqual(before);
}

describe("the islands' memo", () => {
  it("gives each visitor only their own facts: a second customer never the first one's, an anonymous cart none", async () => {
    const anna = await customer(`Anna${stamp}`);
    const bram = await customer(`Bram${stamp}`);
    const cart = await createRedisSession(redis.url, {});
    await add(cart);
    for (let round = 0; round < 3; round++) {
      const [a, b, c] = await Promise.all([islands(anna.cookie), islands(bram.cookie), islands(cart)]);
      expect(a.root.user).toMatchObject({ id: anna.id, firstName: `Anna${stamp}` });
      expect(b.root.user).toMatchObject({ id: bram.id, firstName: `Bram${stamp}` });
      expect(c.root.user).toBeNull();
      expect(c["routes/_index"].mine).toBeNull();
      expect(JSON.stringify(c)).not.toContain(`Anna${stamp}`);
      expect(JSON.stringify(b)).not.toContain(`Anna${stamp}`);
    }
  });

  it("shows an order placed at once: its event on the customer's channel drops the memo", async () => {
    const cora = await customer(`Cora${stamp}`);
    const orders = (i: Islands) => i["routes/_index"].mine?.orders.map((o) => o.number) ?? [];
    expect(orders(await islands(cora.cookie))).toEqual([]);
    const order = await createOrder(getDb(), host.id, { customerId: cora.id, status: "new" });
    await stillMemoised(cora.cookie, orders, []);
    await orderArrived({ hostId: host.id, customerId: cora.id }, { id: order.id, number: order.number, status: "new" });
    await eventually(
      "the order in Mijn Bestelinfo",
      async () => orders(await islands(cora.cookie)).includes(order.number),
      {
        timeoutMs: 5_000,
      },
    );
  });

  it("shows stamps the restaurant gave and a new name at once (customer.changed)", async () => {
    const dirk = await customer(`Dirk${stamp}`);
    await linkCustomerToHost(getDb(), { hostId: host.id, customerId: dirk.id });
    const stamps = (i: Islands) => i["routes/_index"].mine?.stamps;
    const first = stamps(await islands(dirk.cookie));
    await correctStamps(
      { hostId: host.id, actor: { userId: adminId, name: "Eigenaar" } },
      {
        intent: "correct",
        customerId: dirk.id,
        stamps: 7,
        reason: "papieren kaart",
      },
    );
    expect(first).not.toBe(7);
    await eventually("7 stamps on the card", async () => stamps(await islands(dirk.cookie)) === 7, {
      timeoutMs: 5_000,
    });

    const name = (i: Islands) => i.root.user?.firstName;
    await getDb()("users")
      .where({ id: dirk.id })
      .update({ first_name: `Dirkje${stamp}` });
    await stillMemoised(dirk.cookie, name, `Dirk${stamp}`);
    await saveProfile({
      userId: dirk.id,
      host: null,
      clientIp: "127.0.0.1",
      input: { intent: "profile", firstName: `Dirkje${stamp}`, lastName: "Klant", avatar: "" },
    });
    await eventually("the new name", async () => name(await islands(dirk.cookie)) === `Dirkje${stamp}`, {
      timeoutMs: 5_000,
    });
  });

  it("redirects to an iDEAL payment opened after the memo was filled, and a logout ends the session", async () => {
    const eva = await customer(`Eva${stamp}`);
    await islands(eva.cookie);
    const link = await openIdealPayment(eva.id, `memo${stamp}`);
    await stillMemoised(eva.cookie, (i) => i.root.user?.id, eva.id);
    // what the payment service (applyProviderState) tells every worker once the provider's link is stored
    await customerChanged(eva.id);
    const redirected = await eventually("the redirect to the payment", async () => {
      const res = await app.fetch(on(), "/", { headers: { cookie: eva.cookie }, redirect: "manual" });
      return res.status === 303 ? res.headers.get("location") : null;
    });
    expect(redirected).toBe(link);

    const frank = await customer(`Frank${stamp}`);
    expect((await islands(frank.cookie)).root.user?.id).toBe(frank.id);
    const out = await app.fetch(on(), "/api/auth/logout", {
      method: "POST",
      headers: { cookie: frank.cookie, origin: `http://${on()}:${app.port}` },
    });
    expect(out.status).toBe(200);
    const after = await app.fetch(on(), "/", { headers: { cookie: frank.cookie, "accept-encoding": "identity" } });
    expect(await after.text()).not.toContain(`Frank${stamp}`);
  });
});

describe("every page's root (decision 107)", () => {
  /** a page that shows no personal data of its own: what the root loaded for this session is in its data */
  async function page(cookie: string): Promise<string> {
    const res = await app.fetch(on(), "/privacy", { headers: { cookie, "accept-encoding": "identity" } });
    expect(res.status).toBe(200);
    return res.text();
  }

  it("reads a customer from the islands' memo: a change in the database alone is not seen, her event shows it", async () => {
    const hans = await customer(`Hans${stamp}`);
    expect(await page(hans.cookie)).toContain(`Hans${stamp}`);
    await getDb()("users")
      .where({ id: hans.id })
      .update({ first_name: `Hansje${stamp}` });
    // the memo is in use: the root did not read the user again (asked twice)
    for (let i = 0; i < 2; i++) expect(await page(hans.cookie)).not.toContain(`Hansje${stamp}`);
    await customerChanged(hans.id);
    await eventually("the new name on the page", async () => (await page(hans.cookie)).includes(`Hansje${stamp}`), {
      timeoutMs: 5_000,
    });

    // an iDEAL payment opened meanwhile: the root's redirect once the payment service's event arrives
    const token = `root${stamp}`;
    await openIdealPayment(hans.id, token);
    for (let i = 0; i < 2; i++) expect(await page(hans.cookie)).not.toContain(token);
    await customerChanged(hans.id);
    await eventually("the payment's link in the root's data", async () => (await page(hans.cookie)).includes(token), {
      timeoutMs: 5_000,
    });
  });

  it("offers a full card's reward at checkout from the memo's card: stamps written alone are not seen, the event shows them", async () => {
    const db = getDb();
    const reward = await createProduct(db, host.id, { name: `Beloning${stamp}`, tab: "Pizza", price: 400 });
    const kaart = await customer(`Kaart${stamp}`);
    await linkCustomerToHost(db, { hostId: host.id, customerId: kaart.id });
    await db("hosts")
      .where({ id: host.id })
      .update({ settings: db.raw(`settings || ?::jsonb`, [JSON.stringify({ stampRewardProductIds: [reward.id] })]) });
    // the restaurant's own event, as its settings page publishes it: its cache and memo start afresh
    await hostChanged(host.id);
    const checkout = async () => {
      const res = await app.fetch(on(), "/order/checkout", {
        headers: { cookie: kaart.cookie, "accept-encoding": "identity" },
      });
      expect(res.status).toBe(200);
      return res.text();
    };
    await eventually("the checkout without a reward", async () => !(await checkout()).includes(`Beloning${stamp}`), {
      timeoutMs: 5_000,
    });
    await db("stamps").insert({ host_id: host.id, customer_id: kaart.id, delta: 10, reason: "adjust" });
    for (let i = 0; i < 2; i++) expect(await checkout()).not.toContain(`Beloning${stamp}`);
    await customerChanged(kaart.id);
    await eventually("the reward for the full card", async () => (await checkout()).includes(`Beloning${stamp}`), {
      timeoutMs: 5_000,
    });
  });

  it("reads a staff member afresh on every page: a change in the database is seen on the next one", async () => {
    await getDb()("users")
      .where({ id: adminId })
      .update({ first_name: `Beheer${stamp}` });
    expect(await page(admin)).toContain(`Beheer${stamp}`);
    await getDb()("users")
      .where({ id: adminId })
      .update({ first_name: `Baas${stamp}` });
    expect(await page(admin)).toContain(`Baas${stamp}`);
  });
});

describe("the cart's price table", () => {
  // a kept document or table is asserted below: its steps fall in one minute (tests/support/minute.ts)
  beforeEach(() => minuteRoom());
  it("is kept between requests and follows every write the database sees, announced or not", async () => {
    // in this process, the service itself: the same table while nothing changed
    const first = await priceTable(host.id);
    expect(await priceTable(host.id)).toBe(first);
    expect(first.get(productId)?.price).toBe(1000);
    // a write in the database alone (no menu.changed, no editor): the next use reads afresh
    await getDb()("products").where({ id: productId, host_id: host.id }).update({ price: 1100 });
    const second = await priceTable(host.id);
    expect(second).not.toBe(first);
    expect(second.get(productId)?.price).toBe(1100);
    expect(await priceTable(host.id)).toBe(second);
    // a new product, a choice's price and a tab hidden in the restaurant's settings move it too
    const extra = await createProduct(getDb(), host.id, {
      name: `Extra ${stamp}`,
      tab: "Pizza",
      price: 500,
      groups: [{ name: "Saus", items: [{ name: "Knoflook", price: 50 }] }],
    });
    const withChoice = await priceTable(host.id);
    expect(withChoice.get(extra.id)?.price).toBe(500);
    await getDb()("include_items").where({ host_id: host.id, name: "Knoflook" }).update({ price: 75 });
    const third = await priceTable(host.id);
    expect(third.get(extra.id)?.groups[0]?.items[0]?.price).toBe(75);
    await getDb()("hosts")
      .where({ id: host.id })
      .update({ settings: getDb().raw(`settings || '{"hiddenTabs":["Pizza"]}'::jsonb`) });
    const fourth = await priceTable(host.id);
    expect(fourth).not.toBe(third);
    expect(fourth.get(productId)?.inHiddenTab).toBe(true);
    await getDb()("hosts")
      .where({ id: host.id })
      .update({ settings: getDb().raw(`settings - 'hiddenTabs'`) });
    await getDb()("products").where({ id: extra.id, host_id: host.id }).delete();
    expect((await priceTable(host.id)).has(extra.id)).toBe(false);
    // another restaurant's writes leave this one's table alone
    const other = await createHost(getDb(), { menu: ["Pizza"], name: `Ander ${stamp}` });
    const kept = await priceTable(host.id);
    await createProduct(getDb(), other.id, { name: `Elders ${stamp}`, tab: "Pizza", price: 700 });
    expect(await priceTable(host.id)).toBe(kept);
  });

  it("shows the owner's new price in the cart on the next request, written through the editor or straight into the database", async () => {
    const gijs = await customer(`Gijs${stamp}`);
    const price = (i: Islands) => i["routes/_index"].cart?.items[0]?.$price;
    await getDb()("products").where({ id: productId, host_id: host.id }).update({ price: 1000 });
    expect(price(await islands(gijs.cookie))).toBe(1000);
    // a change in the database alone, as price-change.spec makes it: seen as soon as the database's
    // notification of the new generation arrives (decision 102), which is at its commit
    await getDb()("products").where({ id: productId, host_id: host.id }).update({ price: 1100 });
    await eventually("the price written in the database", async () => price(await islands(gijs.cookie)) === 1100, {
      timeoutMs: 5_000,
    });
    const version = (await getDb()("products").where({ id: productId, host_id: host.id }).first("version"))
      .version as number;
    const saved = await app.fetch(on(), `/admin/products/${productId}`, {
      method: "POST",
      headers: { cookie: admin, accept: "text/html" },
      body: new URLSearchParams({
        intent: "save",
        version: String(version),
        draft: JSON.stringify({ ...emptyDraft("Pizza"), name: `Quattro ${stamp}`, price: "12,50" }),
      }),
    });
    expect(saved.status).toBeLessThan(400);
    await eventually("the price saved in the editor", async () => price(await islands(gijs.cookie)) === 1250, {
      timeoutMs: 5_000,
    });
  });
});

describe("the session as the islands read it (decision 102)", () => {
  const stored = async (sid: string) => {
    const text = await publisher!.get(`bestelinfo:sess:${sid}`);
    return JSON.parse(text ?? "null") as { cart?: { version?: string; items: { $price: number }[] } } | null;
  };
  const sidOf = (cookie: string) => /s%3A([^.]+)\./.exec(cookie)?.[1] ?? "";

  it("is read without express-session and never written, until a moved price is stored through it", async () => {
    const ina = await customer(`Ina${stamp}`);
    const sid = sidOf(ina.cookie);
    const price = (i: Islands) => i["routes/_index"].cart?.items[0]?.$price;
    await getDb()("products").where({ id: productId, host_id: host.id }).update({ price: 1000 });
    await eventually("€ 10,00 in the cart", async () => price(await islands(ina.cookie)) === 1000, {
      timeoutMs: 5_000,
    });
    const before = (await stored(sid))?.cart;
    expect(before?.items[0]?.$price).toBe(1000);
    // express-session would touch the session on every answer (connect-redis' EXPIRE, a day again)
    await publisher!.expire(`bestelinfo:sess:${sid}`, 500);
    for (let i = 0; i < 3; i++) {
      const res = await app.fetch(on(), "/", { headers: { cookie: ina.cookie } });
      expect(res.headers.get("x-page-cache")).toMatch(/islands$/);
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    expect(await publisher!.ttl(`bestelinfo:sess:${sid}`)).toBeLessThanOrEqual(500);
    expect((await stored(sid))?.cart?.version).toBe(before?.version);
    // a moved price: the islands show it and the session stores it (the peek's answer made again)
    await getDb()("products").where({ id: productId, host_id: host.id }).update({ price: 1300 });
    await eventually("€ 13,00 in the cart", async () => price(await islands(ina.cookie)) === 1300, {
      timeoutMs: 5_000,
    });
    const after = (await stored(sid))?.cart;
    expect(after?.items[0]?.$price).toBe(1300);
    expect(after?.version).not.toBe(before?.version);
    await getDb()("products").where({ id: productId, host_id: host.id }).update({ price: 1000 });
  });

  it("ends a session whose login ended elsewhere, as express-session did", async () => {
    const jan = await customer(`Jan${stamp}`);
    const sid = sidOf(jan.cookie);
    expect((await islands(jan.cookie)).root.user?.id).toBe(jan.id);
    // the user's sessions ended on another device: the version the session holds no longer matches
    await getDb()("users").where({ id: jan.id }).increment("session_version", 1);
    await customerChanged(jan.id);
    await eventually(
      "the session ended",
      async () => {
        const res = await app.fetch(on(), "/", { headers: { cookie: jan.cookie } });
        expect(res.status).toBe(200);
        return (await stored(sid)) === null;
      },
      { timeoutMs: 5_000 },
    );
  });

  it("refuses a cookie whose signature does not match: a visitor without a session", async () => {
    const kim = await customer(`Kim${stamp}`);
    const forged = kim.cookie.replace(/\.([^.;]+)$/, ".AAAA$1");
    const res = await app.fetch(on(), "/", { headers: { cookie: forged } });
    expect(res.status).toBe(200);
    // the anonymous page (no islands), as express-session answers a cookie it cannot verify
    expect(res.headers.get("x-page-cache")).not.toMatch(/islands/);
    expect(await stored(sidOf(kim.cookie))).not.toBeNull();
  });
});
