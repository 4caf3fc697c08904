import { describe, it, expect } from "vitest";
import {
  PAYMENT_STATUSES,
  canRetry,
  choosePayment,
  idealFailedBanner,
  marksOrderPaid,
  paymentProblemMessage,
  paymentStatusLabel,
} from "~/domain/payment-status";

describe("payment statuses", () => {
  it.each<[string, string, boolean, string | null]>([
    ["none", "Niet betaald", false, null],
    ["cash", "Contant", false, null],
    ["pin", "Pin", false, null],
    ["onsite", "Betalen bij afhalen", false, null],
    ["ondelivery", "Betalen bij bezorging", false, null],
    ["open", "Open", true, "De betaling staat nog open. Probeer het nog eens."],
    ["canceled", "Geannuleerd", true, "De betaling is geannulleerd. Probeer het nog eens."],
    ["pending", "In behandeling", false, null],
    ["authorized", "Geautoriseerd", false, null],
    ["expired", "Verlopen", true, "De betaling is verlopen. Probeer het nog eens."],
    ["failed", "Mislukt", true, "Er is iets misgegaan met de betaling. Probeer het nog eens."],
    ["paid", "Betaald", false, null],
    ["ideal", "iDEAL", false, null],
    ["thuisbezorgd", "Thuisbezorgd", false, null],
  ])("%s: label %j, retry %s, message %j", (status, label, retry, message) => {
    expect(paymentStatusLabel(status)).toBe(label);
    expect(canRetry(status)).toBe(retry);
    expect(paymentProblemMessage(status)).toBe(message);
  });

  it("lists exactly the fourteen spec statuses", () => {
    expect(PAYMENT_STATUSES).toHaveLength(14);
    expect(new Set(PAYMENT_STATUSES.map((s) => s.value)).size).toBe(14);
  });

  it.each(["", "OPEN", "constructor", "toString", "__proto__"])("%j is unknown", (status) => {
    expect(paymentStatusLabel(status)).toBeNull();
    expect(canRetry(status)).toBe(false);
    expect(paymentProblemMessage(status)).toBeNull();
  });

  it.each([
    ["paid", true],
    ["authorized", false],
    ["open", false],
    ["ideal", false],
  ])("marksOrderPaid(%j) is %s", (status, expected) => {
    expect(marksOrderPaid(status)).toBe(expected);
  });

  it.each([
    [17, "De IDEAL betaling van order 17 is mislukt. Klik hier om deze aan te passen."],
    ["A-3", "De IDEAL betaling van order A-3 is mislukt. Klik hier om deze aan te passen."],
  ])("banner for order %j", (number, expected) => {
    expect(idealFailedBanner(number)).toBe(expected);
  });
});

describe("choosePayment", () => {
  it("keeps the pick when the mode offers it", () => {
    expect(choosePayment(["cash", "ideal"], "ideal")).toBe("ideal");
  });

  it("falls back to the first offered method when the mode does not offer the pick", () => {
    expect(choosePayment(["ideal", "ondelivery"], "onsite")).toBe("ideal");
  });

  it("defaults to iDEAL where it is offered (docs/spec.md §3), whatever its place in the list", () => {
    expect(choosePayment(["cash", "pin", "ideal"], null)).toBe("ideal");
    expect(choosePayment(["cash", "ideal"], "onsite")).toBe("ideal");
  });

  it("takes the first offered method without a pick when iDEAL is not offered", () => {
    expect(choosePayment(["pin", "cash"], null)).toBe("pin");
    expect(choosePayment(["pin", "cash"], undefined)).toBe("pin");
    expect(choosePayment(["pin", "cash"], "")).toBe("pin");
  });

  it("is cash when nothing is offered", () => {
    expect(choosePayment([], "ideal")).toBe("cash");
    expect(choosePayment([], null)).toBe("cash");
  });
});
