// A live page reloads its data after every event (use-refresh.ts), and each reload brings every row
// back as a new object, changed or not. This keeps the row from before wherever the reload brought back
// the same (compared as JSON, the form the loader sent it in), so a memoised row (the board's cards,
// decision 112) is drawn again only when it changed.
// const orders = useStableRows(data.orders, (o) => o.id);
import { useRef } from "react";

/** What one reload left: the rows as they came, the rows as kept, and each kept row with its JSON. */
export interface KeptRows<T> {
  rows: ReadonlyArray<T>;
  kept: ReadonlyArray<T>;
  byKey: Map<string | number, { json: string; row: T }>;
}

/** The rows of this reload, each the earlier object where it reads the same as before. */
export function keepUnchanged<T>(
  before: KeptRows<T> | null,
  rows: ReadonlyArray<T>,
  key: (row: T) => string | number,
): KeptRows<T> {
  if (before?.rows === rows) return before;
  const byKey = new Map<string | number, { json: string; row: T }>();
  const kept = rows.map((row) => {
    const k = key(row);
    const json = JSON.stringify(row);
    const earlier = before?.byKey.get(k);
    const same = earlier !== undefined && earlier.json === json ? earlier.row : row;
    byKey.set(k, { json, row: same });
    return same;
  });
  return { rows, kept, byKey };
}

export function useStableRows<T>(rows: ReadonlyArray<T>, key: (row: T) => string | number): ReadonlyArray<T> {
  const before = useRef<KeptRows<T> | null>(null);
  before.current = keepUnchanged(before.current, rows, key);
  return before.current.kept;
}

/** One value kept while a reload brings back the same (compared as JSON): the board's couriers. */
export function useStableValue<T>(value: T): T {
  const before = useRef<{ json: string; value: T } | null>(null);
  const json = JSON.stringify(value);
  if (before.current?.json !== json) before.current = { json, value };
  return before.current.value;
}
