// Decision 115: a menu section's stand-in height while the browser skips it. Its being an upper bound of
// the drawn height is shown in the browser (tests/e2e/menu-sections.spec.ts); here, its arithmetic.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardHeightBound, sectionHeightBound } from "~/domain/menu-section-bound";
import type { MenuCardView } from "~/schemas/menu-view";

const card = (over: Partial<MenuCardView> = {}): MenuCardView => ({
  id: 1,
  name: "Margherita",
  description: null,
  allergens: [],
  flags: [],
  favorite: false,
  display: { price: 950, basePrice: 950, fromPrice: false },
  choices: false,
  soldOut: null,
  photoHtml: null,
  ...over,
});

describe("menu section bound", () => {
  it("a plain card stands at its price column and padding; a section adds its headings", () => {
    expect(cardHeightBound(card())).toBe(10.5);
    expect(sectionHeightBound({ groups: [{ products: [card()] }] })).toBe(19);
    expect(sectionHeightBound({ groups: [] })).toBe(5);
  });

  it("grows with every text a card shows, and never shrinks when one gets longer", () => {
    const text = fc.string({ maxLength: 600 });
    fc.assert(
      fc.property(text, text, fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 7 }), (name, more, a, f) => {
        const base = card({ name, allergens: Array(a).fill("gluten"), flags: Array(f).fill("hot") });
        const longer = { ...base, name: name + more };
        expect(cardHeightBound(longer)).toBeGreaterThanOrEqual(cardHeightBound(base));
        expect(cardHeightBound({ ...base, description: more || "x" })).toBeGreaterThanOrEqual(cardHeightBound(base));
        expect(cardHeightBound({ ...base, allergens: [...base.allergens, "ei"] })).toBeGreaterThanOrEqual(
          cardHeightBound(base),
        );
        expect(cardHeightBound({ ...base, flags: [...base.flags, "mild"] })).toBeGreaterThanOrEqual(
          cardHeightBound(base),
        );
      }),
    );
  });

  it("a section is its headings and its cards one under another, rounded up to a whole rem", () => {
    const cards = [card({ name: "A" }), card({ name: "Pizza Quattro Formaggi", flags: ["veggie", "mild"] })];
    const sum = 5 + 3 + cardHeightBound(cards[0]) + cardHeightBound(cards[1]);
    expect(sectionHeightBound({ groups: [{ products: cards }] })).toBe(Math.ceil(sum));
  });
});
