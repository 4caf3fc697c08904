// Issue 18 §3: a Thuisbezorgd order as ours, nothing dropped — PLU, options, unknown PLU, adjustments,
// notes, due time, payment, courier type, the amounts against `final`, and the unreadable order.
import { describe, expect, it } from "vitest";
import {
  flagText,
  mapJetOrder,
  MARKETPLACE_COURIER,
  MARKETPLACE_ITEM,
  unmappedJetOrder,
  type KnownProduct,
} from "~/domain/thuisbezorgd";
import { parseJetPayload, storableRaw } from "~/schemas/thuisbezorgd";

const menu = new Map<string, KnownProduct>([
  ["12", { id: 12, name: "Pizza Margherita", tab: "Pizza", groupName: null }],
  ["COLA", { id: 30, name: "Coca-Cola", tab: "Dranken", groupName: null }],
]);
const find = (plu: string) => menu.get(plu);

function payload(over: Record<string, unknown> = {}) {
  return {
    id: "8c1e7b7a-5d1f-4d7e-9c55-3b4f1d2e0001",
    third_party_order_reference: "TB-1001",
    type: "delivery-by-merchant",
    items: [
      {
        name: "Margherita",
        plu: "12",
        price: 1050,
        quantity: 2,
        notes: "goed doorbakken",
        children: [{ name: "Extra kaas", plu: "K1", price: 150, quantity: 1 }],
      },
      { name: "Cola 330ml", plu: "COLA", price: 275, quantity: 1 },
    ],
    created_at: "2026-11-23T16:00:00Z",
    deliver_at: "2026-11-23T16:45:00Z",
    kitchen_notes: "Geen ui",
    delivery_notes: "Bel aan bij 2 hoog",
    payment_method: "CARD",
    payment: {
      items_in_cart: 2675,
      adjustments: [
        { name: "Delivery fee", type: "delivery_fee", amount: 250 },
        { name: "Service charge", type: "service_charge", amount: 69 },
        { name: "Discount", type: "discount", amount: -300 },
      ],
      final: 2694,
    },
    customer: { name: "Sanne de Vries", phone: "+31612345678" },
    delivery: { address: { street: "Oudegracht", house_number: "12", postcode: "3511 AB", city: "Utrecht" } },
    ...over,
  };
}

function order(over: Record<string, unknown> = {}) {
  const parsed = parseJetPayload(JSON.stringify(payload(over)));
  if (parsed.kind !== "order") throw new Error(`not an order: ${JSON.stringify(parsed)}`);
  return parsed.order;
}

describe("mapJetOrder", () => {
  it("maps by PLU with options, notes, adjustments as lines, due time and a card payment as paid", () => {
    const o = order();
    const m = mapJetOrder(o, find);
    expect(m.items.map((i) => [i.productId, i.name, i.quantity, i.unitPrice, i.extras, i.amount])).toEqual([
      [12, "Pizza Margherita", 2, 1050, 150, 2400],
      [30, "Coca-Cola", 1, 275, 0, 275],
      [null, "Servicekosten", 1, 69, 0, 69],
    ]);
    expect(m.items[0].includes).toEqual([{ name: "Extra kaas", price: 150 }]);
    expect(m.items[0].remark).toBe("goed doorbakken");
    expect(m.items[2].icon).toBe("🛵");
    expect([m.subtotal, m.deliveryFee, m.discount, m.amount]).toEqual([2744, 250, 300, 2694]);
    expect(m.flags).toEqual([]);
    expect(o.dueAt?.toISOString()).toBe("2026-11-23T16:45:00.000Z");
    expect(m.description).toBe("Geen ui\nBezorging: Bel aan bij 2 hoog");
    expect([m.paymentMethod, m.paymentStatus, m.paid]).toEqual(["thuisbezorgd", "thuisbezorgd", true]);
    expect([m.deliver, m.courier, m.address?.street]).toEqual([true, "merchant", "Oudegracht"]);
  });

  it("keeps an unknown PLU as a line with the marketplace's name and price, flagged", () => {
    const m = mapJetOrder(
      order({
        items: [{ name: "Pizza Geheim", plu: "999", price: 1400, quantity: 1 }],
        payment: { adjustments: [], final: 1400 },
      }),
      find,
    );
    expect(m.items).toHaveLength(1);
    expect([m.items[0].productId, m.items[0].name, m.items[0].amount]).toEqual([null, "Pizza Geheim", 1400]);
    expect(m.flags).toEqual([{ kind: "unknown-plu", plu: "999", name: "Pizza Geheim" }]);
    expect(flagText(m.flags[0])).toBe("Onbekend product: Pizza Geheim (PLU 999)");
  });

  it("flags amounts that do not add up to final, and charges what the marketplace says", () => {
    const m = mapJetOrder(order({ payment: { adjustments: [], final: 2000 } }), find);
    expect(m.amount).toBe(2000);
    expect(m.flags).toEqual([{ kind: "amount-mismatch", lines: 2675, final: 2000 }]);
    expect(flagText(m.flags[0])).toBe("Bedragen kloppen niet: regels € 26,75, Thuisbezorgd € 20,00");
  });

  it("cash is collected at the door; the marketplace courier sees a masked address; collection has none", () => {
    const cash = mapJetOrder(order({ payment_method: "CASH" }), find);
    expect([cash.paymentMethod, cash.paymentStatus, cash.paid]).toEqual(["cash", "cash", false]);
    const partner = mapJetOrder(
      order({ type: "delivery-by-delivery-partner", delivery: { address: { postcode: "3511", city: "Utrecht" } } }),
      find,
    );
    expect(partner.courier).toBe("marketplace");
    expect(partner.address).toEqual({ street: MARKETPLACE_COURIER, number: "", zipcode: "3511", city: "Utrecht" });
    const pickup = mapJetOrder(
      order({ type: "collection-by-customer", deliver_at: null, collect_at: "2026-11-23T17:00:00Z" }),
      find,
    );
    expect([pickup.deliver, pickup.address]).toEqual([false, null]);
  });

  it("an order unreadable past its id is one product/thuisbezorgd line with the raw text", () => {
    const raw = JSON.stringify({ id: "x-1", items: "kapot", payment: { final: 1999 } });
    const parsed = parseJetPayload(raw);
    expect(parsed).toEqual({ kind: "unmapped", id: "x-1", final: 1999 });
    const m = unmappedJetOrder(raw, 1999);
    expect(m.items).toEqual([
      expect.objectContaining({ icon: MARKETPLACE_ITEM, amount: 1999, quantity: 1, remark: raw }),
    ]);
    expect(m.flags).toEqual([{ kind: "unmapped" }]);
  });
});

describe("parseJetPayload", () => {
  it("calls no JSON, or JSON without an id, malformed", () => {
    expect(parseJetPayload("{nope").kind).toBe("malformed");
    expect(parseJetPayload("[]").kind).toBe("malformed");
    expect(parseJetPayload(JSON.stringify({ items: [] })).kind).toBe("malformed");
  });

  it("takes NUL out of every text, and stores the raw body without NUL bytes", () => {
    const parsed = parseJetPayload(JSON.stringify(payload({ kitchen_notes: "a\u0000b" })));
    expect(parsed.kind === "order" && parsed.order.kitchenNotes).toBe("ab");
    expect(storableRaw("a\0b")).toBe("a\\u0000b");
  });
});
