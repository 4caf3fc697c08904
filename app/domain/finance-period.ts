// The period of the financial overview, the CSV and the daily close (docs/issues/017.md §2): docs/spec.md §9's
// period filters as whole Amsterdam calendar days, weeks from Monday, with the same period a
// week (days, weeks) or a year (months, years, picked periods) earlier for the chart's faint line.
// financePeriod({ period: "last-week" }, now) → { days: { from: "2026-11-16", to: "2026-11-23" }, … }
import {
  addDays,
  calendarDate,
  dayLabelLong,
  MONTH_NAMES,
  parseDay,
  weekdayFromMonday,
  type CalendarDate,
} from "./amsterdam-time";
import type { Labeled } from "./labels";
import { PERIODS, type Period } from "./periods";

/** A period of the financial overview: docs/spec.md §9's filters but "Morgen" — there is no revenue tomorrow (docs/issues/033.md §11). */
export type FinancePeriodValue = Exclude<Period, "tomorrow">;

/** The financial overview's period buttons (owner and root); the board keeps "Morgen" for planned orders. */
export const FINANCE_PERIODS = PERIODS.filter((p): p is Labeled<FinancePeriodValue> => p.value !== "tomorrow");

/** Whole days, "YYYY-MM-DD": `from` inclusive, `to` exclusive; null is unbounded. */
export interface DayRange {
  from: string | null;
  to: string | null;
}

export interface FinancePeriod {
  period: FinancePeriodValue;
  label: string;
  days: DayRange;
  /** The same length of time a week or a year earlier; null for "Alles". */
  previous: DayRange | null;
  previousLabel: string | null;
  /** For "Kies periode": the picked first and last day, as the form shows them. */
  picked: { from: string; to: string } | null;
}

export type FinancePeriodResult =
  { ok: true; value: FinancePeriod } | { ok: false; message: string; field: "period" | "from" | "to" };

export const PERIOD_UNKNOWN = "Onbekende periode.";
export const DATE_INVALID = "Geen geldige datum; gebruik bijvoorbeeld 2026-11-23.";
export const FROM_AFTER_TO = "De begindatum ligt na de einddatum.";
export const PERIOD_TOO_LONG = "Kies een periode van hoogstens 20 jaar.";
const MAX_YEARS = 20;

const pad = (n: number) => String(n).padStart(2, "0");
export const dayText = (d: CalendarDate): string => `${String(d.year).padStart(4, "0")}-${pad(d.month)}-${pad(d.day)}`;

/** Month arithmetic that stays a real date: the first of the month `by` months after `d`'s. */
function firstOfMonth(d: CalendarDate, by = 0): CalendarDate {
  const index = d.year * 12 + (d.month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 };
}

/** The same calendar day a year earlier; 29 February becomes 28 February. */
function yearEarlier(d: CalendarDate): CalendarDate {
  const back = { year: d.year - 1, month: d.month, day: d.day };
  return parseDay(dayText(back)) ?? { ...back, day: 28 };
}

function range(from: CalendarDate, toExclusive: CalendarDate): DayRange {
  return { from: dayText(from), to: dayText(toExclusive) };
}

function shifted(days: DayRange, by: "week" | "year"): DayRange {
  const move = (t: string | null) => {
    const d = t === null ? null : parseDay(t);
    if (d === null) return null;
    return dayText(by === "week" ? addDays(d, -7) : yearEarlier(d));
  };
  return { from: move(days.from), to: move(days.to) };
}

const canonical = (period: string) => period.toLowerCase().replace(/[^a-z]/g, "");

/**
 * The period the owner asked for, at `now`. No period: "Vandaag". A picked period needs both
 * dates, real ones, the first not after the last, at most 20 years: otherwise the Dutch message
 * and the field it is about (the route answers 400).
 */
export function financePeriod(
  input: { period?: string | null; from?: string | null; to?: string | null },
  now: Date,
): FinancePeriodResult {
  const wanted = canonical(input.period ?? "today");
  const entry = FINANCE_PERIODS.find((p) => canonical(p.value) === wanted);
  if (!entry) return { ok: false, message: PERIOD_UNKNOWN, field: "period" };
  const today = calendarDate(now);
  const monday = addDays(today, -weekdayFromMonday(today));
  const done = (
    days: DayRange,
    by: "week" | "year" | null,
    picked: FinancePeriod["picked"] = null,
  ): FinancePeriodResult => ({
    ok: true,
    value: {
      period: entry.value,
      label: entry.label,
      days,
      previous: by ? shifted(days, by) : null,
      previousLabel: by === "week" ? "een week eerder" : by === "year" ? "een jaar eerder" : null,
      picked,
    },
  });
  switch (entry.value) {
    case "today":
      return done(range(today, addDays(today, 1)), "week");
    case "yesterday":
      return done(range(addDays(today, -1), today), "week");
    case "this-week":
      return done(range(monday, addDays(monday, 7)), "week");
    case "last-week":
      return done(range(addDays(monday, -7), monday), "week");
    case "this-month":
      return done(range(firstOfMonth(today), firstOfMonth(today, 1)), "year");
    case "last-month":
      return done(range(firstOfMonth(today, -1), firstOfMonth(today)), "year");
    case "this-year":
      return done(range({ year: today.year, month: 1, day: 1 }, { year: today.year + 1, month: 1, day: 1 }), "year");
    case "all":
      return done({ from: null, to: null }, null);
    case "pick": {
      const from = parseDay((input.from ?? "").trim());
      if (from === null) return { ok: false, message: DATE_INVALID, field: "from" };
      const to = parseDay((input.to ?? "").trim());
      if (to === null) return { ok: false, message: DATE_INVALID, field: "to" };
      if (dayText(from) > dayText(to)) return { ok: false, message: FROM_AFTER_TO, field: "to" };
      const limit = { year: from.year + MAX_YEARS, month: from.month, day: from.day };
      if (dayText(to) >= dayText(limit)) return { ok: false, message: PERIOD_TOO_LONG, field: "to" };
      return done(range(from, addDays(to, 1)), "year", { from: dayText(from), to: dayText(to) });
    }
  }
}

/** Every day of a bounded range, for a chart with no gaps. */
export function daysOf(days: DayRange): string[] {
  const from = days.from === null ? null : parseDay(days.from);
  const to = days.to === null ? null : parseDay(days.to);
  if (from === null || to === null) return [];
  const out: string[] = [];
  for (let d = from; dayText(d) < dayText(to) && out.length < 400; d = addDays(d, 1)) out.push(dayText(d));
  return out;
}

/**
 * A month "YYYY-MM" as the period query of its first to its last day (root's CSV per restaurant per
 * month, docs/issues/017.md §7), or null when it is no month. monthQuery("2024-02") → 2024-02-01 … 2024-02-29.
 */
export function monthQuery(month: string): { period: "pick"; from: string; to: string } | null {
  const m = /^(20\d{2})-(0[1-9]|1[0-2])$/.exec(month);
  if (!m) return null;
  const [year, mon] = [Number(m[1]), Number(m[2])];
  const last = new Date(Date.UTC(year, mon, 0)).getUTCDate();
  return { period: "pick", from: `${m[1]}-${m[2]}-01`, to: `${m[1]}-${m[2]}-${String(last).padStart(2, "0")}` };
}

/** The `count` months up to the one of `now` (Amsterdam), newest first: { value: "2026-11", label: "november 2026" }. */
export function recentMonths(now: Date, count = 12): Array<{ value: string; label: string }> {
  const today = calendarDate(now);
  return Array.from({ length: count }, (_, i) => {
    const index = today.year * 12 + (today.month - 1) - i;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    return { value: `${year}-${String(month).padStart(2, "0")}`, label: `${MONTH_NAMES[month - 1]} ${year}` };
  });
}

/**
 * The days of a bounded period as the owner reads them: "1 januari 2026 t/m 31 december 2026", a
 * single day alone ("26 november 2026"); null when open.
 */
export function periodRangeLabel(days: DayRange): string | null {
  const until = lastDayOf(days);
  if (!days.from || !until) return null;
  return until === days.from ? dayLabelLong(until) : `${dayLabelLong(days.from)} t/m ${dayLabelLong(until)}`;
}

/** The period's last day ("2026-12-31" for this year; `to` is the day after it); null when open. */
export function lastDayOf(days: DayRange): string | null {
  const after = days.to ? parseDay(days.to) : null;
  return after ? dayText(addDays(after, -1)) : null;
}
