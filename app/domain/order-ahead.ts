// Ordering ahead (docs/issues/012.md §6): a customer may order for a later moment — today or up to the
// restaurant's limit of days ahead (ORDER_AHEAD_DAYS unless it set its own) — at a time the
// restaurant is open. An order due further away than PLAN_RELEASE_MINUTES waits as "Ingepland"
// (status pending) and reaches the kitchen, as a new order, PLAN_RELEASE_MINUTES before it is due.
// Pure: the clock and the hours come in.
import {
  addDays,
  calendarDate,
  dayKey,
  formatClock,
  MONTH_NAMES,
  fromWallClock,
  parseDay,
  type CalendarDate,
} from "./amsterdam-time";
import {
  canOrderAsap,
  hasSchedule,
  isoWeekday,
  minuteOfDay,
  nextOpening,
  shiftsOn,
  type OpeningShift,
} from "./opening-hours";
import type { OrderStatus } from "./order-status";

/** Days ahead a customer may order when the restaurant set no limit of its own. */
export const ORDER_AHEAD_DAYS = 7;
/** A planned order reaches the kitchen this long before it is due. */
export const PLAN_RELEASE_MINUTES = 60;
export const DAY_NOT_OFFERED = "Op die dag kun je niet bestellen. Kies een andere dag.";

const MINUTE = 60_000;
const DAY_NAMES = ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"];

export interface OrderDay {
  /** "YYYY-MM-DD" on the Amsterdam calendar. */
  value: string;
  /** "Vandaag", "Morgen", "zaterdag 28 november". */
  label: string;
}

function weekdayName(day: CalendarDate): string {
  return DAY_NAMES[isoWeekday(day) - 1];
}

export function dayLabel(day: CalendarDate, now: Date): string {
  const today = calendarDate(now);
  const key = (d: CalendarDate) => `${d.year}-${d.month}-${d.day}`;
  if (key(day) === key(today)) return "Vandaag";
  if (key(day) === key(addDays(today, 1))) return "Morgen";
  return `${weekdayName(day)} ${day.day} ${MONTH_NAMES[day.month - 1]}`;
}

/** The restaurant's own limit, or ORDER_AHEAD_DAYS; 0 means today only. */
export function aheadDays(setting: unknown): number {
  return typeof setting === "number" && Number.isInteger(setting) && setting >= 0 && setting <= 60
    ? setting
    : ORDER_AHEAD_DAYS;
}

/** The last minute of `day` at which the restaurant is open (a shift's close), or null when closed all day. */
function lastClose(hours: ReadonlyArray<OpeningShift>, day: CalendarDate): Date | null {
  if (!hasSchedule(hours)) return fromWallClock(addDays(day, 1), 0, 0);
  const shifts = shiftsOn(hours, day);
  if (shifts.length === 0) return null;
  const closes = Math.max(...shifts.map((s) => minuteOfDay(s.closes)));
  return fromWallClock(day, Math.floor(closes / 60), closes % 60);
}

/** The days a customer can order for, from today: those with opening time still ahead of `now`. */
export function orderDays(hours: ReadonlyArray<OpeningShift>, now: Date, limit: number): OrderDay[] {
  const today = calendarDate(now);
  const days: OrderDay[] = [];
  for (let offset = 0; offset <= limit; offset++) {
    const day = addDays(today, offset);
    const closes = lastClose(hours, day);
    if (closes && closes.getTime() > now.getTime())
      days.push({ value: dayKey(fromWallClock(day, 12, 0)), label: dayLabel(day, now) });
  }
  return days;
}

/** The chosen day, when it is one of the days offered. */
export function offeredDay(
  value: string | undefined,
  hours: ReadonlyArray<OpeningShift>,
  now: Date,
  limit: number,
): CalendarDate | null {
  if (value === undefined || value === "") return calendarDate(now);
  const day = parseDay(value);
  if (!day || !orderDays(hours, now, limit).some((d) => d.value === value)) return null;
  return day;
}

/** New orders due within PLAN_RELEASE_MINUTES go to the kitchen now; later ones wait as planned. */
export function arrivalStatus(due: Date, now: Date): "new" | "pending" {
  return due.getTime() - now.getTime() > PLAN_RELEASE_MINUTES * MINUTE ? "pending" : "new";
}

/** When a planned order is released to the kitchen. */
export function releaseAt(due: Date): Date {
  return new Date(due.getTime() - PLAN_RELEASE_MINUTES * MINUTE);
}

/**
 * What a closed restaurant's menu says: "Vandaag gesloten — bestel vooruit voor morgen 16:00",
 * "Nu gesloten — bestel vooruit voor vandaag 17:00"; "Gesloten" when no opening falls within the limit.
 */
export function orderAheadText(hours: ReadonlyArray<OpeningShift>, now: Date, limit: number): string {
  const next = nextOpening(hours, now);
  if (!next) return "Gesloten";
  const day = calendarDate(next);
  if (!orderDays(hours, now, limit).some((d) => d.value === dayKey(next))) return "Gesloten";
  const label = dayLabel(day, now);
  const when = `${label === "Vandaag" || label === "Morgen" ? label.toLowerCase() : weekdayName(day)} ${formatClock(next)}`;
  return `${label === "Vandaag" ? "Nu" : "Vandaag"} gesloten — bestel vooruit voor ${when}`;
}

/** The earliest moment to preselect when ordering ahead: the next opening (or null). */
export function firstOrderMoment(hours: ReadonlyArray<OpeningShift>, now: Date): { day: string; time: string } | null {
  const next = nextOpening(hours, now);
  return next ? { day: dayKey(next), time: formatClock(next) } : null;
}

/** When an order can be for: what the checkout and the order desk offer (docs/issues/033.md §14), from one rule. */
export interface TimeChoice {
  /** Open now: "Zo snel mogelijk" and "Binnen … minuten" are offered. */
  asapNow: boolean;
  /** "Kies een tijd": today or a later day up to the restaurant's limit, when it is open then. */
  days: OrderDay[];
  /** Closed now: the first moment it opens, preselected; null while open. */
  firstMoment: { day: string; time: string } | null;
}

/** `ahead`: the restaurant's orderAheadDays setting (ORDER_AHEAD_DAYS when it set none). */
export function timeChoice(hours: ReadonlyArray<OpeningShift>, now: Date, ahead: unknown): TimeChoice {
  const asapNow = canOrderAsap(hours, now);
  return {
    asapNow,
    days: orderDays(hours, now, aheadDays(ahead)),
    firstMoment: asapNow ? null : firstOrderMoment(hours, now),
  };
}

/** An order leaving 'concept' (its payment came, or it is paid at the counter) arrives as a new order would. */
export function statusWhenPaid(status: OrderStatus, due: Date, now: Date): OrderStatus {
  return status === "concept" ? arrivalStatus(due, now) : status;
}
