/**
 * Wall-clock arithmetic in Europe/Amsterdam that runs the same in the browser and on a server whose
 * clock is in UTC. "Today", order days and reports are Amsterdam days (docs/design.md §4). Since 1981
 * by the EU's summer-time rule (decision 113: the first Intl formatter a page makes costs a phone tens
 * of milliseconds, and the board, the checkout and the thank-you page only need the offset), before
 * it by Intl.
 */
export const TIME_ZONE = "Europe/Amsterdam";

export interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

export interface WallClock extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
}

// Made on first use, not when the module loads: the first Intl formatter a page makes loads the
// browser's locale and zone data, and at module load that ran inside the page's one long script task,
// before hydration could start (decision 101).
let partsFormatter: Intl.DateTimeFormat | undefined;
const partsFormat = (): Intl.DateTimeFormat =>
  (partsFormatter ??= new Intl.DateTimeFormat("en-US", {
    timeZone: TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }));

/** The Amsterdam wall clock at an instant, by Intl (slow: formatToParts). */
function intlWallClock(date: Date): WallClock {
  const parts = partsFormat().formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
    second: part("second"),
  };
}

// Since 1981 Amsterdam keeps the EU's summer time (decision 113): from the last Sunday of March, 01:00 UTC,
// to the last Sunday of October, 01:00 UTC (until 1995 of September), UTC+2; else UTC+1. A unit test holds
// this against Intl's time-zone data for every hour of the months the clock changes in, 1981–2100.
const FAST_FROM = Date.UTC(1981, 0, 1);
const summerPerYear = new Map<number, readonly [number, number]>();

/** The first instant of a month's last Sunday at 01:00 UTC (`month` 0-11). */
function lastSundayAtOne(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
}

/** When a year's summer time starts and ends, remembered per year. */
function summerTime(year: number): readonly [number, number] {
  let span = summerPerYear.get(year);
  if (span === undefined) {
    span = [lastSundayAtOne(year, 2), lastSundayAtOne(year, year < 1996 ? 8 : 9)];
    summerPerYear.set(year, span);
  }
  return span;
}

/** The Amsterdam wall clock at an instant. */
export function wallClock(date: Date): WallClock {
  const ms = date.getTime();
  if (!fast(ms)) return intlWallClock(date);
  const wall = new Date(ms + offsetAt(ms));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

function fast(ms: number): boolean {
  return ms >= FAST_FROM && ms <= 8.64e15 - 7_200_000;
}

/** Milliseconds Amsterdam is ahead of UTC at an instant (+1 h or +2 h). */
function offsetAt(ms: number): number {
  if (!fast(ms)) return intlOffsetAt(ms);
  const [start, end] = summerTime(new Date(ms).getUTCFullYear());
  return ms >= start && ms < end ? 2 * HOUR : HOUR;
}

/** The offset as Intl's time-zone data has it: before 1981. */
function intlOffsetAt(ms: number): number {
  const wall = intlWallClock(new Date(ms));
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const wholeSecond = Math.floor(ms / 1000) * 1000;
  return asUtc - wholeSecond;
}

const HOUR = 3_600_000;

/**
 * The instant an Amsterdam wall clock shows the given time. Around DST:
 * a time skipped in spring (02:30 on the last Sunday of March) moves forward
 * by the gap (03:30 CEST), as a kitchen clock would; a time that occurs twice
 * in autumn gives the first occurrence (still summer time), the earlier and
 * therefore safer promise.
 */
export function fromWallClock(date: CalendarDate, hour = 0, minute = 0): Date {
  const guess = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  const before = offsetAt(guess - 12 * HOUR);
  const after = offsetAt(guess + 12 * HOUR);
  const matches = [before, after].map((offset) => guess - offset).filter((ms) => guess - ms === offsetAt(ms));
  if (matches.length > 0) return new Date(Math.min(...matches));
  return new Date(guess - before);
}

/** The calendar date `days` after `date` (negative goes back). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** 0 = Monday … 6 = Sunday; weeks start on Monday in the Netherlands. */
export function weekdayFromMonday(date: CalendarDate): number {
  const sunday0 = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return (sunday0 + 6) % 7;
}

/** The Amsterdam date at an instant. */
export function calendarDate(date: Date): CalendarDate {
  const { year, month, day } = wallClock(date);
  return { year, month, day };
}

/** The first instant of an Amsterdam day. */
export function startOfDay(date: CalendarDate): Date {
  return fromWallClock(date, 0, 0);
}

const pad = (n: number): string => String(n).padStart(2, "0");

/** "YYYY-MM-DD" of the Amsterdam day, e.g. to key order numbers per day. */
export function dayKey(date: Date): string {
  const { year, month, day } = calendarDate(date);
  return `${String(year)}-${pad(month)}-${pad(day)}`;
}

/** "HH:mm" on the Amsterdam clock. */
export function formatClock(date: Date): string {
  const { hour, minute } = wallClock(date);
  return `${pad(hour)}:${pad(minute)}`;
}

/** Parses "YYYY-MM-DD"; null unless it is a real calendar date. */
export function parseDay(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const check = addDays(date, 0);
  const real = check.year === date.year && check.month === date.month && check.day === date.day;
  return real ? date : null;
}

/** The end of the Amsterdam day `date` falls in: the first instant of the next one. */
export function endOfDay(date: Date): Date {
  return startOfDay(addDays(calendarDate(date), 1));
}

/** The months as Dutch writes them, January first. */
export const MONTH_NAMES = [
  "januari",
  "februari",
  "maart",
  "april",
  "mei",
  "juni",
  "juli",
  "augustus",
  "september",
  "oktober",
  "november",
  "december",
] as const;

/** "2026-11-01" → "1 november 2026"; anything that is not a calendar day stays as it is. */
export function dayLabelLong(text: string): string {
  const day = parseDay(text);
  return day ? `${day.day} ${MONTH_NAMES[day.month - 1]} ${day.year}` : text;
}

/**
 * The date and time shapes screens show, on the Amsterdam clock in Dutch (decision 084: one home
 * instead of a formatter per file). Built on first use, so a page that never formats pays nothing.
 *   formatAmsterdam(new Date("2026-11-12T17:30:00Z"), "dateTime") → "12 november 2026 om 18:30"
 */
const FORMATS = {
  /** "12 nov 2026" */
  date: { day: "numeric", month: "short", year: "numeric" },
  /** "12 november 2026" */
  dateLong: { day: "numeric", month: "long", year: "numeric" },
  /** "12 nov" */
  dayMonth: { day: "numeric", month: "short" },
  /** "12 november" */
  dayMonthLong: { day: "numeric", month: "long" },
  /** "donderdag 12 november" */
  weekdayDayMonth: { weekday: "long", day: "numeric", month: "long" },
  /** "12 nov, 18:30" */
  dayMonthClock: { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" },
  /** "12 november 2026 om 18:30" */
  dateTime: { dateStyle: "long", timeStyle: "short" },
  /** "12 nov 2026, 18:30" */
  dateTimeMedium: { dateStyle: "medium", timeStyle: "short" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type AmsterdamFormat = keyof typeof FORMATS;

const formatters = new Map<AmsterdamFormat, Intl.DateTimeFormat>();

export function formatAmsterdam(date: Date, format: AmsterdamFormat): string {
  let formatter = formatters.get(format);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("nl-NL", { timeZone: TIME_ZONE, ...FORMATS[format] });
    formatters.set(format, formatter);
  }
  return formatter.format(date);
}
