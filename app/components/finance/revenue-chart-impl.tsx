// The chart itself (uPlot, decision 036): only fetched by the browser when a finance page shows a
// chart (revenue-chart.tsx imports this module lazily), so no other page carries it.
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { formatWholeEuro as euro } from "~/domain/pricing";

export default function RevenueChartImpl({
  labels,
  current,
  previous,
  previousLabel,
}: {
  /** The x axis as it reads: "23-11" per day, "17:00" per hour. */
  labels: string[];
  current: number[];
  previous: number[] | null;
  previousLabel: string | null;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = labels.map((_, i) => i);
    const series: uPlot.Series[] = [
      {},
      {
        label: "Omzet",
        stroke: "#0f172a",
        width: 2,
        fill: "rgba(15,23,42,0.08)",
        value: (_u, v) => (v == null ? "" : euro(v)),
      },
    ];
    const data: uPlot.AlignedData = [xs, current];
    if (previous) {
      series.push({
        label: previousLabel ?? "Eerder",
        stroke: "#94a3b8",
        width: 1,
        dash: [4, 4],
        value: (_u, v) => (v == null ? "" : euro(v)),
      });
      data.push(previous);
    }
    const plot = new uPlot(
      {
        width: el.clientWidth,
        height: 220,
        series,
        // the caption names the lines and the table below holds the figures
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: false } },
        axes: [
          {
            values: (_u, ticks) => ticks.map((t) => labels[t] ?? ""),
            stroke: "#334155",
          },
          { values: (_u, ticks) => ticks.map((t) => euro(t)), size: 70, stroke: "#334155" },
        ],
      },
      data,
      el,
    );
    const resize = () => plot.setSize({ width: el.clientWidth, height: 220 });
    window.addEventListener("resize", resize);
    return () => {
      window.removeEventListener("resize", resize);
      plot.destroy();
    };
  }, [labels, current, previous, previousLabel]);
  return <div ref={box} />;
}
