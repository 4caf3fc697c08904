// Revenue per postcode area (docs/issues/017.md §2): a Dutch postcode "1234 AB" belongs to area "1234" (the
// four digits, never starting with 0). The same pattern groups the orders in SQL
// (models/finance.server.ts) and here, so the two can never disagree.
// postcodeArea(" 1234ab") → "1234"; postcodeArea("B-1000") → null
// topAreas([{key:"1234",…}, …], 20) → the 20 biggest by revenue, then "Overige postcodes", then "Zonder postcode"

/** A POSIX/JS regular expression whose first group is the area: leading spaces, then 4 digits. */
export const POSTCODE_AREA_SQL = "^\\s*([1-9][0-9]{3})";
const AREA = new RegExp(POSTCODE_AREA_SQL);

/** The four-digit area of a postcode, or null when it is no Dutch postcode. */
export function postcodeArea(zipcode: string | null | undefined): string | null {
  if (typeof zipcode !== "string") return null;
  return AREA.exec(zipcode)?.[1] ?? null;
}

export interface AreaRow {
  /** The area's four digits; "" for orders without a postcode (pickup, the counter). */
  key: string;
  orders: number;
  revenue: number;
}

export const OTHER_AREAS = "Overige postcodes";
export const NO_AREA = "Zonder postcode (afhalen)";

/**
 * The `top` areas by revenue (then by area), the rest summed as one row, and the orders without a
 * postcode last. The rows add up to the input exactly.
 */
export function topAreas(rows: readonly AreaRow[], top = 20): Array<AreaRow & { label: string }> {
  const areas = rows.filter((r) => r.key !== "").sort((a, b) => b.revenue - a.revenue || a.key.localeCompare(b.key));
  const out: Array<AreaRow & { label: string }> = areas.slice(0, top).map((r) => ({ ...r, label: r.key }));
  const rest = areas.slice(top);
  if (rest.length > 0)
    out.push({
      key: "other",
      label: `${OTHER_AREAS} (${rest.length})`,
      orders: rest.reduce((s, r) => s + r.orders, 0),
      revenue: rest.reduce((s, r) => s + r.revenue, 0),
    });
  const none = rows.filter((r) => r.key === "");
  if (none.length > 0)
    out.push({
      key: "none",
      label: NO_AREA,
      orders: none.reduce((s, r) => s + r.orders, 0),
      revenue: none.reduce((s, r) => s + r.revenue, 0),
    });
  return out;
}
