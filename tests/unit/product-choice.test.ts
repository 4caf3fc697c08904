import { describe, it, expect } from "vitest";
import {
  isComplete,
  missingChoices,
  type ChoosableProduct,
  type MissingChoice,
  type ProductSelection,
} from "~/domain/product-choice";

const pizza: ChoosableProduct = {
  volume: [{ name: "Klein" }, { name: "Groot" }],
  variation: ["Dun", "Dik"],
  add: [
    { group: "Saus", min: 1, max: 1 },
    { group: "Toppings", min: 0, max: 99 },
  ],
};

describe("missingChoices", () => {
  it.each<[string, ChoosableProduct, ProductSelection, MissingChoice[]]>([
    ["a plain product needs nothing", {}, {}, []],
    ["empty lists need nothing", { volume: [], variation: [], add: [] }, {}, []],
    ["everything missing", pizza, {}, [{ kind: "volume" }, { kind: "variation" }, { kind: "group", group: "Saus" }]],
    ["complete", pizza, { volume: "Groot", variation: "Dun", includes: { Saus: ["Knoflook"] } }, []],
    [
      "a volume the product does not have",
      pizza,
      { volume: "Mega", variation: "Dun", includes: { Saus: ["Knoflook"] } },
      [{ kind: "volume" }],
    ],
    [
      "a variation the product does not have",
      pizza,
      { volume: "Klein", variation: "Glutenvrij", includes: { Saus: ["Knoflook"] } },
      [{ kind: "variation" }],
    ],
    [
      "too many in a capped group",
      pizza,
      { volume: "Klein", variation: "Dik", includes: { Saus: ["Knoflook", "Sambal"] } },
      [{ kind: "group", group: "Saus" }],
    ],
    ["optional groups may stay empty", { add: [{ group: "Toppings", min: 0, max: 99 }] }, {}, []],
  ])("%s", (_, product, selection, expected) => {
    expect(missingChoices(product, selection)).toEqual(expected);
    expect(isComplete(product, selection)).toBe(expected.length === 0);
  });
});
