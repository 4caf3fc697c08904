import type { Labeled } from "./labels";
import { addDays, calendarDate, parseDay, startOfDay, weekdayFromMonday, type CalendarDate } from "./amsterdam-time";

export type Period =
  | "today"
  | "tomorrow"
  | "yesterday"
  | "this-week"
  | "last-week"
  | "this-month"
  | "last-month"
  | "this-year"
  | "all"
  | "pick";

/** docs/spec.md §9 order period filters. */
export const PERIODS: ReadonlyArray<Labeled<Period>> = [
  { value: "today", label: "Vandaag" },
  { value: "tomorrow", label: "Morgen" },
  { value: "yesterday", label: "Gisteren" },
  { value: "this-week", label: "Deze week" },
  { value: "last-week", label: "Vorige week" },
  { value: "this-month", label: "Deze maand" },
  { value: "last-month", label: "Vorige maand" },
  { value: "this-year", label: "Dit jaar" },
  { value: "all", label: "Alles" },
  { value: "pick", label: "Kies periode" },
];

/** from is inclusive, to exclusive; null means unbounded. */
export interface Range {
  from: Date | null;
  to: Date | null;
}

const OPEN: Range = { from: null, to: null };

function days(first: CalendarDate, count: number): Range {
  return { from: startOfDay(first), to: startOfDay(addDays(first, count)) };
}

function between(first: CalendarDate, next: CalendarDate): Range {
  return { from: startOfDay(first), to: startOfDay(next) };
}

// Query strings and older code spell these "this week", "thisWeek" or
// "this_week"; all mean the same period.
function canonical(period: string): string {
  return period.toLowerCase().replace(/[^a-z]/g, "");
}

/**
 * The Amsterdam range of a period at `now`, half-open [from, to) so that
 * consecutive periods never share an instant and DST days are 23 or 25 hours
 * long as they really are. Weeks start on Monday. "all" is unbounded, and
 * "pick" is unbounded until the user picks dates (see customRange); unknown
 * periods are unbounded too rather than silently "today". `period` is a
 * Period value; query-string spellings such as "this week" or "thisWeek"
 * are accepted too.
 */
export function periodRange(period: string, now: Date): Range {
  const today = calendarDate(now);
  const monday = addDays(today, -weekdayFromMonday(today));
  const firstOfMonth = { ...today, day: 1 };
  switch (canonical(period)) {
    case "today":
      return days(today, 1);
    case "tomorrow":
      return days(addDays(today, 1), 1);
    case "yesterday":
      return days(addDays(today, -1), 1);
    case "thisweek":
      return days(monday, 7);
    case "lastweek":
      return days(addDays(monday, -7), 7);
    case "thismonth":
      return between(firstOfMonth, { year: today.year, month: today.month + 1, day: 1 });
    case "lastmonth":
      return between({ year: today.year, month: today.month - 1, day: 1 }, firstOfMonth);
    case "thisyear":
      return between({ year: today.year, month: 1, day: 1 }, { year: today.year + 1, month: 1, day: 1 });
    default:
      return OPEN;
  }
}

/**
 * "Kies periode": whole Amsterdam days from `from` through `to` (both
 * "YYYY-MM-DD", inclusive). Null when a date is not real or the range runs
 * backwards.
 */
export function customRange(from: string, to: string): Range | null {
  const first = parseDay(from);
  const last = parseDay(to);
  if (first === null || last === null) return null;
  const range = between(first, addDays(last, 1));
  if (range.from !== null && range.to !== null && range.from >= range.to) {
    return null;
  }
  return range;
}
