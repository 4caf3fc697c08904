// The daily close's sums (what the drawer should hold, Mollie's payout at € 0,29 per payment), its
// corrections, and its layout for the 80 mm receipt printer (48 and 42 columns).
import { describe, expect, it } from "vitest";
import {
  closeTotals,
  corrections,
  dayCloseLines,
  signedEuro,
  type MethodFigures,
  type PrintableClose,
} from "~/domain/day-close";

const m = (key: MethodFigures["key"], f: Partial<MethodFigures> = {}): MethodFigures => ({
  key,
  orders: 0,
  revenue: 0,
  unpaid: 0,
  payments: 0,
  refunds: 0,
  ...f,
});

const day = [
  m("cash", { orders: 3, revenue: 6000, unpaid: 1500, payments: 2 }),
  m("pin", { orders: 1, revenue: 2250, payments: 1 }),
  m("ideal", { orders: 3, revenue: 7587, unpaid: 0, payments: 3, refunds: 500 }),
  m("marketplace", { orders: 1, revenue: 2190, payments: 1 }),
  m("onsite", { orders: 1, revenue: 1845, unpaid: 1845 }),
];

describe("closeTotals", () => {
  it("the drawer holds paid cash, Mollie pays iDEAL minus € 0,29 per payment and the refunds", () => {
    expect(closeTotals(day)).toEqual({
      orders: 9,
      revenue: 6000 + 2250 + 7587 + 2190 + 1845,
      unpaid: 1500 + 1845,
      refunds: 500,
      drawer: 4500,
      pin: 2250,
      ideal: 7587,
      idealPayments: 3,
      idealFees: 87,
      idealRefunds: 500,
      payout: 7587 - 87 - 500,
      marketplace: 2190,
    });
  });

  it("an unpaid iDEAL order is neither paid out nor charged for; no orders is all zeros", () => {
    const t = closeTotals([m("ideal", { orders: 2, revenue: 3000, unpaid: 1000, payments: 1 })]);
    expect(t).toMatchObject({ ideal: 2000, idealFees: 29, payout: 1971 });
    expect(closeTotals([])).toMatchObject({ orders: 0, revenue: 0, drawer: 0, payout: 0 });
  });

  it("cash refunded comes out of the drawer", () => {
    expect(closeTotals([m("cash", { orders: 1, revenue: 1000, payments: 1, refunds: 250 })]).drawer).toBe(750);
  });
});

describe("corrections", () => {
  it("lists each changed method with its differences, nothing when equal", () => {
    expect(corrections("2026-11-20", day, day)).toEqual([]);
    const live = day.map((x) => (x.key === "cash" ? { ...x, revenue: x.revenue + 500 } : x));
    live.push(m("pin", { orders: 1, revenue: 999 })); // a later duplicate key is ignored
    const withRefund = live.map((x) => (x.key === "ideal" ? { ...x, refunds: 700 } : x));
    expect(corrections("2026-11-20", day, withRefund)).toEqual([
      { day: "2026-11-20", method: "cash", orders: 0, revenue: 500, unpaid: 0, refunds: 0 },
      { day: "2026-11-20", method: "ideal", orders: 0, revenue: 0, unpaid: 0, refunds: 200 },
    ]);
  });

  it("a method that appears after closing counts from zero", () => {
    expect(corrections("2026-11-20", [], [m("pin", { orders: 1, revenue: 1200, payments: 1 })])).toEqual([
      { day: "2026-11-20", method: "pin", orders: 1, revenue: 1200, unpaid: 0, refunds: 0 },
    ]);
  });
});

describe("dayCloseLines", () => {
  const close: PrintableClose = {
    restaurant: "Pizzeria Roma",
    date: "vr 20-11-2026",
    state: "Afgesloten 23:30 door Anna de Vries-van den Berg",
    figures: {
      methods: day,
      unpaid: [
        { number: 3, time: "14:15", amount: 1500, method: "cash" },
        { number: 12, time: "18:15", amount: 1845, method: "onsite" },
      ],
    },
    corrections: [{ day: "2026-11-19", method: "cash", orders: 0, revenue: -500, unpaid: 0, refunds: 0 }],
  };

  it.each([48, 42])("fits %i columns and says every amount the owner counts", (width) => {
    const lines = dayCloseLines(close, width);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(width);
    const text = lines.join("\n");
    expect(text).toContain("DAGAFSLUITING");
    expect(lines.find((l) => l.startsWith("Contant in de kassa"))).toBe(
      `Contant in de kassa${"€ 45,00".padStart(width - "Contant in de kassa".length)}`,
    );
    expect(lines.find((l) => l.includes("Uitbetaling Mollie"))?.endsWith("€ 70,00")).toBe(true);
    expect(lines.find((l) => l.includes("Kosten 3 x"))?.endsWith("-€ 0,87")).toBe(true);
    expect(text).toContain("#12 18:15");
    expect(lines.find((l) => l.startsWith("Totaal (9)"))?.endsWith("€ 198,72")).toBe(true);
    expect(text).toContain("Correcties op afgesloten dagen");
    expect(lines.find((l) => l.startsWith("do 19-11 Contant"))?.endsWith("-€ 5,00")).toBe(true);
  });

  it("no corrections, no section; no refunds, no refund line", () => {
    const text = dayCloseLines({ ...close, corrections: [], figures: { methods: [m("pin")], unpaid: [] } }, 48).join(
      "\n",
    );
    expect(text).not.toContain("Correcties");
    expect(text).not.toContain("Terugbetaald");
    expect(text).toContain("Onbetaald (0)");
  });

  it("signs a correction's amount", () => {
    expect(signedEuro(250)).toBe("+€ 2,50");
    expect(signedEuro(-250)).toBe("-€ 2,50");
    expect(signedEuro(0)).toBe("+€ 0,00");
  });
});
