// Opening hours per ISO weekday with split shifts, on the Europe/Amsterdam wall clock.
// isOpenAt(hours, now) decides "ASAP"; isDueAllowed(hours, due) guards "for later".
import {
  addDays,
  calendarDate,
  fromWallClock,
  wallClock,
  weekdayFromMonday,
  type CalendarDate,
} from "./amsterdam-time";

const pad = (n: number) => String(n).padStart(2, "0");
const keyOf = (d: CalendarDate) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

/**
 * One shift. weekday 1 = Monday … 7 = Sunday; closes may be '24:00'. Seconds ('HH:MM:SS', as pg
 * returns a time) are ignored. With `date` ("YYYY-MM-DD") it is an exception (docs/issues/016.md §2): on that
 * date only the dated shifts count, and the weekly ones do not; a dated shift with opens = closes
 * (the model gives "00:00"–"00:00") is a day closed (a holiday, "vandaag gesloten").
 */
export interface OpeningShift {
  weekday: number;
  opens: string;
  closes: string;
  date?: string;
}

const DAY_NAMES = ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"];

/** Minutes since midnight; '24:00' is 1440. NaN for text that is not a time, so a bad row never matches. */
export function minuteOfDay(time: string): number {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!match) return Number.NaN;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 24 || minute > 59 || (hour === 24 && minute > 0)) return Number.NaN;
  return hour * 60 + minute;
}

export function isoWeekday(date: CalendarDate): number {
  return weekdayFromMonday(date) + 1;
}

/** The shifts of one day, earliest first: that date's exceptions when it has any, else its weekday's. */
export function shiftsOn(hours: ReadonlyArray<OpeningShift>, day: CalendarDate): OpeningShift[] {
  const key = keyOf(day);
  const dated = hours.filter((h) => h.date === key);
  const weekday = isoWeekday(day);
  const weekly = hours.filter((h) => h.date === undefined);
  // only exceptions and no weekly hours: every other day is open all day, as with no hours at all
  const always = [{ weekday, opens: "00:00", closes: "24:00" }];
  const chosen =
    dated.length > 0
      ? dated
      : weekly.length === 0 && hours.length > 0
        ? always
        : weekly.filter((h) => h.weekday === weekday);
  return chosen
    .filter((h) => minuteOfDay(h.opens) < minuteOfDay(h.closes))
    .sort((a, b) => minuteOfDay(a.opens) - minuteOfDay(b.opens));
}

export const SHIFT_ORDER = "De sluitingstijd moet na de openingstijd liggen.";

/** "Diensten op maandag overlappen." */
export function overlapMessage(dayName: string): string {
  return `Diensten op ${dayName} overlappen.`;
}

export function weekdayName(weekday: number): string {
  return DAY_NAMES[weekday - 1] ?? "";
}

/**
 * Why these shifts of one day cannot be saved, or null: a time that is no time ("Ongeldige tijd"),
 * a shift that closes before it opens, or two shifts that overlap (touching, 17:00–17:00, is fine).
 */
export function shiftsProblem(
  shifts: ReadonlyArray<{ opens: string; closes: string }>,
  dayName: string,
): string | null {
  for (const s of shifts) {
    if (Number.isNaN(minuteOfDay(s.opens)) || Number.isNaN(minuteOfDay(s.closes)) || minuteOfDay(s.opens) >= 1440)
      return "Ongeldige tijd";
    if (minuteOfDay(s.closes) <= minuteOfDay(s.opens)) return SHIFT_ORDER;
  }
  const sorted = [...shifts].sort((a, b) => minuteOfDay(a.opens) - minuteOfDay(b.opens));
  for (let i = 1; i < sorted.length; i++) {
    if (minuteOfDay(sorted[i].opens) < minuteOfDay(sorted[i - 1].closes)) return overlapMessage(dayName);
  }
  return null;
}

/** Open at this instant: some shift of that Amsterdam weekday has opens <= now < closes. */
export function isOpenAt(hours: ReadonlyArray<OpeningShift>, date: Date): boolean {
  const wall = wallClock(date);
  const minute = wall.hour * 60 + wall.minute;
  return shiftsOn(hours, wall).some((s) => minuteOfDay(s.opens) <= minute && minute < minuteOfDay(s.closes));
}

/**
 * A restaurant that never entered opening hours is treated as always open: a new restaurant
 * should be able to take orders before it finds the settings page, and the pause switch is
 * there to stop orders.
 */
export function hasSchedule(hours: ReadonlyArray<OpeningShift>): boolean {
  return hours.length > 0;
}

/** ASAP only while open (SPEC beyond: "ordering for later when closed, ASAP only while open"). */
export function canOrderAsap(hours: ReadonlyArray<OpeningShift>, now: Date): boolean {
  return !hasSchedule(hours) || isOpenAt(hours, now);
}

/** A due time for later must fall inside opening hours. */
export function isDueAllowed(hours: ReadonlyArray<OpeningShift>, due: Date): boolean {
  return !hasSchedule(hours) || isOpenAt(hours, due);
}

/**
 * The first instant at or after `date` at which the restaurant is open: `date` itself when open,
 * else the start of the next shift within a week. Null when there are no hours at all.
 */
export function nextOpening(hours: ReadonlyArray<OpeningShift>, date: Date): Date | null {
  if (isOpenAt(hours, date)) return date;
  const today = calendarDate(date);
  // 8 days: today's later shifts, six more days, and today's weekday again next week
  for (let offset = 0; offset <= 7; offset++) {
    const day = addDays(today, offset);
    for (const shift of shiftsOn(hours, day)) {
      const opens = minuteOfDay(shift.opens);
      const start = fromWallClock(day, Math.floor(opens / 60), opens % 60);
      if (start.getTime() > date.getTime()) return start;
    }
  }
  return null;
}

/** "vandaag om 16:00", "morgen om 11:30", "zaterdag om 14:00": when we open, as the customer reads it. */
export function formatOpening(opening: Date, now: Date): string {
  const wall = wallClock(opening);
  const clock = `${String(wall.hour).padStart(2, "0")}:${String(wall.minute).padStart(2, "0")}`;
  const today = calendarDate(now);
  const same = (d: CalendarDate) => d.year === wall.year && d.month === wall.month && d.day === wall.day;
  if (same(today)) return `vandaag om ${clock}`;
  if (same(addDays(today, 1))) return `morgen om ${clock}`;
  return `${DAY_NAMES[weekdayFromMonday(wall)]} om ${clock}`;
}

/** The Dutch sentence for a closed restaurant, with when it opens again when known. */
export function closedMessage(hours: ReadonlyArray<OpeningShift>, now: Date): string {
  const next = nextOpening(hours, now);
  const base = "Het restaurant is nu gesloten.";
  return next
    ? `${base} We zijn weer open ${formatOpening(next, now)}; je kunt wel alvast voor later bestellen.`
    : base;
}

/**
 * "Nu open tot 22:00" while a shift runs (the shift that contains now), else null. A shift that ends
 * where the next begins runs on into it — across midnight too (a late Friday until 02:00 on Saturday,
 * or a day of a schedule of only exceptions, which is open all day as with no hours at all) — so the
 * time said is when the restaurant really closes; "Nu open" when it stays open past tomorrow's midnight.
 */
export function openUntilText(hours: ReadonlyArray<OpeningShift>, now: Date): string | null {
  if (!hasSchedule(hours)) return "Nu open";
  const wall = wallClock(now);
  const minute = wall.hour * 60 + wall.minute;
  let shift = shiftsOn(hours, wall).find((s) => minuteOfDay(s.opens) <= minute && minute < minuteOfDay(s.closes));
  if (!shift) return null;
  // each next shift closes later than the one before, so this ends at a gap or at the second midnight
  for (let days = 0; ;) {
    const closes = minuteOfDay(shift.closes);
    const midnight = closes >= 1440;
    if (midnight && days === 1) return "Nu open"; // open through tomorrow as well: no time to say
    const on = addDays(wall, midnight ? days + 1 : days);
    const next = shiftsOn(hours, on).find((s) => minuteOfDay(s.opens) === (midnight ? 0 : closes));
    if (!next) return `Nu open tot ${shift.closes.slice(0, 5)}`;
    shift = next;
    if (midnight) days++;
  }
}

/**
 * What the hours say right now, for staff (docs/issues/033.md §15: the hub said "Nu Open" while the hours had
 * closed it): "Nu open tot 22:00", or "Nu gesloten volgens de openingstijden · open morgen om 16:00".
 */
export function hoursStateText(hours: ReadonlyArray<OpeningShift>, now: Date): string {
  const open = openUntilText(hours, now);
  if (open) return open;
  const next = nextOpening(hours, now);
  const closed = "Nu gesloten volgens de openingstijden";
  return next ? `${closed} · open ${formatOpening(next, now)}` : closed;
}
