// "Dagafsluiting" (docs/issues/017.md §3): the four amounts an owner checks first as big tiles, then per
// payment method, the unpaid orders and the corrections of earlier closed days. "Dag afsluiten",
// "Afdrukken" (A4 through the browser's print, a clean layout below) and "Print op bonprinter".
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { formatEuro } from "~/domain/pricing";
import type { DayCloseView } from "~/schemas/day-close-view";
import { DayCloseTables } from "./day-close-tables";

const pill = "inline-flex min-h-11 items-center justify-center rounded-full border px-4 font-semibold";
const dark = `${pill} border-slate-900 bg-slate-900 text-white`;
const light = `${pill} border-slate-500 bg-white text-slate-900`;

// A4: no app bar, no buttons, the page's width; the figures keep their borders
const PRINT_CSS = `@media print {
  @page { size: A4; margin: 14mm; }
  header { display: none !important; }
  #main { max-width: none !important; padding: 0 !important; }
  body { background: #fff !important; }
}`;

function Tile({ label, value, detail }: { label: string; value: number; detail?: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-300 bg-white p-4 print:p-2">
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className="text-3xl font-bold tabular-nums print:text-2xl">{formatEuro(value)}</dd>
      {detail ? <dd className="mt-1 text-sm text-slate-700">{detail}</dd> : null}
    </div>
  );
}

export function DayClosePage({ data }: { data: DayCloseView }) {
  const result = useActionData<{ intent: string; ok: boolean; message: string }>();
  const busy = useNavigation().state !== "idle";
  const t = data.totals;
  return (
    <>
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Dagafsluiting</h1>
          <p className="text-lg">
            <span className="font-semibold">{data.date}</span> · {data.hostName}
          </p>
        </div>
        <p
          className={`rounded-full px-4 py-2 font-semibold ${data.closed ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"}`}
        >
          {data.closed
            ? `Afgesloten om ${data.closed.at}${data.closed.by ? ` door ${data.closed.by}` : ""}`
            : "Nog niet afgesloten"}
        </p>
      </div>

      <nav aria-label="Dag" className="mt-3 flex flex-wrap items-end gap-2 print:hidden">
        <Link className={light} to={`?dag=${data.previousDay}`}>
          ← Vorige dag
        </Link>
        {data.nextDay ? (
          <Link className={light} to={`?dag=${data.nextDay}`}>
            Volgende dag →
          </Link>
        ) : null}
        {data.day !== data.today ? (
          <Link className={light} to="?">
            Vandaag
          </Link>
        ) : null}
        <Form method="get" className="flex items-end gap-2">
          <label className="flex flex-col text-sm">
            Kies dag
            <input
              type="date"
              name="dag"
              required
              max={data.today}
              defaultValue={data.day}
              className="min-h-11 rounded border border-slate-500 px-2"
            />
          </label>
          <button type="submit" className={light}>
            Toon
          </button>
        </Form>
      </nav>

      <div className="mt-3 flex flex-wrap items-end gap-2 print:hidden">
        {data.canClose ? (
          <Form method="post">
            <input type="hidden" name="dag" value={data.day} />
            <button type="submit" name="intent" value="close" className={dark} disabled={busy}>
              Dag afsluiten
            </button>
          </Form>
        ) : null}
        <button type="button" className={light} onClick={() => window.print()}>
          Afdrukken
        </button>
        {data.printers.length > 0 ? (
          <Form method="post" className="flex items-end gap-2">
            <input type="hidden" name="dag" value={data.day} />
            {data.printers.length > 1 ? (
              <label className="flex flex-col text-sm">
                Bonprinter
                <select name="printer" className="min-h-11 rounded border border-slate-500 bg-white px-2">
                  {data.printers.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            <button type="submit" name="intent" value="print" className={light} disabled={busy}>
              Print op bonprinter
            </button>
          </Form>
        ) : null}
        <Link className={`${pill} border-transparent text-slate-900 underline`} to={`/admin/stats?${data.statsQuery}`}>
          Financieel overzicht van deze dag
        </Link>
      </div>
      <div aria-live="polite" className="print:hidden">
        {result ? (
          <p
            className={`mt-3 rounded-xl border p-3 font-semibold ${result.ok ? "border-green-700 bg-green-50 text-green-900" : "border-red-700 bg-red-50 text-red-900"}`}
          >
            {result.message}
          </p>
        ) : null}
      </div>
      {data.changedSinceClose ? (
        <p className="mt-3 rounded-xl border border-amber-700 bg-amber-50 p-3 text-amber-900">
          Na het afsluiten is er iets aan deze dag veranderd. Dat staat als correctie op de volgende dagafsluiting.
        </p>
      ) : null}

      <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4 print:grid-cols-4">
        <Tile label="Contant in de kassa" value={t.drawer} detail="Verwacht, bovenop het wisselgeld" />
        <Tile label="Pin" value={t.pin} />
        <Tile
          label="iDEAL"
          value={t.ideal}
          detail={
            <>
              Mollie betaalt uit: <strong className="tabular-nums">{formatEuro(t.payout)}</strong>
              <br />
              {t.idealPayments} × € 0,29 kosten
              {t.idealRefunds ? `, ${formatEuro(t.idealRefunds)} terugbetaald` : ""}
            </>
          }
        />
        <Tile label="Thuisbezorgd" value={t.marketplace} />
      </dl>

      <DayCloseTables data={data} />
    </>
  );
}
