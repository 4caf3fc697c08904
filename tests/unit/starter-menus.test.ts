import { describe, expect, it } from "vitest";
import { checkProductDraft } from "~/domain/product-editor";
import { draftFromProduct } from "~/domain/product-draft";
import { STARTER_MENUS, starterFor, starterMenu } from "~/domain/starter-menus";

describe("starter menus", () => {
  it("offer at least pizza, friet, shoarma, broodje and an empty menu", () => {
    expect(STARTER_MENUS.map((m) => m.kind)).toEqual(
      expect.arrayContaining(["pizza", "friet", "shoarma", "broodje", "leeg"]),
    );
    expect(starterMenu("leeg").products).toEqual([]);
    expect(starterMenu("leeg").tabs).toEqual([]);
  });

  it("a pizzeria gets a dozen pizzas with sizes and a toppings group; a snackbar friet with sauces", () => {
    const pizzas = starterMenu("pizza").products.filter((p) => p.tab === "Pizza's");
    expect(pizzas).toHaveLength(12);
    for (const p of pizzas) {
      expect(p.volumes.length).toBeGreaterThanOrEqual(2);
      expect(p.groups.some((g) => g.name === "Extra toppings" && g.items.length > 0)).toBe(true);
    }
    const friet = starterMenu("friet").products.find((p) => p.name === "Friet");
    expect(friet?.groups.find((g) => g.name === "Saus")?.items.map((i) => i.name)).toContain("Mayonaise");
  });

  for (const menu of STARTER_MENUS) {
    it(`${menu.label}: every product is a valid menu entry (positive prices, min ≤ max, the editor's own check)`, () => {
      const names = new Set<string>();
      for (const p of menu.products) {
        expect(names.has(p.name), `${p.name} twice`).toBe(false);
        names.add(p.name);
        expect(p.price, p.name).toBeGreaterThan(0);
        expect(Number.isInteger(p.price)).toBe(true);
        for (const v of p.volumes) expect(v.price ?? 0, `${p.name} ${v.name}`).toBeGreaterThan(0);
        for (const g of p.groups) {
          expect(g.min, `${p.name} ${g.name}`).toBeLessThanOrEqual(g.max);
          expect(g.included).toBeLessThanOrEqual(g.max);
          for (const i of g.items) expect(i.price).toBeGreaterThanOrEqual(0);
        }
        expect(menu.tabs).toContain(p.tab);
        // the product editor would accept it as it is: she can open and save every starter product
        const checked = checkProductDraft(draftFromProduct(p));
        expect(checked.ok ? null : checked.fields, p.name).toBeNull();
      }
    });
  }

  it("picks a starter that fits the category", () => {
    expect(starterFor("pizza")).toBe("pizza");
    expect(starterFor("friet")).toBe("friet");
    expect(starterFor("shoarma")).toBe("shoarma");
    expect(starterFor("broodje")).toBe("broodje");
    expect(starterFor("sushi")).toBe("leeg");
  });
});
