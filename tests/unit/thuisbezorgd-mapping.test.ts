// docs/issues/018.md §3 and docs/issues/034.md (decision 064): a JET Connect order, in JET's published shape, as one of
// ours, nothing dropped — PLU, recursive modifiers, quantity absent → 1, unknown PLU, adjustments as
// {inc_tax, tax}, Unix-second times (ISO too), notes, payment, the three types, the amounts against
// `payment.final.inc_tax`, and the order we cannot read (a text price) — at the tablet, never € 0,00 read as fine.
import { describe, expect, it } from "vitest";
import {
  flagText,
  mapJetOrder,
  MARKETPLACE_COURIER,
  MARKETPLACE_ITEM,
  UNREAD_TEXT,
  unmappedJetOrder,
  type KnownProduct,
} from "~/domain/thuisbezorgd";
import { buildReceipt } from "~/domain/receipt";
import { renderText } from "~/domain/receipt-text";
import { jetExampleOrder } from "~/integrations/thuisbezorgd/example-order";
import { MALFORMED_LOCATION, parseJetPayload, storableRaw } from "~/schemas/thuisbezorgd";

const menu = new Map<string, KnownProduct>([
  ["12", { id: 12, name: "Pizza Margherita", tab: "Pizza", groupName: null }],
  ["COLA", { id: 30, name: "Coca-Cola", tab: "Dranken", groupName: null }],
  ["M2", { id: 40, name: "Cheeseburger", tab: "Burgers", groupName: null }],
]);
const find = (plu: string) => menu.get(plu);
const cents = (inc_tax: number, tax = 0) => ({ inc_tax, tax });

/** A delivery by the restaurant, in JET's shape (NL prices include VAT). */
function payload(over: Record<string, unknown> = {}) {
  return jetExampleOrder({
    id: "8c1e7b7a-5d1f-4d7e-9c55-3b4f1d2e0001",
    third_party_order_reference: "22721764",
    type: "delivery-by-merchant",
    posLocationId: "roma-1",
    items: [
      {
        name: "Margherita",
        plu: "12",
        price: 1050,
        quantity: 2,
        notes: "goed doorbakken",
        children: [
          { name: "Extra kaas", plu: "K1", price: 150, children: [{ name: "Mozzarella", plu: "K2", price: 0 }] },
        ],
      },
      { name: "Cola 330ml", plu: "COLA", price: 275 },
    ],
    created_at: "1795449600",
    deliver_at: "1795452300",
    collect_at: "1795451400",
    kitchen_notes: "Geen ui",
    delivery_notes: "Bel aan bij 2 hoog",
    collection_notes: "",
    payment_method: "CARD",
    payment: {
      items_in_cart: cents(2675, 221),
      adjustments: [
        { name: "deliveryFee", price: cents(250, 21) },
        { name: "serviceCharge", price: cents(69, 6) },
        { name: "discount", price: cents(-300) },
      ],
      final: cents(2694, 248),
    },
    delivery: {
      first_name: "Sanne",
      last_name: "de Vries",
      phone_number: "+31612345678",
      phone_masking_code: "",
      line_one: "Oudegracht 12",
      line_two: "",
      postcode: "3511 AB",
      city: "Utrecht",
    },
    driver: null,
    ...over,
  });
}

function order(over: Record<string, unknown> = {}) {
  const parsed = parseJetPayload(JSON.stringify(payload(over)));
  if (parsed.kind !== "order") throw new Error(`not an order: ${JSON.stringify(parsed)}`);
  return parsed.order;
}

describe("JET's published example order", () => {
  it("maps to its lines and 2100 cents final: the item, its modifier, the delivery fee and the discount", () => {
    const parsed = parseJetPayload(JSON.stringify(jetExampleOrder()));
    if (parsed.kind !== "order") throw new Error("JET's example must read as an order");
    const o = parsed.order;
    expect([o.id, o.reference, o.posLocationId, o.type]).toEqual([
      "38bbeb45-f520-4438-a44f-0fcdbb29e166",
      "22721763",
      "AKZ12",
      "delivery-by-delivery-partner",
    ]);
    expect(o.createdAt?.toISOString()).toBe(new Date(1606780145 * 1000).toISOString());
    expect(o.dueAt?.toISOString()).toBe(new Date(1606780980 * 1000).toISOString()); // JET's courier collects then
    expect(o.items[0]).toMatchObject({ plu: "M2", price: 1700, quantity: 1 });
    const m = mapJetOrder(o, find);
    // the example prices items without VAT (1800 = 2160 − 360): the lines are raised by the cart's own VAT
    expect(m.items.map((i) => [i.productId, i.name, i.quantity, i.unitPrice, i.extras, i.amount])).toEqual([
      [40, "Cheeseburger", 1, 2040, 120, 2160],
    ]);
    expect(m.items[0].includes).toEqual([{ name: "Extra Sauce", price: 120 }]);
    expect([m.subtotal, m.deliveryFee, m.discount, m.amount, m.tax]).toEqual([2160, 240, 300, 2100, 360]);
    expect(m.flags).toEqual([]);
    expect([m.paid, m.courier, m.deliver, m.reference]).toEqual([true, "marketplace", true, "22721763"]);
    // the masked customer is no name; the driver and the reference are on the card
    expect(m.customerName).toBe("Thuisbezorgd-klant");
    expect(m.address).toEqual({ street: MARKETPLACE_COURIER, number: "", zipcode: "", city: "" });
    expect(m.description).toContain("Thuisbezorgd-nummer: 22721763");
    expect(m.description).toContain("Bezorger: John Smith");
    expect(m.description).toContain("Driver will be wearing a blue shirt");
  });

  it("prints the number the customer quotes (third_party_order_reference) on the bon", () => {
    const parsed = parseJetPayload(JSON.stringify(jetExampleOrder()));
    if (parsed.kind !== "order") throw new Error("JET's example must read as an order");
    const m = mapJetOrder(parsed.order, find);
    const receipt = buildReceipt(
      {
        number: 7,
        due: parsed.order.dueAt ?? new Date(0),
        asap: false,
        deliver: m.deliver,
        paymentMethod: m.paymentMethod,
        paymentStatus: m.paymentStatus,
        paid: m.paid,
        address: m.address,
        customerName: m.customerName,
        phone: m.phone,
        description: m.description,
        amount: m.amount,
        items: m.items.map((i) => ({
          quantity: i.quantity,
          name: i.name,
          subname: null,
          volume: null,
          variation: null,
          amount: i.amount,
          remark: null,
          includes: i.includes.map((x) => ({ name: x.name })),
          includes2: null,
          removed: [],
        })),
        marketplaceCourier: m.courier === "marketplace",
      },
      { name: "Burger Bar" },
    );
    expect(renderText(receipt, 42)).toContain("Thuisbezorgd-nummer: 22721763");
  });
});

describe("mapJetOrder", () => {
  it("maps by PLU with recursive modifiers, a missing quantity as 1, adjustments as lines and a card as paid", () => {
    const o = order();
    const m = mapJetOrder(o, find);
    expect(m.items.map((i) => [i.productId, i.name, i.quantity, i.unitPrice, i.extras, i.amount])).toEqual([
      [12, "Pizza Margherita", 2, 1050, 150, 2400],
      [30, "Coca-Cola", 1, 275, 0, 275],
      [null, "Servicekosten", 1, 69, 0, 69],
    ]);
    expect(m.items[0].includes).toEqual([
      { name: "Extra kaas", price: 150 },
      { name: "Extra kaas: Mozzarella", price: 0 },
    ]);
    expect(m.items[0].remark).toBe("goed doorbakken");
    expect(m.items[2].icon).toBe("🛵");
    expect([m.subtotal, m.deliveryFee, m.discount, m.amount, m.tax]).toEqual([2744, 250, 300, 2694, 248]);
    expect(m.flags).toEqual([]);
    expect(o.dueAt?.toISOString()).toBe(new Date(1795452300 * 1000).toISOString());
    expect(m.description).toBe("Thuisbezorgd-nummer: 22721764\nGeen ui\nBezorging: Bel aan bij 2 hoog");
    expect([m.paymentMethod, m.paymentStatus, m.paid]).toEqual(["thuisbezorgd", "thuisbezorgd", true]);
    expect([m.deliver, m.courier, m.address]).toEqual([
      true,
      "merchant",
      { street: "Oudegracht 12", number: "", zipcode: "3511 AB", city: "Utrecht" },
    ]);
    expect([m.customerName, m.phone]).toEqual(["Sanne de Vries", "+31612345678"]);
  });

  it("reads an ISO time too (older Flyt pages), and Unix seconds as a number", () => {
    expect(order({ deliver_at: "2026-11-23T16:45:00Z" }).dueAt?.toISOString()).toBe("2026-11-23T16:45:00.000Z");
    expect(order({ deliver_at: 1795452300 }).dueAt?.toISOString()).toBe(new Date(1795452300 * 1000).toISOString());
  });

  it("keeps an unknown PLU as a line with the marketplace's name and price, flagged", () => {
    const m = mapJetOrder(
      order({
        items: [{ name: "Pizza Geheim", plu: "999", price: 1400 }],
        payment: { items_in_cart: cents(1400), adjustments: [], final: cents(1400) },
      }),
      find,
    );
    expect(m.items).toHaveLength(1);
    expect([m.items[0].productId, m.items[0].name, m.items[0].amount]).toEqual([null, "Pizza Geheim", 1400]);
    expect(m.flags).toEqual([{ kind: "unknown-plu", plu: "999", name: "Pizza Geheim" }]);
    expect(flagText(m.flags[0])).toBe("Onbekend product: Pizza Geheim (PLU 999)");
  });

  it("flags amounts that do not add up to final, and charges what the marketplace says", () => {
    const m = mapJetOrder(order({ payment: { adjustments: [], final: cents(2000) } }), find);
    expect(m.amount).toBe(2000);
    expect(m.flags).toEqual([{ kind: "amount-mismatch", lines: 2675, final: 2000 }]);
    expect(flagText(m.flags[0])).toBe("Bedragen kloppen niet: regels €\u00a026,75, Thuisbezorgd €\u00a020,00");
  });

  it("the three types: cash is collected at the door; JET's courier sees a masked address; collection has none", () => {
    const cash = mapJetOrder(order({ payment_method: "CASH" }), find);
    expect([cash.paymentMethod, cash.paymentStatus, cash.paid]).toEqual(["cash", "cash", false]);
    const partner = mapJetOrder(
      order({
        type: "delivery-by-delivery-partner",
        delivery: { first_name: "****", last_name: "****", line_one: "****", postcode: "3511", city: "Utrecht" },
        driver: { first_name: "Jan", last_name: "Koerier", phone_number: "0600000000" },
      }),
      find,
    );
    expect(partner.courier).toBe("marketplace");
    expect(partner.address).toEqual({ street: MARKETPLACE_COURIER, number: "", zipcode: "3511", city: "Utrecht" });
    expect(partner.customerName).toBe("Thuisbezorgd-klant");
    expect(partner.description).toContain("Bezorger: Jan Koerier");
    const o = order({
      type: "collection-by-customer",
      delivery: null,
      collector: {
        first_name: "John",
        last_name: "Doe",
        phone_number: "020 7946 0504",
        phone_masking_code: "1234567890",
      },
    });
    expect(o.dueAt?.toISOString()).toBe(new Date(1795452300 * 1000).toISOString());
    const pickup = mapJetOrder(o, find);
    expect([pickup.deliver, pickup.address, pickup.courier, pickup.customerName, pickup.phone]).toEqual([
      false,
      null,
      "pickup",
      "John Doe",
      "020 7946 0504",
    ]);
    expect(pickup.description).toContain("Belcode klant: 1234567890");
  });

  it("an order unreadable past its id and location (a text price) is one line: not processed, at the tablet", () => {
    const text = payload({ items: [{ name: "Margherita", plu: "12", price: "9,50" }] });
    const raw = JSON.stringify(text);
    const parsed = parseJetPayload(raw);
    expect(parsed).toEqual({
      kind: "unmapped",
      id: text.id,
      posLocationId: "roma-1",
      final: 2694,
      reference: "22721764",
    });
    const m = unmappedJetOrder(raw, { final: 2694, reference: "22721764" });
    expect(m.items).toEqual([
      expect.objectContaining({ icon: MARKETPLACE_ITEM, amount: 2694, quantity: 1, remark: raw }),
    ]);
    expect(m.flags).toEqual([{ kind: "unmapped" }]);
    expect(m.paid).toBe(false);
    expect(flagText(m.flags[0])).toBe(UNREAD_TEXT);
    expect(UNREAD_TEXT).toBe("Niet verwerkt — staat op de Thuisbezorgd-tablet");
    // the guessed shapes of docs/issues/018.md are no JET order either: a number as final, amount on an adjustment
    expect(parseJetPayload(JSON.stringify(payload({ payment: { final: 2694 } }))).kind).toBe("unmapped");
  });
});

describe("parseJetPayload", () => {
  it("calls no JSON, or JSON without an id or posLocationId, malformed", () => {
    expect(parseJetPayload("{nope").kind).toBe("malformed");
    expect(parseJetPayload("[]").kind).toBe("malformed");
    expect(parseJetPayload(JSON.stringify({ items: [] })).kind).toBe("malformed");
    expect(parseJetPayload(JSON.stringify({ id: "a" }))).toEqual({
      kind: "malformed",
      message: MALFORMED_LOCATION,
      id: "a",
    });
  });

  it("takes NUL out of every text, and stores the raw body without NUL bytes", () => {
    const parsed = parseJetPayload(JSON.stringify(payload({ kitchen_notes: "a\u0000b" })));
    expect(parsed.kind === "order" && parsed.order.kitchenNotes).toBe("ab");
    expect(storableRaw("a\0b")).toBe("a\\u0000b");
  });
});
