import { describe, it, expect } from "vitest";
import {
  STATUSES,
  customerStatusLabel,
  actionLabel,
  advanceLabel,
  can,
  canAdvance,
  isOrderStatus,
  nextStatus,
  statusLabel,
  type AdvanceResult,
  type OrderStatus,
} from "~/domain/order-status";

/** A status as a row could hold it, unknown ones included (a corrupt row is never editable). */
const row = (status: string) => status as OrderStatus;

const ALL_CAPABILITIES = ["tab", "date", "edit", "payed", "delete", "message"];

describe("STATUSES", () => {
  it("has the spec's rows in the spec's order", () => {
    expect(STATUSES.map((s) => [s.value, s.label, s.next, s.action])).toEqual([
      ["concept", "Concept", "new", null],
      ["new", "Nieuw", "order", "Nieuwe bestelling"],
      ["order", "In bestelling", "done", "Accepteren"],
      ["done", "Klaar", "archive", "Klaar"],
      ["deliver", "Bezorgingen", null, null],
      ["archive", "Opgeslagen", "hide", "Afgehaald"],
      ["hide", "Archief", null, "Verbergen"],
      ["pending", "Ingepland", null, "Inplannen"],
      ["active", "Actief", null, null],
    ]);
  });

  it("only done requires payment", () => {
    expect(STATUSES.filter((s) => s.requiresPayed).map((s) => s.value)).toEqual(["done"]);
  });

  it("every next status is itself a status", () => {
    for (const status of STATUSES) {
      if (status.next !== null) expect(isOrderStatus(status.next)).toBe(true);
    }
  });
});

describe("can", () => {
  const table: Record<string, string[]> = {
    concept: ["edit", "payed"],
    new: ["tab", "date", "edit", "payed", "delete", "message"],
    order: ["tab", "date", "edit", "payed", "delete", "message"],
    done: ["tab", "edit", "payed", "message"],
    deliver: ["tab"],
    archive: ["delete", "message"],
    hide: ["delete"],
    pending: ["date"],
    active: [],
    nonsense: [],
    "": [],
  };
  const cases = Object.entries(table).flatMap(([status, allowed]) =>
    ALL_CAPABILITIES.map((capability): [string, string, boolean] => [status, capability, allowed.includes(capability)]),
  );

  it.each(cases)("%j can %s: %s", (status, capability, expected) => {
    expect(can(row(status), capability)).toBe(expected);
  });

  it.each(["fly", "", "EDIT"])("no status has capability %j", (capability) => {
    expect(STATUSES.some((s) => can(s.value, capability))).toBe(false);
  });
});

describe("nextStatus and labels", () => {
  it.each<[string, string | null, string | null, string | null, string | null]>([
    ["concept", "new", "Concept", null, null],
    ["new", "order", "Nieuw", "Nieuwe bestelling", "Nieuwe bestelling"],
    ["order", "done", "In bestelling", "Accepteren", "Accepteren"],
    ["done", "archive", "Klaar", "Klaar", "Klaar"],
    ["deliver", null, "Bezorgingen", null, null],
    ["archive", "hide", "Opgeslagen", "Afgehaald", "Bezorgd"],
    ["hide", null, "Archief", "Verbergen", "Verbergen"],
    ["pending", null, "Ingepland", "Inplannen", "Inplannen"],
    ["active", null, "Actief", null, null],
    ["unknown", null, null, null, null],
  ])("%s → next %j, label %j, action %j / delivery %j", (status, next, label, pickup, delivery) => {
    expect(nextStatus(row(status))).toBe(next);
    expect(statusLabel(row(status))).toBe(label);
    expect(actionLabel(row(status), { deliver: false })).toBe(pickup);
    expect(actionLabel(row(status), { deliver: true })).toBe(delivery);
  });

  it("actionLabel defaults to pickup", () => {
    expect(actionLabel("archive")).toBe("Afgehaald");
  });

  it.each<[string, boolean, string | null]>([
    ["concept", false, "Nieuwe bestelling"],
    ["new", false, "Accepteren"],
    ["order", false, "Klaar"],
    ["done", false, "Afgehaald"],
    ["done", true, "Bezorgd"],
    ["archive", false, "Verbergen"],
    ["hide", false, null],
    ["pending", false, null],
    ["unknown", false, null],
  ])("advanceLabel(%j, deliver %s) is %j", (status, deliver, expected) => {
    expect(advanceLabel(row(status), { deliver })).toBe(expected);
  });
});

describe("canAdvance", () => {
  it.each<[string, boolean, AdvanceResult["ok"], string | null]>([
    ["concept", false, true, "new"],
    ["new", false, true, "order"],
    ["order", false, true, "done"],
    ["order", true, true, "done"],
    ["done", true, true, "archive"],
    ["done", false, false, null],
    ["archive", false, true, "hide"],
    ["hide", true, false, null],
    ["pending", true, false, null],
    ["deliver", true, false, null],
    ["active", true, false, null],
    ["bogus", true, false, null],
  ])("%s (paid %s) → ok %s, next %j", (status, paid, ok, next) => {
    const result = canAdvance({ status: row(status), paid });
    expect(result.ok).toBe(ok);
    if (result.ok) expect(result.next).toBe(next);
    else expect(result.reason).toMatch(/\S/);
  });

  it("explains an unpaid ready order in Dutch", () => {
    expect(canAdvance({ status: "done", paid: false })).toEqual({
      ok: false,
      reason: "Deze bestelling is nog niet betaald. Registreer eerst de betaling.",
    });
  });

  it("gives distinct reasons for unknown and final statuses", () => {
    const unknown = canAdvance({ status: row("bogus"), paid: true });
    const final = canAdvance({ status: "hide", paid: true });
    expect(unknown).not.toEqual(final);
  });
});

describe("customerStatusLabel", () => {
  it.each([
    ["concept", false, "Wacht op betaling"],
    ["new", false, "Ontvangen"],
    ["pending", true, "Ingepland"],
    ["order", false, "Geaccepteerd"],
    ["done", false, "Klaar om af te halen"],
    ["done", true, "Klaar, wordt bezorgd"],
    ["archive", false, "Afgehaald"],
    ["archive", true, "Bezorgd"],
    ["hide", true, "Bezorgd"],
  ])("%s (delivery %s) reads %j to the customer, never the kitchen's tab", (status, deliver, label) => {
    expect(customerStatusLabel(row(status), { deliver })).toBe(label);
  });
});
