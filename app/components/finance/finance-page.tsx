// "Financieel overzicht" (docs/issues/017.md): the period as big buttons (a tablet at 17:30), the figures in
// plain tables, the chart lazily, "CSV downloaden" for the accountant.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { formatEuro } from "~/domain/pricing";
import type { FinanceRow, FinanceView } from "~/schemas/finance-view";
import { HeatMapTable } from "./heat-map-table";
import { PeriodPicker, pill } from "./period-picker";
import { RevenueChart } from "./revenue-chart";

function Card({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-300 bg-white p-4">
      <h2 id={id} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-slate-200 py-1 last:border-0">
      <dt>{label}</dt>
      <dd className={`whitespace-nowrap tabular-nums ${strong ? "text-2xl font-bold" : "font-semibold"}`}>{value}</dd>
    </div>
  );
}

function Rows({ rows, caption }: { rows: FinanceRow[]; caption: string }) {
  if (rows.length === 0) return <p>Geen bestellingen in deze periode.</p>;
  return (
    <table className="w-full text-left">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="text-sm text-slate-700">
          <th scope="col">Soort</th>
          <th scope="col" className="pl-3 text-right">
            Aantal
          </th>
          <th scope="col" className="pl-3 text-right">
            Omzet
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} className="border-t border-slate-200">
            <th scope="row" className="py-1 font-normal">
              {r.label}
            </th>
            <td className="pl-3 text-right tabular-nums">{r.orders}</td>
            <td className="whitespace-nowrap pl-3 text-right font-semibold tabular-nums">{formatEuro(r.revenue)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function FinancePage({
  data,
  error,
  restaurant = null,
}: {
  data: FinanceView;
  error?: string | null;
  /** Root looking at one restaurant from the platform domain: no daily close there, the restaurant kept in the links. */
  restaurant?: number | null;
}) {
  const r = data.revenue;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Financieel overzicht</h1>
        <div className="flex flex-wrap gap-2">
          {/* docs/issues/017.md §3: the daily close, its own page (on the restaurant's own domain) */}
          {restaurant === null ? (
            <Link className={`${pill} border-slate-400 bg-white`} to="/admin/stats/dagafsluiting">
              Dagafsluiting
            </Link>
          ) : null}
          <a
            className={`${pill} border-slate-900 bg-slate-900 text-white`}
            href={`/admin/stats/csv/bestellingen.csv?${data.query}`}
            download
          >
            CSV downloaden
          </a>
          <a
            className={`${pill} border-slate-400 bg-white`}
            href={`/admin/stats/csv/regels.csv?${data.query}`}
            download
          >
            CSV met regels
          </a>
        </div>
      </div>

      <PeriodPicker periods={data.periods} period={data.period} keep={restaurant} />
      {error ? (
        <p role="alert" className="mb-4 rounded-xl border border-red-700 bg-red-50 p-3 font-semibold text-red-900">
          {error}
        </p>
      ) : null}
      <p className="mb-4 text-slate-700">
        {data.period.label}
        {data.period.range ? ` (${data.period.range})` : ""} · {data.hostName}
      </p>

      <div className="grid gap-4 lg:grid-cols-3">
        <Card title="Omzet" id="omzet">
          <dl>
            <Figure label="Omzet incl. btw" value={formatEuro(r.gross)} strong />
            <Figure label="Omzet excl. btw" value={formatEuro(r.net)} />
            <Figure label="Bestellingen" value={String(r.orders)} />
            <Figure label="Gemiddelde bestelling" value={formatEuro(r.average)} />
            <Figure
              label={`Terugbetaald (${r.refundCount})`}
              value={r.refunds > 0 ? formatEuro(-r.refunds) : formatEuro(0)}
            />
            <Figure label="Omzet na terugbetalingen" value={formatEuro(r.afterRefunds)} />
          </dl>
        </Card>
        <Card title="Per betaalwijze" id="per-betaalwijze">
          <Rows rows={data.methods} caption="Omzet per betaalwijze" />
        </Card>
        <Card title="BTW" id="btw">
          {data.vat.length === 0 ? (
            <p>Geen omzet in deze periode.</p>
          ) : (
            <table className="w-full text-left">
              <caption className="sr-only">Btw per tarief</caption>
              <thead>
                <tr className="text-sm text-slate-700">
                  <th scope="col">Tarief</th>
                  <th scope="col" className="pl-2 text-right">
                    Incl.
                  </th>
                  <th scope="col" className="pl-2 text-right">
                    Btw
                  </th>
                  <th scope="col" className="pl-2 text-right">
                    Excl.
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.vat.map((v) => (
                  <tr key={v.rate} className="border-t border-slate-200">
                    <th scope="row" className="py-1 font-normal">
                      {v.rate} %
                    </th>
                    <td className="whitespace-nowrap pl-2 text-right tabular-nums">{formatEuro(v.gross)}</td>
                    <td className="whitespace-nowrap pl-2 text-right font-semibold tabular-nums">
                      {formatEuro(v.vat)}
                    </td>
                    <td className="whitespace-nowrap pl-2 text-right tabular-nums">{formatEuro(v.net)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="mt-2 text-sm text-slate-700">
            Bezorgkosten en transactiekosten volgen het tarief van het eten.
          </p>
        </Card>
      </div>

      <div className="mt-4">
        <RevenueChart
          title={`Omzet per ${data.chart.unit === "hour" ? "uur" : "dag"}${data.period.previousLabel ? `, stippellijn: ${data.period.previousLabel}` : ""}`}
          unit={data.chart.unit}
          labels={data.chart.labels}
          current={data.chart.current}
          previous={data.chart.previous}
          previousLabel={data.period.previousLabel}
        />
      </div>

      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <Card title="Per bron" id="per-bron">
          <Rows rows={data.sources} caption="Omzet per bron" />
        </Card>
        <Card title="Afhalen en bezorgen" id="afhalen-bezorgen">
          <Rows rows={data.fulfilment} caption="Afhalen en bezorgen" />
          <dl className="mt-2">
            <Figure label="Bezorgkosten" value={formatEuro(data.deliveryFees)} />
            <Figure label="Kortingen" value={formatEuro(data.discounts)} />
            <Figure label="Spaarkaart-beloningen" value={String(data.rewards)} />
          </dl>
        </Card>
        <Card title="Klanten" id="klanten">
          <dl>
            <Figure label="Klanten" value={String(data.customers.total)} />
            <Figure label="Nieuwe klanten" value={String(data.customers.new)} />
            <Figure label="Terugkerende klanten" value={String(data.customers.returning)} />
          </dl>
        </Card>
        <Card title="Wat je bespaart" id="bespaart">
          <dl>
            <Figure
              label={`Commissie bij Thuisbezorgd (${data.savings.rateLabel})`}
              value={formatEuro(data.savings.commission)}
            />
            <Figure label={`Jouw iDEAL-kosten (${data.ideal.orders} × € 0,29)`} value={formatEuro(data.savings.ours)} />
            <Figure label="Je bespaart" value={formatEuro(data.savings.saved)} strong />
          </dl>
          <p className="mt-2 text-sm text-stone-700">
            <a href="/admin/settings/thuisbezorgd" className="underline underline-offset-2">
              Je commissie instellen
            </a>
          </p>
        </Card>
        {data.marketplace.orders > 0 ? (
          <Card title="Via Thuisbezorgd" id="thuisbezorgd">
            <dl>
              <Figure label="Bestellingen" value={String(data.marketplace.orders)} />
              <Figure label="Omzet" value={formatEuro(data.marketplace.revenue)} />
              <Figure label="Geschatte commissie" value={formatEuro(data.marketplace.commission)} />
              <Figure
                label="Dit had je bespaard bij directe bestellingen"
                value={formatEuro(data.marketplace.saved)}
                strong
              />
            </dl>
          </Card>
        ) : null}
        <Card title="Populairste producten" id="top">
          {data.topProducts.length === 0 ? (
            <p>Nog niets verkocht in deze periode.</p>
          ) : (
            <ol className="list-decimal pl-5">
              {data.topProducts.map((p) => (
                <li key={p.name} className="py-0.5">
                  <span className="font-medium">{p.name}</span> · {p.quantity}× ·{" "}
                  <span className="tabular-nums">{formatEuro(p.revenue)}</span>
                </li>
              ))}
            </ol>
          )}
        </Card>
        <Card title="Omzet per postcodegebied" id="postcodes">
          <Rows rows={data.areas} caption="Omzet per postcodegebied" />
        </Card>
        <Card title="iDEAL" id="ideal">
          <dl>
            <Figure label="iDEAL-bestellingen" value={String(data.ideal.orders)} />
            <Figure label="Transactiekosten (€ 0,29 per betaling)" value={formatEuro(data.ideal.costs)} />
            <Figure
              label="Betaald door klanten als transactiekosten"
              value={formatEuro(data.ideal.feesPaidByCustomers)}
            />
          </dl>
        </Card>
      </div>
      <div className="mt-4">
        <Card title="Bestellingen per uur van de week" id="per-uur">
          <HeatMapTable map={data.heatMap} />
        </Card>
      </div>
    </>
  );
}
