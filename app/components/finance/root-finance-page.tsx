// Root's "Financieel overzicht" on the platform domain (docs/issues/017.md §7): pick a restaurant or see them
// all — per restaurant the period's orders, revenue and iDEAL volume, their sum — and download one
// restaurant's orders of a month as CSV. A picked restaurant shows its own full overview.
import { Form, Link } from "@remix-run/react";
import { formatEuro } from "~/domain/pricing";
import type { RootFinanceView } from "~/schemas/finance-view";
import { FinancePage } from "./finance-page";
import { PeriodPicker, pill as button } from "./period-picker";

const select = "min-h-11 rounded border border-slate-400 bg-white px-2";

function RestaurantBar({ view }: { view: RootFinanceView }) {
  const picked = view.selected?.hostId ?? "";
  return (
    <div className="mb-4 flex flex-wrap items-end gap-3 rounded-xl border border-slate-300 bg-white p-3">
      <Form method="get" className="flex flex-wrap items-end gap-2">
        {view.query.split("&").map((pair) => {
          const [k, v] = pair.split("=");
          return <input key={k} type="hidden" name={k} value={decodeURIComponent(v ?? "")} />;
        })}
        <label className="flex flex-col text-sm">
          Restaurant
          <select name="restaurant" defaultValue={picked} className={select}>
            <option value="">Alle restaurants</option>
            <RestaurantOptions restaurants={view.restaurants} />
          </select>
        </label>
        <button type="submit" className={`${button} border-slate-900 bg-slate-900 text-white`}>
          Toon
        </button>
      </Form>
      {/* a document request: the CSV is a download, not a page */}
      <Form
        method="get"
        action="/admin/stats/csv/bestellingen.csv"
        reloadDocument
        className="flex flex-wrap items-end gap-2"
      >
        <label className="flex flex-col text-sm">
          CSV van restaurant
          <select name="restaurant" defaultValue={picked} required className={select}>
            <option value="" disabled>
              Kies…
            </option>
            <RestaurantOptions restaurants={view.restaurants} />
          </select>
        </label>
        <label className="flex flex-col text-sm">
          Maand
          <select name="month" className={select}>
            {view.months.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={`${button} border-slate-400 bg-white`}>
          CSV per maand
        </button>
      </Form>
    </div>
  );
}

export function RootFinancePage({ view }: { view: RootFinanceView }) {
  if (view.selected)
    return (
      <>
        <p className="mb-2">
          <Link to={`?${view.query}`} className="font-semibold underline underline-offset-2">
            ← Alle restaurants
          </Link>
        </p>
        <RestaurantBar view={view} />
        <FinancePage data={view.selected} restaurant={view.selected.hostId} />
      </>
    );
  const t = view.totals;
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">Financieel overzicht · alle restaurants</h1>
      <PeriodPicker periods={view.periods} period={view.period} />
      <RestaurantBar view={view} />
      <p className="mb-4 text-slate-700">{view.period.label}</p>
      <dl className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
        {[
          ["Bestellingen", String(t.orders)],
          ["Omzet incl. btw", formatEuro(t.revenue)],
          ["Via iDEAL", formatEuro(t.ideal)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-300 bg-white p-4">
            <dt className="text-slate-700">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="per-restaurant" className="rounded-xl border border-slate-300 bg-white p-4">
        <h2 id="per-restaurant" className="mb-3 text-xl font-bold">
          Per restaurant
        </h2>
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Tabel per restaurant">
          {/* a phone's 326 px hold four columns: smaller type, "Aantal" for "Bestellingen", names wrap */}
          <table className="w-full text-left text-sm sm:text-base">
            <thead>
              <tr className="text-sm text-slate-700">
                <th scope="col">Restaurant</th>
                <th scope="col" className="pl-2 text-right sm:pl-3">
                  <span className="sm:hidden">Aantal</span>
                  <span className="hidden sm:inline">Bestellingen</span>
                </th>
                <th scope="col" className="pl-2 text-right sm:pl-3">
                  Omzet
                </th>
                <th scope="col" className="pl-2 text-right sm:pl-3">
                  iDEAL
                </th>
              </tr>
            </thead>
            <tbody>
              {view.restaurants.map((r) => (
                <tr key={r.hostId} className="border-t border-slate-200">
                  <th scope="row" className="py-2 font-medium [overflow-wrap:anywhere]">
                    <Link to={`?${view.query}&restaurant=${String(r.hostId)}`} className="underline underline-offset-2">
                      {r.name}
                    </Link>
                  </th>
                  <td className="pl-2 text-right tabular-nums sm:pl-3">{r.orders}</td>
                  <td className="whitespace-nowrap pl-2 text-right font-semibold tabular-nums sm:pl-3">
                    {formatEuro(r.revenue)}
                  </td>
                  <td className="whitespace-nowrap pl-2 text-right tabular-nums sm:pl-3">{formatEuro(r.ideal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}

/** Every restaurant as a choice of the filter and of the CSV. */
function RestaurantOptions({ restaurants }: { restaurants: ReadonlyArray<{ hostId: number; name: string }> }) {
  return restaurants.map((r) => (
    <option key={r.hostId} value={r.hostId}>
      {r.name}
    </option>
  ));
}
