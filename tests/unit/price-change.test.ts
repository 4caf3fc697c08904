// "Prijzen aanpassen" (docs/issues/015.md §6): the owner's form parsed, one price changed (amounts exact,
// percentages to the nearest 5 cents), and the preview old → new with the refusals in Dutch.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_PRICE } from "~/domain/euro-input";
import {
  CHANGE_INVALID_AMOUNT,
  CHANGE_INVALID_PERCENT,
  CHANGE_MINUS,
  CHANGE_TOO_LARGE,
  CHANGE_ZERO,
  RESULT_NEGATIVE,
  RESULT_TOO_HIGH,
  changePrice,
  describePriceChange,
  parsePriceChange,
  previewPriceChange,
  type PricedProduct,
} from "~/domain/price-change";

const margherita: PricedProduct = {
  id: 1,
  name: "Margherita",
  price: 899,
  priceDeliver: null,
  priceTakeout: 850,
  volumes: [
    { name: "Medium 25 cm", price: null },
    { name: "Groot 30 cm", price: 1199 },
  ],
};

describe("parsePriceChange", () => {
  it.each([
    [
      { kind: "amount", direction: "up", value: "0,50" },
      { kind: "amount", cents: 50 },
    ],
    [
      { kind: "amount", direction: "down", value: "€ 1,25" },
      { kind: "amount", cents: -125 },
    ],
    [
      { kind: "percent", direction: "up", value: "5" },
      { kind: "percent", hundredths: 500 },
    ],
    [
      { kind: "percent", direction: "down", value: "2,5 %" },
      { kind: "percent", hundredths: -250 },
    ],
  ] as const)("%j → %j", (form, change) => {
    expect(parsePriceChange(form)).toEqual({ ok: true, change });
  });

  it.each([
    [{ kind: "amount", direction: "up", value: "abc" }, CHANGE_INVALID_AMOUNT],
    [{ kind: "amount", direction: "up", value: "0,00" }, CHANGE_ZERO],
    [{ kind: "amount", direction: "up", value: "20.000,00" }, CHANGE_TOO_LARGE],
    [{ kind: "percent", direction: "up", value: "5,555" }, CHANGE_INVALID_PERCENT],
    [{ kind: "percent", direction: "down", value: "0" }, CHANGE_ZERO],
    [{ kind: "percent", direction: "up", value: "5000" }, CHANGE_TOO_LARGE],
    [{ kind: "percent", direction: "up", value: "-5" }, CHANGE_MINUS],
    [{ kind: "amount", direction: "down", value: " −0,50" }, CHANGE_MINUS],
  ] as const)("%j is refused: %s", (form, message) => {
    expect(parsePriceChange(form)).toEqual({ ok: false, message });
  });
});

describe("changePrice", () => {
  it("adds an amount exactly and rounds a percentage to the nearest 5 cents", () => {
    expect(changePrice(899, { kind: "amount", cents: 50 })).toBe(949);
    expect(changePrice(899, { kind: "percent", hundredths: 500 })).toBe(945); // 9,4395
    expect(changePrice(1000, { kind: "percent", hundredths: 500 })).toBe(1050);
    expect(changePrice(1000, { kind: "percent", hundredths: -1000 })).toBe(900);
    expect(changePrice(250, { kind: "percent", hundredths: 1000 })).toBe(275);
    expect(changePrice(895, { kind: "percent", hundredths: 10 })).toBe(895); // 0,1 %: under 2,5 cent, unchanged
  });

  it("an amount added and taken off again gives every price back", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_PRICE }), fc.integer({ min: 1, max: MAX_PRICE }), (price, amount) => {
        const up = changePrice(price, { kind: "amount", cents: amount });
        expect(changePrice(up, { kind: "amount", cents: -amount })).toBe(price);
      }),
    );
  });

  it("a percentage gives whole cents on a 5-cent step (or the price itself), and moves the right way", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_PRICE }),
        fc.integer({ min: -10_000, max: 100_000 }).filter((h) => h !== 0),
        (price, hundredths) => {
          const next = changePrice(price, { kind: "percent", hundredths });
          expect(Number.isInteger(next)).toBe(true);
          expect(next === price || next % 5 === 0).toBe(true);
          if (hundredths > 0) expect(next).toBeGreaterThanOrEqual(price);
          else expect(next).toBeLessThanOrEqual(price);
          expect(Math.abs(next - (price * (10_000 + hundredths)) / 10_000)).toBeLessThanOrEqual(2.5);
        },
      ),
    );
  });
});

describe("previewPriceChange", () => {
  it("old → new for the price, the set channel prices and (when asked) the sizes with their own price", () => {
    const preview = previewPriceChange([margherita], { kind: "percent", hundredths: 500 }, { volumes: true });
    expect(preview).toEqual({
      problems: 0,
      changed: 3,
      products: [
        {
          id: 1,
          name: "Margherita",
          problem: null,
          lines: [
            { label: "Prijs", from: 899, to: 945 },
            { label: "Prijs afhalen", from: 850, to: 895 },
            { label: "Groot 30 cm", from: 1199, to: 1260 },
          ],
        },
      ],
    });
    const withoutSizes = previewPriceChange([margherita], { kind: "amount", cents: 100 }, { volumes: false });
    expect(withoutSizes.products[0].lines).toContainEqual({ label: "Groot 30 cm", from: 1199, to: 1199 });
    expect(withoutSizes.changed).toBe(2);
  });

  it("refuses a price below € 0 or above € 10.000, naming the product", () => {
    const cheap: PricedProduct = {
      id: 2,
      name: "Saus",
      price: 40,
      priceDeliver: null,
      priceTakeout: null,
      volumes: [],
    };
    const down = previewPriceChange([margherita, cheap], { kind: "amount", cents: -50 }, { volumes: false });
    expect(down.problems).toBe(1);
    expect(down.products[1]).toMatchObject({ name: "Saus", problem: RESULT_NEGATIVE });
    expect(down.products[0].problem).toBeNull();
    const up = previewPriceChange(
      [{ ...margherita, price: MAX_PRICE - 10 }],
      { kind: "amount", cents: 50 },
      { volumes: false },
    );
    expect(up.products[0].problem).toBe(RESULT_TOO_HIGH);
  });

  it("names the change as the summary shows it", () => {
    expect(describePriceChange({ kind: "amount", cents: 50 })).toBe("+ € 0,50");
    expect(describePriceChange({ kind: "percent", hundredths: -250 })).toBe("− 2,5 %");
    expect(describePriceChange({ kind: "percent", hundredths: 500 })).toBe("+ 5 %");
  });
});
