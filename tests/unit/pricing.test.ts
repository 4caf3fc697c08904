import fc from "fast-check";
import { describe, it, expect } from "vitest";
import {
  IDEAL_FEE,
  choicePrice,
  extrasTotal,
  formatEuro,
  formatWholeEuro,
  lineAmount,
  menuPrice,
  paymentFee,
  unitPrice,
  type ChosenVolume,
  type ExtrasGroup,
  type PricedChoice,
  type PricedProduct,
} from "~/domain/pricing";

const NBSP = "\u00a0";

describe("unitPrice", () => {
  const base: PricedProduct = { price: 1000 };
  const reduced: PricedProduct = { price: 1000, price_deliver: 900, price_takeout: 800 };

  it.each<[string, PricedProduct, boolean, ChosenVolume | null | undefined, number]>([
    ["base price without reductions", base, true, undefined, 1000],
    ["base price for takeout", base, false, null, 1000],
    ["delivery price when delivering", reduced, true, null, 900],
    ["takeout price when not delivering", reduced, false, null, 800],
    ["volume price wins over delivery price", reduced, true, { name: "Groot", price: 1400 }, 1400],
    ["volume price wins over takeout price", reduced, false, { name: "Klein", price: 700 }, 700],
    ["a volume priced 0 is free", reduced, true, { name: "Proef", price: 0 }, 0],
    ["an unpriced volume (null) falls through", reduced, true, { name: "Groot", price: null }, 900],
    ["an unpriced volume (missing) falls through", reduced, false, { name: "Groot" }, 800],
    ["a negative volume price is ignored", base, true, { name: "Fout", price: -100 }, 1000],
    ["delivery price equal to base is base", { price: 1000, price_deliver: 1000 }, true, null, 1000],
    ["delivery price above base is ignored", { price: 1000, price_deliver: 1200 }, true, null, 1000],
    ["takeout price above base is ignored", { price: 1000, price_takeout: 1100 }, false, null, 1000],
    ["delivery price is not used for takeout", { price: 1000, price_deliver: 900 }, false, null, 1000],
    ["takeout price is not used for delivery", { price: 1000, price_takeout: 800 }, true, null, 1000],
    ["reduced price 0 means not set", { price: 1000, price_deliver: 0 }, true, null, 1000],
    ["reduced price null means not set", { price: 1000, price_deliver: null }, true, null, 1000],
    ["reduced price 1 cent is real", { price: 1000, price_deliver: 1 }, true, null, 1],
  ])("%s", (_, product, deliver, volume, expected) => {
    expect(unitPrice(product, { deliver, volume })).toBe(expected);
  });
});

describe("extrasTotal", () => {
  const kaas: PricedChoice = { name: "Kaas", price: 100 };
  const ham: PricedChoice = { name: "Ham", price: 150 };
  const salami: PricedChoice = { name: "Salami", price: 200 };
  const ui: PricedChoice = { name: "Ui", price: 50 };

  it.each<[string, ExtrasGroup[], PricedChoice[] | undefined, number]>([
    ["no groups", [], undefined, 0],
    ["an empty choice", [{ included: 0, chosen: [] }], undefined, 0],
    ["every choice charged when none included", [{ included: 0, chosen: [kaas, ham] }], undefined, 250],
    ["all free within the included count", [{ included: 2, chosen: [kaas, ham] }], undefined, 0],
    ["included above chosen is free", [{ included: 5, chosen: [kaas] }], undefined, 0],
    ["the cheapest is free (cheap picked first)", [{ included: 1, chosen: [kaas, salami] }], undefined, 200],
    ["the cheapest is free (cheap picked last)", [{ included: 1, chosen: [salami, kaas] }], undefined, 200],
    ["two cheapest free of four", [{ included: 2, chosen: [salami, ui, ham, kaas] }], undefined, 350],
    [
      "groups are counted separately",
      [
        { included: 1, chosen: [kaas, ham] },
        { included: 0, chosen: [ui] },
      ],
      undefined,
      200,
    ],
    [
      "a free count in one group does not spill over",
      [
        { included: 3, chosen: [kaas] },
        { included: 0, chosen: [salami] },
      ],
      undefined,
      200,
    ],
    ["a negative included counts as 0", [{ included: -1, chosen: [kaas] }], undefined, 100],
    ["a removed default subtracts its price", [{ included: 0, chosen: [salami] }], [ui], 150],
    ["several removed defaults subtract", [{ included: 0, chosen: [salami, ham] }], [ui, kaas], 200],
    ["never below zero", [], [salami], 0],
    ["never below zero with some extras", [{ included: 0, chosen: [ui] }], [salami], 0],
    ["free extras and a removed default stay at zero", [{ included: 1, chosen: [ham] }], [kaas], 0],
  ])("%s", (_, groups, removed, expected) => {
    expect(extrasTotal(groups, removed)).toBe(expected);
  });

  it("does not reorder the caller's choices", () => {
    const chosen = [salami, kaas];
    extrasTotal([{ included: 1, chosen }]);
    expect(chosen).toEqual([salami, kaas]);
  });
});

describe("lineAmount", () => {
  it.each([
    [1, 1000, 0, 1000],
    [2, 1000, 0, 2000],
    [3, 850, 150, 3000],
    [0, 1000, 100, 0],
    [2, 0, 0, 0],
    [5, 199, 1, 1000],
  ])("%i × (%i + %i) = %i", (quantity, unit, extras, expected) => {
    expect(lineAmount(quantity, unit, extras)).toBe(expected);
  });
});

describe("fees", () => {
  it("iDEAL costs 29 cents", () => {
    expect(IDEAL_FEE).toBe(29);
  });

  it.each([
    ["ideal", 29],
    ["cash", 0],
    ["pin", 0],
    ["thuisbezorgd", 0],
  ])("paymentFee(%j) is %i", (method, expected) => {
    expect(paymentFee(method)).toBe(expected);
  });
});

describe("formatEuro", () => {
  it.each([
    [1250, `€${NBSP}12,50`],
    [0, `€${NBSP}0,00`],
    [5, `€${NBSP}0,05`],
    [29, `€${NBSP}0,29`],
    [100, `€${NBSP}1,00`],
    [123456, `€${NBSP}1.234,56`],
    [-1250, `€${NBSP}-12,50`],
  ])("%i cents is %j", (cents, expected) => {
    expect(formatEuro(cents)).toBe(expected);
  });

  // decision 113: written by hand, character for character Intl's
  const intl = new Intl.NumberFormat("nl-NL", { style: "currency", currency: "EUR" });
  it("writes every amount as Intl's nl-NL euro format does, up to a billion euros either way", () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000_000, max: 100_000_000_000 }), (cents) => {
        expect(formatEuro(cents)).toBe(intl.format(cents / 100));
      }),
      { numRuns: 5000 },
    );
    for (const cents of [0, -0, 1, -1, 99, 100, 99_999, 100_000, 99_999_999, 100_000_000, 0.5, -0.5, 12.5, -12.5])
      expect(formatEuro(cents), String(cents)).toBe(intl.format(cents / 100));
  });
});

describe("formatWholeEuro (a chart's axis)", () => {
  it.each([
    [125049, `€${NBSP}1.250`],
    [125050, `€${NBSP}1.251`],
    [0, `€${NBSP}0`],
  ])("%i cents is %j", (cents, expected) => {
    expect(formatWholeEuro(cents)).toBe(expected);
  });

  // the same hand-written rule as formatEuro's (decision 113), rounded as Intl rounds to whole euros
  const intl = new Intl.NumberFormat("nl-NL", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
  it("writes every amount as Intl's nl-NL euro format without decimals does", () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000_000, max: 100_000_000_000 }), (cents) => {
        expect(formatWholeEuro(cents)).toBe(intl.format(cents / 100));
      }),
      { numRuns: 5000 },
    );
    for (const cents of [0, -0, 49, 50, -49, -50, -40, 150, -150, 99_949, 99_950, 100_000, 125_050, -125_050])
      expect(formatWholeEuro(cents), String(cents)).toBe(intl.format(cents / 100));
  });
});

describe("menuPrice (the card's price, docs/issues/014.md §15)", () => {
  it("is the cheapest size, counting a size without its own price at the product's price", () => {
    // Salami: Medium has no own price (€ 11,50 = the product's), Groot € 14,50, Familie € 19,50
    const salami = {
      price: 1150,
      volumes: [
        { name: "Medium", price: null },
        { name: "Groot", price: 1450 },
        { name: "Familie", price: 1950 },
      ],
    };
    expect(menuPrice(salami, { deliver: true })).toEqual({ price: 1150, basePrice: 1150, fromPrice: true });
  });

  it("uses the mode's reduced price for a size without its own price", () => {
    const cola = {
      price: 275,
      price_takeout: 250,
      volumes: [
        { name: "Blikje", price: null },
        { name: "Fles 1,5 l", price: 450 },
      ],
    };
    expect(menuPrice(cola, { deliver: false })).toEqual({ price: 250, basePrice: 250, fromPrice: true });
    expect(menuPrice(cola, { deliver: true })).toEqual({ price: 275, basePrice: 275, fromPrice: true });
  });

  it("says no 'vanaf' when every size costs the same, and strikes through a reduced price without sizes", () => {
    expect(
      menuPrice(
        {
          price: 500,
          volumes: [
            { name: "Klein", price: 500 },
            { name: "Groot", price: null },
          ],
        },
        { deliver: true },
      ).fromPrice,
    ).toBe(false);
    expect(menuPrice({ price: 1000, price_deliver: 900, volumes: [] }, { deliver: true })).toEqual({
      price: 900,
      basePrice: 1000,
      fromPrice: false,
    });
  });
});

describe("choicePrice (the price next to a choice, docs/issues/014.md §16)", () => {
  const toppings = {
    included: 2,
    items: [
      { name: "Kaas", price: 125 },
      { name: "Ui", price: 75 },
      { name: "Salami", price: 150 },
    ],
  };

  it("is nothing while a free choice is left", () => {
    expect(choicePrice(toppings, [], "Kaas")).toBe(0);
    expect(choicePrice(toppings, ["Ui"], "Kaas")).toBe(0);
  });

  it("is what the line total goes up by once the free ones are used (the cheapest stay free)", () => {
    expect(choicePrice(toppings, ["Ui", "Kaas"], "Salami")).toBe(150);
    // Salami and Kaas are free; adding Ui makes the two cheapest (Ui, Kaas) free and Salami charged → + € 1,50
    expect(choicePrice(toppings, ["Salami", "Kaas"], "Ui")).toBe(150);
  });

  it("for a chosen item, is what it adds now", () => {
    expect(choicePrice(toppings, ["Ui", "Kaas", "Salami"], "Salami")).toBe(150);
    expect(choicePrice(toppings, ["Kaas"], "Kaas")).toBe(0);
    expect(choicePrice({ included: 0, items: toppings.items }, ["Kaas"], "Kaas")).toBe(125);
  });
});
