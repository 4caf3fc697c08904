// docs/issues/018.md §5 against the real database and the marketplace simulator: the manual import, run twice,
// makes no duplicates — the pull (orders the link missed, placed as the webhook would, an order the
// webhook already brought "al aanwezig") and the portal's CSV export (bookkeeping: archived, not on
// the board, every unreadable line named, a file that is no export refused whole).
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { sealSecret } from "~/integrations/mollie/secret-box.server";
import { jetExampleOrder } from "~/integrations/thuisbezorgd/example-order";
import { jetHashHeader } from "~/integrations/thuisbezorgd/verify.server";
import { saveMarketplaceLink } from "~/models/marketplace.server";
import { getBus } from "~/realtime/bus.server";
import { hostChannel } from "~/realtime/channels";
import { ServiceError } from "~/services/errors.server";
import { importJetExport, NO_PULL, pullMissedOrders } from "~/services/thuisbezorgd-import.server";
import { jetOrdersSettled, receiveJetOrder } from "~/services/thuisbezorgd.server";
import { jetSimulatorForFile } from "../support/jet";
import { createHost, createProduct } from "../../db/factory";
import { runsAloneAmongSweepers } from "../support/sweepers";

runsAloneAmongSweepers();

const KEY = "imp-key-0123456789";
const SECRET = "imp-secret-abcdefghij";
const jet = jetSimulatorForFile();

async function linkedRestaurant() {
  const db = getDb();
  const host = await createHost(db);
  const pizza = await createProduct(db, host.id, { name: "Pizza Margherita", price: 1050 });
  await saveMarketplaceLink(db, {
    hostId: host.id,
    externalId: `imp-${host.id}`,
    active: true,
    token: { encrypted: sealSecret(KEY), last4: KEY.slice(-4) },
    secretEncrypted: sealSecret(SECRET),
  });
  return { host, pizza, restaurantId: `imp-${host.id}` };
}

/** A collection order in JET's published shape for the link `imp-{hostId}`, with the customer's reference. */
const jetOrder = (pizzaId: number, hostId: number, reference = String(crypto.randomInt(10_000_000, 99_999_999))) =>
  jetExampleOrder({
    id: crypto.randomUUID(),
    third_party_order_reference: reference,
    type: "collection-by-customer",
    posLocationId: `imp-${String(hostId)}`,
    items: [{ name: "Margherita", plu: String(pizzaId), price: 1050 }],
    payment_method: "CARD",
    payment: { items_in_cart: { inc_tax: 1050, tax: 87 }, adjustments: [], final: { inc_tax: 1050, tax: 87 } },
    collector: { first_name: "Sanne", last_name: "" },
    delivery: undefined,
    driver: undefined,
  });

const bytes = (text: string) => new TextEncoder().encode(text);
const thuisbezorgdOrders = (hostId: number) =>
  getDb()("orders").where({ host_id: hostId, source: "thuisbezorgd" }).orderBy("id");

describe("the pull (decision 064: JET publishes no order list we can read)", () => {
  it("says plainly that there is nothing to fetch and what to do instead; asks JET nothing", async () => {
    const { host } = await linkedRestaurant();
    const before = jet().calls.length + jet().rejected.length;
    await expect(pullMissedOrders({ hostId: host.id })).rejects.toEqual(new ServiceError(NO_PULL, 409));
    expect(NO_PULL).toContain("staat op de Thuisbezorgd-tablet");
    expect(NO_PULL).not.toMatch(/probeer|opnieuw/i);
    expect(jet().calls.length + jet().rejected.length).toBe(before);
    const unlinked = await createHost(getDb());
    await expect(pullMissedOrders({ hostId: unlinked.id })).rejects.toMatchObject({ status: 409 });
  });
});

describe("the CSV export: bookkeeping", () => {
  const csv = (rows: string[]) =>
    bytes(["Bestelnummer;Datum;Totaal;Betaalmethode;Type;Bezorgkosten", ...rows].join("\n"));

  it("records each row once as an archived marketplace order, not on the board; a second run changes nothing", async () => {
    const { host, pizza } = await linkedRestaurant();
    // one order of the file came by webhook already: it is not counted twice
    const viaWebhook = jetOrder(pizza.id, host.id, "22721999");
    const raw = JSON.stringify(viaWebhook);
    await receiveJetOrder({ hostId: host.id, raw, authorization: KEY, hash: jetHashHeader(raw, SECRET) });
    await jetOrdersSettled();
    const file = csv([
      "A-1;20-11-2026 18:05;23,50;Online;Bezorgen;2,50",
      "A-2;20-11-2026 18:30;12,00;Contant;Afhalen;",
      `${viaWebhook.id};${new Date().toISOString().slice(0, 10)} 12:00;10,50;Online;Afhalen;`,
      // the portal's number is the customer's reference: that order is already here too
      `22721999;${new Date().toISOString().slice(0, 10)} 12:00;10,50;Online;Afhalen;`,
      "A-3;20-11-2026 19:00;;Online;Bezorgen;",
    ]);
    const events: string[] = [];
    const unsubscribe = getBus().subscribe((e) => {
      if (e.channel === hostChannel(host.id)) events.push(e.type);
    });
    const first = await importJetExport({ hostId: host.id, bytes: file });
    expect(first.message).toBe("2 geïmporteerd, 2 al aanwezig, 1 overgeslagen: regel 6: Totaal ontbreekt.");
    const second = await importJetExport({ hostId: host.id, bytes: file });
    expect(second.message).toBe("0 geïmporteerd, 4 al aanwezig, 1 overgeslagen: regel 6: Totaal ontbreekt.");
    unsubscribe();
    expect(events).toEqual([]);

    const orders = await thuisbezorgdOrders(host.id);
    expect(orders).toHaveLength(3);
    const a1 = orders.find((o) => o.marketplace_ref === "A-1");
    expect(a1).toMatchObject({
      status: "archive",
      amount: 2350,
      delivery_fee: 250,
      subtotal: 2100,
      deliver: true,
      paid: true,
      payment_method: "thuisbezorgd",
      number: 1,
    });
    expect(String(a1.day instanceof Date ? a1.day.toISOString() : a1.day)).toContain("2026-11-2");
    const items = await getDb()("order_items").where({ order_id: a1.id });
    expect(items.map((i) => [i.name, i.icon, i.amount, i.quantity])).toEqual([
      ["Thuisbezorgd-bestelling", "product/thuisbezorgd", 2100, 1],
    ]);
    const kept = await getDb()("marketplace_orders").where({ host_id: host.id, origin: "csv" }).orderBy("id");
    expect(kept.map((k) => [k.external_id, k.status, k.ack, k.order_id !== null])).toEqual([
      ["A-1", "placed", "none", true],
      ["A-2", "placed", "none", true],
    ]);
  });

  it("refuses a file that is no export, whole, with a Dutch message; nothing is imported", async () => {
    const { host } = await linkedRestaurant();
    const refusals = [
      [
        bytes("Naam;Prijs\nPizza;10,00\n"),
        "Niets geïmporteerd. Dit is geen Thuisbezorgd-export: de kolommen Bestelnummer, Datum, Totaal ontbreken.",
      ],
      [new Uint8Array([0xff, 0xfe, 0x00]), expect.stringMatching(/^Niets geïmporteerd\. /)],
      [bytes(""), expect.stringMatching(/^Niets geïmporteerd\. /)],
      [null, "Niets geïmporteerd. Kies het exportbestand van Thuisbezorgd (CSV)."],
    ] as const;
    for (const [file, message] of refusals)
      await expect(importJetExport({ hostId: host.id, bytes: file })).rejects.toMatchObject({ status: 400, message });
    expect(await thuisbezorgdOrders(host.id)).toHaveLength(0);
  });

  it("keeps tenants apart: the same order number at another restaurant is its own order", async () => {
    const a = await linkedRestaurant();
    const b = await linkedRestaurant();
    const file = csv(["SAME-1;20-11-2026 18:05;10,00;Online;Afhalen;"]);
    expect((await importJetExport({ hostId: a.host.id, bytes: file })).imported).toBe(1);
    expect((await importJetExport({ hostId: b.host.id, bytes: file })).imported).toBe(1);
  });
});
