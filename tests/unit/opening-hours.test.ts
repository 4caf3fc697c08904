import { describe, expect, it } from "vitest";
import { fromWallClock } from "~/domain/amsterdam-time";
import {
  canOrderAsap,
  closedMessage,
  openUntilText,
  formatOpening,
  isDueAllowed,
  isOpenAt,
  minuteOfDay,
  nextOpening,
  type OpeningShift,
} from "~/domain/opening-hours";

// 2025-01-06 is a Monday (winter time, UTC+1); 2025-07-07 is a Monday (summer time, UTC+2).
const at = (day: number, hour: number, minute = 0, month = 1) =>
  fromWallClock({ year: 2025, month, day }, hour, minute);

// A snackbar with lunch and dinner Mon–Sat, dinner only on Sunday, and a late Friday night.
const HOURS: OpeningShift[] = [
  ...[1, 2, 3, 4, 5, 6].flatMap((weekday) => [
    { weekday, opens: "11:30", closes: "14:00" },
    { weekday, opens: "16:30", closes: "21:00" },
  ]),
  { weekday: 5, opens: "22:00", closes: "24:00" },
  { weekday: 6, opens: "00:00", closes: "02:00:00" },
  { weekday: 7, opens: "16:00:00", closes: "21:00:00" },
];

describe("minuteOfDay", () => {
  it.each([
    ["00:00", 0],
    ["11:30", 690],
    ["21:00:00", 1260],
    ["24:00", 1440],
  ])("%s → %i", (text, minutes) => expect(minuteOfDay(text)).toBe(minutes));
  it.each(["24:01", "7", "ab:cd", "12:60"])("%s is not a time", (text) => expect(minuteOfDay(text)).toBeNaN());
});

describe("isOpenAt", () => {
  it.each([
    ["Monday 11:29 before lunch", at(6, 11, 29), false],
    ["Monday 11:30 lunch opens", at(6, 11, 30), true],
    ["Monday 13:59 lunch", at(6, 13, 59), true],
    ["Monday 14:00 lunch closed (closes is exclusive)", at(6, 14, 0), false],
    ["Monday 15:00 between shifts", at(6, 15, 0), false],
    ["Monday 17:00 dinner", at(6, 17, 0), true],
    ["Friday 23:30 late shift until 24:00", at(10, 23, 30), true],
    ["Saturday 01:30 after midnight (its own row)", at(11, 1, 30), true],
    ["Saturday 02:00 closed", at(11, 2, 0), false],
    ["Sunday 12:00 no lunch on Sunday", at(12, 12, 0), false],
    ["Sunday 16:00 dinner", at(12, 16, 0), true],
    ["summer Monday 11:45 (UTC+2)", at(7, 11, 45, 7), true],
    ["summer Monday 14:15 (UTC+2)", at(7, 14, 15, 7), false],
  ])("%s → %s", (_label, date, open) => expect(isOpenAt(HOURS, date)).toBe(open));

  it("is closed with no hours, but a restaurant without a schedule takes ASAP and later orders", () => {
    expect(isOpenAt([], at(6, 12))).toBe(false);
    expect(canOrderAsap([], at(6, 3))).toBe(true);
    expect(isDueAllowed([], at(6, 3))).toBe(true);
  });

  it("allows ASAP only while open, later only inside a shift", () => {
    expect(canOrderAsap(HOURS, at(6, 10))).toBe(false);
    expect(canOrderAsap(HOURS, at(6, 12))).toBe(true);
    expect(isDueAllowed(HOURS, at(6, 17, 30))).toBe(true);
    expect(isDueAllowed(HOURS, at(6, 15))).toBe(false);
  });
});

describe("nextOpening", () => {
  it.each([
    ["open now: now", at(6, 12), at(6, 12)],
    ["before lunch: lunch", at(6, 9), at(6, 11, 30)],
    ["between shifts: dinner", at(6, 15), at(6, 16, 30)],
    ["after Friday dinner: the late shift", at(10, 21, 30), at(10, 22, 0)],
    ["Saturday after closing: Sunday dinner", at(11, 21, 30), at(12, 16, 0)],
    ["Sunday night: Monday lunch", at(12, 22), at(13, 11, 30)],
  ])("%s", (_label, now, expected) => expect(nextOpening(HOURS, now)?.toISOString()).toBe(expected.toISOString()));

  it("wraps a whole week for a one-day restaurant and is null without hours", () => {
    const mondays: OpeningShift[] = [{ weekday: 1, opens: "17:00", closes: "20:00" }];
    expect(nextOpening(mondays, at(6, 21))?.toISOString()).toBe(at(13, 17).toISOString());
    expect(nextOpening([], at(6, 12))).toBeNull();
  });
});

describe("formatOpening and closedMessage", () => {
  it.each([
    [at(6, 16, 30), at(6, 15), "vandaag om 16:30"],
    [at(7, 11, 30), at(6, 22), "morgen om 11:30"],
    [at(11, 14, 0), at(8, 22), "zaterdag om 14:00"],
  ])("%s", (opening, now, text) => expect(formatOpening(opening, now)).toBe(text));

  it("tells when we open again", () => {
    expect(closedMessage(HOURS, at(6, 15))).toBe(
      "Het restaurant is nu gesloten. We zijn weer open vandaag om 16:30; je kunt wel alvast voor later bestellen.",
    );
  });
});

describe("openUntilText", () => {
  const hours = [
    { weekday: 6, opens: "11:00", closes: "14:00" },
    { weekday: 6, opens: "16:00:00", closes: "22:00:00" },
  ];
  it.each([
    ["2026-11-21T12:00:00+01:00", "Nu open tot 14:00"],
    ["2026-11-21T17:30:00+01:00", "Nu open tot 22:00"],
    ["2026-11-21T15:00:00+01:00", null],
    ["2026-11-22T12:00:00+01:00", null],
  ])("%s → %s", (at, text) => {
    expect(openUntilText(hours, new Date(at))).toBe(text);
  });
  it("a restaurant without hours is open", () => {
    expect(openUntilText([], new Date())).toBe("Nu open");
  });
});
