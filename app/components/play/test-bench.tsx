// /admin/play "Testen": big buttons, one per channel, each saying what it will do and answering
// what happened. Plain forms: no client JS beyond Remix's own.
import { Form, Link, useNavigation } from "@remix-run/react";
import { FormAnswer } from "~/components/form-answer";
import type { TestBenchView } from "~/schemas/test-bench-view";
import { buttonPrimaryLarge } from "~/components/ui/classes";

export interface TestBenchResult {
  intent: string;
  ok: boolean;
  message: string;
  fields?: Record<string, string>;
  checkout?: string;
}

// min-w-0: a grid item may shrink below its widest content (the printer list), so a phone never scrolls sideways
const box = "min-w-0 rounded-2xl bg-white p-4 ring-1 ring-stone-200";
const button = `${buttonPrimaryLarge} text-lg`;
const second = "min-h-12 rounded-full border-2 border-stone-500 bg-white px-5 py-2 text-lg font-semibold";

function Outcome({ result, intent }: { result: TestBenchResult | null; intent: string }) {
  if (!result || result.intent !== intent) return null;
  return (
    <FormAnswer answer={result} className="mt-3">
      {result.ok && result.checkout ? (
        <a href={result.checkout} className={`${button} mt-3 inline-flex items-center`}>
          Naar de testbetaling
        </a>
      ) : null}
    </FormAnswer>
  );
}

function Busy({ intent, children, className = button }: { intent: string; children: string; className?: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return (
    <button type="submit" name="intent" value={intent} disabled={busy} className={className}>
      {busy ? "Bezig…" : children}
    </button>
  );
}

export function TestBench({ bench, result }: { bench: TestBenchView; result: TestBenchResult | null }) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Testen</h1>
      <p className="text-lg">
        Probeer alles uit voordat je klanten het doen. Testbestellingen staan op het bord met <strong>TEST</strong>,
        krijgen geen bestelnummer en tellen niet mee in het financieel overzicht, de dagafsluiting en de klantcijfers.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <section aria-labelledby="play-order" className={box}>
          <h2 id="play-order" className="text-xl font-bold">
            Testbestelling
          </h2>
          <p className="mt-1">Gaat langs het bord, de printer en de berichten aan de klant (naar jouw telefoon).</p>
          <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
            <fieldset className="flex gap-4">
              <legend className="sr-only">Afhalen of bezorgen</legend>
              <label className="flex min-h-11 items-center gap-2">
                <input type="radio" name="deliver" value="0" defaultChecked className="h-5 w-5" /> Afhalen
              </label>
              <label className="flex min-h-11 items-center gap-2">
                <input type="radio" name="deliver" value="1" className="h-5 w-5" /> Bezorgen
              </label>
            </fieldset>
            <Busy intent="order">Plaats testbestelling</Busy>
          </Form>
          <Outcome result={result} intent="order" />
          <p className="mt-3">
            <Link to="/orders" className="font-semibold text-primary-ink underline underline-offset-4">
              Naar het bord
            </Link>
          </p>
        </section>

        <section aria-labelledby="play-ideal" className={box}>
          <h2 id="play-ideal" className="text-xl font-bold">
            Test iDEAL
          </h2>
          <p className="mt-1">
            Een testbestelling met iDEAL: je betaalt op de testbetaalpagina, er gaat geen geld over.
          </p>
          <Form method="post" className="mt-3">
            <Busy intent="ideal">Start testbetaling</Busy>
          </Form>
          <Outcome result={result} intent="ideal" />
        </section>

        <section aria-labelledby="play-phone" className={box}>
          <h2 id="play-phone" className="text-xl font-bold">
            SMS en melding
          </h2>
          <p className="mt-1">
            {bench.phone ? (
              <>
                Naar je eigen nummer <strong>{bench.phone}</strong>.
              </>
            ) : (
              <>
                Je profiel heeft geen mobiel nummer.{" "}
                <Link to="/admin/profile" className="font-semibold text-primary-ink underline underline-offset-4">
                  Vul het in bij Profiel
                </Link>
                .
              </>
            )}{" "}
            Meldingen aan op {bench.pushDevices === 1 ? "1 apparaat" : `${bench.pushDevices} apparaten`}.
          </p>
          <Form method="post" className="mt-3 flex flex-wrap gap-3">
            <Busy intent="sms">Stuur test-SMS</Busy>
            <Busy intent="push" className={second}>
              Stuur testmelding
            </Busy>
          </Form>
          <Outcome result={result} intent="sms" />
          <Outcome result={result} intent="push" />
        </section>

        <section aria-labelledby="play-print" className={box}>
          <h2 id="play-print" className="text-xl font-bold">
            Testafdruk
          </h2>
          {bench.printers.length === 0 ? (
            <p className="mt-1">
              Nog geen printer.{" "}
              <Link
                to="/admin/settings/printers"
                className="font-semibold text-primary-ink underline underline-offset-4"
              >
                Printer koppelen
              </Link>
            </p>
          ) : (
            <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
              <label className="block w-full min-w-0 max-w-md">
                <span className="font-semibold">Printer</span>
                <select
                  name="printerId"
                  className="mt-1 block min-h-12 w-full rounded-xl border border-stone-400 bg-white p-2"
                >
                  {bench.printers.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.name} ({p.paper}) — {p.status}
                    </option>
                  ))}
                </select>
              </label>
              <Busy intent="print">Druk testbon af</Busy>
            </Form>
          )}
          <Outcome result={result} intent="print" />
        </section>
      </div>

      {bench.orders.length > 0 ? (
        <section aria-labelledby="play-recent" className={box}>
          <h2 id="play-recent" className="text-xl font-bold">
            Laatste testbestellingen
          </h2>
          <ul className="mt-2 space-y-1">
            {bench.orders.map((o) => (
              <li key={o.id}>
                TEST {o.id}: {o.status}, {o.payment}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
