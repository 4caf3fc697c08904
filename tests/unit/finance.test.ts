import { describe, expect, it } from "vitest";
import { average, marketplaceSavings, MARKETPLACE_DEFAULTS } from "~/domain/finance";

describe("marketplaceSavings: 'Wat je bespaart'", () => {
  it.each([
    [
      "the default Thuisbezorgd rates: 13 % + € 0,19",
      { orders: 100, revenue: 250_000, idealOrders: 60 },
      MARKETPLACE_DEFAULTS,
      { commission: 34_400, ours: 1_740, saved: 32_660 },
    ],
    [
      "no orders, nothing either way",
      { orders: 0, revenue: 0, idealOrders: 0 },
      MARKETPLACE_DEFAULTS,
      { commission: 0, ours: 0, saved: 0 },
    ],
    [
      "a rate with decimals, 13.5 %",
      { orders: 1, revenue: 1_000, idealOrders: 1 },
      { percent: 13.5, perOrder: 0 },
      { commission: 135, ours: 29, saved: 106 },
    ],
    [
      "rounded once on the total (12,5 cent → 13)",
      { orders: 1, revenue: 125, idealOrders: 0 },
      { percent: 10, perOrder: 0 },
      { commission: 13, ours: 0, saved: 13 },
    ],
    [
      "all iDEAL on a tiny order: the marketplace would have been cheaper",
      { orders: 1, revenue: 100, idealOrders: 1 },
      { percent: 0, perOrder: 0 },
      { commission: 0, ours: 29, saved: -29 },
    ],
  ])("%s", (_name, own, rates, expected) => {
    expect(marketplaceSavings(own, rates)).toEqual(expected);
  });
});

describe("average", () => {
  it("rounds to the cent and is 0 without orders", () => {
    expect(average(1000, 3)).toBe(333);
    expect(average(2000, 3)).toBe(667);
    expect(average(0, 0)).toBe(0);
  });
});
