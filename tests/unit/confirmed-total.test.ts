// docs/issues/033.md §1 (decision 066): the total the checkout shows is the one it sends, and a refusal says
// what moved between showing and placing, in Dutch.
import { describe, expect, it } from "vitest";
import { CHECK_ORDER, checkoutTotal, totalChangeMessage } from "~/domain/confirmed-total";
import { formatEuro } from "~/domain/pricing";

const now = (o: Partial<{ subtotal: number; deliveryFee: number; fee: number; discount: number }> = {}) => {
  const c = { subtotal: 1375, deliveryFee: 275, fee: 0, discount: 0, ...o };
  return { ...c, total: c.subtotal + c.deliveryFee + c.fee - c.discount };
};

describe("checkoutTotal", () => {
  const cart = { subtotal: 1250, delivery: { inZone: true, fee: 275 } };
  it("adds delivery in a known zone, the iDEAL fee, and takes off the discount", () => {
    expect(checkoutTotal({ cart, deliver: true, payment: "cash", discount: null })).toBe(1525);
    expect(checkoutTotal({ cart, deliver: true, payment: "ideal", discount: null })).toBe(1554);
    expect(checkoutTotal({ cart, deliver: true, payment: "cash", discount: { amount: 125 } })).toBe(1400);
  });
  it("charges no delivery when picking up or outside the zones, and never goes below 0", () => {
    expect(checkoutTotal({ cart, deliver: false, payment: "cash", discount: null })).toBe(1250);
    const outside = { subtotal: 1250, delivery: { inZone: false, fee: 0 } };
    expect(checkoutTotal({ cart: outside, deliver: true, payment: "pin", discount: null })).toBe(1250);
    expect(checkoutTotal({ cart, deliver: false, payment: "cash", discount: { amount: 5000 } })).toBe(0);
  });
});

describe("totalChangeMessage", () => {
  it("names the product whose price moved, with its price now per piece", () => {
    const message = totalChangeMessage({
      confirmed: 1525,
      deliver: true,
      lines: [
        { name: "Walkpizza", shown: 1250, now: 1375, unitNow: 1375 },
        { name: "Cola", shown: 250, now: 250, unitNow: 250 },
      ],
      now: now(),
    });
    expect(message).toBe(`De prijs van Walkpizza is gewijzigd: nu ${formatEuro(1375)}. ${CHECK_ORDER}`);
    expect(message).toContain("€ 13,75".replace(" ", "\u00a0"));
  });

  it("names at most three products and counts the rest", () => {
    const lines = ["A", "B", "C", "D", "E"].map((name) => ({ name, shown: 100, now: 200, unitNow: 200 }));
    const message = totalChangeMessage({ confirmed: 500, deliver: false, lines, now: now({ subtotal: 1000 }) });
    expect(message).toContain("De prijs van C is gewijzigd");
    expect(message).not.toContain("De prijs van D");
    expect(message).toContain("En van 2 andere producten.");
  });

  it("puts an unexplained difference on the delivery fee when the lines are as shown", () => {
    const lines = [{ name: "Walkpizza", shown: 1375, now: 1375, unitNow: 1375 }];
    // shown with € 2,50 delivery, now € 2,75
    expect(totalChangeMessage({ confirmed: 1625, deliver: true, lines, now: now() })).toBe(
      `De bezorgkosten zijn gewijzigd: nu ${formatEuro(275)}. ${CHECK_ORDER}`,
    );
    expect(totalChangeMessage({ confirmed: 1625, deliver: true, lines, now: now({ deliveryFee: 0 }) })).toBe(
      `De bezorgkosten zijn gewijzigd: gratis. ${CHECK_ORDER}`,
    );
  });

  it("then on the discount: changed, or gone", () => {
    const lines = [{ name: "Walkpizza", shown: 1375, now: 1375, unitNow: 1375 }];
    expect(
      totalChangeMessage({ confirmed: 1375, deliver: false, lines, now: now({ deliveryFee: 0, discount: 200 }) }),
    ).toBe(`De korting is gewijzigd: nu ${formatEuro(200)}. ${CHECK_ORDER}`);
    expect(totalChangeMessage({ confirmed: 1175, deliver: false, lines, now: now({ deliveryFee: 0 }) })).toBe(
      `De korting geldt niet meer. ${CHECK_ORDER}`,
    );
    expect(totalChangeMessage({ confirmed: 1500, deliver: false, lines, now: now({ deliveryFee: 0 }) })).toBe(
      `Het totaal van je bestelling is gewijzigd: nu ${formatEuro(1375)}. ${CHECK_ORDER}`,
    );
  });
});
