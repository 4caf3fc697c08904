// Revenue per day (or per hour of a single day) with the earlier period as a faint line. The charting library is imported
// lazily (decision 036): it loads only on the pages that show this chart, after the figures.
import { lazy, Suspense, useEffect, useState } from "react";
import { formatEuro } from "~/domain/pricing";

const Chart = lazy(() => import("./revenue-chart-impl"));

export function RevenueChart({
  unit,
  labels,
  current,
  previous,
  previousLabel,
  title,
}: {
  unit: "day" | "hour";
  labels: string[];
  current: number[];
  previous: number[] | null;
  previousLabel: string | null;
  title: string;
}) {
  // the server renders the table below; the chart appears once the browser has its script
  const [browser, setBrowser] = useState(false);
  useEffect(() => setBrowser(true), []);
  if (labels.length < 2) return null;
  return (
    <figure className="rounded-xl border border-slate-300 bg-white p-3">
      <figcaption className="mb-2 font-semibold">{title}</figcaption>
      <div aria-hidden="true" className="min-h-[220px]">
        {browser ? (
          <Suspense fallback={null}>
            <Chart labels={labels} current={current} previous={previous} previousLabel={previousLabel} />
          </Suspense>
        ) : null}
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer">Omzet per {unit === "hour" ? "uur" : "dag"} als tabel</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th scope="col">{unit === "hour" ? "Uur" : "Dag"}</th>
              <th scope="col" className="text-right">
                Omzet
              </th>
              {previous ? (
                <th scope="col" className="text-right">
                  {previousLabel}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {labels.map((d, i) => (
              <tr key={d}>
                <td>{d}</td>
                <td className="text-right tabular-nums">{formatEuro(current[i])}</td>
                {previous ? <td className="text-right tabular-nums">{formatEuro(previous[i])}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
