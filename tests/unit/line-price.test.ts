import { describe, expect, it } from "vitest";
import { lineProblemText, offeredGroups, priceLine, type PricingProduct } from "~/domain/line-price";
import { itemDetails } from "~/domain/receipt";

const pizza: PricingProduct = {
  name: "Half-om-half",
  price: 1400,
  priceDeliver: null,
  priceTakeout: null,
  volumes: [
    { name: "Medium", price: null },
    { name: "Large", price: 1800 },
  ],
  variations: [],
  defaultIncludes: [{ name: "Kaas", price: 100 }],
  groups: [
    {
      name: "Eerste helft",
      min: 1,
      max: 1,
      included: 0,
      items: [
        { name: "½ Salami", price: 0 },
        { name: "½ Tonno", price: 50 },
      ],
    },
    {
      name: "Tweede helft",
      min: 1,
      max: 1,
      included: 0,
      half: true,
      items: [
        { name: "½ Salami", price: 0 },
        { name: "½ Tonno", price: 50 },
      ],
    },
    {
      name: "Toppings",
      min: 0,
      max: 99,
      included: 2,
      items: [
        { name: "Ui", price: 75 },
        { name: "Olijven", price: 100 },
        { name: "Ham", price: 150 },
        { name: "Truffel", price: 300, volume: "Large" },
      ],
    },
  ],
};

const friet: PricingProduct = {
  name: "Friet",
  price: 275,
  priceDeliver: 250,
  priceTakeout: null,
  volumes: [
    { name: "Klein", price: 275 },
    { name: "Middel", price: 325 },
  ],
  variations: [],
  defaultIncludes: [],
  groups: [
    {
      name: "Sauzen",
      min: 0,
      max: 2,
      included: 0,
      items: [
        { name: "Mayonaise", price: 60 },
        { name: "Curry", price: 60 },
      ],
    },
  ],
};

const grill: PricingProduct = {
  name: "Shoarma",
  price: 1200,
  priceDeliver: 1100,
  priceTakeout: 1000,
  volumes: [],
  variations: ["Broodje", "Schotel"],
  defaultIncludes: [
    { name: "Sla", price: 20 },
    { name: "Ui", price: 20 },
  ],
  groups: [
    { name: "Extra", min: 0, max: 99, included: 0, exception: ["Broodje"], items: [{ name: "Feta", price: 150 }] },
  ],
};

describe("priceLine", () => {
  it.each([
    // [description, product, selection, deliver, expected unit, extras, amount]
    [
      "half-and-half, 3 toppings with 2 free (cheapest free)",
      pizza,
      {
        quantity: 1,
        volume: "Medium",
        includes: { "Eerste helft": ["½ Salami"], "Tweede helft": ["½ Tonno"], Toppings: ["Ham", "Ui", "Olijven"] },
      },
      true,
      1400,
      200,
      1600,
    ],
    [
      "priced volume wins, quantity multiplies",
      pizza,
      { quantity: 2, volume: "Large", includes: { "Eerste helft": ["½ Tonno"], "Tweede helft": ["½ Tonno"] } },
      false,
      1800,
      100,
      3800,
    ],
    [
      "removing a default include subtracts its price, never below 0",
      pizza,
      {
        quantity: 1,
        volume: "Medium",
        removed: ["Kaas"],
        includes: { "Eerste helft": ["½ Salami"], "Tweede helft": ["½ Salami"] },
      },
      false,
      1400,
      0,
      1400,
    ],
    [
      "friet: volume price, sauces charged",
      friet,
      { quantity: 3, volume: "Middel", includes: { Sauzen: ["Mayonaise", "Curry"] } },
      true,
      325,
      120,
      1335,
    ],
    [
      "friet: Geen saus is free and not an item",
      friet,
      { quantity: 1, volume: "Klein", includes: { Sauzen: ["Geen saus"] } },
      true,
      275,
      0,
      275,
    ],
    ["grill: delivery price when lower", grill, { quantity: 1, variation: "Schotel" }, true, 1100, 0, 1100],
    [
      "grill: takeout price when lower",
      grill,
      { quantity: 1, variation: "Schotel", includes: { Extra: ["Feta"] } },
      false,
      1000,
      150,
      1150,
    ],
  ] as const)("%s", (_name, product, selection, deliver, unit, extras, amount) => {
    const line = priceLine(product, selection, { deliver });
    expect(line).toMatchObject({ ok: true, unit, extras, amount });
  });

  it("marks each choice of a half-and-half as first half, second half or whole pizza; the kitchen reads them apart", () => {
    const line = priceLine(
      pizza,
      {
        quantity: 1,
        volume: "Medium",
        includes: { "Eerste helft": ["½ Salami"], "Tweede helft": ["½ Tonno"], Toppings: ["Ham", "Ui"] },
      },
      { deliver: true },
    );
    if (!line.ok) throw new Error("expected a priced line");
    expect(line.include.map((i) => [i.name, i.part])).toEqual([
      ["½ Salami", "first"],
      ["Ham", "whole"],
      ["Ui", "whole"],
    ]);
    expect(line.include2.map((i) => [i.name, i.part])).toEqual([["½ Tonno", "second"]]);
    expect(itemDetails({ includes: line.include, includes2: line.include2, removed: [], remark: null })).toEqual([
      "Eerste helft: ½ Salami",
      "Tweede helft: ½ Tonno",
      "Hele pizza: Ham, Ui",
    ]);
  });

  it("puts the second half in include2 and names the volume and variation", () => {
    const line = priceLine(
      pizza,
      { quantity: 1, volume: "Medium", includes: { "Eerste helft": ["½ Salami"], "Tweede helft": ["½ Tonno"] } },
      { deliver: true },
    );
    expect(line.ok && line.include.map((i) => i.name)).toEqual(["½ Salami"]);
    expect(line.ok && line.include2.map((i) => i.name)).toEqual(["½ Tonno"]);
    expect(line.ok && line.subname).toBe("Medium");
  });

  it.each([
    [
      "no volume chosen",
      pizza,
      { quantity: 1, includes: { "Eerste helft": ["½ Salami"], "Tweede helft": ["½ Tonno"] } },
      "Kies eerst een formaat.",
    ],
    [
      "required half missing",
      pizza,
      { quantity: 1, volume: "Medium", includes: { "Eerste helft": ["½ Salami"] } },
      "Maak een keuze bij Tweede helft.",
    ],
    ["no variation chosen", grill, { quantity: 1 }, "Kies eerst een variant."],
    ["quantity 0", friet, { quantity: 0, volume: "Klein" }, "Kies een aantal van 1 tot en met 99."],
    ["quantity 10000", friet, { quantity: 10_000, volume: "Klein" }, "Kies een aantal van 1 tot en met 99."],
    ["fractional quantity", friet, { quantity: 1.5, volume: "Klein" }, "Kies een aantal van 1 tot en met 99."],
    [
      "an item the group does not offer",
      friet,
      { quantity: 1, volume: "Klein", includes: { Sauzen: ["Goud"] } },
      '"Goud" kan niet gekozen worden bij Sauzen.',
    ],
    [
      "an item only offered with another volume",
      pizza,
      {
        quantity: 1,
        volume: "Medium",
        includes: { "Eerste helft": ["½ Salami"], "Tweede helft": ["½ Tonno"], Toppings: ["Truffel"] },
      },
      '"Truffel" kan niet gekozen worden bij Toppings.',
    ],
    [
      "a group not offered with this variation",
      grill,
      { quantity: 1, variation: "Broodje", includes: { Extra: ["Feta"] } },
      '"Feta" kan niet gekozen worden bij Extra.',
    ],
    [
      "too many sauces",
      friet,
      { quantity: 1, volume: "Klein", includes: { Sauzen: ["Mayonaise", "Curry", "Ketchup"] } },
      "Maak een keuze bij Sauzen.",
    ],
  ] as const)("refuses: %s", (_name, product, selection, text) => {
    const line = priceLine(product, selection, { deliver: true });
    expect(line.ok).toBe(false);
    if (!line.ok) expect(lineProblemText(line.problem)).toBe(text);
  });

  it("offers groups and items per volume/variation", () => {
    expect(offeredGroups(grill, { variation: "Broodje" }).map((g) => g.name)).toEqual([]);
    expect(
      offeredGroups(pizza, { volume: "Large" })
        .find((g) => g.name === "Toppings")
        ?.items.map((i) => i.name),
    ).toContain("Truffel");
    expect(
      offeredGroups(pizza, { volume: "Medium" })
        .find((g) => g.name === "Toppings")
        ?.items.map((i) => i.name),
    ).not.toContain("Truffel");
  });
});
