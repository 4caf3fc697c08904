// docs/issues/018.md §2–§4 against the real database and the marketplace simulator: an order pushed once, 5
// times in a row and 10 times at once is one order and one sent-to-pos-success; a placement failure
// is one sent-to-pos-failed; the watchdog finishes what a stopped process left; an unknown PLU and a
// wrong total are flagged; a malformed payload is refused and kept; cancel after accept; signatures.
import crypto from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "~/db.server";
import { sealSecret } from "~/integrations/mollie/secret-box.server";
import {
  jetCancelNotification,
  jetDriverNotification,
  jetExampleOrder,
  jetOfflineNotification,
} from "~/integrations/thuisbezorgd/example-order";
import { jetHashHeader } from "~/integrations/thuisbezorgd/verify.server";
import { saveMarketplaceLink } from "~/models/marketplace.server";
import { receiveInbox } from "~/models/marketplace-orders.server";
import { ServiceError } from "~/services/errors.server";
import { renderText } from "~/domain/receipt-text";
import { renderStarPrnt } from "~/domain/starprnt";
import { getEnv } from "~/env.server";
import { receiptFor } from "~/services/printing.server";
import { receiveJetEvent } from "~/services/thuisbezorgd-events.server";
import { jetOrdersSettled, receiveJetOrder, sweepThuisbezorgd } from "~/services/thuisbezorgd.server";
import { NOT_SIGNED } from "~/services/thuisbezorgd-keys.server";
import { jetSimulatorForFile } from "../support/jet";
import { createHost, createPrinter, createProduct } from "../../db/factory";
import { runsAloneAmongSweepers } from "../support/sweepers";

runsAloneAmongSweepers();

// a placement that fails: the order insert throws while `failing.on` is set
const failing = vi.hoisted(() => ({ on: false }));
vi.mock("~/models/orders.server", async (importOriginal) => {
  const real = await importOriginal<typeof import("~/models/orders.server")>();
  return {
    ...real,
    insertOrder: (...args: Parameters<typeof real.insertOrder>) => {
      if (failing.on) throw new Error("database refused the order");
      return real.insertOrder(...args);
    },
  };
});

const KEY = "tb-key-0123456789";
const SECRET = "tb-secret-abcdefghij";
const jet = jetSimulatorForFile();

async function linkedRestaurant() {
  const db = getDb();
  const host = await createHost(db);
  const pizza = await createProduct(db, host.id, { name: "Pizza Margherita", price: 1050, tab: "Pizza" });
  const cola = await createProduct(db, host.id, { name: "Coca-Cola", price: 275, tab: "Dranken" });
  await db("products").where({ id: cola.id }).update({ plu: "COLA" });
  await saveMarketplaceLink(db, {
    hostId: host.id,
    externalId: `tb-${host.id}`,
    active: true,
    token: { encrypted: sealSecret(KEY), last4: KEY.slice(-4) },
    secretEncrypted: sealSecret(SECRET),
  });
  return { host, pizza, cola };
}

/** A delivery by the restaurant in JET's published shape (decision 064), for the link `tb-{hostId}`. */
function jetOrder(over: Record<string, unknown> = {}, pizzaId = 1, hostId = 0) {
  return jetExampleOrder({
    id: crypto.randomUUID(),
    type: "delivery-by-merchant",
    posLocationId: `tb-${String(hostId)}`,
    items: [
      {
        name: "Margherita",
        plu: String(pizzaId),
        price: 1050,
        children: [{ name: "Extra kaas", plu: "K1", price: 150 }],
      },
      { name: "Cola", plu: "COLA", price: 275, quantity: 2 },
    ],
    payment_method: "CARD",
    payment: {
      items_in_cart: { inc_tax: 1750, tax: 145 },
      adjustments: [{ name: "deliveryFee", price: { inc_tax: 250, tax: 21 } }],
      final: { inc_tax: 2000, tax: 166 },
    },
    delivery: {
      first_name: "Sanne",
      last_name: "",
      phone_number: "0612345678",
      line_one: "Oudegracht 1",
      postcode: "3511 AB",
      city: "Utrecht",
    },
    driver: undefined,
    ...over,
  });
}

const signed = (hostId: number, raw: string, t = Date.now()) => ({
  hostId,
  raw,
  authorization: KEY,
  hash: jetHashHeader(raw, SECRET, t),
});
const acksFor = (id: string) =>
  jet()
    .calls.filter((c) => c.path.startsWith(`/order/${id}/`))
    .map((c) => c.path.split("/").pop());
const ordersFor = (hostId: number, ref: string) => getDb()("orders").where({ host_id: hostId, marketplace_ref: ref });

describe("the order webhook", () => {
  it("places a pushed order once and calls sent-to-pos-success once, for 15 sequential deliveries", async () => {
    const { host, pizza } = await linkedRestaurant();
    const order = jetOrder({}, pizza.id, host.id);
    const raw = JSON.stringify(order);
    const answers = [];
    for (let i = 0; i < 15; i += 1) answers.push(await receiveJetOrder(signed(host.id, raw)));
    await jetOrdersSettled();
    expect(answers.map((a) => a.duplicate)).toEqual([false, ...Array<boolean>(14).fill(true)]);
    const rows = await ordersFor(host.id, order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: "thuisbezorgd",
      status: "new",
      payment_method: "thuisbezorgd",
      payment_status: "thuisbezorgd",
      paid: true,
      amount: 2000,
      delivery_fee: 250,
      number: 1,
    });
    const items = await getDb()("order_items").where({ order_id: rows[0].id }).orderBy("position");
    expect(items.map((i) => [i.product_id, i.name, i.amount])).toEqual([
      [pizza.id, "Pizza Margherita", 1200],
      [expect.any(Number), "Coca-Cola", 550],
    ]);
    expect(acksFor(order.id)).toEqual(["sent-to-pos-success"]);
    const kept = await getDb()("marketplace_orders").where({ host_id: host.id, external_id: order.id });
    expect(kept).toHaveLength(1);
    expect(JSON.parse(kept[0].raw)).toEqual(order);
    expect(kept[0]).toMatchObject({ status: "placed", ack: "success", order_id: rows[0].id });
  });

  it("makes one order and one success call of 10 concurrent deliveries", async () => {
    const { host, pizza } = await linkedRestaurant();
    const order = jetOrder({}, pizza.id, host.id);
    const raw = JSON.stringify(order);
    const answers = await Promise.all(Array.from({ length: 10 }, () => receiveJetOrder(signed(host.id, raw))));
    await jetOrdersSettled();
    expect(answers.filter((a) => !a.duplicate)).toHaveLength(1);
    expect(await ordersFor(host.id, order.id)).toHaveLength(1);
    expect(acksFor(order.id)).toEqual(["sent-to-pos-success"]);
  });

  it("calls sent-to-pos-failed, once, with a reason, when the order cannot be placed", async () => {
    const { host, pizza } = await linkedRestaurant();
    const order = jetOrder({}, pizza.id, host.id);
    failing.on = true;
    try {
      await receiveJetOrder(signed(host.id, JSON.stringify(order)));
      await jetOrdersSettled();
    } finally {
      failing.on = false;
    }
    expect(await ordersFor(host.id, order.id)).toHaveLength(0);
    expect(acksFor(order.id)).toEqual(["sent-to-pos-failed"]);
    const failed = jet().calls.find((c) => c.path === `/order/${order.id}/sent-to-pos-failed`);
    expect(failed?.body).toEqual({
      happenedAt: expect.any(String),
      errorCode: "UNKNOWN",
      errorMessage: "De bestelling kon niet in het kassasysteem worden geplaatst.",
    });
    // the watchdog finds nothing more to send
    await sweepThuisbezorgd();
    expect(acksFor(order.id)).toEqual(["sent-to-pos-failed"]);
  });

  it("the watchdog places what a stopped process received and sends the owed call exactly once", async () => {
    const { host, pizza } = await linkedRestaurant();
    const db = getDb();
    // received (202 answered) and then the process stopped: the row is all there is
    const lost = jetOrder({}, pizza.id, host.id);
    const row = await receiveInbox(db, {
      hostId: host.id,
      externalId: lost.id,
      raw: JSON.stringify(lost),
      status: "received",
      ack: "pending",
    });
    await db("marketplace_orders")
      .where({ id: row.id })
      .update({ created_at: db.raw("now() - interval '1 minute'") });
    // placed, and the process stopped before the call
    const owed = jetOrder({}, pizza.id, host.id);
    await receiveJetOrder(signed(host.id, JSON.stringify(owed)));
    jet().failNext(1);
    await jetOrdersSettled();
    expect(acksFor(owed.id)).toEqual([]);
    await db("marketplace_orders")
      .where({ host_id: host.id, external_id: owed.id })
      .update({ ack_next_at: db.fn.now() });

    await sweepThuisbezorgd();
    await sweepThuisbezorgd();
    expect(await ordersFor(host.id, lost.id)).toHaveLength(1);
    expect(acksFor(lost.id)).toEqual(["sent-to-pos-success"]);
    expect(acksFor(owed.id)).toEqual(["sent-to-pos-success"]);
  });

  it("keeps an unknown PLU with the marketplace's name and price, and flags it and a wrong total", async () => {
    const { host } = await linkedRestaurant();
    const order = jetOrder(
      {
        items: [{ name: "Pizza Geheim", plu: "999999", price: 1400 }],
        payment: { items_in_cart: { inc_tax: 1400, tax: 0 }, adjustments: [], final: { inc_tax: 1500, tax: 0 } },
      },
      1,
      host.id,
    );
    await receiveJetOrder(signed(host.id, JSON.stringify(order)));
    await jetOrdersSettled();
    const [placed] = await ordersFor(host.id, order.id);
    expect(placed.amount).toBe(1500);
    const items = await getDb()("order_items").where({ order_id: placed.id });
    expect(items.map((i) => [i.product_id, i.name, i.amount])).toEqual([[null, "Pizza Geheim", 1400]]);
    const kept = await getDb()("marketplace_orders").where({ host_id: host.id, external_id: order.id }).first();
    expect(kept.flags).toEqual([
      { kind: "unknown-plu", plu: "999999", name: "Pizza Geheim" },
      { kind: "amount-mismatch", lines: 1400, final: 1500 },
    ]);
  });

  it("refuses a malformed payload with a clear 400 and keeps it for inspection", async () => {
    const { host } = await linkedRestaurant();
    const raw = `{"id": "broken", "items": [`;
    const refused = await receiveJetOrder(signed(host.id, raw)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ServiceError);
    expect((refused as ServiceError).status).toBe(400);
    expect((refused as ServiceError).message).toBe(
      "De bestelling is geen geldige JSON. De bestelling is bewaard voor controle.",
    );
    const kept = await getDb()("marketplace_orders").where({ host_id: host.id, status: "malformed" });
    expect(kept.map((k) => k.raw)).toEqual([raw]);
  });

  it("an order unreadable past its id lands as one product/thuisbezorgd line, never lost, and JET hears -failed", async () => {
    const { host } = await linkedRestaurant();
    const id = crypto.randomUUID();
    const raw = JSON.stringify({
      id,
      posLocationId: `tb-${String(host.id)}`,
      items: "???",
      payment: { final: { inc_tax: 1234, tax: 0 } },
    });
    const { duplicate } = await receiveJetOrder(signed(host.id, raw));
    await jetOrdersSettled();
    expect(duplicate).toBe(false);
    const [placed] = await getDb()("orders").where({ host_id: host.id, source: "thuisbezorgd" });
    const items = await getDb()("order_items").where({ order_id: placed.id });
    expect(items.map((i) => [i.icon, i.quantity, i.amount, i.remark])).toEqual([
      ["product/thuisbezorgd", 1, 1234, raw],
    ]);
    expect(acksFor(id)).toEqual(["sent-to-pos-failed"]);
  });

  it("refuses a wrong key, a wrong signature, no signature and another location's order; an old t is no reason", async () => {
    const { host } = await linkedRestaurant();
    const other = await linkedRestaurant();
    const raw = JSON.stringify(jetOrder({}, 1, host.id));
    const status = (p: Promise<unknown>) =>
      p.then(
        () => 202,
        (e: ServiceError) => [e.status, e.message],
      );
    expect(await status(receiveJetOrder({ ...signed(host.id, raw), authorization: "nope" }))).toEqual([
      401,
      NOT_SIGNED,
    ]);
    expect(
      await status(receiveJetOrder({ ...signed(host.id, raw), hash: jetHashHeader(raw, "other", Date.now()) })),
    ).toEqual([401, NOT_SIGNED]);
    expect(await status(receiveJetOrder({ ...signed(host.id, raw), hash: null }))).toEqual([401, NOT_SIGNED]);
    const unlinked = await createHost(getDb());
    expect(await status(receiveJetOrder(signed(unlinked.id, raw)))).toEqual([
      404,
      "Dit restaurant heeft geen actieve Thuisbezorgd-koppeling.",
    ]);
    // the same key and secret on another restaurant's link: its posLocationId is not that restaurant's → 400
    expect(await status(receiveJetOrder(signed(other.host.id, raw)))).toEqual([
      400,
      `Deze bestelling is voor locatie "tb-${String(host.id)}", niet voor dit restaurant (tb-${String(other.host.id)}). De bestelling is bewaard voor controle.`,
    ]);
    expect(await getDb()("marketplace_orders").where({ host_id: host.id })).toHaveLength(0);
    // t is not signed, so an old one is no refusal (dedup on the id protects against a replay)
    expect(await status(receiveJetOrder(signed(host.id, raw, Date.now() - 10 * 60_000)))).toBe(202);
    await jetOrdersSettled();
    expect(await getDb()("marketplace_orders").where({ host_id: other.host.id, status: "received" })).toHaveLength(0);
  });
});

describe("events", () => {
  it("cancel after accept marks the card cancelled with the reason and prints a slip, once", async () => {
    const { host, pizza } = await linkedRestaurant();
    const printer = await createPrinter(getDb(), host.id);
    const order = jetOrder({}, pizza.id, host.id);
    await receiveJetOrder(signed(host.id, JSON.stringify(order)));
    await jetOrdersSettled();
    const [placed] = await ordersFor(host.id, order.id);
    await getDb()("orders").where({ id: placed.id }).update({ status: "order" });
    // before: the ticket, with the way back to the restaurant's own shop (docs/issues/018.md §7)
    const ticket = await receiptFor(getDb(), { hostId: host.id, orderId: placed.id });
    expect(ticket?.canceled).toBeNull();
    expect(ticket?.winBack?.url).toBe(
      `https://${host.perma}.${getEnv().PLATFORM_DOMAIN}/order/thuisbezorgd/${String(placed.id)}`,
    );
    // the address on the paper, on one line without its scheme (domain/receipt-text.ts linkLines)
    expect(renderText(ticket!, 48)).toContain(ticket!.winBack!.url.replace(/^https:\/\//, ""));
    const star = (r: NonNullable<typeof ticket>) =>
      Buffer.from(renderStarPrnt(r, "thermal3", { codepage: "858", buzzer: true })).toString("latin1");
    expect(star(ticket!)).toContain(`\x1b\x1dyP`); // the printer draws the code
    const cancel = JSON.stringify(jetCancelNotification(order.id, "custCancelledMadeMistake"));
    await receiveJetEvent("cancel", signed(host.id, cancel));
    await receiveJetEvent("cancel", signed(host.id, cancel));
    const kept = await getDb()("marketplace_orders").where({ host_id: host.id, external_id: order.id }).first();
    expect(kept.cancel_reason).toBe("De klant heeft per vergissing besteld");
    expect(kept.canceled_at).not.toBeNull();
    expect(
      await getDb()("print_jobs").where({ host_id: host.id, order_id: placed.id, printer_id: printer.id }),
    ).toHaveLength(1);
    // what that job prints: the slip, not the ticket again — no totals, no payment, no code
    const slip = await receiptFor(getDb(), { hostId: host.id, orderId: placed.id });
    expect(slip?.canceled).toEqual({ reason: "De klant heeft per vergissing besteld" });
    const text = renderText(slip!, 48);
    expect(text).toContain("GEANNULEERD");
    expect(text).toContain("Reden: De klant heeft per vergissing besteld");
    expect(text).not.toContain("Totaal");
    expect(text).not.toContain("/order/thuisbezorgd/");
    const bytes = star(slip!);
    expect(bytes).toContain("GEANNULEERD");
    expect(bytes).not.toContain("\x1b\x1dyP"); // no QR code printed on a slip
  });

  it("driver status lands on the order; offline and backup set the banner; an unknown order is a 404", async () => {
    const { host, pizza } = await linkedRestaurant();
    const order = jetOrder({ type: "delivery-by-delivery-partner" }, pizza.id, host.id);
    await receiveJetOrder(signed(host.id, JSON.stringify(order)));
    await jetOrdersSettled();
    await receiveJetEvent("driver", signed(host.id, JSON.stringify(jetDriverNotification(order.id, "onItsWay"))));
    const kept = await getDb()("marketplace_orders").where({ host_id: host.id, external_id: order.id }).first();
    expect([kept.driver_status, kept.courier]).toEqual(["onItsWay", "marketplace"]);
    await receiveJetEvent(
      "offline",
      signed(host.id, JSON.stringify(jetOfflineNotification(`tb-${String(host.id)}`, { delivery: true }))),
    );
    expect((await getDb()("marketplace_links").where({ host_id: host.id }).first()).offline_reason).toBe(
      "Restaurant tijdelijk offline bij Thuisbezorgd voor bezorgen",
    );
    const unknown = await receiveJetEvent(
      "driver",
      signed(host.id, JSON.stringify(jetDriverNotification("nope", "delivered"))),
    ).catch((e: ServiceError) => e.status);
    expect(unknown).toBe(404);
    const bad = await receiveJetEvent("driver", signed(host.id, "{")).catch((e: ServiceError) => e.status);
    expect(bad).toBe(400);
  });
});
