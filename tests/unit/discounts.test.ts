import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  allocate,
  describeWhen,
  priceDiscount,
  rediscount,
  type Discount,
  type DiscountLine,
} from "~/domain/discounts";
import { orderTotal } from "~/domain/order-totals";

const base: Discount = {
  id: 1,
  name: "Actie",
  kind: "percent",
  value: 10,
  scope: "order",
  target: null,
  minimum: 0,
  pickupOnly: false,
  weekdays: [],
  fromTime: null,
  untilTime: null,
  startsOn: null,
  endsOn: null,
  code: null,
  maxUsesPerCustomer: null,
  active: true,
};
const promo = (over: Partial<Discount>): Discount => ({ ...base, ...over });

// Friday 2026-11-20 18:30 in Amsterdam (CET, UTC+1)
const FRIDAY_1830 = new Date("2026-11-20T17:30:00Z");

const pizza = (amount: number, quantity = 1): DiscountLine => ({ amount, quantity, tab: "Pizza's", group: "Pizza" });
const cola: DiscountLine = { amount: 300, quantity: 1, tab: "Dranken", group: "Fris" };

const price = (discounts: Discount[], lines: DiscountLine[], over: Partial<Parameters<typeof priceDiscount>[0]> = {}) =>
  priceDiscount({ lines, deliver: true, now: FRIDAY_1830, discounts, uses: {}, ...over });

describe("priceDiscount — the table (docs/issues/020.md §5)", () => {
  const cases: Array<{
    name: string;
    d: Partial<Discount>;
    lines: DiscountLine[];
    deliver?: boolean;
    discount: number;
    perLine: number[];
  }> = [
    { name: "10 % off the whole order", d: {}, lines: [pizza(1000), cola], discount: 130, perLine: [100, 30] },
    {
      name: "25 % off the tab Pizza's only",
      d: { value: 25, scope: "tab", target: "Pizza's" },
      lines: [pizza(1000), cola],
      discount: 250,
      perLine: [250, 0],
    },
    {
      name: "€ 2,50 off group Fris, capped at the drinks",
      d: { kind: "amount", value: 500, scope: "group", target: "Fris" },
      lines: [pizza(1000), cola],
      discount: 300,
      perLine: [0, 300],
    },
    {
      name: "€ 5 off the order, spread cent-exact",
      d: { kind: "amount", value: 500 },
      lines: [pizza(1000), cola],
      discount: 500,
      perLine: [385, 115],
    },
    {
      name: "100 % never more than the goods",
      d: { value: 100 },
      lines: [pizza(999), cola],
      discount: 1299,
      perLine: [999, 300],
    },
    {
      name: "tweede pizza halve prijs: the cheaper of two",
      d: { kind: "second_half", value: 0, scope: "group", target: "Pizza" },
      lines: [pizza(1200), pizza(900), cola],
      discount: 450,
      perLine: [0, 450, 0],
    },
    {
      name: "tweede pizza halve prijs: three of one line, one discounted",
      d: { kind: "second_half", value: 0, scope: "group", target: "Pizza" },
      lines: [pizza(3000, 3)],
      discount: 500,
      perLine: [500],
    },
    {
      name: "tweede pizza halve prijs: four pizzas, the two cheapest",
      d: { kind: "second_half", value: 0, scope: "group", target: "Pizza" },
      lines: [pizza(2000, 2), pizza(1500), pizza(901)],
      discount: 951,
      perLine: [500, 0, 451],
    },
    {
      name: "tweede pizza halve prijs: one pizza is nothing",
      d: { kind: "second_half", value: 0, scope: "group", target: "Pizza" },
      lines: [pizza(1200), cola],
      discount: 0,
      perLine: [0, 0],
    },
    {
      name: "free drink from € 20: the cheapest drink",
      d: { kind: "free_item", value: 0, scope: "tab", target: "Dranken", minimum: 2000 },
      lines: [pizza(1900), cola, { ...cola, amount: 250 }],
      discount: 250,
      perLine: [0, 0, 250],
    },
    {
      name: "free drink below € 20: nothing",
      d: { kind: "free_item", value: 0, scope: "tab", target: "Dranken", minimum: 2000 },
      lines: [pizza(1500), cola],
      discount: 0,
      perLine: [0, 0],
    },
    {
      name: "pickup-only on a delivery: nothing",
      d: { pickupOnly: true },
      lines: [pizza(1000)],
      discount: 0,
      perLine: [0],
    },
    {
      name: "pickup-only on a pickup",
      d: { pickupOnly: true },
      lines: [pizza(1000)],
      deliver: false,
      discount: 100,
      perLine: [100],
    },
    { name: "Friday in the weekdays", d: { weekdays: [5, 6] }, lines: [pizza(1000)], discount: 100, perLine: [100] },
    { name: "Friday not in the weekdays", d: { weekdays: [1, 2, 3] }, lines: [pizza(1000)], discount: 0, perLine: [0] },
    {
      name: "18:30 inside 17:00–19:00",
      d: { fromTime: "17:00", untilTime: "19:00" },
      lines: [pizza(1000)],
      discount: 100,
      perLine: [100],
    },
    {
      name: "18:30 after 17:00–18:30 (until is exclusive)",
      d: { fromTime: "17:00", untilTime: "18:30" },
      lines: [pizza(1000)],
      discount: 0,
      perLine: [0],
    },
    {
      name: "the last day counts",
      d: { startsOn: "2026-11-01", endsOn: "2026-11-20" },
      lines: [pizza(1000)],
      discount: 100,
      perLine: [100],
    },
    { name: "before the first day", d: { startsOn: "2026-11-21" }, lines: [pizza(1000)], discount: 0, perLine: [0] },
    { name: "switched off", d: { active: false }, lines: [pizza(1000)], discount: 0, perLine: [0] },
    { name: "a minimum not reached", d: { minimum: 1500 }, lines: [pizza(1000), cola], discount: 0, perLine: [0, 0] },
    {
      name: "a reward line (0) takes nothing",
      d: {},
      lines: [pizza(1000), { ...cola, amount: 0 }],
      discount: 100,
      perLine: [100, 0],
    },
  ];
  for (const c of cases)
    it(c.name, () => {
      const r = price([promo(c.d)], c.lines, { deliver: c.deliver ?? true });
      expect(r.discount).toBe(c.discount);
      expect(r.perLine).toEqual(c.perLine);
    });

  it("reads the hours in Amsterdam, not UTC (17:30 UTC is 18:30 here)", () => {
    const d = promo({ fromTime: "18:00", untilTime: "19:00" });
    expect(price([d], [pizza(1000)]).discount).toBe(100);
    expect(price([d], [pizza(1000)], { now: new Date("2026-11-20T18:30:00Z") }).discount).toBe(0);
  });
});

describe("priceDiscount — combining and codes (decision 050)", () => {
  const tenPct = promo({ id: 1, name: "10 %" });
  const fiveOff = promo({ id: 2, name: "€ 5", kind: "amount", value: 500 });
  const code = promo({ id: 3, name: "Welkom", kind: "amount", value: 700, code: "WELKOM", maxUsesPerCustomer: 1 });

  it("takes the best single automatic promotion, not both", () => {
    const r = price([tenPct, fiveOff], [pizza(2000)]);
    expect(r.discount).toBe(500);
    expect(r.applied?.id).toBe(2);
  });

  it("a code is not applied without typing it", () => {
    expect(price([code], [pizza(2000)]).discount).toBe(0);
  });

  it("a typed code, in any case and with spaces, beats a smaller automatic one", () => {
    const r = price([fiveOff, code], [pizza(2000)], { code: " welkom " });
    expect(r).toMatchObject({ discount: 700, code: "applied" });
    expect(r.applied?.id).toBe(3);
  });

  it("a code smaller than the automatic promotion is reported as not needed", () => {
    const r = price([promo({ id: 4, value: 50 }), code], [pizza(2000)], { code: "WELKOM" });
    expect(r).toMatchObject({ discount: 1000, code: "not_better" });
  });

  it("an unknown code, a used-up one, one not running now", () => {
    expect(price([code], [pizza(2000)], { code: "GRATIS" })).toMatchObject({ discount: 0, code: "unknown" });
    expect(price([code], [pizza(2000)], { code: "WELKOM", uses: { 3: 1 } })).toMatchObject({
      discount: 0,
      code: "used",
    });
    const later = { ...code, startsOn: "2026-12-01" };
    expect(price([later], [pizza(2000)], { code: "WELKOM" })).toMatchObject({ discount: 0, code: "not_now" });
    // known and running, but nothing in this cart qualifies (a minimum not reached)
    const big = { ...code, minimum: 5000 };
    expect(price([big], [pizza(2000)], { code: "WELKOM" })).toMatchObject({ discount: 0, code: "no_match" });
  });

  it("a switched-off code is unknown", () => {
    expect(price([{ ...code, active: false }], [pizza(2000)], { code: "WELKOM" }).code).toBe("unknown");
  });

  it("an automatic promotion with a maximum stops after that many uses", () => {
    const once = promo({ maxUsesPerCustomer: 2 });
    expect(price([once], [pizza(1000)], { uses: { 1: 1 } }).discount).toBe(100);
    expect(price([once], [pizza(1000)], { uses: { 1: 2 } }).discount).toBe(0);
  });
});

describe("allocate", () => {
  it("spreads cent-exact by largest remainder", () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(0, [5, 5])).toEqual([0, 0]);
    expect(allocate(10, [0, 0])).toEqual([0, 0]);
  });
});

describe("describeWhen", () => {
  it("says when in Dutch", () => {
    expect(describeWhen(promo({ weekdays: [6, 5], fromTime: "17:00", untilTime: "20:00", pickupOnly: true }))).toBe(
      "vr, za · 17:00–20:00 · alleen afhalen",
    );
    expect(describeWhen(promo({ startsOn: "2026-12-01", endsOn: "2026-12-31" }))).toBe("1-12-2026 t/m 31-12-2026");
  });
});

describe("priceDiscount — properties", () => {
  const line = fc.record({
    amount: fc.integer({ min: 0, max: 20_000 }),
    quantity: fc.integer({ min: 1, max: 5 }),
    tab: fc.constantFrom("Pizza's", "Dranken"),
    group: fc.constantFrom("Pizza", "Fris", null),
  });
  const discount = fc.record({
    id: fc.integer({ min: 1, max: 5 }),
    kind: fc.constantFrom("percent", "amount", "second_half", "free_item") as fc.Arbitrary<Discount["kind"]>,
    value: fc.integer({ min: 1, max: 100_000 }),
    scope: fc.constantFrom("order", "tab", "group") as fc.Arbitrary<Discount["scope"]>,
    target: fc.constantFrom("Pizza's", "Dranken", "Pizza", "Fris"),
    minimum: fc.integer({ min: 0, max: 5000 }),
    code: fc.constantFrom(null, "A", "B"),
  });

  it("never exceeds what it applies to, is cent-exact, and keeps the delivery fee and iDEAL fee", () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 8 }),
        fc.array(discount, { maxLength: 4 }),
        fc.constantFrom(null, "A", "b", "C"),
        fc.integer({ min: 0, max: 500 }),
        fc.constantFrom(0, 29),
        (lines, ds, typed, deliveryFee, fee) => {
          const discounts = ds.map((d) => promo({ ...d, value: d.kind === "percent" ? (d.value % 100) + 1 : d.value }));
          const r = price(discounts, lines, { code: typed });
          expect(Number.isInteger(r.discount)).toBe(true);
          expect(r.perLine.reduce((s, p) => s + p, 0)).toBe(r.discount);
          r.perLine.forEach((p, i) => {
            expect(p).toBeGreaterThanOrEqual(0);
            expect(p).toBeLessThanOrEqual(lines[i].amount);
          });
          const subtotal = lines.reduce((s, l) => s + l.amount, 0);
          const total = orderTotal({ subtotal, deliveryFee, fee, discount: r.discount });
          expect(total).toBeGreaterThanOrEqual(deliveryFee + fee);
          expect(total).toBe(subtotal - r.discount + deliveryFee + fee);
        },
      ),
    );
  });
});

describe("rediscount — an order edited on the board", () => {
  it.each([
    {
      name: "second pizza at half price, three pizzas: still one half",
      applied: promo({ kind: "second_half", value: 0 }),
      previous: 500,
      lines: [pizza(3000, 3)],
      discount: 500,
    },
    {
      name: "second pizza at half price, one pizza left: nothing",
      applied: promo({ kind: "second_half", value: 0 }),
      previous: 500,
      lines: [pizza(1000)],
      discount: 0,
    },
    {
      name: "10 % follows the new goods",
      applied: promo({}),
      previous: 130,
      lines: [pizza(2000), cola],
      discount: 230,
    },
    {
      name: "below the minimum: nothing",
      applied: promo({ kind: "amount", value: 500, minimum: 2000 }),
      previous: 500,
      lines: [pizza(1500)],
      discount: 0,
    },
    { name: "promotion gone: the old amount", applied: null, previous: 400, lines: [pizza(1000)], discount: 400 },
    { name: "promotion gone: never more than the goods", applied: null, previous: 800, lines: [cola], discount: 300 },
    { name: "no discount stays none", applied: null, previous: 0, lines: [pizza(1000)], discount: 0 },
  ])("$name", ({ applied, previous, lines, discount }) => {
    expect(rediscount(applied, previous, lines)).toBe(discount);
  });
});
