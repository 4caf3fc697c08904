import { describe, it, expect } from "vitest";
import fc from "fast-check";
import {
  addDays,
  type AmsterdamFormat,
  formatAmsterdam,
  dayKey,
  dayLabelLong,
  formatClock,
  fromWallClock,
  parseDay,
  wallClock,
  weekdayFromMonday,
  type CalendarDate,
} from "~/domain/amsterdam-time";

describe("fromWallClock", () => {
  it.each<[string, CalendarDate, number, number, string]>([
    ["winter noon", { year: 2025, month: 1, day: 15 }, 12, 30, "2025-01-15T11:30:00.000Z"],
    ["summer noon", { year: 2025, month: 7, day: 1 }, 12, 30, "2025-07-01T10:30:00.000Z"],
    ["midnight on the spring DST day", { year: 2025, month: 3, day: 30 }, 0, 0, "2025-03-29T23:00:00.000Z"],
    ["just before the spring gap", { year: 2025, month: 3, day: 30 }, 1, 59, "2025-03-30T00:59:00.000Z"],
    ["inside the spring gap moves forward", { year: 2025, month: 3, day: 30 }, 2, 30, "2025-03-30T01:30:00.000Z"],
    ["just after the spring gap", { year: 2025, month: 3, day: 30 }, 3, 0, "2025-03-30T01:00:00.000Z"],
    ["before the autumn repeat", { year: 2025, month: 10, day: 26 }, 1, 30, "2025-10-25T23:30:00.000Z"],
    [
      "a repeated autumn time is its first occurrence",
      { year: 2025, month: 10, day: 26 },
      2,
      30,
      "2025-10-26T00:30:00.000Z",
    ],
    ["after the autumn repeat", { year: 2025, month: 10, day: 26 }, 3, 0, "2025-10-26T02:00:00.000Z"],
    ["midnight after the autumn DST day", { year: 2025, month: 10, day: 27 }, 0, 0, "2025-10-26T23:00:00.000Z"],
    ["a leap day", { year: 2024, month: 2, day: 29 }, 23, 59, "2024-02-29T22:59:00.000Z"],
    ["month 13 rolls into January", { year: 2025, month: 13, day: 1 }, 0, 0, "2025-12-31T23:00:00.000Z"],
  ])("%s", (_, date, hour, minute, expected) => {
    expect(fromWallClock(date, hour, minute).toISOString()).toBe(expected);
  });

  it.each(["2025-01-15T11:30:00Z", "2025-03-30T01:30:00Z", "2025-10-26T02:00:00Z", "2025-07-01T21:59:00Z"])(
    "round-trips %s through the wall clock",
    (iso) => {
      const wall = wallClock(new Date(iso));
      expect(fromWallClock(wall, wall.hour, wall.minute).toISOString()).toBe(new Date(iso).toISOString());
    },
  );
});

describe("calendar helpers", () => {
  it.each<[CalendarDate, number, CalendarDate]>([
    [{ year: 2025, month: 3, day: 31 }, 1, { year: 2025, month: 4, day: 1 }],
    [{ year: 2025, month: 1, day: 1 }, -1, { year: 2024, month: 12, day: 31 }],
    [{ year: 2024, month: 2, day: 28 }, 1, { year: 2024, month: 2, day: 29 }],
    [{ year: 2025, month: 2, day: 28 }, 1, { year: 2025, month: 3, day: 1 }],
    [{ year: 2025, month: 3, day: 24 }, 7, { year: 2025, month: 3, day: 31 }],
  ])("addDays(%j, %i)", (date, days, expected) => {
    expect(addDays(date, days)).toEqual(expected);
  });

  it.each<[CalendarDate, number]>([
    [{ year: 2025, month: 3, day: 24 }, 0],
    [{ year: 2025, month: 3, day: 26 }, 2],
    [{ year: 2025, month: 3, day: 30 }, 6],
  ])("weekdayFromMonday(%j) is %i", (date, expected) => {
    expect(weekdayFromMonday(date)).toBe(expected);
  });

  it.each([
    ["2025-01-15T22:59:00Z", "2025-01-15", "23:59"],
    ["2025-01-15T23:00:00Z", "2025-01-16", "00:00"],
    ["2025-07-01T21:59:00Z", "2025-07-01", "23:59"],
    ["2025-07-01T22:00:00Z", "2025-07-02", "00:00"],
  ])("%s is %s %s in Amsterdam", (iso, day, clock) => {
    expect(dayKey(new Date(iso))).toBe(day);
    expect(formatClock(new Date(iso))).toBe(clock);
  });

  it.each<[string, CalendarDate | null]>([
    ["2025-03-30", { year: 2025, month: 3, day: 30 }],
    ["2024-02-29", { year: 2024, month: 2, day: 29 }],
    ["2025-02-29", null],
    ["2025-13-01", null],
    ["2025-3-30", null],
    ["", null],
  ])("parseDay(%j)", (text, expected) => {
    expect(parseDay(text)).toEqual(expected);
  });
});

describe("wallClock (the EU rule since 1981, decision 113; Intl before)", () => {
  const intl = new Intl.DateTimeFormat("en-US", {
    timeZone: "Europe/Amsterdam",
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  const byIntl = (d: Date) => {
    const parts = Object.fromEntries(intl.formatToParts(d).map((p) => [p.type, Number(p.value)]));
    return {
      year: parts.year,
      month: parts.month,
      day: parts.day,
      hour: parts.hour,
      minute: parts.minute,
      second: parts.second,
    };
  };

  it("agrees with Intl minute by minute around both DST changes", () => {
    for (const start of [Date.UTC(2025, 2, 29, 22), Date.UTC(2025, 9, 25, 22), Date.UTC(1981, 2, 28, 22)]) {
      for (let ms = start; ms < start + 6 * 3_600_000; ms += 59_999) {
        expect(wallClock(new Date(ms)), new Date(ms).toISOString()).toEqual(byIntl(new Date(ms)));
      }
    }
  });

  // decision 113: from 1981 the offset is the EU's summer-time rule, not Intl; the day the time-zone data
  // changes (a new rule for the Netherlands), this says so
  it("agrees with Intl every hour of the months the clock changes in, 1981–2100, and every day between", () => {
    for (let year = 1981; year <= 2100; year++) {
      for (const month of [2, 8, 9]) {
        for (let ms = Date.UTC(year, month, 1); ms < Date.UTC(year, month + 1, 1); ms += 3_600_000) {
          const d = new Date(ms);
          if (wallClock(d).hour !== byIntl(d).hour) expect(wallClock(d), d.toISOString()).toEqual(byIntl(d));
        }
      }
      for (let ms = Date.UTC(year, 0, 1, 12); ms < Date.UTC(year + 1, 0, 1); ms += 86_400_000) {
        const d = new Date(ms);
        if (wallClock(d).hour !== byIntl(d).hour) expect(wallClock(d), d.toISOString()).toEqual(byIntl(d));
      }
    }
  });

  it("agrees with Intl at any instant, before 1981 too", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2200-01-01T00:00:00Z"), noInvalidDate: true }),
        (d) => {
          expect(wallClock(d)).toEqual(byIntl(d));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("dayLabelLong", () => {
  it.each([
    ["2026-11-01", "1 november 2026"],
    ["2024-02-29", "29 februari 2024"],
    ["2026-13-01", "2026-13-01"],
    ["gisteren", "gisteren"],
  ])("%s → %s", (text, label) => {
    expect(dayLabelLong(text)).toBe(label);
  });
});

describe("formatAmsterdam: the shapes screens show, on the Amsterdam clock", () => {
  // 17:30 UTC on 12 November is 18:30 in Amsterdam (winter time)
  const at = new Date("2026-11-12T17:30:00Z");
  it.each<[AmsterdamFormat, string]>([
    [
      "date",
      new Intl.DateTimeFormat("nl-NL", {
        timeZone: "Europe/Amsterdam",
        day: "numeric",
        month: "short",
        year: "numeric",
      }).format(at),
    ],
    ["dateLong", "12 november 2026"],
    ["dayMonthLong", "12 november"],
    ["dateTime", "12 november 2026 om 18:30"],
  ])("%s → %s", (format, expected) => {
    expect(formatAmsterdam(at, format)).toBe(expected);
  });
  it("a summer evening keeps its Amsterdam day across midnight UTC", () => {
    expect(formatAmsterdam(new Date("2026-06-30T22:30:00Z"), "dayMonthLong")).toBe("1 juli");
  });
});
