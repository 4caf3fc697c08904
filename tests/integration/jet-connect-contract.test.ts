// docs/issues/034.md (decision 064): JET Connect as JET publishes it (docs/jet-connect.md), against the
// real database and the simulator — built from the published material only: JET's example order
// (mapped to its lines and 2100 cents), the three types, the signature (key alone never suffices for an
// order), a wrong posLocationId, an unreadable order (→ sent-to-pos-failed, never -success), the
// sent-to-pos bodies and headers, cancel / driver / offline notifications in JET's shapes, item
// availability and offline/online, and JET's 4xx shown to the owner and on the hub.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { jetClient } from "~/integrations/thuisbezorgd/client.server";
import { sealSecret } from "~/integrations/mollie/secret-box.server";
import {
  jetCancelNotification,
  jetDriverNotification,
  jetExampleOrder,
  jetOfflineNotification,
} from "~/integrations/thuisbezorgd/example-order";
import { jetHashHeader } from "~/integrations/thuisbezorgd/verify.server";
import { saveMarketplaceLink } from "~/models/marketplace.server";
import { ServiceError } from "~/services/errors.server";
import { saveOrdering } from "~/services/settings/ordering.server";
import { loadHub } from "~/services/hub-status.server";
import { marketplacePushesSettled } from "~/services/marketplace-push.server";
import { setSoldOut } from "~/services/sold-out.server";
import { thuisbezorgdBoard } from "~/services/thuisbezorgd-board.server";
import { receiveJetEvent } from "~/services/thuisbezorgd-events.server";
import { loadThuisbezorgdLink } from "~/services/thuisbezorgd-link.server";
import { jetOrdersSettled, receiveJetOrder, sweepThuisbezorgd } from "~/services/thuisbezorgd.server";
import { jetSimulatorForFile } from "../support/jet";
import { createHost, createProduct } from "../../db/factory";
import { runsAloneAmongSweepers } from "../support/sweepers";

runsAloneAmongSweepers();

const KEY = "jet-partner-key-0123";
const SECRET = "jet-shared-secret-4567";
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const actor = { userId: null, userName: "Test", name: "Test" };
const jet = jetSimulatorForFile();

/** A restaurant linked as JET's example location (AKZ12, made unique: a location id belongs to one link), selling the example's Cheeseburger (PLU M2). */
async function akz12() {
  const db = getDb();
  const host = await createHost(db);
  const burger = await createProduct(db, host.id, { name: "Cheeseburger", price: 2040 });
  await db("products").where({ id: burger.id }).update({ plu: "M2" });
  await saveMarketplaceLink(db, {
    hostId: host.id,
    externalId: `AKZ12-${String(host.id)}`,
    active: true,
    token: { encrypted: sealSecret(KEY), last4: KEY.slice(-4) },
    secretEncrypted: sealSecret(SECRET),
  });
  return { host, burger, loc: `AKZ12-${String(host.id)}` };
}

/** As JET calls: the key raw in Authorization, X-JET-Connect-Hash over the raw bytes. */
const asJet = (hostId: number, body: object | string, { signed = true, secret = SECRET } = {}) => {
  const raw = typeof body === "string" ? body : JSON.stringify(body);
  const bytes = Buffer.from(raw, "utf8");
  return { hostId, raw, bytes, authorization: KEY, hash: signed ? jetHashHeader(bytes, secret) : null };
};
const callsFor = (id: string) => jet().calls.filter((c) => c.path.startsWith(`/order/${id}/`));
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: ServiceError) => [e.status, e.message],
  );

describe("JET's published example order", () => {
  it("is placed with its lines and 2100 cents, paid by card, and answered with one sent-to-pos-success", async () => {
    const { host, burger, loc } = await akz12();
    const example = jetExampleOrder({ posLocationId: loc });
    const answer = await receiveJetOrder(asJet(host.id, example));
    await jetOrdersSettled();
    expect(answer.duplicate).toBe(false);
    const order = await getDb()("orders").where({ host_id: host.id, marketplace_ref: example.id }).first();
    expect(order).toMatchObject({
      amount: 2100,
      subtotal: 2160,
      delivery_fee: 240,
      paid: true,
      payment_method: "thuisbezorgd",
      deliver: true,
      asap: true,
    });
    expect(order.description).toContain("Thuisbezorgd-nummer: 22721763");
    const items = await getDb()("order_items").where({ order_id: order.id }).orderBy("position");
    expect(items.map((i) => [i.product_id, i.name, i.quantity, i.amount])).toEqual([
      [burger.id, "Cheeseburger", 1, 2160],
    ]);
    const kept = await getDb()("marketplace_orders").where({ host_id: host.id, external_id: example.id }).first();
    expect(kept).toMatchObject({ status: "placed", ack: "success", reference: "22721763", tax: 360, flags: [] });
    // JET's sent-to-pos-success: POST /order/{id}/…, {happenedAt: ISO}, the key in X-Flyt-Api-Key
    const [ack, ...more] = callsFor(example.id);
    expect(more).toEqual([]);
    expect(ack).toMatchObject({
      method: "POST",
      path: `/order/${example.id}/sent-to-pos-success`,
      apiKey: KEY,
      contentType: "application/json",
    });
    expect(Object.keys(ack.body as object)).toEqual(["happenedAt"]);
    expect((ack.body as { happenedAt: string }).happenedAt).toMatch(ISO);
  });

  it("reads the three types: JET's courier, the restaurant's own delivery, collection", async () => {
    const { host, loc } = await akz12();
    const merchant = jetExampleOrder({
      posLocationId: loc,
      id: crypto.randomUUID(),
      type: "delivery-by-merchant",
      delivery: {
        first_name: "Sanne",
        last_name: "de Vries",
        phone_number: "0612345678",
        line_one: "Oudegracht 12",
        city: "Utrecht",
        postcode: "3511 AB",
      },
      driver: undefined,
    });
    const collection = jetExampleOrder({
      posLocationId: loc,
      id: crypto.randomUUID(),
      type: "collection-by-customer",
      collector: { first_name: "John", last_name: "Doe", phone_number: "020 7946 0504", phone_masking_code: "123" },
      delivery: undefined,
      driver: undefined,
      payment_method: "CASH",
    });
    const partner = jetExampleOrder({ posLocationId: loc, id: crypto.randomUUID() });
    for (const o of [merchant, collection, partner]) await receiveJetOrder(asJet(host.id, o));
    await jetOrdersSettled();
    const rows = await getDb()("marketplace_orders as m")
      .join("orders as o", "o.id", "m.order_id")
      .where({ "m.host_id": host.id })
      .select("m.external_id", "m.courier", "o.deliver", "o.customer_name", "o.paid", "o.address");
    const by = (id: string) => rows.find((r) => r.external_id === id);
    expect(by(merchant.id)).toMatchObject({ courier: "merchant", deliver: true, customer_name: "Sanne de Vries" });
    expect(by(merchant.id).address).toMatchObject({ street: "Oudegracht 12", zipcode: "3511 AB", city: "Utrecht" });
    expect(by(collection.id)).toMatchObject({
      courier: "pickup",
      deliver: false,
      customer_name: "John Doe",
      paid: false,
    });
    expect(by(partner.id)).toMatchObject({
      courier: "marketplace",
      deliver: true,
      customer_name: "Thuisbezorgd-klant",
    });
    for (const o of [merchant, collection, partner])
      expect(callsFor(o.id).map((c) => c.path.split("/").pop())).toEqual(["sent-to-pos-success"]);
  });
});

describe("who may send an order", () => {
  it("refuses an order for another posLocationId (400, kept for inspection, nothing confirmed)", async () => {
    const { host } = await akz12();
    const other = jetExampleOrder({ id: crypto.randomUUID(), posLocationId: "XYZ99" });
    const [status, message] = (await refusal(receiveJetOrder(asJet(host.id, other)))) as [number, string];
    expect(status).toBe(400);
    expect(message).toContain('locatie "XYZ99"');
    const kept = await getDb()("marketplace_orders").where({ host_id: host.id, status: "malformed" });
    expect(kept.map((k) => [JSON.parse(k.raw).id, k.error])).toEqual([[other.id, message]]);
    expect(await getDb()("orders").where({ host_id: host.id })).toHaveLength(0);
    expect(callsFor(other.id)).toEqual([]);
  });

  it("refuses an order with the key alone, a wrong secret, a changed body; accepts JET's header for the raw bytes", async () => {
    const { host, loc } = await akz12();
    const body = JSON.stringify(jetExampleOrder({ posLocationId: loc, id: crypto.randomUUID() }));
    expect(await refusal(receiveJetOrder(asJet(host.id, body, { signed: false })))).toEqual([
      401,
      "De handtekening of sleutel van dit verzoek klopt niet.",
    ]);
    expect((await refusal(receiveJetOrder(asJet(host.id, body, { secret: "other" }))))?.[0]).toBe(401);
    const changed = { ...asJet(host.id, body), raw: `${body} `, bytes: Buffer.from(`${body} `) };
    expect((await refusal(receiveJetOrder(changed)))?.[0]).toBe(401);
    expect(await refusal(receiveJetOrder({ ...asJet(host.id, body), authorization: `Bearer ${KEY}` }))).toBeNull();
    await jetOrdersSettled();
  });
});

describe("an order we cannot read", () => {
  it("is answered sent-to-pos-failed {happenedAt, errorCode, errorMessage}, never -success, and shows as at the tablet", async () => {
    const { host, loc } = await akz12();
    // a text price: "9,50" is no amount in cents
    const unreadable = jetExampleOrder({
      posLocationId: loc,
      id: crypto.randomUUID(),
      items: [{ name: "Cheeseburger", plu: "M2", price: "9,50", children: [] }],
    });
    expect((await receiveJetOrder(asJet(host.id, unreadable))).duplicate).toBe(false);
    await jetOrdersSettled();
    await sweepThuisbezorgd();
    const calls = callsFor(unreadable.id);
    expect(calls.map((c) => c.path)).toEqual([`/order/${unreadable.id}/sent-to-pos-failed`]);
    expect(calls[0].apiKey).toBe(KEY);
    const body = calls[0].body as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(["errorCode", "errorMessage", "happenedAt"]);
    expect(body.happenedAt).toMatch(ISO);
    expect(body.errorCode).toBe("MALFORMED_REQUEST");
    expect(body.errorMessage).toMatch(/kon niet worden gelezen/);
    // on the board, not as a € 0,00 order read fine: JET's final amount, not paid, "niet verwerkt"
    const order = await getDb()("orders").where({ host_id: host.id, marketplace_ref: unreadable.id }).first();
    expect([order.amount, order.paid]).toEqual([2100, false]);
    const { cards } = await thuisbezorgdBoard(getDb(), { hostId: host.id, orderIds: [order.id] });
    expect(cards.get(order.id)?.flags).toEqual(["Niet verwerkt — staat op de Thuisbezorgd-tablet"]);
    const kept = await getDb()("marketplace_orders").where({ host_id: host.id, external_id: unreadable.id }).first();
    expect([kept.status, kept.ack]).toEqual(["placed", "failed"]);
  });
});

describe("JET's notifications", () => {
  it("cancel {orderID, reason: {code}} and driver {orderID, driverStatus: {code}} land on the card, with the key alone or a valid hash", async () => {
    const { host, loc } = await akz12();
    const o = jetExampleOrder({ posLocationId: loc, id: crypto.randomUUID() });
    await receiveJetOrder(asJet(host.id, o));
    await jetOrdersSettled();
    const placed = await getDb()("orders").where({ host_id: host.id, marketplace_ref: o.id }).first();
    await receiveJetEvent(
      "driver",
      asJet(host.id, jetDriverNotification(o.id, "driverAtRestaurant"), { signed: false }),
    );
    await receiveJetEvent("driver", asJet(host.id, jetDriverNotification(o.id, "onItsWay")));
    expect(
      await refusal(
        receiveJetEvent("driver", asJet(host.id, jetDriverNotification(o.id, "delivered"), { secret: "x" })),
      ),
    ).toEqual([401, "De handtekening of sleutel van dit verzoek klopt niet."]);
    await receiveJetEvent("cancel", asJet(host.id, jetCancelNotification(o.id, "custCancelledMadeMistake")));
    const { cards } = await thuisbezorgdBoard(getDb(), { hostId: host.id, orderIds: [placed.id] });
    expect(cards.get(placed.id)).toMatchObject({
      driver: "Bezorger onderweg",
      canceled: { reason: "De klant heeft per vergissing besteld" },
    });
    // the guessed shapes are not JET's: 400
    expect((await refusal(receiveJetEvent("cancel", asJet(host.id, { id: o.id, reason: "tekst" }))))?.[0]).toBe(400);
    expect((await refusal(receiveJetEvent("driver", asJet(host.id, { id: o.id, status: "onItsWay" }))))?.[0]).toBe(400);
    expect((await refusal(receiveJetEvent("cancel", asJet(host.id, jetCancelNotification("unknown", "x")))))?.[0]).toBe(
      404,
    );
  });

  it("offline {restaurantId, collection, delivery, dineIn}: a banner while one isOffline, cleared when all are false", async () => {
    const { host, loc } = await akz12();
    const banner = async () => (await thuisbezorgdBoard(getDb(), { hostId: host.id, orderIds: [] })).board.banner;
    await receiveJetEvent("offline", asJet(host.id, jetOfflineNotification(loc, {}), { signed: false }));
    expect(await banner()).toBeNull();
    await receiveJetEvent("offline", asJet(host.id, jetOfflineNotification(loc, { delivery: true })));
    expect(await banner()).toBe("Thuisbezorgd: Restaurant tijdelijk offline bij Thuisbezorgd voor bezorgen");
    await receiveJetEvent("offline", asJet(host.id, jetOfflineNotification(loc, { delivery: true, collection: true })));
    expect(await banner()).toBe("Thuisbezorgd: Restaurant tijdelijk offline bij Thuisbezorgd voor bezorgen en afhalen");
    await receiveJetEvent("offline", asJet(host.id, jetOfflineNotification(loc, {})));
    expect(await banner()).toBeNull();
    expect((await refusal(receiveJetEvent("offline", asJet(host.id, { reason: "Te druk" }))))?.[0]).toBe(400);
  });
});

describe("our calls to JET", () => {
  it("sold out / back: POST /item-availability; pause / resume: PUT /restaurants/{ref}/offline and /online", async () => {
    const { host, burger, loc } = await akz12();
    const now = new Date();
    await setSoldOut(host.id, actor, { intent: "soldout", id: burger.id }, now);
    await setSoldOut(host.id, actor, { intent: "available", id: burger.id }, now);
    await saveOrdering({ hostId: host.id, actor, input: { intent: "pause", reason: "Oven stuk", until: "" }, now });
    await saveOrdering({ hostId: host.id, actor, input: { intent: "resume" }, now });
    await marketplacePushesSettled();
    const mine = jet().calls.filter(
      (c) =>
        c.path.startsWith(`/restaurants/${loc}/`) ||
        (c.path === "/item-availability" && (c.body as { restaurant: string }).restaurant === loc),
    );
    expect(mine.map((c) => [c.method, c.path, c.apiKey])).toEqual([
      ["POST", "/item-availability", KEY],
      ["POST", "/item-availability", KEY],
      ["PUT", `/restaurants/${loc}/offline`, KEY],
      ["PUT", `/restaurants/${loc}/online`, KEY],
    ]);
    const [out, back] = mine.map((c) => c.body as Record<string, unknown>);
    expect(out).toEqual({
      event: "UNAVAILABLE",
      itemReferences: ["M2"],
      restaurant: loc,
      happenedAt: expect.stringMatching(ISO),
    });
    expect(back).toMatchObject({ event: "AVAILABLE", itemReferences: ["M2"], restaurant: loc });
  });

  it("a 4xx from JET is not retried but shown on the owner's page and the hub; a 500 is retried", async () => {
    const { host, burger, loc } = await akz12();
    jet().refuseNext(1, 400);
    await setSoldOut(host.id, actor, { intent: "soldout", id: burger.id }, new Date());
    await marketplacePushesSettled();
    const [push] = await getDb()("marketplace_pushes").where({ host_id: host.id });
    expect(push.refused_at).not.toBeNull();
    const page = await loadThuisbezorgdLink({ hostId: host.id, platformDomain: "bestelinfo.test" });
    expect(page.problem?.text).toMatch(/^Thuisbezorgd weigerde uitverkocht voor M2 \(HTTP 400\)/);
    const hub = await loadHub({ hostId: host.id });
    expect(hub.cards.find((c) => c.key === "marketplace")).toMatchObject({ state: "red" });
    // the ack: a 500 is tried again; the next call going through clears the problem
    const o = jetExampleOrder({ posLocationId: loc, id: crypto.randomUUID() });
    jet().failNext(1);
    await receiveJetOrder(asJet(host.id, o));
    await jetOrdersSettled();
    expect(callsFor(o.id)).toEqual([]);
    await getDb()("marketplace_orders")
      .where({ host_id: host.id, external_id: o.id })
      .update({ ack_next_at: getDb().fn.now() });
    await sweepThuisbezorgd();
    expect(callsFor(o.id).map((c) => c.path.split("/").pop())).toEqual(["sent-to-pos-success"]);
    expect((await loadThuisbezorgdLink({ hostId: host.id, platformDomain: "bestelinfo.test" })).problem).toBeNull();
    // a refused ack: settled without a retry, shown
    const refused = jetExampleOrder({ posLocationId: loc, id: crypto.randomUUID() });
    jet().refuseNext(1, 404);
    await receiveJetOrder(asJet(host.id, refused));
    await jetOrdersSettled();
    const row = await getDb()("marketplace_orders").where({ host_id: host.id, external_id: refused.id }).first();
    expect([row.ack, row.error]).toEqual(["none", expect.stringMatching(/weigerde de bevestiging.*HTTP 404/)]);
    expect((await loadThuisbezorgdLink({ hostId: host.id, platformDomain: "bestelinfo.test" })).problem?.text).toMatch(
      /HTTP 404/,
    );
  });

  it("the simulator takes exactly JET's published calls: 404 for any other, 400 for an unpublished body, 401 without the key", async () => {
    const at = async (method: string, path: string, body?: object, key: string | null = KEY) => {
      const res = await fetch(`${jet().base}${path}`, {
        method,
        headers: { ...(key ? { "x-flyt-api-key": key } : {}), "content-type": "application/json" },
        body: body ? JSON.stringify(body) : undefined,
      });
      await res.arrayBuffer();
      return res.status;
    };
    const happenedAt = new Date().toISOString();
    expect(await at("POST", "/order/a/sent-to-pos-success", { happenedAt })).toBe(204);
    expect(await at("POST", "/order/a/sent-to-pos-success", {})).toBe(400);
    expect(await at("POST", "/order/a/sent-to-pos-success", { happenedAt }, null)).toBe(401);
    expect(await at("POST", "/order/a/sent-to-pos-failed", { happenedAt, errorCode: "UNKNOWN" })).toBe(400);
    expect(await at("PUT", "/restaurants/AKZ12/status", { status: "offline" })).toBe(404);
    expect(await at("PUT", "/restaurants/AKZ12/item-availability", { items: [] })).toBe(404);
    expect(await at("GET", "/restaurants/AKZ12/orders?since=x")).toBe(404);
    expect(await at("GET", "/restaurants/AKZ12")).toBe(404);
    // and our client speaks them
    expect(await jetClient().sentToPosSuccess({ apiKey: KEY, orderId: "a" })).toEqual({ ok: true, status: 204 });
    expect(
      await jetClient().sentToPosFailed({ apiKey: KEY, orderId: "a", errorCode: "UNKNOWN", errorMessage: "x" }),
    ).toEqual({ ok: true, status: 204 });
  });
});
