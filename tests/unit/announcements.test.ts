// The live region's words (decision 074): what a screen-reader user hears after an action.
import { describe, expect, it } from "vitest";
import {
  addedText,
  advanceButtonName,
  advancedText,
  cartText,
  invalidText,
  quantityText,
  stepText,
} from "~/domain/announcements";

const NBSP = "\u00a0";

describe("announcements", () => {
  it("says the product, the count and the total after an add", () => {
    expect(addedText("Salami", { count: 2, subtotal: 2675 })).toBe(
      `Salami toegevoegd — winkelwagen: 2 artikelen, €${NBSP}26,75`,
    );
    expect(cartText({ count: 1, subtotal: 395 })).toBe(`winkelwagen: 1 artikel, €${NBSP}3,95`);
    expect(cartText({ count: 0, subtotal: 0 })).toBe("winkelwagen: leeg");
  });

  it("says the new quantity, or that the line went", () => {
    expect(quantityText("Friet", 2, { count: 2, subtotal: 790 })).toBe(
      `Friet: 2 — winkelwagen: 2 artikelen, €${NBSP}7,90`,
    );
    expect(quantityText("Friet", 0, { count: 0, subtotal: 0 })).toBe("Friet verwijderd — winkelwagen: leeg");
  });

  it("names the order on the board's button and confirms the move in words", () => {
    expect(advanceButtonName(6, "Accepteren")).toBe("Bestelling 6 accepteren");
    expect(advancedText(6, "order", false)).toBe("Bestelling 6 geaccepteerd");
    expect(advancedText(6, "done", true)).toBe("Bestelling 6 klaar");
    expect(advancedText(6, "archive", false)).toBe("Bestelling 6 afgehaald");
    expect(advancedText(6, "archive", true)).toBe("Bestelling 6 bezorgd");
  });

  it("says the checkout's step and what a refused step still needs", () => {
    expect(stepText(1, ["A", "Je gegevens", "C", "D"])).toBe("Stap 2 van 4: Je gegevens");
    expect(invalidText(["Vul je naam in.", "Ongeldig nummer"], "Naam")).toBe(
      "Nog 2 velden invullen of verbeteren. Naam: Vul je naam in.",
    );
    expect(invalidText(["Kies een tijd."], null)).toBe("Nog 1 veld invullen of verbeteren. Kies een tijd.");
  });
});
