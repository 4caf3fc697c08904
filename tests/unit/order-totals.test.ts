import { describe, expect, it } from "vitest";
import { chargeLines, orderTotal, type OrderCharges } from "~/domain/order-totals";

const sumLines = (c: OrderCharges) => {
  const lines = chargeLines(c);
  // the subtotal line stands for the items; the others are added to it
  return lines.length === 0 ? c.subtotal : lines.reduce((sum, l) => sum + l.amount, 0);
};

describe("chargeLines / orderTotal (docs/issues/014.md §17: every view adds up)", () => {
  it("shows the iDEAL transaction fee, so € 33,70 + € 0,29 reads € 33,99", () => {
    const c = { subtotal: 3370, deliveryFee: 0, fee: 29, discount: 0 };
    expect(chargeLines(c)).toEqual([
      { label: "Subtotaal", amount: 3370 },
      { label: "Transactiekosten", amount: 29 },
    ]);
    expect(orderTotal(c)).toBe(3399);
  });

  it("adds up for every combination of delivery fee, fee and discount", () => {
    for (const deliveryFee of [0, 250])
      for (const fee of [0, 29])
        for (const discount of [0, 500])
          for (const subtotal of [0, 1, 3370]) {
            const c = { subtotal, deliveryFee, fee, discount };
            expect(sumLines(c), JSON.stringify(c)).toBe(subtotal + deliveryFee + fee - discount);
            expect(orderTotal(c)).toBe(Math.max(0, subtotal + deliveryFee + fee - discount));
          }
  });

  it("has no lines when the total is the items' sum", () => {
    expect(chargeLines({ subtotal: 1200, deliveryFee: 0, fee: 0, discount: 0 })).toEqual([]);
  });
});
