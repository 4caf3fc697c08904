// The owner's dashboard (docs/issues/017.md §6): today so far and the last 7 days as big tiles, each a link
// to its detail; the 7 days' chart is the finance page's lazily loaded uPlot chart.
import { Link } from "@remix-run/react";
import { formatEuro } from "~/domain/pricing";
import type { OwnerDashboardView } from "~/schemas/owner-dashboard-view";
import { RevenueChart } from "./revenue-chart";

function Tile({ to, label, value }: { to: string; label: string; value: string }) {
  return (
    <Link
      to={to}
      className="block rounded-xl border border-slate-300 bg-white p-4 hover:border-slate-900 focus-visible:border-slate-900"
    >
      <span className="block font-semibold text-slate-700">{label}</span>
      <span className="block text-3xl font-bold tabular-nums">{value}</span>
    </Link>
  );
}

export function OwnerDashboard({ data }: { data: OwnerDashboardView }) {
  const w = data.week;
  const week = `/admin/stats?period=pick&from=${w.from}&to=${w.to}`;
  return (
    <>
      <h1 className="text-2xl font-bold">{data.hostName}</h1>
      <section aria-labelledby="vandaag" className="mt-4">
        <h2 id="vandaag" className="mb-2 text-xl font-bold">
          Vandaag
        </h2>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Tile to="/admin/stats?period=today" label="Bestellingen" value={String(data.today.orders)} />
          <Tile to="/admin/stats?period=today" label="Omzet" value={formatEuro(data.today.revenue)} />
          <Tile to="/admin/stats?period=today" label="Gemiddelde bestelling" value={formatEuro(data.today.average)} />
          <Tile to="/orders" label="Open bestellingen" value={String(data.today.open)} />
        </div>
      </section>
      <section aria-labelledby="week" className="mt-6">
        <h2 id="week" className="mb-2 text-xl font-bold">
          Afgelopen 7 dagen
        </h2>
        <div className="mb-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Tile to={week} label="Omzet" value={formatEuro(w.revenue)} />
          <Tile to={week} label="Bestellingen" value={String(w.orders)} />
        </div>
        <RevenueChart
          title="Omzet per dag"
          unit="day"
          labels={w.days.map((d) => `${d.slice(8, 10)}-${d.slice(5, 7)}`)}
          current={w.perDay}
          previous={null}
          previousLabel={null}
        />
      </section>
      <p className="mt-6 flex flex-wrap gap-3">
        <Link
          to="/admin/stats/dagafsluiting"
          className="inline-flex min-h-11 items-center rounded-full border border-slate-900 bg-slate-900 px-4 font-semibold text-white"
        >
          Dagafsluiting
        </Link>
        <Link
          to="/admin/stats"
          className="inline-flex min-h-11 items-center rounded-full border border-slate-500 bg-white px-4 font-semibold"
        >
          Financieel overzicht
        </Link>
      </p>
    </>
  );
}
