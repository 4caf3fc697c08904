import { TIME_PATTERN } from "./validation";
import { dayLabel } from "./order-ahead";
import { customerStatusLabel } from "./order-status";
import { calendarDate, formatClock, fromWallClock, type CalendarDate } from "./amsterdam-time";
import type { OrderStatus } from "./order-status";

export type TimeOption =
  | { readonly kind: "asap"; readonly value: "asap"; readonly label: string }
  | {
      readonly kind: "minutes";
      readonly value: string;
      readonly label: string;
      readonly minutes: number;
    }
  | { readonly kind: "pick"; readonly value: "pick"; readonly label: string };

const ASAP: TimeOption = { kind: "asap", value: "asap", label: "Zo snel mogelijk" };
const PICK: TimeOption = { kind: "pick", value: "pick", label: "Kies een tijd" };

function minutes(prefix: string, list: ReadonlyArray<number>): TimeOption[] {
  return list.map((n) => ({
    kind: "minutes",
    value: String(n),
    label: `${prefix} ${String(n)} minuten`,
    minutes: n,
  }));
}

/** docs/spec.md §9. */
export const DELIVERY_OPTIONS: ReadonlyArray<TimeOption> = [
  ASAP,
  ...minutes("Binnen", [15, 30, 45, 60, 90, 120]),
  PICK,
];
export const PICKUP_OPTIONS: ReadonlyArray<TimeOption> = [
  ASAP,
  ...minutes("Over", [10, 25, 40, 55, 70, 85, 115]),
  PICK,
];
/**
 * The times a customer's checkout and the order desk offer (docs/issues/033.md §14: one rule for both): every
 * option of the mode while the restaurant takes orders for now; while it is closed only "Kies een
 * tijd" (ordering ahead) — "Binnen 30 minuten" would be refused with "Op dat tijdstip zijn we gesloten".
 */
export function offeredTimes(deliver: boolean, asapNow: boolean): TimeOption[] {
  return (deliver ? DELIVERY_OPTIONS : PICKUP_OPTIONS).filter((o) => asapNow || o.kind === "pick");
}

/** Staff moving the due time of an existing order. */
export const EDIT_OPTIONS: ReadonlyArray<TimeOption> = minutes("Over", [5, 10, 15, 20, 30, 45, 60]);

export const DELIVERY_PROMISE_MINUTES = 45;
/**
 * The spec gives no pickup promise; ASAP pickup promises the shortest pickup
 * option the restaurant offers, since it claims it can do that.
 */
export const PICKUP_PROMISE_MINUTES = 10;
export const RELATIVE_TIME_THRESHOLD_MINUTES = 240;

export const INVALID_TIME = "Ongeldige tijd";
export const TIME_PASSED = "Dit tijdstip is al voorbij. Kies een latere tijd.";

/** Failures carry a Dutch `reason` the form can show as is, like canAdvance. */
export type DueResult = { ok: true; due: Date } | { ok: false; reason: string };

const MINUTE = 60_000;

/**
 * Finds a posted form value among the options that were offered, so a
 * request cannot invent its own delay.
 */
export function findOption(value: string, offered: ReadonlyArray<TimeOption>): TimeOption | null {
  return offered.find((option) => option.value === value) ?? null;
}

/**
 * The due time an option means at `now`. "Kies een tijd" is today on the
 * Amsterdam clock; a time that has already passed is refused rather than
 * moved to tomorrow, because a customer picking 12:00 at 12:30 almost
 * certainly mistyped and would not expect to eat tomorrow. A posted string
 * is looked up among the customer's options for the mode; staff editing an
 * order pass one of EDIT_OPTIONS.
 */
export function dueTime(
  option: TimeOption | string,
  now: Date,
  opts: { deliver: boolean; time?: string; day?: CalendarDate },
): DueResult {
  const chosen =
    typeof option === "string" ? findOption(option, opts.deliver ? DELIVERY_OPTIONS : PICKUP_OPTIONS) : option;
  if (chosen === null) return { ok: false, reason: INVALID_TIME };
  switch (chosen.kind) {
    case "asap": {
      const wait = opts.deliver ? DELIVERY_PROMISE_MINUTES : PICKUP_PROMISE_MINUTES;
      return { ok: true, due: new Date(now.getTime() + wait * MINUTE) };
    }
    case "minutes":
      return {
        ok: true,
        due: new Date(now.getTime() + chosen.minutes * MINUTE),
      };
    case "pick": {
      const time = (opts.time ?? "").trim();
      if (!TIME_PATTERN.test(time)) return { ok: false, reason: INVALID_TIME };
      const [hour, minute] = time.split(":").map(Number);
      // a later day when ordering ahead (domain/order-ahead.ts decides which days are offered)
      const due = fromWallClock(opts.day ?? calendarDate(now), hour, minute);
      if (due.getTime() <= now.getTime()) return { ok: false, reason: TIME_PASSED };
      return { ok: true, due };
    }
  }
}

/** Whole minutes from now until due, rounded; negative when overdue. */
export function minutesLeft(due: Date, now: Date): number {
  const left = Math.round((due.getTime() - now.getTime()) / MINUTE);
  return left === 0 ? 0 : left;
}

/** "18:00" today; on another day (a planned order) which one: "morgen 18:00", "zaterdag 28 november 12:00". */
export function formatWhen(due: Date, now: Date): string {
  const day = calendarDate(due);
  const today = calendarDate(now);
  const same = day.year === today.year && day.month === today.month && day.day === today.day;
  return same ? formatClock(due) : `${dayLabel(day, now).toLowerCase()} ${formatClock(due)}`;
}

/**
 * "over 12 min" within the threshold, "12 min geleden" for an order that is
 * that late (staff need to see lateness), "nu" at the minute, otherwise the
 * Amsterdam clock time "HH:mm".
 */
export function formatDue(due: Date, now: Date): string {
  const left = minutesLeft(due, now);
  if (Math.abs(left) > RELATIVE_TIME_THRESHOLD_MINUTES) return formatWhen(due, now);
  if (left > 0) return `over ${String(left)} min`;
  if (left < 0) return `${String(-left)} min geleden`;
  return "nu";
}

/**
 * The board card's line under its due clock (docs/issues/033.md §15: a planned card said "19:30 19:30"): how
 * far off it is within the threshold ("over 12 min"); beyond it the day when that is not today
 * ("morgen", "zaterdag 28 november"); nothing when the clock above says it all.
 */
export function dueSubline(due: Date, now: Date): string | null {
  const left = minutesLeft(due, now);
  if (Math.abs(left) <= RELATIVE_TIME_THRESHOLD_MINUTES) return formatDue(due, now);
  const when = formatWhen(due, now);
  const clock = formatClock(due);
  return when === clock ? null : when.slice(0, when.length - clock.length).trim();
}

/**
 * What the customer's order page says of its status (docs/issues/033.md §15): "Geaccepteerd om 18:02" — when it
 * happened; a planned order says when it will be ready ("Ingepland voor morgen 19:30"), not when it
 * was placed.
 */
export function customerStatusText(
  order: { status: OrderStatus; deliver: boolean; due: Date },
  changedAt: Date | null,
  now: Date,
): string {
  const label = customerStatusLabel(order.status, { deliver: order.deliver });
  if (order.status === "pending") return `${label} voor ${formatWhen(order.due, now)}`;
  return changedAt ? `${label} om ${formatClock(changedAt)}` : label;
}

// Period filters are time options too for the screens that use them; they
// live in periods.ts and are re-exported so one import serves both.
export { PERIODS, customRange, periodRange, type Period, type Range } from "./periods";
