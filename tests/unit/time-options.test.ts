import { describe, it, expect } from "vitest";
import { fromWallClock } from "~/domain/amsterdam-time";
import {
  DELIVERY_OPTIONS,
  DELIVERY_PROMISE_MINUTES,
  EDIT_OPTIONS,
  PERIODS,
  PICKUP_OPTIONS,
  PICKUP_PROMISE_MINUTES,
  RELATIVE_TIME_THRESHOLD_MINUTES,
  customRange,
  customerStatusText,
  dueSubline,
  dueTime,
  findOption,
  formatDue,
  minutesLeft,
  periodRange,
  type DueResult,
  type TimeOption,
} from "~/domain/time-options";

const at = (iso: string): Date => new Date(iso);
const MIN = 60_000;

function dueOf(result: DueResult): string {
  if (!result.ok) throw new Error(`expected a due time, got ${result.reason}`);
  return result.due.toISOString();
}

describe("option lists", () => {
  it.each<[string, ReadonlyArray<TimeOption>, string[]]>([
    [
      "delivery",
      DELIVERY_OPTIONS,
      [
        "Zo snel mogelijk",
        "Binnen 15 minuten",
        "Binnen 30 minuten",
        "Binnen 45 minuten",
        "Binnen 60 minuten",
        "Binnen 90 minuten",
        "Binnen 120 minuten",
        "Kies een tijd",
      ],
    ],
    [
      "pickup",
      PICKUP_OPTIONS,
      [
        "Zo snel mogelijk",
        "Over 10 minuten",
        "Over 25 minuten",
        "Over 40 minuten",
        "Over 55 minuten",
        "Over 70 minuten",
        "Over 85 minuten",
        "Over 115 minuten",
        "Kies een tijd",
      ],
    ],
    [
      "edit",
      EDIT_OPTIONS,
      [
        "Over 5 minuten",
        "Over 10 minuten",
        "Over 15 minuten",
        "Over 20 minuten",
        "Over 30 minuten",
        "Over 45 minuten",
        "Over 60 minuten",
      ],
    ],
  ])("%s labels", (_, options, labels) => {
    expect(options.map((o) => o.label)).toEqual(labels);
    expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
  });

  it("promises delivery in about 45 minutes", () => {
    expect(DELIVERY_PROMISE_MINUTES).toBe(45);
    expect(RELATIVE_TIME_THRESHOLD_MINUTES).toBe(240);
  });
});

describe("dueTime", () => {
  const noonSummer = at("2025-07-01T10:00:00Z"); // 12:00 in Amsterdam (CEST)
  const noonWinter = at("2025-01-15T11:00:00Z"); // 12:00 in Amsterdam (CET)
  const asap = DELIVERY_OPTIONS[0];
  const pick = DELIVERY_OPTIONS[DELIVERY_OPTIONS.length - 1];

  it.each<[string, TimeOption | string, Date, boolean, string | undefined, string]>([
    ["ASAP delivery is the delivery promise", asap, noonSummer, true, undefined, "2025-07-01T10:45:00.000Z"],
    ["ASAP pickup is the pickup promise", PICKUP_OPTIONS[0], noonSummer, false, undefined, "2025-07-01T10:10:00.000Z"],
    ["within 15 minutes", DELIVERY_OPTIONS[1], noonSummer, true, undefined, "2025-07-01T10:15:00.000Z"],
    ["within 120 minutes", DELIVERY_OPTIONS[6], noonSummer, true, undefined, "2025-07-01T12:00:00.000Z"],
    ["in 115 minutes", PICKUP_OPTIONS[7], noonSummer, false, undefined, "2025-07-01T11:55:00.000Z"],
    ["edit: in 5 minutes", EDIT_OPTIONS[0], noonSummer, false, undefined, "2025-07-01T10:05:00.000Z"],
    ["a posted value", "30", noonSummer, true, undefined, "2025-07-01T10:30:00.000Z"],
    ["a posted pickup value", "25", noonSummer, false, undefined, "2025-07-01T10:25:00.000Z"],
    ["a posted asap", "asap", noonSummer, true, undefined, "2025-07-01T10:45:00.000Z"],
    ["pick a time in summer", pick, noonSummer, true, "18:00", "2025-07-01T16:00:00.000Z"],
    ["pick a time in winter", pick, noonWinter, false, "18:00", "2025-01-15T17:00:00.000Z"],
    ["pick one minute ahead", pick, noonWinter, false, "12:01", "2025-01-15T11:01:00.000Z"],
    ["pick late at night", pick, at("2025-01-15T22:30:00Z"), true, "23:45", "2025-01-15T22:45:00.000Z"],
    [
      "pick uses the Amsterdam day, not the UTC day",
      pick,
      at("2025-01-15T23:30:00Z"),
      true,
      "12:00",
      "2025-01-16T11:00:00.000Z",
    ],
    ["pick with surrounding spaces", "pick", noonWinter, true, " 13:00 ", "2025-01-15T12:00:00.000Z"],
    [
      "pick on the spring DST day, after the change",
      pick,
      at("2025-03-30T00:30:00Z"),
      true,
      "12:00",
      "2025-03-30T10:00:00.000Z",
    ],
    [
      "pick on the autumn DST day, after the change",
      pick,
      at("2025-10-26T00:30:00Z"),
      true,
      "12:00",
      "2025-10-26T11:00:00.000Z",
    ],
    [
      "pick a skipped time moves forward by the gap",
      pick,
      at("2025-03-30T00:30:00Z"),
      true,
      "02:30",
      "2025-03-30T01:30:00.000Z",
    ],
    [
      "pick a repeated time gives the first occurrence",
      pick,
      at("2025-10-25T22:30:00Z"),
      true,
      "02:30",
      "2025-10-26T00:30:00.000Z",
    ],
  ])("%s", (_, option, now, deliver, time, expected) => {
    expect(dueOf(dueTime(option, now, { deliver, time }))).toBe(expected);
  });

  it.each<[string, TimeOption | string, Date, boolean, string | undefined, string]>([
    ["pick without a time", pick, noonWinter, true, undefined, "Ongeldige tijd"],
    ["pick an invalid time", pick, noonWinter, true, "25:00", "Ongeldige tijd"],
    ["pick a sloppy time", pick, noonWinter, true, "9:30", "Ongeldige tijd"],
    [
      "pick a time already passed",
      pick,
      noonWinter,
      true,
      "11:00",
      "Dit tijdstip is al voorbij. Kies een latere tijd.",
    ],
    ["pick exactly now", pick, noonWinter, true, "12:00", "Dit tijdstip is al voorbij. Kies een latere tijd."],
    [
      "pick just after midnight late in the evening",
      pick,
      at("2025-01-15T22:30:00Z"),
      true,
      "00:15",
      "Dit tijdstip is al voorbij. Kies een latere tijd.",
    ],
    ["an unoffered delivery delay", "25", noonWinter, true, undefined, "Ongeldige tijd"],
    ["an unoffered pickup delay", "90", noonWinter, false, undefined, "Ongeldige tijd"],
    ["an unknown value", "later", noonWinter, true, undefined, "Ongeldige tijd"],
    ["a staff-only delay posted by a customer", "5", noonWinter, true, undefined, "Ongeldige tijd"],
  ])("refuses %s", (_, option, now, deliver, time, reason) => {
    expect(dueTime(option, now, { deliver, time })).toEqual({ ok: false, reason });
  });

  it("pickup promise is the quickest pickup option", () => {
    const quickest = Math.min(...PICKUP_OPTIONS.flatMap((o) => (o.kind === "minutes" ? [o.minutes] : [])));
    expect(PICKUP_PROMISE_MINUTES).toBe(quickest);
  });

  it.each<[string, ReadonlyArray<TimeOption>, string | null]>([
    ["15", DELIVERY_OPTIONS, "Binnen 15 minuten"],
    ["15", EDIT_OPTIONS, "Over 15 minuten"],
    ["15", PICKUP_OPTIONS, null],
    ["pick", PICKUP_OPTIONS, "Kies een tijd"],
    ["pick", EDIT_OPTIONS, null],
    ["nope", DELIVERY_OPTIONS, null],
  ])("findOption(%j) → %j", (value, offered, label) => {
    expect(findOption(value, offered)?.label ?? null).toBe(label);
  });
});

describe("minutesLeft", () => {
  const now = at("2025-01-15T11:00:00Z");
  it.each([
    [12 * MIN, 12],
    [12.4 * MIN, 12],
    [12.6 * MIN, 13],
    [0, 0],
    [20_000, 0],
    [-20_000, 0],
    [-5 * MIN, -5],
    [300 * MIN, 300],
  ])("%i ms ahead → %i", (ms, expected) => {
    const left = minutesLeft(new Date(now.getTime() + ms), now);
    expect(left).toBe(expected);
    expect(Object.is(left, -0)).toBe(false);
  });
});

describe("formatDue", () => {
  it.each([
    ["2025-01-15T11:00:00Z", "2025-01-15T11:12:00Z", "over 12 min"],
    ["2025-01-15T11:00:00Z", "2025-01-15T11:01:00Z", "over 1 min"],
    ["2025-01-15T11:00:00Z", "2025-01-15T15:00:00Z", "over 240 min"],
    ["2025-01-15T11:00:00Z", "2025-01-15T15:01:00Z", "16:01"],
    ["2025-01-15T11:00:00Z", "2025-01-15T11:00:10Z", "nu"],
    ["2025-01-15T11:00:00Z", "2025-01-15T10:55:00Z", "5 min geleden"],
    ["2025-01-15T11:00:00Z", "2025-01-15T07:00:00Z", "240 min geleden"],
    ["2025-01-15T11:00:00Z", "2025-01-15T06:00:00Z", "07:00"],
    ["2025-07-01T04:00:00Z", "2025-07-01T10:05:00Z", "12:05"],
    ["2025-10-25T00:00:00Z", "2025-10-25T12:00:00Z", "14:00"],
    ["2025-10-26T00:00:00Z", "2025-10-26T12:00:00Z", "13:00"],
    ["2025-01-15T11:00:00Z", "2025-01-15T23:30:00Z", "morgen 00:30"],
    ["2025-01-15T11:00:00Z", "2025-01-18T11:00:00Z", "zaterdag 18 januari 12:00"],
    ["2025-01-15T11:00:00Z", "2025-01-14T11:00:00Z", "dinsdag 14 januari 12:00"],
  ])("now %s, due %s → %j", (now, due, expected) => {
    expect(formatDue(at(due), at(now))).toBe(expected);
  });
});

describe("periods", () => {
  it("has the spec's ten periods with Dutch labels", () => {
    expect(PERIODS.map((p) => p.label)).toEqual([
      "Vandaag",
      "Morgen",
      "Gisteren",
      "Deze week",
      "Vorige week",
      "Deze maand",
      "Vorige maand",
      "Dit jaar",
      "Alles",
      "Kies periode",
    ]);
  });

  // Wednesday 26 March 2025, 13:00 in Amsterdam; the week holds the DST change.
  const wednesday = "2025-03-26T12:00:00Z";

  it.each<[string, string, string | null, string | null]>([
    ["today", wednesday, "2025-03-25T23:00:00.000Z", "2025-03-26T23:00:00.000Z"],
    ["tomorrow", wednesday, "2025-03-26T23:00:00.000Z", "2025-03-27T23:00:00.000Z"],
    ["yesterday", wednesday, "2025-03-24T23:00:00.000Z", "2025-03-25T23:00:00.000Z"],
    ["this-week", wednesday, "2025-03-23T23:00:00.000Z", "2025-03-30T22:00:00.000Z"],
    ["last-week", wednesday, "2025-03-16T23:00:00.000Z", "2025-03-23T23:00:00.000Z"],
    ["this-month", wednesday, "2025-02-28T23:00:00.000Z", "2025-03-31T22:00:00.000Z"],
    ["last-month", wednesday, "2025-01-31T23:00:00.000Z", "2025-02-28T23:00:00.000Z"],
    ["this-year", wednesday, "2024-12-31T23:00:00.000Z", "2025-12-31T23:00:00.000Z"],
    ["all", wednesday, null, null],
    ["pick", wednesday, null, null],
    ["nonsense", wednesday, null, null],
    ["this week", wednesday, "2025-03-23T23:00:00.000Z", "2025-03-30T22:00:00.000Z"],
    ["thisWeek", wednesday, "2025-03-23T23:00:00.000Z", "2025-03-30T22:00:00.000Z"],
    ["last_month", wednesday, "2025-01-31T23:00:00.000Z", "2025-02-28T23:00:00.000Z"],
    ["today", "2025-03-30T12:00:00Z", "2025-03-29T23:00:00.000Z", "2025-03-30T22:00:00.000Z"],
    ["today", "2025-10-26T12:00:00Z", "2025-10-25T22:00:00.000Z", "2025-10-26T23:00:00.000Z"],
    ["today", "2025-01-15T23:30:00Z", "2025-01-15T23:00:00.000Z", "2025-01-16T23:00:00.000Z"],
    ["this-week", "2025-03-30T12:00:00Z", "2025-03-23T23:00:00.000Z", "2025-03-30T22:00:00.000Z"],
    ["this-week", "2025-03-23T23:30:00Z", "2025-03-23T23:00:00.000Z", "2025-03-30T22:00:00.000Z"],
    ["last-month", "2025-01-15T12:00:00Z", "2024-11-30T23:00:00.000Z", "2024-12-31T23:00:00.000Z"],
    ["this-month", "2025-12-10T12:00:00Z", "2025-11-30T23:00:00.000Z", "2025-12-31T23:00:00.000Z"],
    ["this-year", "2025-12-31T23:30:00Z", "2025-12-31T23:00:00.000Z", "2026-12-31T23:00:00.000Z"],
  ])("%s at %s", (period, now, from, to) => {
    const range = periodRange(period, at(now));
    expect(range.from?.toISOString() ?? null).toBe(from);
    expect(range.to?.toISOString() ?? null).toBe(to);
  });

  it("contains now for every bounded current period", () => {
    const now = at(wednesday);
    for (const period of ["today", "this-week", "this-month", "this-year"]) {
      const { from, to } = periodRange(period, now);
      expect(from?.getTime() ?? Infinity).toBeLessThanOrEqual(now.getTime());
      expect(to?.getTime() ?? -Infinity).toBeGreaterThan(now.getTime());
    }
  });

  it.each<[string, string, string | null, string | null]>([
    ["2025-03-01", "2025-03-31", "2025-02-28T23:00:00.000Z", "2025-03-31T22:00:00.000Z"],
    ["2025-03-30", "2025-03-30", "2025-03-29T23:00:00.000Z", "2025-03-30T22:00:00.000Z"],
    ["2025-04-01", "2025-03-31", null, null],
    ["2025-02-30", "2025-03-01", null, null],
    ["yesterday", "2025-03-01", null, null],
  ])("customRange(%s, %s)", (from, to, expectedFrom, expectedTo) => {
    const range = customRange(from, to);
    expect(range?.from?.toISOString() ?? null).toBe(expectedFrom);
    expect(range?.to?.toISOString() ?? null).toBe(expectedTo);
  });
});

describe("the words around a planned order (docs/issues/033.md §15)", () => {
  // Friday 27 November 2026, 11:06 in Amsterdam
  const now = fromWallClock({ year: 2026, month: 11, day: 27 }, 11, 6);
  const at = (day: number, hour: number, minute = 0) => fromWallClock({ year: 2026, month: 11, day }, hour, minute);

  it("the board card's line under the clock never repeats the clock", () => {
    expect(dueSubline(at(27, 19, 30), now)).toBeNull(); // "19:30", not "19:30 19:30"
    expect(dueSubline(at(28, 19, 30), now)).toBe("morgen");
    expect(dueSubline(at(30, 12, 0), now)).toBe("maandag 30 november");
    expect(dueSubline(at(27, 11, 30), now)).toBe("over 24 min");
    expect(dueSubline(at(27, 10, 56), now)).toBe("10 min geleden");
  });

  it("the thank-you says when a planned order will be ready, not when it was placed", () => {
    const placed = at(27, 11, 6);
    expect(customerStatusText({ status: "pending", deliver: false, due: at(27, 19, 30) }, placed, now)).toBe(
      "Ingepland voor 19:30",
    );
    expect(customerStatusText({ status: "pending", deliver: true, due: at(28, 18, 0) }, placed, now)).toBe(
      "Ingepland voor morgen 18:00",
    );
    expect(customerStatusText({ status: "order", deliver: false, due: at(27, 11, 30) }, at(27, 11, 8), now)).toBe(
      "Geaccepteerd om 11:08",
    );
    expect(customerStatusText({ status: "new", deliver: false, due: at(27, 11, 30) }, null, now)).toBe("Ontvangen");
  });
});
