import { describe, it, expect } from "vitest";
import {
  EXPANDED_ITEM_COUNT,
  UNLIMITED,
  choose,
  isNoneItem,
  isRequired,
  isValid,
  showNoneOption,
  visibleItemCount,
  type NamedGroup,
} from "~/domain/include-groups";

describe("isRequired", () => {
  it.each([
    [0, 0, false],
    [0, 99, false],
    [0, 150, false],
    [1, 0, true],
    [1, 99, true],
    [2, 3, true],
    [0, 1, true],
    [0, 98, true],
  ])("min %i, max %i → %s", (min, max, expected) => {
    expect(isRequired({ min, max })).toBe(expected);
  });

  it("99 is the unlimited marker", () => {
    expect(UNLIMITED).toBe(99);
  });
});

describe("isValid", () => {
  it.each<[number, number, string[], boolean]>([
    [0, 0, [], true],
    [0, 99, ["a", "b", "c"], true],
    [1, 99, [], false],
    [1, 99, ["a"], true],
    [2, 99, ["a"], false],
    [2, 99, ["a", "a"], true],
    [0, 1, [], true],
    [0, 1, ["a"], true],
    [0, 1, ["a", "b"], false],
    [0, 1, ["a", "a"], true],
    [1, 2, ["a", "b"], true],
    [1, 2, ["a", "b", "c"], false],
    [0, 0, Array.from({ length: 120 }, (_, i) => `item${String(i)}`), true],
  ])("min %i, max %i with %j → %s", (min, max, chosen, expected) => {
    expect(isValid({ min, max }, chosen)).toBe(expected);
  });
});

describe("isNoneItem", () => {
  it.each([
    ["Geen", true],
    ["geen", true],
    ["ZONDER", true],
    ["Zonder saus", true],
    ["  geen   saus ", true],
    ["Kies", true],
    ["Knoflooksaus", false],
    ["Geen ui", false],
    ["Kies een saus", false],
    ["", false],
  ])("%j → %s", (name, expected) => {
    expect(isNoneItem(name)).toBe(expected);
  });
});

describe("showNoneOption", () => {
  it.each<[NamedGroup, boolean]>([
    [{ group: "Saus", min: 0, max: 99 }, true],
    [{ group: "Sauzen", min: 0, max: 0 }, true],
    [{ group: "Extra sausjes", min: 0, max: 99 }, true],
    [{ group: "SAUZEN", min: 0, max: 99 }, true],
    [{ group: "Sauzen", min: 1, max: 99 }, false],
    [{ group: "Saus", min: 0, max: 1 }, false],
    [{ group: "Toppings", min: 0, max: 99 }, false],
    [{ min: 0, max: 99 }, false],
  ])("%j → %s", (group, expected) => {
    expect(showNoneOption(group)).toBe(expected);
  });
});

describe("choose", () => {
  const free: NamedGroup = { group: "Toppings", min: 0, max: 99 };
  const noMax: NamedGroup = { group: "Toppings", min: 0, max: 0 };
  const one: NamedGroup = { group: "Saus", min: 1, max: 1 };
  const two: NamedGroup = { group: "Vlees", min: 0, max: 2 };
  const atLeastOne: NamedGroup = { group: "Bijgerecht", min: 1, max: 99 };
  const sauce: NamedGroup = { group: "Sauzen", min: 0, max: 99 };

  it.each<[string, NamedGroup, string[], string, string[]]>([
    ["adds to an empty choice", free, [], "Kaas", ["Kaas"]],
    ["adds in tap order", free, ["Kaas"], "Ham", ["Kaas", "Ham"]],
    ["no limit with max 0", noMax, ["a", "b", "c"], "d", ["a", "b", "c", "d"]],
    ["max 1 replaces the choice", one, ["Knoflook"], "Cocktail", ["Cocktail"]],
    ["max 2 drops the oldest", two, ["Kip", "Rund"], "Lam", ["Rund", "Lam"]],
    ["max 2 keeps both while within", two, ["Kip"], "Rund", ["Kip", "Rund"]],
    ["drops several oldest when over max", two, ["a", "b", "c"], "d", ["c", "d"]],
    ["tapping a chosen item in a required group removes it", one, ["Knoflook"], "Knoflook", []],
    ["tapping a chosen item in a min group removes it", atLeastOne, ["Rijst", "Friet"], "Rijst", ["Friet"]],
    ["tapping a chosen item in an optional group removes it", free, ["Kaas", "Ham"], "Kaas", ["Ham"]],
    ["removes every copy of a duplicated item", free, ["Kaas", "Ham", "Kaas"], "Kaas", ["Ham"]],
    ["a none item clears the others", sauce, ["Knoflook", "Sambal"], "Geen saus", ["Geen saus"]],
    ["a none item matches case-insensitively", sauce, ["Knoflook"], "zonder", ["zonder"]],
    ["a real item removes a none item", sauce, ["Geen"], "Knoflook", ["Knoflook"]],
    ["a real item removes any none spelling", sauce, ["Geen", "KIES"], "Sambal", ["Sambal"]],
    ["tapping the chosen none item again clears it", sauce, ["Geen"], "Geen", []],
    ["a none item then max still applies", two, ["Zonder"], "Kip", ["Kip"]],
  ])("%s", (_, group, chosen, item, expected) => {
    expect(choose(group, chosen, item)).toEqual(expected);
  });

  it("never mutates the chosen list", () => {
    const chosen = ["Kip", "Rund"];
    const result = choose({ min: 0, max: 2 }, chosen, "Lam");
    expect(chosen).toEqual(["Kip", "Rund"]);
    expect(result).not.toBe(chosen);
  });

  it("result always satisfies the cap", () => {
    let chosen: string[] = [];
    for (const item of ["a", "b", "c", "d", "e"]) {
      chosen = choose({ min: 0, max: 3 }, chosen, item);
      expect(isValid({ min: 0, max: 3 }, chosen)).toBe(true);
    }
    expect(chosen).toEqual(["c", "d", "e"]);
  });
});

describe("visibleItemCount", () => {
  it.each([
    ["Sauzen", 5],
    ["Vlees", 5],
    ["", 5],
    ["Groene", 10],
    ["groene kruiden", 10],
    ["Kaas", 10],
    ["Extra KAAS", 10],
    ["Calzone", 10],
    ["Toppings", 10],
    ["toppings", 10],
  ])("%j shows %i", (group, expected) => {
    expect(visibleItemCount(group)).toBe(expected);
  });

  it("expands to 100", () => {
    expect(EXPANDED_ITEM_COUNT).toBe(100);
  });
});
