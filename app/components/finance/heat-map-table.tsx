// "Bestellingen per uur van de week" (docs/issues/017.md §2): a server-rendered table, a day per row and an
// hour per column, each cell's colour a level of the busiest hour and its number in the cell, so
// it reads without colour and a screen reader hears "Vrijdag 18:00, 12 bestellingen". No chart
// library, no client JS.
import { WEEKDAYS } from "~/domain/heat-map";
import type { FinanceView } from "~/schemas/finance-view";

// level 0 … 4; text stays readable (axe contrast) on every shade
const LEVEL = [
  "bg-white text-slate-500",
  "bg-sky-100 text-slate-900",
  "bg-sky-300 text-slate-900",
  "bg-sky-700 text-white",
  "bg-sky-900 text-white",
];

export function HeatMapTable({ map }: { map: FinanceView["heatMap"] }) {
  if (map.hours.length === 0) return <p>Geen bestellingen in deze periode.</p>;
  return (
    // focusable, so a keyboard can scroll the hours on a phone
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Tabel per dag en uur">
      <table className="border-separate border-spacing-0.5 text-center text-sm">
        <caption className="sr-only">
          Aantal bestellingen per dag van de week en per uur; hoe donkerder, hoe drukker (drukste uur: {map.max})
        </caption>
        <thead>
          <tr>
            <th scope="col" className="pr-2 text-left font-normal text-slate-700">
              Dag
            </th>
            {map.hours.map((h) => (
              <th key={h} scope="col" className="min-w-9 font-normal text-slate-700">
                {String(h).padStart(2, "0")}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {map.rows.map((row, d) => (
            <tr key={WEEKDAYS[d]}>
              <th scope="row" className="pr-2 text-left font-medium">
                <abbr title={WEEKDAYS[d]} className="no-underline">
                  {WEEKDAYS[d].slice(0, 2)}
                </abbr>
              </th>
              {map.hours.map((h) => (
                <td
                  key={h}
                  className={`h-9 min-w-9 rounded tabular-nums ${LEVEL[row[h].level]}`}
                  aria-label={`${WEEKDAYS[d]} ${String(h).padStart(2, "0")}:00, ${row[h].orders} ${row[h].orders === 1 ? "bestelling" : "bestellingen"}`}
                >
                  {row[h].orders > 0 ? row[h].orders : ""}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
