// The cart and checkout routes through the real server (production build, Redis sessions):
// JSON and form bodies, Dutch 4xx answers, the Origin check, login required, the cart kept.
import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import type { Host } from "~/models/hosts.server";
import type { MenuProduct } from "~/models/products.server";
import { createHost, createProduct, createUser } from "../../db/factory";
import { sharedAppServer, sharedRedis } from "../support/shared-server";
import type { AppClient } from "../support/server";
import { createRedisSession } from "../support/session";

let app: AppClient;
let redis: { url: string };
let host: Host;
let other: Host;
let pizza: MenuProduct;
let foreign: MenuProduct;

beforeAll(async () => {
  const db = getDb();
  host = await createHost(db, {
    menu: ["Pizza"],
    deliveryZones: [{ zipFrom: 3511, zipTo: 3531, fee: 250, minimum: 900, freeFrom: 2500 }],
  });
  other = await createHost(db);
  pizza = await createProduct(db, host.id, {
    name: "Margherita",
    tab: "Pizza",
    price: 950,
    groups: [{ name: "Bodem", min: 1, max: 1, items: ["Dun", "Dik"] }],
  });
  foreign = await createProduct(db, other.id, { name: "Elders", price: 100 });
  redis = sharedRedis();
  app = await sharedAppServer();
}, 60_000);

const site = () => `${host.perma}.localhost`;
const origin = () => app.url(site(), "").replace(/\/$/, "");

function post(path: string, body: URLSearchParams | object, cookie?: string, extra: Record<string, string> = {}) {
  const json = !(body instanceof URLSearchParams);
  return app.fetch(site(), path, {
    method: "POST",
    headers: {
      origin: origin(),
      ...(json ? { "content-type": "application/json" } : {}),
      ...(cookie ? { cookie } : {}),
      ...extra,
    },
    body: json ? JSON.stringify(body) : body,
  });
}

const cookieOf = (res: Response) => res.headers.get("set-cookie")?.split(";")[0];

describe("/api/cart", () => {
  it("adds from a plain form, ignores a posted price, and keeps the cart in the session", async () => {
    const form = new URLSearchParams({
      intent: "add",
      productId: String(pizza.id),
      quantity: "2",
      includes: JSON.stringify({ Bodem: ["Dun"] }),
      price: "1",
    });
    const res = await post("/api/cart", form);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.cart).toMatchObject({
      count: 2,
      subtotal: 1900,
      items: [{ $name: "Margherita", $amount: 1900, $include: ["Dun"] }],
    });
    const again = await app.fetch(site(), "/api/cart", { headers: { cookie: cookieOf(res) ?? "" } });
    expect((await again.json()).cart.count).toBe(2);
  });

  it.each([
    [{ intent: "add", productId: 0, quantity: 1 }, 400, "Dit product bestaat niet (meer) bij dit restaurant."],
    [{ intent: "add", productId: 1, quantity: 10_000 }, 400, "Kies een aantal van 1 tot en met 99."],
    [{ intent: "add", productId: 1, quantity: -1 }, 400, "Kies een aantal van 1 tot en met 99."],
    [{ intent: "verzin" }, 400, "Onbekende actie."],
  ])("answers %j with %i and a Dutch message", async (body, status, message) => {
    const res = await post("/api/cart", body);
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ result: "ERROR", message });
  });

  it("refuses another restaurant's product, a missing choice, and a cross-site post", async () => {
    const foreignRes = await post("/api/cart", { intent: "add", productId: foreign.id, quantity: 1 });
    expect(foreignRes.status).toBe(404);
    const missing = await post("/api/cart", { intent: "add", productId: pizza.id, quantity: 1 });
    expect([missing.status, (await missing.json()).message]).toEqual([422, "Margherita: Maak een keuze bij Bodem."]);
    const evil = await post("/api/cart", { intent: "clear" }, undefined, { origin: "https://evil.example" });
    expect(evil.status).toBe(403);
  });
});

describe("/api/push", () => {
  const subscription = {
    endpoint: "https://push.example.test/send/order-api",
    keys: { p256dh: "B".repeat(87), auth: "A".repeat(22) },
  };

  it("wants a login before it reads the body, then stores the subscription (201) or refuses it in Dutch (400)", async () => {
    const anonymous = await post("/api/push", { nonsense: true });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ result: "ERROR", message: "Log eerst in om meldingen te ontvangen." });
    const customer = await createUser(getDb());
    const cookie = await createRedisSession(redis.url, { userId: customer.id });
    const bad = await post("/api/push", { endpoint: "http://plain.example.test/x" }, cookie);
    expect(bad.status).toBe(400);
    expect((await bad.json()).result).toBe("ERROR");
    const saved = await post("/api/push", subscription, cookie);
    expect(saved.status).toBe(201);
    expect(
      await getDb()("push_subscriptions").where({ endpoint: subscription.endpoint, user_id: customer.id }),
    ).toHaveLength(1);
  });
});

describe("ids beyond the integer column", () => {
  it("are refused with the field's Dutch message, never a 500", async () => {
    const cart = await post("/api/cart", { intent: "add", productId: 3_000_000_000, quantity: 1 });
    expect(cart.status).toBe(400);
    expect((await cart.json()).message).toBe("Dit product bestaat niet (meer) bij dit restaurant.");
    const reorder = await post("/api/cart", { intent: "reorder", orderId: "3000000000" });
    expect(reorder.status).toBe(400);
    const pay = await post(
      "/api/payment/request",
      { order: 3_000_000_000 },
      await createRedisSession(redis.url, { userId: (await createUser(getDb())).id }),
    );
    expect(pay.status).toBe(400);
    expect((await pay.json()).message).toBe("Geef een bestelling op.");
  });
});

describe("/api/order/place", () => {
  const order = (key = crypto.randomUUID()) =>
    new URLSearchParams({
      deliver: "true",
      street: "Voorstraat",
      number: "45",
      zipcode: "3512 AK",
      city: "Utrecht",
      name: "Sanne",
      phone: "0612345678",
      time: "asap",
      payment: "cash",
      idempotencyKey: key,
      // the checkout's summary: Pizza met Dik € 9,50 + bezorgkosten € 2,50 (decision 066)
      confirmedTotal: "1200",
    });

  it("asks to log in first", async () => {
    const res = await post("/api/order/place", order());
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: "Log eerst in om te bestellen." });
  });

  it("places the order of a logged-in customer once per key, and keeps the cart on a refusal", async () => {
    const customer = await createUser(getDb());
    const cookie = await createRedisSession(redis.url, { userId: customer.id });
    await post("/api/cart", { intent: "add", productId: pizza.id, quantity: 1, includes: { Bodem: ["Dik"] } }, cookie);

    const badZip = order();
    badZip.set("zipcode", "12");
    const invalid = await post("/api/order/place", badZip, cookie);
    expect([invalid.status, await invalid.json()]).toEqual([
      400,
      { result: "ERROR", message: "Ongeldige postcode", fields: { "address.zipcode": "Ongeldige postcode" } },
    ]);
    const outside = order();
    outside.set("zipcode", "9999 AA");
    expect((await post("/api/order/place", outside, cookie)).status).toBe(422);

    const key = crypto.randomUUID();
    const placed = await post("/api/order/place", order(key), cookie);
    expect([placed.status, placed.status === 201 ? "" : (await placed.clone().json()).message]).toEqual([201, ""]);
    const { order: view } = await placed.json();
    expect(view).toMatchObject({ status: "new", subtotal: 950, deliveryFee: 250, amount: 1200, paymentMethod: "cash" });
    const replay = await post("/api/order/place", order(key), cookie);
    expect(replay.status).toBe(200);
    expect((await replay.json()).order.id).toBe(view.id);
    const cart = await app.fetch(site(), "/api/cart", { headers: { cookie } });
    expect((await cart.json()).cart.items).toEqual([]);
  });
});
