import { describe, expect, it } from "vitest";
import { addressLines } from "~/domain/address";
import type { OrderStatus } from "~/domain/order-status";
import {
  amountFixed,
  BOARD_TABS,
  cardActions,
  lateMinutes,
  MARKETPLACE_AMOUNT_FIXED,
  PAID_AMOUNT_FIXED,
  tabsOf,
  testOrderPlacedText,
  waitingLabel,
} from "~/domain/board";
import { DEFAULT_TEMPLATES, fillTemplate, templateForTransition } from "~/domain/message-templates";
import { shouldNotify } from "~/domain/notifications";

describe("board tabs", () => {
  it("has the seven tabs of docs/spec.md §4 in order", () => {
    expect(BOARD_TABS.map((t) => t.label)).toEqual([
      "Nieuw",
      "In bestelling",
      "Klaar",
      "Bezorgingen",
      "Opgeslagen",
      "Archief",
      "Ingepland",
    ]);
  });

  it("puts deliveries being made or ready in Bezorgingen too", () => {
    expect(tabsOf({ status: "order", deliver: true })).toEqual(["order", "deliver"]);
    expect(tabsOf({ status: "done", deliver: false })).toEqual(["done"]);
    expect(tabsOf({ status: "concept", deliver: true })).toEqual([]);
  });
});

describe("card actions", () => {
  it.each<[OrderStatus, boolean, string]>([
    ["new", false, "Accepteren"],
    ["order", false, "Klaar"],
    ["archive", false, "Verbergen"],
  ])("%s advances with %s", (status, deliver, label) => {
    expect(cardActions({ status, deliver, paid: false }).advance?.label).toBe(label);
  });

  it("a ready order needs its payment before Afgehaald / Bezorgd", () => {
    expect(cardActions({ status: "done", deliver: false, paid: false })).toMatchObject({ advance: null, payed: true });
    expect(cardActions({ status: "done", deliver: false, paid: true }).advance?.label).toBe("Afgehaald");
    expect(cardActions({ status: "done", deliver: true, paid: true }).advance?.label).toBe("Bezorgd");
  });

  it("offers only the capabilities of the status", () => {
    expect(cardActions({ status: "archive", deliver: false, paid: true })).toMatchObject({
      edit: false,
      delete: true,
      message: true,
      date: false,
    });
    expect(cardActions({ status: "pending", deliver: false, paid: false })).toMatchObject({
      advance: null,
      date: true,
      delete: false,
    });
  });
});

describe("an order's amount", () => {
  it.each([
    [{ paid: false, source: "internet" }, null],
    [{ paid: true, source: "internet" }, PAID_AMOUNT_FIXED],
    [{ paid: false, source: "desk" }, null],
    [{ paid: false, source: "thuisbezorgd" }, MARKETPLACE_AMOUNT_FIXED],
    [{ paid: true, source: "thuisbezorgd" }, MARKETPLACE_AMOUNT_FIXED],
    [{ paid: false, source: "thuisbezorgdII" }, MARKETPLACE_AMOUNT_FIXED],
  ])("%o → %s", (order, expected) => {
    expect(amountFixed(order)).toBe(expected);
  });
});

describe("address lines", () => {
  it("reads as street and place, leaving out what is empty", () => {
    expect(addressLines({ street: "Oudegracht", number: "12", zipcode: "3511 AB", city: "Utrecht" })).toEqual([
      "Oudegracht 12",
      "3511 AB Utrecht",
    ]);
    expect(
      addressLines({ street: "Thuisbezorgd-bezorger", number: "", zipcode: "3511", city: "Utrecht" }).join(", "),
    ).toBe("Thuisbezorgd-bezorger, 3511 Utrecht");
    expect(addressLines({ street: "", number: "", zipcode: "", city: "" })).toEqual([]);
  });
});

describe("message templates", () => {
  it("every default is long enough to be sent", () => {
    for (const t of DEFAULT_TEMPLATES) {
      const text = fillTemplate(t.message, { naam: "Eva", nummer: "1", restaurant: "Roma", tijd: "18:00" });
      expect(shouldNotify("+31612345678", text), `${t.type}/${t.sub}`).toBe(true);
      expect(text).not.toMatch(/[{}]/);
    }
  });

  it("picks the situation from the transition", () => {
    expect(templateForTransition({ deliver: false, source: "internet" }, "order")).toEqual({ type: "order", sub: "" });
    expect(templateForTransition({ deliver: false, source: "thuisbezorgd" }, "order")).toEqual({
      type: "thuisbezorgd",
      sub: "",
    });
    expect(templateForTransition({ deliver: true, source: "app" }, "done")).toEqual({ type: "due", sub: "onroute" });
    // decision 076: with couriers the "onderweg" goes when one takes it (/ritten), not at "Klaar"
    expect(templateForTransition({ deliver: true, source: "app" }, "done", { couriers: true })).toBeNull();
    expect(templateForTransition({ deliver: false, source: "app" }, "done", { couriers: true })).toEqual({
      type: "notnew",
      sub: "",
    });
    expect(templateForTransition({ deliver: false, source: "app" }, "done")).toEqual({ type: "notnew", sub: "" });
    expect(templateForTransition({ deliver: false, source: "app" }, "hide")).toBeNull();
  });
});

describe("a late order (docs/issues/033.md §13)", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  const ago = (minutes: number, seconds = 0) =>
    new Date(now.getTime() - minutes * 60_000 - seconds * 1000).toISOString();

  it("is a new order waiting at least the escalation minutes, in whole minutes waited", () => {
    expect(lateMinutes({ status: "new", waitingSince: ago(7, 30) }, now, 5)).toBe(7);
    expect(lateMinutes({ status: "new", waitingSince: ago(5) }, now, 5)).toBe(5);
    expect(waitingLabel(7)).toBe("wacht al 7 min");
  });

  it("is not late before the minutes, once accepted, or without escalation minutes", () => {
    expect(lateMinutes({ status: "new", waitingSince: ago(4, 59) }, now, 5)).toBeNull();
    expect(lateMinutes({ status: "order", waitingSince: ago(30) }, now, 5)).toBeNull();
    expect(lateMinutes({ status: "pending", waitingSince: ago(30) }, now, 5)).toBeNull();
    expect(lateMinutes({ status: "new", waitingSince: ago(30) }, now, null)).toBeNull();
  });
});

describe("a test order in words (docs/issues/033.md §15)", () => {
  it("says what the board shows, not the internal id", () => {
    const due = new Date("2026-11-27T10:36:00Z"); // 11:36 in Amsterdam
    expect(testOrderPlacedText(due)).toBe(
      "Testbestelling geplaatst, klaar om 11:36. Kijk op het bord: de kaart staat er met TEST.",
    );
  });
});
