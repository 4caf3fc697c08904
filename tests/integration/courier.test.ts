// The courier's phone through the real server (decisions 076, 077): who may open /ritten and tap
// (courier, admin, order; not the cook, another restaurant's courier, a customer, anonymous); only
// today's deliveries of his restaurant, the customer's phone only while the ride is his; never
// cached; two couriers tapping "Meenemen" at once — one gets it, the other a Dutch 409 (and the
// model's guarded UPDATE under two concurrent transactions); the `due/onroute` message logged once;
// "Bezorgd" with the cash received, once per key; every assignment and collection in the order's
// history; and the daily close's cash per courier.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { TAKEN_BY_OTHER, WRONG_AMOUNT } from "~/domain/courier";
import { takeRide as takeRideRow } from "~/models/courier.server";
import { loadDayClose } from "~/services/day-close.server";
import { createOrder, createUser, type FactoryOrder } from "../../db/factory";
import { sharedAppServer, sharedRedis } from "../support/shared-server";
import type { AppClient } from "../support/server";
import { createRedisSession } from "../support/session";
import { twoRestaurants, type TwoRestaurants } from "../support/tenants";

type P = "courierA" | "adminA" | "orderA" | "cookA" | "courierB" | "customer";
let redis: { url: string };
let app: AppClient;
let t: TwoRestaurants<P>;
let secondCourier = { id: 0, cookie: "" };

beforeAll(async () => {
  redis = sharedRedis();
  t = await twoRestaurants(redis.url, ["courierA", "adminA", "orderA", "cookA", "courierB", "customer"]);
  const user = await createUser(getDb(), {
    kind: "host",
    organisationId: t.orgA.id,
    orgRole: "courier",
    firstName: "Kees",
    lastName: "Tweede",
  });
  secondCourier = { id: user.id, cookie: await createRedisSession(redis.url, { userId: user.id }) };
  app = await sharedAppServer();
}, 90_000);

const on = (host: { perma: string }) => `${host.perma}.localhost`;
const page = (cookie?: string, host = t.hostA) =>
  app.fetch(on(host), "/ritten", { headers: cookie ? { cookie } : {}, redirect: "manual" });
const tap = (cookie: string | null, body: Record<string, unknown>, host = t.hostA) =>
  app.fetch(on(host), "/api/ritten", {
    method: "POST",
    headers: { ...(cookie ? { cookie } : {}), "content-type": "application/json" },
    body: JSON.stringify(body),
  });
const key = () => crypto.randomUUID();

let phoneSeq = 0;
function delivery(hostId: number, extra: Parameters<typeof createOrder>[2] = {}): Promise<FactoryOrder> {
  phoneSeq += 1;
  return createOrder(getDb(), hostId, {
    status: "done",
    deliver: true,
    paymentMethod: "cash",
    customerName: `Klant ${phoneSeq}`,
    phone: `06${String(40_000_000 + phoneSeq)}`,
    address: { street: "Oudegracht", number: String(phoneSeq), zipcode: "3511 AB", city: "Utrecht" },
    items: [{ name: "Pizza", unitPrice: 2350 }],
    ...extra,
  });
}

const row = (id: number) =>
  getDb()("orders").where({ id }).first<{
    status: string;
    courier_id: number | null;
    paid: boolean;
    collected_amount: number | null;
    courier_note: string | null;
  }>();
const events = (orderId: number) =>
  getDb()("order_events").where({ order_id: orderId, type: "courier" }).orderBy("id").select("payload", "user_id");

describe("who may open /ritten and tap", () => {
  it("lets the courier, admin and service staff in, and refuses everyone else", async () => {
    for (const who of ["courierA", "adminA", "orderA"] as const) {
      const res = await page(t.cookies[who]);
      expect(res.status, who).toBe(200);
      expect(res.headers.get("cache-control"), who).toContain("no-store");
    }
    expect((await page(t.cookies.cookA)).status).toBe(403);
    expect((await page(t.cookies.courierB)).status).toBe(403); // another restaurant's courier
    expect((await page(t.cookies.customer)).status).toBe(403);
    const anonymous = await page();
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login/);

    const order = await delivery(t.hostA.id);
    const body = { intent: "take", orderId: order.id, key: key() };
    expect((await tap(t.cookies.cookA, body)).status).toBe(403);
    expect((await tap(t.cookies.courierB, body)).status).toBe(403);
    expect((await tap(t.cookies.courierB, body, t.hostB)).status).toBe(404); // not B's order
    expect((await tap(t.cookies.customer, body)).status).toBe(403);
    expect((await tap(null, body)).status).toBe(401);
    expect((await tap(t.cookies.courierA, { intent: "fly", orderId: order.id, key: key() })).status).toBe(400);
    expect((await tap(t.cookies.courierA, { intent: "take", orderId: order.id, key: "kort" })).status).toBe(400);
    expect((await row(order.id)).courier_id).toBeNull();
  });
});

describe("privacy of the list", () => {
  it("shows today's ready deliveries of his restaurant only, the phone only while the ride is his", async () => {
    const mine = await delivery(t.hostA.id, { customerName: "Vandaag Klaar" });
    const yesterday = new Date(Date.now() - 26 * 3_600_000);
    await delivery(t.hostA.id, { customerName: "Gisteren Klaar", createdAt: yesterday });
    await delivery(t.hostB.id, { customerName: "Ander Restaurant" });
    await createOrder(getDb(), t.hostA.id, { status: "done", deliver: false, customerName: "Afhaler Klaar" });
    await delivery(t.hostA.id, { customerName: "Nog In De Keuken", status: "order" });
    const jet = await delivery(t.hostA.id, { customerName: "Jet Bezorgt Zelf", source: "thuisbezorgd" });
    await getDb()("marketplace_orders").insert({
      host_id: t.hostA.id,
      raw: "{}",
      status: "placed",
      order_id: jet.id,
      courier: "marketplace",
      ack: "none",
    });

    const phone = (await getDb()("orders").where({ id: mine.id }).first<{ phone: string }>("phone")).phone;
    expect(phone).toMatch(/^06\d{8}$/);
    const html = await (await page(t.cookies.courierA)).text();
    expect(html).toContain("Vandaag Klaar");
    for (const hidden of [
      "Gisteren Klaar",
      "Ander Restaurant",
      "Afhaler Klaar",
      "Nog In De Keuken",
      "Jet Bezorgt Zelf",
    ])
      expect(html, hidden).not.toContain(hidden);
    // ready, not his: the address to plan the ride, never the phone
    expect(html).not.toContain(phone);

    expect((await tap(t.cookies.courierA, { intent: "take", orderId: mine.id, key: key() })).status).toBe(200);
    const his = await (await page(t.cookies.courierA)).text();
    expect(his).toContain(`tel:${phone}`);
    // the other courier sees neither the order nor the phone now it is taken
    const other = await (await page(secondCourier.cookie)).text();
    expect(other).not.toContain("Vandaag Klaar");
    expect(other).not.toContain(phone);
    // a marketplace-delivered order cannot be taken either
    expect((await tap(t.cookies.courierA, { intent: "take", orderId: jet.id, key: key() })).status).toBe(409);

    const received = mine.amount;
    expect((await tap(t.cookies.courierA, { intent: "deliver", orderId: mine.id, key: key(), received })).status).toBe(
      200,
    );
    const after = await (await page(t.cookies.courierA)).text();
    expect(after).not.toContain(phone);
    expect(after).not.toContain("Vandaag Klaar");
  });
});

describe("Meenemen", () => {
  it("gives a ride to one of two couriers tapping at once; the other gets a Dutch 409", async () => {
    for (let round = 0; round < 3; round += 1) {
      const order = await delivery(t.hostA.id);
      const [a, b] = await Promise.all([
        tap(t.cookies.courierA, { intent: "take", orderId: order.id, key: key() }),
        tap(secondCourier.cookie, { intent: "take", orderId: order.id, key: key() }),
      ]);
      const statuses = [a.status, b.status].sort();
      expect(statuses).toEqual([200, 409]);
      const loser = a.status === 409 ? a : b;
      expect(await loser.json()).toMatchObject({ result: "ERROR", message: TAKEN_BY_OTHER });
      const winner = a.status === 200 ? t.users.courierA.id : secondCourier.id;
      expect((await row(order.id)).courier_id).toBe(winner);
      const taken = await events(order.id);
      expect(taken).toHaveLength(1);
      expect(taken[0]).toMatchObject({ user_id: winner, payload: { action: "take", courierId: winner } });
    }
  });

  it("the model's guarded UPDATE lets exactly one of two concurrent transactions take the order", async () => {
    const order = await delivery(t.hostA.id);
    const at = new Date();
    const attempt = (courierId: number) =>
      getDb().transaction((trx) => takeRideRow(trx, { hostId: t.hostA.id, id: order.id, courierId, at }));
    const results = await Promise.all([attempt(t.users.courierA.id), attempt(secondCourier.id)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const winner = results[0] ? t.users.courierA.id : secondCourier.id;
    expect((await row(order.id)).courier_id).toBe(winner);
    // not ready, or another restaurant's: nothing taken
    const cooking = await delivery(t.hostA.id, { status: "order" });
    expect(
      await getDb().transaction((trx) =>
        takeRideRow(trx, { hostId: t.hostA.id, id: cooking.id, courierId: winner, at }),
      ),
    ).toBe(false);
    expect(
      await getDb().transaction((trx) => takeRideRow(trx, { hostId: t.hostB.id, id: order.id, courierId: winner, at })),
    ).toBe(false);
  });

  it("sends the customer the onroute message once, not at Klaar, not again when retaken", async () => {
    const order = await delivery(t.hostA.id, { status: "order" });
    const onroute = async () =>
      Number(
        (
          await getDb()("notifications")
            .where({ order_id: order.id, type: "due", sub: "onroute" })
            .count<{ n: string }[]>("* as n")
        )[0].n,
      );
    // "Klaar" on the board: restaurant A has couriers, so no "onderweg" yet
    const ready = await app.fetch(on(t.hostA), `/api/board/${order.id}`, {
      method: "POST",
      headers: { cookie: t.cookies.orderA, "content-type": "application/json" },
      body: JSON.stringify({ intent: "advance", from: "order" }),
    });
    expect(ready.status).toBe(200);
    expect(await onroute()).toBe(0);

    const takeKey = key();
    expect((await tap(t.cookies.courierA, { intent: "take", orderId: order.id, key: takeKey })).status).toBe(200);
    expect(await onroute()).toBe(1);
    // the same tap again (a retry): the first answer, nothing sent
    const again = await tap(t.cookies.courierA, { intent: "take", orderId: order.id, key: takeKey });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ replayed: true });
    expect(await onroute()).toBe(1);

    // not home: back on the board with his note, then the other courier takes it — still one message
    const back = await tap(t.cookies.courierA, {
      intent: "problem",
      orderId: order.id,
      key: key(),
      note: "Niemand thuis",
    });
    expect(back.status).toBe(200);
    expect(await row(order.id)).toMatchObject({
      courier_id: null,
      courier_note: expect.stringContaining("Niemand thuis"),
    });
    expect((await tap(secondCourier.cookie, { intent: "take", orderId: order.id, key: key() })).status).toBe(200);
    expect(await onroute()).toBe(1);
    const history = (await events(order.id)).map((e) => (e.payload as { action: string }).action);
    expect(history).toEqual(["take", "problem", "take"]);
  });
});

describe("Bezorgd", () => {
  it("archives with the cash received, once per key, in the order's history", async () => {
    const order = await delivery(t.hostA.id);
    const c = t.cookies.courierA;
    // not his yet: refused
    expect((await tap(c, { intent: "deliver", orderId: order.id, key: key(), received: order.amount })).status).toBe(
      409,
    );
    expect((await tap(c, { intent: "take", orderId: order.id, key: key() })).status).toBe(200);
    // another courier cannot deliver his ride
    expect(
      (await tap(secondCourier.cookie, { intent: "deliver", orderId: order.id, key: key(), received: order.amount }))
        .status,
    ).toBe(409);
    const wrong = await tap(c, { intent: "deliver", orderId: order.id, key: key(), received: order.amount - 100 });
    expect(wrong.status).toBe(409);
    expect(await wrong.json()).toMatchObject({ message: WRONG_AMOUNT });
    expect((await row(order.id)).status).toBe("done");

    const deliverKey = key();
    const first = await tap(c, { intent: "deliver", orderId: order.id, key: deliverKey, received: order.amount });
    expect(first.status).toBe(200);
    const second = await tap(c, { intent: "deliver", orderId: order.id, key: deliverKey, received: order.amount });
    expect(second.status).toBe(200);
    expect(await second.json()).toMatchObject({ replayed: true, order: { status: "archive" } });
    expect(await row(order.id)).toMatchObject({
      status: "archive",
      paid: true,
      courier_id: t.users.courierA.id,
      collected_amount: order.amount,
    });
    const history = await events(order.id);
    expect(history.map((e) => (e.payload as { action: string }).action)).toEqual(["take", "collected"]);
    expect(history[1].payload).toMatchObject({ amount: order.amount, courierId: t.users.courierA.id });
    const archived = await getDb()("order_events").where({ order_id: order.id, type: "status", status: "archive" });
    expect(archived).toHaveLength(1);
    // a key is bound to its tap: the same key on another order is refused
    const otherOrder = await delivery(t.hostA.id);
    expect((await tap(c, { intent: "take", orderId: otherOrder.id, key: deliverKey })).status).toBe(409);
  });
});

describe("the board's Bezorgingen", () => {
  const board = (cookie: string, id: number, courierId: number | null) =>
    app.fetch(on(t.hostA), `/api/board/${id}`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ intent: "courier", courierId }),
    });

  it("shows who has which ride since when; admin and service staff assign and take back, in the history", async () => {
    const order = await delivery(t.hostA.id, { customerName: "Op Het Bord" });
    expect((await board(t.cookies.orderA, order.id, t.users.courierA.id)).status).toBe(200);
    expect((await row(order.id)).courier_id).toBe(t.users.courierA.id);
    const html = await (
      await app.fetch(on(t.hostA), "/orders?tab=deliver", { headers: { cookie: t.cookies.adminA } })
    ).text();
    expect(html).toMatch(/Onderweg met <!-- -->Test Medewerker<!-- --> sinds/);
    // the courier and the cook may not hand rides around; another restaurant's courier is not a courier here
    expect((await board(t.cookies.courierA, order.id, null)).status).toBe(403);
    expect((await board(t.cookies.cookA, order.id, null)).status).toBe(403);
    expect((await board(t.cookies.orderA, order.id, t.users.courierB.id)).status).toBe(422);
    expect((await board(t.cookies.adminA, order.id, null)).status).toBe(200);
    expect((await row(order.id)).courier_id).toBeNull();
    expect((await board(t.cookies.adminA, order.id, null)).status).toBe(409);
    const cooking = await delivery(t.hostA.id, { status: "order" });
    expect((await board(t.cookies.adminA, cooking.id, t.users.courierA.id)).status).toBe(409);
    const history = (await events(order.id)).map((e) => e.payload as { action: string; courierId: number });
    expect(history).toEqual([
      expect.objectContaining({ action: "assign", courierId: t.users.courierA.id }),
      expect.objectContaining({ action: "takeBack", courierId: t.users.courierA.id }),
    ]);
  });
});

describe("Kas per bezorger in the daily close", () => {
  it("lists per courier the cash to hand in and what was marked received", async () => {
    const { hostA } = await twoRestaurants(redis.url, []);
    const courier = await createUser(getDb(), {
      kind: "host",
      organisationId: hostA.organisationId,
      orgRole: "courier",
      firstName: "Tim",
      lastName: "de Boer",
    });
    const cookie = await createRedisSession(redis.url, { userId: courier.id });
    const cash = [];
    for (let i = 0; i < 2; i += 1) cash.push(await delivery(hostA.id));
    const paidOnline = await delivery(hostA.id, { paymentMethod: "ideal", paid: true, paidAt: new Date() });
    for (const o of [...cash, paidOnline]) {
      expect((await tap(cookie, { intent: "take", orderId: o.id, key: key() }, hostA)).status).toBe(200);
      const received = o.paid ? null : o.amount;
      expect((await tap(cookie, { intent: "deliver", orderId: o.id, key: key(), received }, hostA)).status).toBe(200);
    }
    // a cash order the board marked paid by hand after he took it: to hand in, but not marked received by him
    const byHand = await delivery(hostA.id);
    expect((await tap(cookie, { intent: "take", orderId: byHand.id, key: key() }, hostA)).status).toBe(200);
    await getDb()("orders")
      .where({ id: byHand.id })
      .update({ status: "archive", paid: true, paid_at: new Date(), payment_status: "cash" });

    const view = await loadDayClose({ hostId: hostA.id, hostName: "A" });
    const expected = cash[0].amount + cash[1].amount + byHand.amount;
    expect(view.couriers).toEqual([
      {
        courierId: courier.id,
        courierName: "Tim de Boer",
        orders: 3,
        expected,
        received: cash[0].amount + cash[1].amount,
        unmarked: 1,
        difference: -byHand.amount,
      },
    ]);
  });
});
