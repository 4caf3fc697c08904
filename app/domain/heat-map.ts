// "Bestellingen per uur van de week" (docs/issues/017.md §2): a 7 × 24 grid, Monday first, the Amsterdam
// wall clock (so a DST Sunday keeps its hours: an order at 19:00 is in the 19:00 column in summer
// and in winter). SQL buckets the orders the same way (extract isodow/hour at time zone
// Europe/Amsterdam); heatCell is the rule written once for tests and anything in JS.
// heatCell(new Date("2026-10-25T18:00:00Z")) → { weekday: 7, hour: 19 } (Sunday, winter time)
import { wallClock, weekdayFromMonday } from "./amsterdam-time";

export const WEEKDAYS = ["Maandag", "Dinsdag", "Woensdag", "Donderdag", "Vrijdag", "Zaterdag", "Zondag"] as const;

/** Weekday 1 (Monday) … 7 (Sunday) and hour 0–23 of an instant on the Amsterdam clock. */
export function heatCell(at: Date): { weekday: number; hour: number } {
  const w = wallClock(at);
  return { weekday: weekdayFromMonday(w) + 1, hour: w.hour };
}

export interface HeatCount {
  weekday: number;
  hour: number;
  orders: number;
}

export interface HeatMap {
  /** rows[weekday − 1][hour]: orders, and a level 0 (none) … 4 (busiest) for the colour. */
  rows: Array<Array<{ orders: number; level: number }>>;
  /** The hours that have any order, so a restaurant open 16–22 is not 24 mostly empty columns. */
  hours: number[];
  max: number;
}

/** The grid from SQL's counts; levels are quarters of the busiest cell (any order is at least 1). */
export function heatMap(counts: readonly HeatCount[]): HeatMap {
  const grid = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  for (const c of counts)
    if (c.weekday >= 1 && c.weekday <= 7 && c.hour >= 0 && c.hour <= 23) grid[c.weekday - 1][c.hour] += c.orders;
  const max = Math.max(0, ...grid.flat());
  const used = Array.from({ length: 24 }, (_, h) => h).filter((h) => grid.some((row) => row[h] > 0));
  const hours =
    used.length === 0 ? [] : Array.from({ length: used[used.length - 1] - used[0] + 1 }, (_, i) => used[0] + i);
  return {
    rows: grid.map((row) =>
      row.map((orders) => ({ orders, level: orders === 0 ? 0 : Math.max(1, Math.ceil((orders / max) * 4)) })),
    ),
    hours,
    max,
  };
}
