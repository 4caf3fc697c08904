import { describe, expect, it } from "vitest";
import { fromWallClock } from "~/domain/amsterdam-time";
import {
  daysOf,
  FINANCE_PERIODS,
  financePeriod,
  DATE_INVALID,
  FROM_AFTER_TO,
  PERIOD_TOO_LONG,
  PERIOD_UNKNOWN,
  lastDayOf,
  periodRangeLabel,
} from "~/domain/finance-period";

const at = (year: number, month: number, day: number, hour = 12, minute = 0) =>
  fromWallClock({ year, month, day }, hour, minute);
const days = (period: string, now: Date, extra: { from?: string; to?: string } = {}) => {
  const r = financePeriod({ period, ...extra }, now);
  if (!r.ok) throw new Error(r.message);
  return r.value;
};

describe("financePeriod: docs/spec.md §9 period filters as Amsterdam days", () => {
  // Monday 23 November 2026
  const now = at(2026, 11, 23, 17, 30);
  it.each([
    ["today", "2026-11-23", "2026-11-24", "2026-11-16", "2026-11-17"],
    ["yesterday", "2026-11-22", "2026-11-23", "2026-11-15", "2026-11-16"],
    ["this-week", "2026-11-23", "2026-11-30", "2026-11-16", "2026-11-23"],
    ["last-week", "2026-11-16", "2026-11-23", "2026-11-09", "2026-11-16"],
    ["this-month", "2026-11-01", "2026-12-01", "2025-11-01", "2025-12-01"],
    ["last-month", "2026-10-01", "2026-11-01", "2025-10-01", "2025-11-01"],
    ["this-year", "2026-01-01", "2027-01-01", "2025-01-01", "2026-01-01"],
  ])("%s → [%s, %s), previous [%s, %s)", (period, from, to, pFrom, pTo) => {
    const p = days(period, now);
    expect(p.days).toEqual({ from, to });
    expect(p.previous).toEqual({ from: pFrom, to: pTo });
  });

  it("no 'Morgen': there is no revenue tomorrow (docs/issues/033.md §11) — not offered, and refused when asked", () => {
    expect(FINANCE_PERIODS.map((p) => p.label)).toEqual([
      "Vandaag",
      "Gisteren",
      "Deze week",
      "Vorige week",
      "Deze maand",
      "Vorige maand",
      "Dit jaar",
      "Alles",
      "Kies periode",
    ]);
    expect(financePeriod({ period: "tomorrow" }, now)).toEqual({ ok: false, message: PERIOD_UNKNOWN, field: "period" });
  });

  it("no period is today; 'all' is unbounded without a previous line; query spellings are accepted", () => {
    expect(financePeriod({}, now)).toMatchObject({ ok: true, value: { period: "today", label: "Vandaag" } });
    expect(days("all", now)).toMatchObject({ days: { from: null, to: null }, previous: null });
    expect(days("this week", now).days).toEqual(days("this-week", now).days);
  });

  it("a Sunday belongs to the week that started on Monday", () => {
    expect(days("this-week", at(2026, 11, 29, 23, 59)).days).toEqual({ from: "2026-11-23", to: "2026-11-30" });
  });

  it("the Amsterdam day, not UTC: 00:30 on 1 January in Amsterdam is still 31 December in UTC", () => {
    const newYear = at(2027, 1, 1, 0, 30);
    expect(newYear.toISOString()).toBe("2026-12-31T23:30:00.000Z");
    expect(days("today", newYear).days).toEqual({ from: "2027-01-01", to: "2027-01-02" });
    expect(days("this-year", newYear).days).toEqual({ from: "2027-01-01", to: "2028-01-01" });
    expect(days("last-month", newYear).days).toEqual({ from: "2026-12-01", to: "2027-01-01" });
  });

  it("DST: the short spring day and the long autumn day are one day each", () => {
    // 29 March 2026 has 23 hours, 25 October 2026 has 25
    expect(days("today", at(2026, 3, 29, 23, 30)).days).toEqual({ from: "2026-03-29", to: "2026-03-30" });
    expect(days("today", at(2026, 10, 25, 0, 30)).days).toEqual({ from: "2026-10-25", to: "2026-10-26" });
    expect(days("today", at(2026, 10, 25, 23, 30)).days).toEqual({ from: "2026-10-25", to: "2026-10-26" });
    expect(days("this-week", at(2026, 10, 25, 2, 30)).days).toEqual({ from: "2026-10-19", to: "2026-10-26" });
  });

  it("week 53: the ISO week running into the new year is one week, Monday to Monday", () => {
    // 2026 has an ISO week 53: Monday 28 December 2026 – Sunday 3 January 2027
    expect(days("this-week", at(2027, 1, 3, 20)).days).toEqual({ from: "2026-12-28", to: "2027-01-04" });
    expect(days("last-week", at(2027, 1, 4, 9)).days).toEqual({ from: "2026-12-28", to: "2027-01-04" });
  });

  it("leap day: February 2028 has 29 days; a year earlier than 29 February is 28 February", () => {
    expect(days("this-month", at(2028, 2, 29)).days).toEqual({ from: "2028-02-01", to: "2028-03-01" });
    expect(daysOf(days("this-month", at(2028, 2, 29)).days)).toHaveLength(29);
    expect(days("pick", now, { from: "2028-02-29", to: "2028-02-29" })).toMatchObject({
      days: { from: "2028-02-29", to: "2028-03-01" },
      previous: { from: "2027-02-28", to: "2027-03-01" },
    });
  });

  it("a picked period includes its last day", () => {
    expect(days("pick", now, { from: "2026-11-01", to: "2026-11-07" }).days).toEqual({
      from: "2026-11-01",
      to: "2026-11-08",
    });
    expect(days("pick", now, { from: "2026-11-01", to: "2026-11-01" }).picked).toEqual({
      from: "2026-11-01",
      to: "2026-11-01",
    });
  });

  it.each([
    [{ period: "fortnight" }, PERIOD_UNKNOWN, "period"],
    [{ period: "pick" }, DATE_INVALID, "from"],
    [{ period: "pick", from: "2026-02-30", to: "2026-03-01" }, DATE_INVALID, "from"],
    [{ period: "pick", from: "23-11-2026", to: "2026-11-24" }, DATE_INVALID, "from"],
    [{ period: "pick", from: "2026-11-01", to: "2026-13-01" }, DATE_INVALID, "to"],
    [{ period: "pick", from: "2026-11-01\u0000", to: "2026-11-02" }, DATE_INVALID, "from"],
    [{ period: "pick", from: "2026-11-08", to: "2026-11-01" }, FROM_AFTER_TO, "to"],
    [{ period: "pick", from: "2000-01-01", to: "2020-01-01" }, PERIOD_TOO_LONG, "to"],
    [{ period: "pick", from: "1900-01-01", to: "9999-12-31" }, PERIOD_TOO_LONG, "to"],
  ])("refuses %j in Dutch", (input, message, field) => {
    expect(financePeriod(input, now)).toEqual({ ok: false, message, field });
  });

  it("accepts just under 20 years", () => {
    expect(financePeriod({ period: "pick", from: "2000-01-01", to: "2019-12-31" }, now).ok).toBe(true);
  });
});

describe("periodRangeLabel", () => {
  it.each([
    [{ from: "2026-01-01", to: "2027-01-01" }, "1 januari 2026 t/m 31 december 2026"],
    [{ from: "2024-02-01", to: "2024-03-01" }, "1 februari 2024 t/m 29 februari 2024"],
    [{ from: "2026-11-26", to: "2026-11-27" }, "26 november 2026"],
    [{ from: null, to: null }, null],
    [{ from: "2026-01-01", to: null }, null],
  ])("%j → %s", (days, label) => {
    expect(periodRangeLabel(days)).toBe(label);
  });
});

describe("lastDayOf: the form's 'Tot en met' for a preset period", () => {
  it.each([
    [{ from: "2026-01-01", to: "2027-01-01" }, "2026-12-31"],
    [{ from: "2024-02-01", to: "2024-03-01" }, "2024-02-29"],
    [{ from: "2026-11-26", to: "2026-11-27" }, "2026-11-26"],
    [{ from: null, to: null }, null],
  ])("%j → %s", (range, last) => {
    expect(lastDayOf(range)).toBe(last);
  });

  it("is the picked period's own last day", () => {
    const picked = days("pick", at(2026, 11, 26), { from: "2026-03-02", to: "2026-03-15" });
    expect(lastDayOf(picked.days)).toBe("2026-03-15");
  });
});
