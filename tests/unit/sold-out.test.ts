// domain/sold-out: the one "until" rule and what a sold-out include item means for its product.
import { describe, expect, it } from "vitest";
import { fromWallClock, wallClock } from "~/domain/amsterdam-time";
import { soldOutChoice, soldOutUntil, unorderableGroup } from "~/domain/sold-out";

describe("soldOutUntil", () => {
  it("'Uitverkocht' for today lasts until the next midnight in Amsterdam, also late in the evening", () => {
    const evening = fromWallClock({ year: 2026, month: 11, day: 23 }, 23, 30);
    const until = soldOutUntil("soldout-today", evening);
    expect(until).toBeInstanceOf(Date);
    expect(wallClock(until as Date)).toEqual({ year: 2026, month: 11, day: 24, hour: 0, minute: 0, second: 0 });
  });
  it("on the night the clocks go back, midnight is still midnight", () => {
    const until = soldOutUntil("soldout-today", fromWallClock({ year: 2026, month: 10, day: 24 }, 12));
    expect(wallClock(until as Date)).toMatchObject({ day: 25, hour: 0, minute: 0 });
  });
  it("'Langer uitverkocht' until switched back; 'Weer beschikbaar' clears it", () => {
    expect(soldOutUntil("soldout", new Date())).toBe("forever");
    expect(soldOutUntil("available", new Date())).toBeNull();
  });
});

const sauce = {
  name: "Saus",
  min: 1,
  items: [
    { name: "Mayo", soldOut: true },
    { name: "Curry", soldOut: false },
  ],
};
const toppings = { name: "Toppings", min: 0, items: [{ name: "Ansjovis", soldOut: true }] };

describe("unorderableGroup", () => {
  it("a required group with every item sold out blocks the product; one left, or an optional group, does not", () => {
    expect(unorderableGroup([sauce, toppings])).toBeNull();
    const allGone = { ...sauce, items: sauce.items.map((i) => ({ ...i, soldOut: true })) };
    expect(unorderableGroup([toppings, allGone])).toBe("Saus");
    expect(unorderableGroup([{ name: "Leeg", min: 1, items: [] }])).toBeNull();
  });
});

describe("soldOutChoice", () => {
  it("names the first chosen item that is sold out, by its group", () => {
    expect(soldOutChoice([sauce, toppings], { Saus: ["Curry"], Toppings: ["Ansjovis"] })).toBe("Ansjovis");
    expect(soldOutChoice([sauce, toppings], { Saus: ["Curry"] })).toBeNull();
    // the same name in another group is another choice
    expect(soldOutChoice([sauce, toppings], { Toppings: ["Mayo"] })).toBeNull();
  });
});
