// The live feed of today's orders ("Bestellingoverzicht"): totals on top, then every order, newest
// first. A table on a desktop, one card per order on a phone.
import { AdminLayout } from "~/components/layouts";
import { formatEuro } from "~/domain/pricing";
import { LiveStatus } from "./live-status";
import type { FeedData, FeedRow } from "~/schemas/stats-view";
import { useLiveRevalidate } from "./use-live-revalidate";

const mode = (row: FeedRow) => (row.deliver ? "Bezorgen" : "Afhalen");

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl bg-stone-100 p-3 sm:p-4">
      <dt className="text-sm font-semibold text-stone-800 sm:text-base">{label}</dt>
      <dd className="text-xl font-bold text-stone-950 sm:text-3xl">{value}</dd>
    </div>
  );
}

function PaymentBadge({ row }: { row: FeedRow }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-sm font-semibold ${row.paid ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"}`}
    >
      {row.paymentLabel}
    </span>
  );
}

export function FeedPage({ data }: { data: FeedData }) {
  const { live } = useLiveRevalidate(data.channels);
  return (
    <AdminLayout title="Bestellingoverzicht">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-2xl font-bold text-stone-950 sm:text-3xl">Vandaag bij {data.scopeName}</h1>
        <LiveStatus live={live} />
      </div>
      <dl className="mb-6 grid grid-cols-3 gap-2 sm:gap-3">
        <Total label="Bestellingen vandaag" value={String(data.totals.orders)} />
        <Total label="Omzet vandaag" value={formatEuro(data.totals.revenue)} />
        <Total label="Openstaand iDEAL" value={String(data.totals.openIdeal)} />
      </dl>
      {data.rows.length === 0 ? (
        <p className="p-6 text-center text-xl text-stone-800">Vandaag nog geen bestellingen.</p>
      ) : (
        <>
          <ul aria-label="Bestellingen van vandaag" className="grid gap-3 md:hidden">
            {data.rows.map((row) => (
              <li key={row.id} data-order={row.id} className="rounded-2xl border border-stone-300 bg-white p-4 text-lg">
                <p className="flex items-baseline justify-between gap-2">
                  <span className="font-bold">
                    {row.time} · #{row.number}
                  </span>
                  <strong>{formatEuro(row.amount)}</strong>
                </p>
                {data.showHost ? <p className="font-semibold text-stone-900">{row.hostName}</p> : null}
                <p className="text-stone-900">
                  {row.customerName ?? "Onbekende klant"} · {mode(row)}
                </p>
                <p className="mt-1 flex flex-wrap gap-2">
                  <span className="rounded-full bg-stone-200 px-2 py-0.5 text-sm font-semibold text-stone-900">
                    {row.statusLabel}
                  </span>
                  <PaymentBadge row={row} />
                </p>
              </li>
            ))}
          </ul>
          <table className="hidden w-full border-collapse text-left text-lg md:table">
            <caption className="sr-only">Bestellingen van vandaag, nieuwste eerst</caption>
            <thead>
              <tr className="border-b-2 border-stone-400">
                <th scope="col" className="p-2">
                  Tijd
                </th>
                {data.showHost ? (
                  <th scope="col" className="p-2">
                    Restaurant
                  </th>
                ) : null}
                <th scope="col" className="p-2">
                  Nr.
                </th>
                <th scope="col" className="p-2">
                  Klant
                </th>
                <th scope="col" className="p-2">
                  Soort
                </th>
                <th scope="col" className="p-2">
                  Status
                </th>
                <th scope="col" className="p-2">
                  Betaling
                </th>
                <th scope="col" className="p-2 text-right">
                  Bedrag
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.id} data-order={row.id} className="border-b border-stone-200">
                  <td className="p-2 font-semibold">{row.time}</td>
                  {data.showHost ? <td className="p-2">{row.hostName}</td> : null}
                  <td className="p-2">#{row.number}</td>
                  <td className="p-2">{row.customerName ?? "Onbekende klant"}</td>
                  <td className="p-2">{mode(row)}</td>
                  <td className="p-2">{row.statusLabel}</td>
                  <td className="p-2">
                    <PaymentBadge row={row} />
                  </td>
                  <td className="p-2 text-right font-semibold">{formatEuro(row.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </AdminLayout>
  );
}
