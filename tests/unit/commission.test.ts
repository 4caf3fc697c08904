// Marketplace commission per restaurant (docs/issues/017.md §4, docs/issues/018.md §7, decision 056): the owner's typed
// rate as integers, the day a rate holds from, the rate in force on a day, and the words shown.
import { describe, expect, it } from "vitest";
import {
  commissionLabel,
  DEFAULT_COMMISSION,
  isEffectiveDay,
  parsePerOrderFee,
  parsePercent,
  percentText,
  rateOn,
} from "~/domain/commission";

describe("parsePercent", () => {
  it.each([
    ["13", 1300],
    ["13,5", 1350],
    ["13.25", 1325],
    [" 13 % ", 1300],
    ["0", 0],
    ["100", 10_000],
    ["100,01", null],
    ["-1", null],
    ["13,555", null],
    ["dertien", null],
    ["", null],
    ["1\u00003", null],
  ])("%j → %j", (raw, hundredths) => {
    expect(parsePercent(raw)).toBe(hundredths);
  });
});

describe("parsePerOrderFee", () => {
  it.each([
    ["0,19", 19],
    ["0.19", 19],
    ["100", 10_000],
    ["100,01", null],
    ["abc", null],
  ])("%j → %j", (raw, cents) => {
    expect(parsePerOrderFee(raw)).toBe(cents);
  });
});

describe("isEffectiveDay", () => {
  it.each([
    ["2026-01-01", true],
    ["2028-02-29", true],
    ["2026-02-29", false],
    ["2026-13-01", false],
    ["1999-12-31", false],
    ["26-01-01", false],
    ["2026-01-01T00:00", false],
  ])("%s → %s", (raw, ok) => {
    expect(isEffectiveDay(raw)).toBe(ok);
  });
});

describe("rateOn and the words", () => {
  const rates = [
    { effectiveFrom: "2026-11-01", percentHundredths: 1450, perOrderCents: 25 },
    { effectiveFrom: "2026-06-01", percentHundredths: 1200, perOrderCents: 0 },
  ];
  it.each([
    ["2026-05-31", DEFAULT_COMMISSION.percentHundredths, DEFAULT_COMMISSION.perOrderCents],
    ["2026-06-01", 1200, 0],
    ["2026-10-31", 1200, 0],
    ["2026-11-01", 1450, 25],
    ["2027-01-01", 1450, 25],
  ])("on %s: %i hundredths + %i cents", (day, percent, fee) => {
    expect(rateOn(rates, day)).toMatchObject({ percentHundredths: percent, perOrderCents: fee });
    expect(rateOn([...rates].reverse(), day)).toMatchObject({ percentHundredths: percent, perOrderCents: fee });
  });

  it("says the rate the way the owner typed it", () => {
    expect(DEFAULT_COMMISSION).toEqual({ percentHundredths: 1300, perOrderCents: 19 });
    expect(commissionLabel(DEFAULT_COMMISSION)).toMatch(/^13 % \+ €\s0,19 per bestelling$/);
    expect(percentText(1350)).toBe("13,5 %");
    expect(percentText(1325)).toBe("13,25 %");
    expect(percentText(5)).toBe("0,05 %");
  });
});
