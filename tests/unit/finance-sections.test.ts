// The overview's new sections (docs/issues/017.md §2): the heat map's Amsterdam buckets (DST days included)
// and its levels, and postcode areas with the top 20 + rest adding up exactly.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromWallClock } from "~/domain/amsterdam-time";
import { heatCell, heatMap } from "~/domain/heat-map";
import { monthQuery, recentMonths } from "~/domain/finance-period";
import { NO_AREA, postcodeArea, topAreas } from "~/domain/postcode-area";

describe("heatCell: weekday × hour on the Amsterdam clock", () => {
  it.each([
    ["a summer Friday 18:30 (UTC+2)", "2026-07-03T16:30:00Z", { weekday: 5, hour: 18 }],
    ["a winter Monday 00:10 (UTC+1), still Sunday in UTC", "2026-01-04T23:10:00Z", { weekday: 1, hour: 0 }],
    ["the autumn DST Sunday, 19:00 winter time", "2026-10-25T18:00:00Z", { weekday: 7, hour: 19 }],
    ["the autumn DST Sunday, the first 02:00 (summer time)", "2026-10-25T00:30:00Z", { weekday: 7, hour: 2 }],
    ["the autumn DST Sunday, the second 02:00 (winter time)", "2026-10-25T01:30:00Z", { weekday: 7, hour: 2 }],
    ["the spring DST Sunday, 03:00 right after the gap", "2026-03-29T01:00:00Z", { weekday: 7, hour: 3 }],
    ["the spring DST Sunday, 17:45 summer time", "2026-03-29T15:45:00Z", { weekday: 7, hour: 17 }],
  ])("%s", (_name, iso, cell) => {
    expect(heatCell(new Date(iso))).toEqual(cell);
  });

  it("keeps the wall-clock hour on both DST days", () => {
    for (const day of [29, 30, 31]) expect(heatCell(fromWallClock({ year: 2026, month: 3, day }, 19, 0)).hour).toBe(19);
    for (const day of [24, 25, 26])
      expect(heatCell(fromWallClock({ year: 2026, month: 10, day }, 19, 0)).hour).toBe(19);
  });
});

describe("heatMap: the grid", () => {
  it("places counts Monday first, spans the used hours, levels quarters of the busiest", () => {
    const map = heatMap([
      { weekday: 1, hour: 17, orders: 1 },
      { weekday: 5, hour: 19, orders: 8 },
      { weekday: 7, hour: 21, orders: 4 },
    ]);
    expect(map.hours).toEqual([17, 18, 19, 20, 21]);
    expect(map.max).toBe(8);
    expect(map.rows[0][17]).toEqual({ orders: 1, level: 1 });
    expect(map.rows[4][19]).toEqual({ orders: 8, level: 4 });
    expect(map.rows[6][21]).toEqual({ orders: 4, level: 2 });
    expect(map.rows[2][18]).toEqual({ orders: 0, level: 0 });
  });

  it("is empty without orders and never loses an order", () => {
    expect(heatMap([])).toMatchObject({ hours: [], max: 0 });
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            weekday: fc.integer({ min: 1, max: 7 }),
            hour: fc.integer({ min: 0, max: 23 }),
            orders: fc.integer({ min: 1, max: 500 }),
          }),
        ),
        (counts) => {
          const map = heatMap(counts);
          const total = map.rows.flat().reduce((s, c) => s + c.orders, 0);
          expect(total).toBe(counts.reduce((s, c) => s + c.orders, 0));
          for (const c of map.rows.flat()) expect(c.level).toBeLessThanOrEqual(4);
        },
      ),
    );
  });
});

describe("postcodeArea", () => {
  it.each([
    ["1234AB", "1234"],
    ["1234 ab", "1234"],
    ["  9999ZZ", "9999"],
    ["0123AB", null],
    ["123AB", null],
    ["B-1000", null],
    ["", null],
    [null, null],
  ])("%j → %j", (zip, area) => {
    expect(postcodeArea(zip)).toBe(area);
  });
});

describe("topAreas: top 20, the rest, no postcode", () => {
  it("keeps the 20 biggest, sums the rest in one row and puts the orders without postcode last", () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({ key: String(1000 + i), orders: 1, revenue: 100 * (i + 1) }));
    const out = topAreas([...rows, { key: "", orders: 3, revenue: 999 }]);
    expect(out).toHaveLength(22);
    expect(out[0]).toMatchObject({ key: "1024", revenue: 2500 });
    expect(out[20]).toMatchObject({ key: "other", label: "Overige postcodes (5)", orders: 5, revenue: 1500 });
    expect(out[21]).toMatchObject({ key: "none", label: NO_AREA, orders: 3, revenue: 999 });
  });

  it("adds up to the input exactly", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({
            key: fc.constantFrom("", "1011", "1012", "2000", "3500", "9999"),
            orders: fc.nat(50),
            revenue: fc.nat(1_000_000),
          }),
          { selector: (r) => r.key },
        ),
        fc.integer({ min: 1, max: 5 }),
        (rows, top) => {
          const out = topAreas(rows, top);
          expect(out.reduce((s, r) => s + r.revenue, 0)).toBe(rows.reduce((s, r) => s + r.revenue, 0));
          expect(out.reduce((s, r) => s + r.orders, 0)).toBe(rows.reduce((s, r) => s + r.orders, 0));
        },
      ),
    );
  });
});

describe("root's CSV per month (docs/issues/017.md §7)", () => {
  it.each([
    ["2026-10", { period: "pick", from: "2026-10-01", to: "2026-10-31" }],
    ["2024-02", { period: "pick", from: "2024-02-01", to: "2024-02-29" }],
    ["2026-02", { period: "pick", from: "2026-02-01", to: "2026-02-28" }],
    ["2026-13", null],
    ["2026-1", null],
    ["1999-12", null],
    ["", null],
  ])("monthQuery(%j)", (month, query) => {
    expect(monthQuery(month)).toEqual(query);
  });

  it("recentMonths: this month first, across the new year, in Dutch", () => {
    const months = recentMonths(new Date("2026-01-15T12:00:00Z"), 3);
    expect(months).toEqual([
      { value: "2026-01", label: "januari 2026" },
      { value: "2025-12", label: "december 2025" },
      { value: "2025-11", label: "november 2025" },
    ]);
    // the Amsterdam clock: 23:30 UTC on 31 October is already November there
    expect(recentMonths(new Date("2026-10-31T23:30:00Z"), 1)[0].value).toBe("2026-11");
  });
});
