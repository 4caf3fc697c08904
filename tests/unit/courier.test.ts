// The courier's rules (decisions 076, 077): what to collect at the door, the button that ends the
// ride, where an order stands for a courier, lateness, the maps and tel links, and the cash per
// courier the daily close reconciles.
import type { OrderStatus } from "~/domain/order-status";
import { describe, expect, it } from "vitest";
import {
  collection,
  deliverLabel,
  firstName,
  lateness,
  reconcile,
  rideStage,
  routeUrl,
  telUrl,
} from "~/domain/courier";

const NBSP = "\u00a0";

describe("collection", () => {
  it("says paid, cash with change, or the card terminal", () => {
    expect(collection({ paid: true, paymentMethod: "ideal", amount: 2350 })).toEqual({
      kind: "paid",
      label: "Betaald",
      amount: 0,
    });
    expect(collection({ paid: false, paymentMethod: "cash", amount: 2350 })).toEqual({
      kind: "cash",
      label: `€${NBSP}23,50 contant — wisselgeld mee`,
      amount: 2350,
    });
    expect(collection({ paid: false, paymentMethod: "pin", amount: 1800 })).toEqual({
      kind: "pin",
      label: "Pin-apparaat mee",
      amount: 1800,
    });
    // paid at the door another way is money in hand too; a cash order already paid is paid
    expect(collection({ paid: false, paymentMethod: "ondelivery", amount: 900 }).kind).toBe("cash");
    expect(collection({ paid: true, paymentMethod: "cash", amount: 900 }).kind).toBe("paid");
    expect(collection({ paid: false, paymentMethod: "cash", amount: 0 }).kind).toBe("paid");
  });

  it("names the button after what is collected", () => {
    expect(deliverLabel(collection({ paid: false, paymentMethod: "cash", amount: 2350 }))).toBe(
      `Bezorgd en €${NBSP}23,50 ontvangen`,
    );
    expect(deliverLabel(collection({ paid: false, paymentMethod: "pin", amount: 1000 }))).toBe(
      `Bezorgd en €${NBSP}10,00 gepind`,
    );
    expect(deliverLabel(collection({ paid: true, paymentMethod: "ideal", amount: 1000 }))).toBe("Bezorgd");
  });
});

describe("rideStage", () => {
  const order = (o: Partial<{ status: OrderStatus; deliver: boolean; courierId: number | null }>) => ({
    status: "done" as OrderStatus,
    deliver: true,
    courierId: null,
    ...o,
  });
  it("is ready while nobody has it, his or another's once taken, gone otherwise", () => {
    expect(rideStage(order({}), 7)).toBe("ready");
    expect(rideStage(order({ courierId: 7 }), 7)).toBe("mine");
    expect(rideStage(order({ courierId: 8 }), 7)).toBe("other");
    expect(rideStage(order({ status: "order" }), 7)).toBe("gone");
    expect(rideStage(order({ status: "archive", courierId: 7 }), 7)).toBe("gone");
    expect(rideStage(order({ deliver: false }), 7)).toBe("gone");
  });
});

describe("lateness, links, names", () => {
  const due = new Date("2026-11-28T18:00:00Z");
  it("counts whole minutes against the due time", () => {
    expect(lateness(due, new Date("2026-11-28T18:07:20Z"))).toEqual({ minutes: 7, text: "7 min te laat", late: true });
    expect(lateness(due, new Date("2026-11-28T17:50:00Z"))).toEqual({ minutes: -10, text: "nog 10 min", late: false });
    expect(lateness(due, new Date("2026-11-28T18:00:20Z")).text).toBe("nu");
  });

  it("links the maps app without a key and the phone as tel:", () => {
    expect(routeUrl({ street: "Oudegracht", number: "12a", zipcode: "3511 AB", city: "Utrecht" })).toBe(
      "https://www.google.com/maps/search/?api=1&query=Oudegracht%2012a%2C%203511%20AB%20Utrecht",
    );
    expect(routeUrl({ street: "", number: "", zipcode: "", city: "" })).toBeNull();
    expect(telUrl("06-12 34 56 78")).toBe("tel:0612345678");
    expect(telUrl("+31 6 1234 5678")).toBe("tel:+31612345678");
    expect(telUrl(null)).toBeNull();
    expect(telUrl("12")).toBeNull();
    expect(firstName("Tim de Boer")).toBe("Tim");
    expect(firstName(null)).toBe("de bezorger");
  });
});

describe("reconcile (Kas per bezorger)", () => {
  it("sums per courier what to hand in and what was marked received", () => {
    const rows = reconcile([
      { courierId: 2, courierName: "Tim de Boer", amount: 2350, collected: 2350 },
      { courierId: 1, courierName: "Anna Smit", amount: 1000, collected: 1000 },
      { courierId: 2, courierName: "Tim de Boer", amount: 1500, collected: null },
      { courierId: 2, courierName: "Tim de Boer", amount: 800, collected: 800 },
    ]);
    expect(rows).toEqual([
      { courierId: 1, courierName: "Anna Smit", orders: 1, expected: 1000, received: 1000, unmarked: 0, difference: 0 },
      {
        courierId: 2,
        courierName: "Tim de Boer",
        orders: 3,
        expected: 4650,
        received: 3150,
        unmarked: 1,
        difference: -1500,
      },
    ]);
    expect(reconcile([])).toEqual([]);
  });
});
