// The product editor's pure rules (docs/issues/015.md §2): euro input in Dutch notation, include-group limits,
// the draft's checks with Dutch messages per field, the preview's pricing and the history's words.
import { describe, expect, it } from "vitest";
import {
  MAX_PRICE,
  parseEuroInput,
  priceField,
  PRICE_INVALID,
  PRICE_NEGATIVE,
  PRICE_TOO_HIGH,
} from "~/domain/euro-input";
import {
  checkProductDraft,
  DUPLICATE_ITEM,
  FREE_OVER_MAX,
  includeGroupProblems,
  MAX_INVALID,
  MIN_OVER_MAX,
  REQUIRED,
} from "~/domain/product-editor";
import {
  ALLERGENS,
  draftFromProduct,
  emptyDraft,
  emptyGroup,
  emptyItem,
  moveItem,
  type ProductDraft,
} from "~/domain/product-draft";
import { previewPricing } from "~/domain/product-preview";
import { describeChanges } from "~/domain/product-changes";
import { priceLine } from "~/domain/line-price";

describe("euro input", () => {
  it.each([
    ["12,50", 1250],
    ["12.50", 1250],
    ["12,5", 1250],
    ["€ 12", 1200],
    ["0,99", 99],
    [" 7 ", 700],
    ["1.250,00", 125_000],
    ["10.000", 1_000_000],
    ["10.000,00", 1_000_000],
  ])("%s → %i cents", (raw, cents) => {
    expect(parseEuroInput(raw)).toBe(cents);
    expect(priceField(raw)).toEqual({ ok: true, cents });
  });

  it.each([
    ["", "Verplicht."],
    ["abc", PRICE_INVALID],
    ["12,505", PRICE_INVALID],
    ["12,50,1", PRICE_INVALID],
    ["-1", PRICE_NEGATIVE],
    ["€ -2,50", PRICE_NEGATIVE],
    ["10.000,01", PRICE_TOO_HIGH],
    ["99999", PRICE_TOO_HIGH],
  ])("%j is refused: %s", (raw, message) => {
    expect(priceField(raw)).toEqual({ ok: false, message });
  });

  it("an optional price left empty is no price; € 10.000 is the most", () => {
    expect(priceField("  ", { optional: true })).toEqual({ ok: true, cents: null });
    expect(priceField("10000")).toEqual({ ok: true, cents: MAX_PRICE });
  });
});

describe("include-group limits", () => {
  const ok = { min: undefined, max: undefined, included: undefined };
  it("accepts min ≤ max and free ≤ max; 99 is onbeperkt", () => {
    expect(includeGroupProblems({ min: "1", max: "1", included: "1" })).toEqual(ok);
    expect(includeGroupProblems({ min: "0", max: "99", included: "50" })).toEqual(ok);
    expect(includeGroupProblems({ min: "2", max: "3", included: "" })).toEqual(ok);
  });
  it("refuses min > max, free > max, and numbers out of range", () => {
    expect(includeGroupProblems({ min: "3", max: "2", included: "0" }).min).toBe(MIN_OVER_MAX);
    expect(includeGroupProblems({ min: "0", max: "2", included: "3" }).included).toBe(FREE_OVER_MAX);
    expect(includeGroupProblems({ min: "0", max: "0", included: "0" }).max).toBe(MAX_INVALID);
    expect(includeGroupProblems({ min: "-1", max: "5", included: "0" }).min).toBeDefined();
    expect(includeGroupProblems({ min: "1", max: "100", included: "0" }).max).toBe(MAX_INVALID);
    expect(includeGroupProblems({ min: "1,5", max: "5", included: "x" })).toMatchObject({
      min: expect.any(String),
      included: expect.any(String),
    });
  });
});

function tonno(): ProductDraft {
  return {
    ...emptyDraft("Pizza's"),
    name: "  Pizza Tonno  Speciale ",
    price: "12,50",
    priceDeliver: "",
    priceTakeout: "11,50",
    allergens: ["gluten", "vis", "melk"],
    flags: ["medium"],
    volumes: [
      { name: "Medium", price: "12,50", count: "" },
      { name: "Groot", price: "16,00", count: "" },
    ],
    groups: [
      {
        ...emptyGroup(),
        name: "Kaas",
        max: "2",
        included: "1",
        items: [
          { ...emptyItem(), name: "Mozzarella", price: "1,00" },
          { ...emptyItem(), name: "Gorgonzola", price: "1,50", favorite: true },
        ],
      },
    ],
  };
}

describe("checkProductDraft", () => {
  it("turns the form into cents, trimmed names, the group's favourites", () => {
    const checked = checkProductDraft(tonno());
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.value).toMatchObject({
      name: "Pizza Tonno Speciale",
      tab: "Pizza's",
      price: 1250,
      priceDeliver: null,
      priceTakeout: 1150,
      allergens: ["gluten", "vis", "melk"],
      volumes: [
        { name: "Medium", price: 1250 },
        { name: "Groot", price: 1600 },
      ],
    });
    expect(checked.value.groups[0]).toMatchObject({
      name: "Kaas",
      min: 0,
      max: 2,
      included: 1,
      favorites: ["Gorgonzola"],
    });
    expect(checked.value.groups[0].items.map((i) => i.price)).toEqual([100, 150]);
  });

  it("names every wrong field in Dutch", () => {
    const draft = tonno();
    draft.name = " ";
    draft.price = "-3";
    draft.priceDeliver = "20.000";
    draft.groups[0].min = "3";
    draft.groups[0].items[1].name = "mozzarella ";
    draft.allergens.push("koriander");
    const checked = checkProductDraft(draft);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.fields).toEqual({
      name: REQUIRED,
      price: PRICE_NEGATIVE,
      priceDeliver: PRICE_TOO_HIGH,
      allergens: "Onbekend allergeen.",
      "groups.0.min": MIN_OVER_MAX,
      "groups.0.items.1.name": DUPLICATE_ITEM,
    });
    expect(checked.message).toBe("Niet opgeslagen: kijk de velden met een melding na.");
  });

  it("an empty name is named beside the field; the tab is required", () => {
    const only = checkProductDraft({ ...tonno(), name: "" });
    expect(only).toMatchObject({
      ok: false,
      message: "Niet opgeslagen: kijk de velden met een melding na.",
      fields: { name: REQUIRED },
    });
    expect(checkProductDraft({ ...tonno(), tab: "" })).toMatchObject({ ok: false, fields: { tab: REQUIRED } });
  });

  it("round-trips a stored product through the form", () => {
    const checked = checkProductDraft(tonno());
    if (!checked.ok) throw new Error("tonno");
    const again = checkProductDraft(draftFromProduct(checked.value));
    expect(again).toEqual(checked);
  });

  it("knows the 14 EU allergens", () => {
    expect(ALLERGENS).toHaveLength(14);
  });
});

describe("preview", () => {
  it("prices the customer's choices as the menu will: the size, the dearer cheese charged (the cheapest is the free one)", () => {
    const pricing = previewPricing(tonno());
    const line = priceLine(
      pricing,
      { quantity: 2, volume: "Groot", includes: { Kaas: ["Mozzarella", "Gorgonzola"] } },
      { deliver: false },
    );
    expect(line).toMatchObject({ ok: true, unit: 1600, extras: 150, amount: 3500 });
  });
  it("never breaks while typing: unreadable prices are 0, nameless rows left out", () => {
    const draft = { ...tonno(), price: "12,", volumes: [{ name: "", price: "x", count: "" }] };
    const pricing = previewPricing(draft);
    expect(pricing.price).toBe(0);
    expect(pricing.volumes).toEqual([]);
  });
});

describe("moveItem", () => {
  it("moves up and down, and nowhere past the ends", () => {
    expect(moveItem(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveItem(["a", "b"], 0, -1)).toEqual(["a", "b"]);
  });
});

describe("describeChanges", () => {
  it("names a price change in euro, and what was added to a group", () => {
    const a = checkProductDraft(tonno());
    const draft = tonno();
    draft.price = "13,00";
    draft.groups[0].items.push({ ...emptyItem(), name: "Parmezaan", price: "0,75" });
    const b = checkProductDraft(draft);
    if (!a.ok || !b.ok) throw new Error("drafts");
    expect(describeChanges(a.value, b.value)).toEqual([
      { field: "Prijs", from: "€ 12,50", to: "€ 13,00" },
      { field: "Kaas: Parmezaan", from: "—", to: "toegevoegd € 0,75" },
    ]);
  });
});
