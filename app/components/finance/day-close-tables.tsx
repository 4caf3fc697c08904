// "Dagafsluiting"'s tables below the tiles (docs/issues/017.md §3): per payment method, cash per courier, the
// unpaid orders and the corrections of earlier closed days. Part of day-close-page.tsx.
import type { ReactNode } from "react";
import { formatEuro } from "~/domain/pricing";
import type { DayCloseView } from "~/schemas/day-close-view";

const signed = (cents: number) => `${cents > 0 ? "+" : ""}${formatEuro(cents)}`;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-4 break-inside-avoid rounded-xl border border-slate-300 bg-white p-4">
      <h2 id={id} className="mb-2 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const num = "whitespace-nowrap pl-3 text-right tabular-nums";

export function DayCloseTables({ data }: { data: DayCloseView }) {
  const t = data.totals;
  return (
    <>
      <Section id="per-betaalwijze" title="Per betaalwijze">
        {/* focusable, so a keyboard can scroll the table on a phone */}
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Tabel per betaalwijze">
          <table className="w-full text-left">
            <thead>
              <tr className="text-sm text-slate-700">
                <th scope="col">Betaalwijze</th>
                <th scope="col" className="pl-3 text-right">
                  Aantal
                </th>
                <th scope="col" className="pl-3 text-right">
                  Omzet
                </th>
                <th scope="col" className="pl-3 text-right">
                  Onbetaald
                </th>
                <th scope="col" className="pl-3 text-right">
                  Terugbetaald
                </th>
              </tr>
            </thead>
            <tbody>
              {data.methods.map((m) => (
                <tr key={m.key} className="border-t border-slate-200">
                  <th scope="row" className="py-1 font-normal">
                    {m.label}
                  </th>
                  <td className={num}>{m.orders}</td>
                  <td className={`${num} font-semibold`}>{formatEuro(m.revenue)}</td>
                  <td className={num}>{formatEuro(m.unpaid)}</td>
                  <td className={num}>{formatEuro(m.refunds)}</td>
                </tr>
              ))}
              <tr className="border-t-2 border-slate-900 font-bold">
                <th scope="row" className="py-1">
                  Totaal
                </th>
                <td className={num}>{t.orders}</td>
                <td className={num}>{formatEuro(t.revenue)}</td>
                <td className={num}>{formatEuro(t.unpaid)}</td>
                <td className={num}>{formatEuro(t.refunds)}</td>
              </tr>
            </tbody>
          </table>
        </div>
      </Section>

      <Section id="kas-per-bezorger" title="Kas per bezorger">
        {data.couriers.length === 0 ? (
          <p>Geen contante bezorgingen door eigen bezorgers.</p>
        ) : (
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Tabel kas per bezorger">
            <table className="w-full text-left">
              <thead>
                <tr className="text-sm text-slate-700">
                  <th scope="col">Bezorger</th>
                  <th scope="col" className="pl-3 text-right">
                    Bestellingen
                  </th>
                  <th scope="col" className="pl-3 text-right">
                    Af te dragen
                  </th>
                  <th scope="col" className="pl-3 text-right">
                    Ontvangen
                  </th>
                  <th scope="col" className="pl-3 text-right">
                    Verschil
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.couriers.map((c) => (
                  <tr key={String(c.courierId)} className="border-t border-slate-200">
                    <th scope="row" className="py-1 font-semibold">
                      {c.courierName}
                    </th>
                    <td className={num}>{c.orders}</td>
                    <td className={num}>{formatEuro(c.expected)}</td>
                    <td className={num}>{formatEuro(c.received)}</td>
                    <td className={`${num} ${c.difference < 0 ? "font-bold text-red-800" : ""}`}>
                      {formatEuro(c.difference)}
                      {c.unmarked > 0 ? ` (${c.unmarked} niet gemeld)` : ""}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>

      <Section id="onbetaald" title={`Onbetaald (${data.unpaid.length})`}>
        {data.unpaid.length === 0 ? (
          <p>Alles is betaald.</p>
        ) : (
          <table className="w-full text-left">
            <thead>
              <tr className="text-sm text-slate-700">
                <th scope="col">Nummer</th>
                <th scope="col">Tijd</th>
                <th scope="col" className="pl-3 text-right">
                  Bedrag
                </th>
                <th scope="col" className="pl-3">
                  Betaalwijze
                </th>
              </tr>
            </thead>
            <tbody>
              {data.unpaid.map((u) => (
                <tr key={u.number} className="border-t border-slate-200">
                  <td className="py-1 font-semibold">#{u.number}</td>
                  <td className="tabular-nums">{u.time}</td>
                  <td className={num}>{formatEuro(u.amount)}</td>
                  <td className="pl-3">{u.label}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Section>

      <Section id="correcties" title="Correcties">
        {data.corrections.length === 0 ? (
          <p>Geen wijzigingen in eerder afgesloten dagen.</p>
        ) : (
          <>
            <p className="mb-2 text-slate-700">Veranderd na het afsluiten van die dag:</p>
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Tabel met correcties">
              <table className="w-full text-left">
                <thead>
                  <tr className="text-sm text-slate-700">
                    <th scope="col">Dag</th>
                    <th scope="col">Betaalwijze</th>
                    <th scope="col" className="pl-3 text-right">
                      Aantal
                    </th>
                    <th scope="col" className="pl-3 text-right">
                      Omzet
                    </th>
                    <th scope="col" className="pl-3 text-right">
                      Onbetaald
                    </th>
                    <th scope="col" className="pl-3 text-right">
                      Terugbetaald
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.corrections.map((c) => (
                    <tr key={`${c.day}-${c.method}`} className="border-t border-slate-200">
                      <td className="py-1 whitespace-nowrap">{c.dayLabel}</td>
                      <td>{c.label}</td>
                      <td className={num}>{c.orders > 0 ? `+${c.orders}` : c.orders}</td>
                      <td className={`${num} font-semibold`}>{signed(c.revenue)}</td>
                      <td className={num}>{signed(c.unpaid)}</td>
                      <td className={num}>{signed(c.refunds)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </Section>
    </>
  );
}
