import { describe, it, expect } from "vitest";
import {
  MAX_QUANTITY,
  addItem,
  cartCount,
  cartTotal,
  clearForHost,
  isSameLine,
  lineTotal,
  setQuantity,
  sortItems,
  type CartItem,
} from "~/domain/cart";

function item(overrides: Partial<CartItem> & { $name: string }): CartItem {
  return { $quantity: 1, ...overrides };
}

const margherita = item({ $name: "Margherita", $price: 900, $amount: 900, tab: "pizza" });
const cola = item({ $name: "Cola", $price: 250, $amount: 250, tab: "drinken" });

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object") {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

describe("addItem", () => {
  it("adds to an empty cart at position 1", () => {
    expect(addItem([], margherita)).toEqual([{ ...margherita, $_id: 1 }]);
  });

  it("appends a different product at the next position", () => {
    const cart = addItem(addItem([], margherita), cola);
    expect(cart.map((line) => [line.$name, line.$_id])).toEqual([
      ["Margherita", 1],
      ["Cola", 2],
    ]);
  });

  it.each<[string, CartItem, CartItem, number]>([
    ["same name merges", margherita, { ...margherita, $quantity: 2 }, 1],
    [
      "includes in another order merge",
      item({ $name: "Pizza", $include: ["Kaas", "Ham"] }),
      item({ $name: "Pizza", $include: ["Ham", "Kaas"] }),
      1,
    ],
    ["no includes equals empty includes", item({ $name: "Pizza" }), item({ $name: "Pizza", $include: [] }), 1],
    ["surrounding spaces in the name do not matter", item({ $name: "Pizza" }), item({ $name: " Pizza " }), 1],
    ["different names stay apart", margherita, cola, 2],
    [
      "different subnames stay apart",
      item({ $name: "Pizza", $subname: "Groot" }),
      item({ $name: "Pizza", $subname: "Klein" }),
      2,
    ],
    ["a subname versus none stays apart", item({ $name: "Pizza", $subname: "Groot" }), item({ $name: "Pizza" }), 2],
    [
      "different includes stay apart",
      item({ $name: "Pizza", $include: ["Kaas"] }),
      item({ $name: "Pizza", $include: ["Ham"] }),
      2,
    ],
    [
      "includes as multisets: a double topping is different",
      item({ $name: "Pizza", $include: ["Kaas", "Kaas"] }),
      item({ $name: "Pizza", $include: ["Kaas"] }),
      2,
    ],
    [
      "different second-half includes stay apart",
      item({ $name: "Pizza", $half: true, $include2: ["Ham"] }),
      item({ $name: "Pizza", $half: true, $include2: ["Salami"] }),
      2,
    ],
    [
      "different volumes stay apart",
      item({ $name: "Cola", $volume: "33cl" }),
      item({ $name: "Cola", $volume: "1,5L" }),
      2,
    ],
    [
      "different variations stay apart",
      item({ $name: "Pizza", $variation: "Dun" }),
      item({ $name: "Pizza", $variation: "Dik" }),
      2,
    ],
    ["different remarks stay apart", item({ $name: "Pizza", $description: "zonder ui" }), item({ $name: "Pizza" }), 2],
  ])("%s", (_, first, second, lines) => {
    expect(isSameLine(first, second)).toBe(lines === 1);
    const cart = addItem(addItem([], first), second);
    expect(cart).toHaveLength(lines);
    expect(cartCount(cart)).toBe(first.$quantity + second.$quantity);
  });

  it("sums quantities and keeps $amount in step", () => {
    const cart = addItem(addItem([], { ...margherita, $quantity: 2, $amount: 1800 }), {
      ...margherita,
      $quantity: 3,
      $amount: 2700,
    });
    expect(cart).toEqual([{ ...margherita, $quantity: 5, $amount: 4500, $_id: 1 }]);
  });

  it("includes extras when recomputing $amount", () => {
    const line = item({ $name: "Pizza", $price: 900, $extras: 150, $amount: 1050 });
    const [merged] = addItem([{ ...line, $_id: 1 }], line);
    expect(merged.$amount).toBe(2100);
  });

  it("scales a line priced only by its amount", () => {
    const thuisbezorgd = item({ $name: "Thuisbezorgd", $amount: 2500, icon: "tb" });
    const [merged] = addItem([{ ...thuisbezorgd, $_id: 1 }], thuisbezorgd);
    expect(merged).toMatchObject({ $quantity: 2, $amount: 5000 });
  });

  it("merges into the matching line, not the first one", () => {
    const cart = addItem(addItem(addItem([], margherita), cola), { ...cola, $quantity: 4 });
    expect(cart.map((line) => line.$quantity)).toEqual([1, 5]);
  });

  it("does not merge into a line marked deleted", () => {
    const cart = addItem([{ ...margherita, $_id: 1, delete: true }], margherita);
    expect(cart).toHaveLength(2);
  });

  it.each([
    ["an empty name", item({ $name: "" })],
    ["a whitespace name", item({ $name: "   " })],
    ["quantity 0", item({ $name: "Pizza", $quantity: 0 })],
    ["a negative quantity", item({ $name: "Pizza", $quantity: -1 })],
    ["a fractional quantity", item({ $name: "Pizza", $quantity: 1.5 })],
    ["a NaN quantity", item({ $name: "Pizza", $quantity: Number.NaN })],
  ])("refuses %s and returns the list itself", (_, bad) => {
    const cart = [{ ...cola, $_id: 1 }];
    expect(addItem(cart, bad)).toBe(cart);
  });

  it.each([
    [98, 1, 99],
    [60, 60, MAX_QUANTITY],
    [1, 500, MAX_QUANTITY],
  ])("%i + %i is clamped to %i", (first, second, expected) => {
    const cart = addItem(addItem([], { ...cola, $quantity: first }), { ...cola, $quantity: second });
    expect(cart[0].$quantity).toBe(expected);
    expect(cart[0].$amount).toBe(expected * 250);
  });

  it("never mutates its inputs", () => {
    const cart = deepFreeze([
      { ...margherita, $_id: 1 },
      { ...cola, $_id: 2 },
    ]);
    const added = deepFreeze({ ...cola, $quantity: 2 });
    const next = addItem(cart, added);
    expect(next).not.toBe(cart);
    expect(cart[1].$quantity).toBe(1);
    expect(next[1].$quantity).toBe(3);
  });
});

describe("setQuantity", () => {
  const cart: CartItem[] = [
    { ...margherita, $_id: 1 },
    { ...cola, $_id: 2 },
    item({ $name: "Friet", $price: 300, $_id: 3 }),
  ];

  it.each<[string, number, number, Array<[string, number, number]>]>([
    [
      "sets a quantity",
      2,
      4,
      [
        ["Margherita", 1, 1],
        ["Cola", 4, 2],
        ["Friet", 1, 3],
      ],
    ],
    [
      "removes at 0 and renumbers",
      1,
      0,
      [
        ["Cola", 1, 1],
        ["Friet", 1, 2],
      ],
    ],
    [
      "removes below 0",
      3,
      -2,
      [
        ["Margherita", 1, 1],
        ["Cola", 1, 2],
      ],
    ],
    [
      "removes at 0.5",
      2,
      0.5,
      [
        ["Margherita", 1, 1],
        ["Friet", 1, 2],
      ],
    ],
    [
      "clamps above the maximum",
      3,
      1000,
      [
        ["Margherita", 1, 1],
        ["Cola", 1, 2],
        ["Friet", 99, 3],
      ],
    ],
    [
      "keeps quantity 1",
      1,
      1,
      [
        ["Margherita", 1, 1],
        ["Cola", 1, 2],
        ["Friet", 1, 3],
      ],
    ],
  ])("%s", (_, position, quantity, expected) => {
    const next = setQuantity(cart, position, quantity);
    expect(next.map((line) => [line.$name, line.$quantity, line.$_id])).toEqual(expected);
  });

  it.each([
    ["an unknown position", 9, 2],
    ["position 0", 0, 2],
    ["a fractional quantity", 2, 2.5],
    ["a NaN quantity", 2, Number.NaN],
    ["an infinite quantity", 2, Number.POSITIVE_INFINITY],
  ])("changes nothing for %s", (_, position, quantity) => {
    expect(setQuantity(cart, position, quantity)).toBe(cart);
  });

  it("recomputes $amount", () => {
    expect(setQuantity(cart, 1, 3)[0].$amount).toBe(2700);
  });

  it("finds unnumbered lines by their place in the list", () => {
    const plain = [margherita, cola];
    expect(setQuantity(plain, 2, 5)[1]).toMatchObject({ $name: "Cola", $quantity: 5 });
  });

  it("never mutates the cart", () => {
    const frozen = deepFreeze(cart.map((line) => ({ ...line })));
    setQuantity(frozen, 2, 7);
    setQuantity(frozen, 2, 0);
    expect(frozen.map((line) => line.$quantity)).toEqual([1, 1, 1]);
  });
});

describe("sortItems", () => {
  const tabs = ["pizza", "pasta", "drinken"];
  const line = (name: string, extra: Partial<CartItem> = {}): CartItem => item({ $name: name, ...extra });

  it.each<[string, CartItem[], string[]]>([
    [
      "follows the host's tab order",
      [line("Cola", { tab: "drinken" }), line("Lasagne", { tab: "pasta" }), line("Hawaii", { tab: "pizza" })],
      ["Hawaii", "Lasagne", "Cola"],
    ],
    [
      "puts extras after all tabs",
      [line("Knoflooksaus", { tab: "extra" }), line("Cola", { tab: "drinken" })],
      ["Cola", "Knoflooksaus"],
    ],
    [
      "puts unknown and missing tabs after known tabs but before extras",
      [
        line("Saus", { tab: "extra" }),
        line("Oud", { tab: "vervallen" }),
        line("Los"),
        line("Hawaii", { tab: "pizza" }),
      ],
      ["Hawaii", "Oud", "Los", "Saus"],
    ],
    [
      "puts icon items last, whatever their tab",
      [
        line("Thuisbezorgd", { icon: "tb", tab: "pizza" }),
        line("Saus", { tab: "extra" }),
        line("Cola", { tab: "drinken" }),
      ],
      ["Cola", "Saus", "Thuisbezorgd"],
    ],
    [
      "keeps cart order within a tab",
      [
        line("B", { tab: "pizza" }),
        line("Cola", { tab: "drinken" }),
        line("A", { tab: "pizza" }),
        line("C", { tab: "pizza" }),
      ],
      ["B", "A", "C", "Cola"],
    ],
    ["keeps cart order among icon items", [line("Y", { icon: "x" }), line("X", { icon: "x" })], ["Y", "X"]],
    [
      "an empty icon is no icon",
      [line("Leeg", { icon: "", tab: "drinken" }), line("Hawaii", { tab: "pizza" })],
      ["Hawaii", "Leeg"],
    ],
    ["an empty cart", [], []],
  ])("%s", (_, items, expected) => {
    const sorted = sortItems(items, tabs);
    expect(sorted.map((l) => l.$name)).toEqual(expected);
    expect(sorted.map((l) => l.$_id)).toEqual(expected.map((_, i) => i + 1));
  });

  it("works without tabs: known nothing, extras and icons still last", () => {
    const sorted = sortItems([line("I", { icon: "x" }), line("E", { tab: "extra" }), line("P", { tab: "pizza" })], []);
    expect(sorted.map((l) => l.$name)).toEqual(["P", "E", "I"]);
  });

  it("never mutates the cart", () => {
    const items = deepFreeze([line("Cola", { tab: "drinken", $_id: 1 }), line("Hawaii", { tab: "pizza", $_id: 2 })]);
    const sorted = sortItems(items, tabs);
    expect(items.map((l) => l.$name)).toEqual(["Cola", "Hawaii"]);
    expect(sorted[0]).toMatchObject({ $name: "Hawaii", $_id: 1 });
  });
});

describe("totals", () => {
  it.each<[string, CartItem[], number, number]>([
    ["an empty cart", [], 0, 0],
    ["uses $amount", [item({ $name: "A", $quantity: 2, $price: 500, $amount: 1000 })], 2, 1000],
    ["computes without $amount", [item({ $name: "A", $quantity: 3, $price: 500, $extras: 50 })], 3, 1650],
    ["an item without price costs nothing", [item({ $name: "A", $quantity: 2 })], 2, 0],
    [
      "skips deleted lines",
      [
        item({ $name: "A", $quantity: 2, $amount: 1000 }),
        item({ $name: "B", $quantity: 1, $amount: 500, delete: true }),
      ],
      2,
      1000,
    ],
    [
      "sums lines",
      [item({ $name: "A", $quantity: 2, $amount: 1800 }), item({ $name: "B", $quantity: 3, $price: 250 })],
      5,
      2550,
    ],
  ])("%s", (_, items, count, total) => {
    expect(cartCount(items)).toBe(count);
    expect(cartTotal(items)).toBe(total);
    expect(items.reduce((sum, line) => sum + lineTotal(line), 0)).toBe(total);
  });
});

describe("clearForHost", () => {
  const fromA = item({ $name: "A", host: 1, $_id: 1 });
  const fromB = item({ $name: "B", host: "2", $_id: 2 });
  const nobody = item({ $name: "C", $_id: 3 });

  it.each<[string, CartItem[], string | number, string[]]>([
    ["keeps the same host", [fromA], 1, ["A"]],
    ["compares ids as text", [fromA], "1", ["A"]],
    ["drops another host's lines", [fromA], 2, []],
    ["drops only the other host's lines", [fromA, fromB], "2", ["B"]],
    ["keeps lines without a host", [nobody, fromA], 3, ["C"]],
    ["an empty cart stays empty", [], 1, []],
  ])("%s", (_, items, host, expected) => {
    const kept = clearForHost(items, host);
    expect(kept.map((l) => l.$name)).toEqual(expected);
    expect(kept.map((l) => l.$_id)).toEqual(expected.map((_, i) => i + 1));
  });

  it("returns the list itself when nothing changes", () => {
    const items = [fromA];
    expect(clearForHost(items, 1)).toBe(items);
  });
});
