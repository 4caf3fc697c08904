// A line's amount per rate when include items carry their own VAT rate (docs/issues/033.md §2, decision 071).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { extrasTotal, lineAmount } from "~/domain/pricing";
import { lineGrossByRate, type VatRate } from "~/domain/vat";
import { priceLine, type PricingProduct } from "~/domain/line-price";
import { checkProductDraft, ITEM_VAT_INVALID } from "~/domain/product-editor";
import { draftFromProduct, emptyDraft, emptyGroup, emptyItem } from "~/domain/product-draft";

describe("lineGrossByRate", () => {
  it("a 9 % pizza with a charged 21 % beer: the beer × quantity is the 21 % part", () => {
    expect(
      lineGrossByRate({
        quantity: 2,
        unit: 1000,
        rate: 9,
        groups: [{ included: 0, chosen: [{ price: 300, rate: 21 }] }],
      }),
    ).toEqual({ 9: 2000, 21: 600 });
  });

  it("a free include (within the group's included count) adds nothing at its rate", () => {
    expect(
      lineGrossByRate({
        quantity: 1,
        unit: 1200,
        rate: 9,
        groups: [{ included: 1, chosen: [{ price: 300, rate: 21 }] }],
      }),
    ).toEqual({ 9: 1200, 21: 0 });
  });

  it("the cheapest are free, as extrasTotal: a cola (9 %) free, the beer (21 %) charged", () => {
    const groups = [
      {
        included: 1,
        chosen: [
          { price: 350, rate: 21 as const },
          { price: 250, rate: null },
        ],
      },
    ];
    expect(lineGrossByRate({ quantity: 3, unit: 1000, rate: 9, groups })).toEqual({ 9: 3000, 21: 1050 });
  });

  it("a 21 % product with a 9 % include: the include is the 9 % part", () => {
    expect(
      lineGrossByRate({
        quantity: 2,
        unit: 800,
        rate: 21,
        groups: [{ included: 0, chosen: [{ price: 150, rate: 9 }, { price: 100 }] }],
      }),
    ).toEqual({ 9: 300, 21: 1800 });
  });

  it("removed default includes are refunded at the product's rate, never from the beer", () => {
    expect(
      lineGrossByRate({
        quantity: 1,
        unit: 1000,
        rate: 9,
        groups: [{ included: 0, chosen: [{ price: 300, rate: 21 }] }],
        removed: [{ price: 100 }],
      }),
    ).toEqual({ 9: 900, 21: 300 });
    // a 21 % product: the refund comes off its own part
    expect(
      lineGrossByRate({
        quantity: 2,
        unit: 1000,
        rate: 21,
        groups: [{ included: 0, chosen: [{ price: 200, rate: 9 }] }],
        removed: [{ price: 150 }],
      }),
    ).toEqual({ 9: 400, 21: 1700 });
  });

  it("clamps the 21 % part to the line when refunds exceed the charged extras", () => {
    // extras never go below 0: the refund is only the 9 % item's 1,00, taken off the product's 21 %
    expect(
      lineGrossByRate({
        quantity: 1,
        unit: 500,
        rate: 21,
        groups: [{ included: 0, chosen: [{ price: 100, rate: 9 }] }],
        removed: [{ price: 700 }],
      }),
    ).toEqual({ 9: 100, 21: 400 });
    // a 9 % product whose refund eats more than its own part: the 21 % part stays ≤ the line
    expect(
      lineGrossByRate({
        quantity: 1,
        unit: 0,
        rate: 9,
        groups: [{ included: 0, chosen: [{ price: 300, rate: 21 }] }],
        removed: [{ price: 200 }],
      }),
    ).toEqual({ 9: 0, 21: 100 });
  });

  it("parts are whole cents in 0 … amount and add up to the line's amount (lineAmount × extrasTotal)", () => {
    const rate = fc.constantFrom<VatRate>(9, 21);
    const choice = fc.record({ price: fc.integer({ min: 0, max: 2000 }), rate: fc.option(rate) });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 5000 }),
        rate,
        fc.array(fc.record({ included: fc.integer({ min: 0, max: 3 }), chosen: fc.array(choice, { maxLength: 5 }) }), {
          maxLength: 3,
        }),
        fc.array(fc.record({ price: fc.integer({ min: 0, max: 500 }) }), { maxLength: 2 }),
        (quantity, unit, productRate, groups, removed) => {
          const parts = lineGrossByRate({ quantity, unit, rate: productRate, groups, removed });
          const amount = lineAmount(
            quantity,
            unit,
            extrasTotal(
              groups.map((g) => ({
                included: g.included,
                chosen: g.chosen.map((c) => ({ name: "x", price: c.price })),
              })),
              removed.map((r) => ({ name: "x", price: r.price })),
            ),
          );
          expect(parts[9] + parts[21]).toBe(amount);
          expect(Number.isInteger(parts[21]) && parts[21] >= 0 && parts[21] <= amount).toBe(true);
          // every include at the product's rate: the whole line is at that rate
          const plain = lineGrossByRate({
            quantity,
            unit,
            rate: productRate,
            groups: groups.map((g) => ({ included: g.included, chosen: g.chosen.map((c) => ({ price: c.price })) })),
            removed,
          });
          expect(plain[21]).toBe(productRate === 21 ? amount : 0);
        },
      ),
    );
  });
});

describe("priceLine's amount21", () => {
  const menu: PricingProduct = {
    name: "Pizza Margherita menu",
    price: 1000,
    vatRate: 9,
    volumes: [],
    variations: [],
    defaultIncludes: [{ name: "Basilicum", price: 50 }],
    groups: [
      {
        name: "Drank",
        min: 1,
        max: 1,
        included: 0,
        items: [
          { name: "Peroni", price: 350, vatRate: 21 },
          { name: "Cola", price: 250 },
        ],
      },
    ],
  };

  it("an alcohol include on a 9 % product: its price × quantity at 21 %", () => {
    const line = priceLine(
      menu,
      { quantity: 2, includes: { Drank: ["Peroni"] }, removed: ["Basilicum"] },
      { deliver: false },
    );
    expect(line).toMatchObject({ ok: true, amount: 2600, amount21: 700 });
  });

  it("a soft drink follows the 9 % product: nothing at 21 %", () => {
    const line = priceLine(menu, { quantity: 1, includes: { Drank: ["Cola"] } }, { deliver: false });
    expect(line).toMatchObject({ ok: true, amount: 1250, amount21: 0 });
  });

  it("a 21 % product without own rates is wholly 21 %", () => {
    const line = priceLine(
      { ...menu, vatRate: 21 },
      { quantity: 3, includes: { Drank: ["Cola"] } },
      { deliver: false },
    );
    expect(line).toMatchObject({ ok: true, amount: 3750, amount21: 3750 });
  });
});

describe("the editor's Btw per include item", () => {
  const draft = (vatRate: string | undefined) => {
    const d = emptyDraft("Pizza");
    return {
      ...d,
      name: "Pizzamenu",
      price: "12,50",
      groups: [{ ...emptyGroup(), name: "Drank", items: [{ ...emptyItem(), name: "Peroni", price: "3,65", vatRate }] }],
    };
  };
  const itemRate = (vatRate: string | undefined) => {
    const checked = checkProductDraft(draft(vatRate));
    return checked.ok ? checked.value.groups[0].items[0].vatRate : checked.fields;
  };

  it("saves 9 %, 21 % or the product's (null); an older draft without it keeps the stored rate", () => {
    expect([itemRate("21"), itemRate("9"), itemRate("")]).toEqual([21, 9, null]);
    expect(itemRate(undefined)).toBeUndefined();
  });

  it("refuses another rate with a Dutch message on the item's field", () => {
    expect(itemRate("7")).toEqual({ "groups.0.items.0.vatRate": ITEM_VAT_INVALID });
  });

  it("loads the stored rate into the draft, the product's as empty", () => {
    const checked = checkProductDraft(draft("21"));
    if (!checked.ok) throw new Error("draft refused");
    expect(draftFromProduct(checked.value).groups[0].items[0].vatRate).toBe("21");
    const own = checkProductDraft(draft(""));
    if (!own.ok) throw new Error("draft refused");
    expect(draftFromProduct(own.value).groups[0].items[0].vatRate).toBe("");
  });
});
