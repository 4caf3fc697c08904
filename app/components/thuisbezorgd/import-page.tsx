// "Importeren van Thuisbezorgd" (docs/issues/018.md §5, decision 064): what happens to an order the link missed
// (it is on JET's tablet; there is nothing to fetch), and the portal's CSV export for the books. While it runs, a progress
// bar (docs/spec.md §9: 5000 ms, throttle 200 ms); at the end the summary: "12 geïmporteerd, 3 al aanwezig,
// 1 overgeslagen: regel 7 …", with every skipped line listed.
import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { FormAnswer } from "~/components/form-answer";
import { button, card } from "~/components/settings/settings-ui";
import { fileInput, UPLOAD_MAX_BYTES, useProgress } from "~/components/use-upload";
import type { SkippedLine } from "~/domain/thuisbezorgd-csv";
import type { ImportPageView } from "~/schemas/thuisbezorgd-import";
import { Field } from "~/components/ui/field";

type Answer = { ok?: boolean; result?: string; message: string; skipped?: SkippedLine[] };

function Summary({ answer }: { answer: Answer }) {
  const ok = answer.ok ?? answer.result === "OK";
  const skipped = answer.skipped ?? [];
  // done, but with lines left out: amber, so "1 overgeslagen" is not read as all well
  const partly = ok && skipped.length > 0 ? "border-2 border-amber-500 !bg-amber-50 !text-amber-950" : "";
  return (
    <FormAnswer answer={{ ok, message: answer.message }} className={`mt-3 ${partly}`}>
      {skipped.length > 1 ? (
        <ul className="mt-2 list-disc space-y-1 pl-6 font-normal">
          {skipped.slice(0, 50).map((s, i) => (
            <li key={`${s.line ?? "p"}-${i}`}>{s.line === null ? s.reason : `Regel ${s.line}: ${s.reason}`}</li>
          ))}
        </ul>
      ) : null}
    </FormAnswer>
  );
}

/** `answer`: the CSV form's answer when it was posted as a page (no scripts yet). */
export function ThuisbezorgdImport({ view, answer }: { view: ImportPageView; answer: Answer | null }) {
  const csv = useFetcher<Answer>();
  const csvAnswer = csv.data ?? answer;
  const busy = csv.state !== "idle";
  const progress = useProgress(busy);
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold">Importeren van Thuisbezorgd</h1>
      <p className="mb-4 max-w-prose text-stone-800">
        Voor {view.hostName}. Wat al binnen is, wordt herkend aan het bestelnummer en nooit dubbel geteld: je mag elke
        import gerust nog eens doen.
      </p>
      {progress !== null ? (
        <Field id="tb-import-progress" label="Bezig met importeren…" className="mb-4">
          {(control) => <progress {...control} max={1} value={progress} className="mt-1 h-4 w-full" />}
        </Field>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="tb-pull" className={card}>
          <h2 id="tb-pull" className="text-xl font-bold">
            Gemiste bestellingen
          </h2>
          <p className="text-stone-800">
            Thuisbezorgd stuurt elke bestelling zelf naar je bord. Lukt dat niet, dan gaat de bestelling naar de
            Thuisbezorgd-tablet: maak haar vanaf de tablet. Ophalen bij Thuisbezorgd kan niet, want Thuisbezorgd biedt
            geen lijst van bestellingen die wij betrouwbaar kunnen lezen.
          </p>
          <p className="text-stone-800">
            Wil je ze wel in je omzet? Importeer dan de export uit het portaal hiernaast.
          </p>
          {view.linked ? null : (
            <p className="font-semibold text-red-800">
              Er is geen actieve koppeling.{" "}
              <Link to="/admin/settings/thuisbezorgd" className="underline underline-offset-4">
                Koppel Thuisbezorgd
              </Link>{" "}
              om bestellingen op je bord te krijgen.
            </p>
          )}
        </section>
        <section aria-labelledby="tb-csv" className={card}>
          <h2 id="tb-csv" className="text-xl font-bold">
            Export uit het portaal (boekhouding)
          </h2>
          <p className="text-stone-800">
            Het CSV-bestand met bestellingen uit het Thuisbezorgd-portaal. Deze bestellingen tellen mee in de omzet en
            komen niet op het bord. Een bestelling die al op je bord stond, wordt herkend aan haar Thuisbezorgd-nummer
            en niet dubbel geteld.
          </p>
          <p className="text-sm text-stone-700">
            Kolommen: <strong>Bestelnummer</strong>, <strong>Datum</strong> en <strong>Totaal</strong> (verplicht);
            Betaalmethode (Online of Contant), Type (Bezorgen of Afhalen), Bezorgkosten en Klant.
          </p>
          <csv.Form
            method="post"
            encType="multipart/form-data"
            className="space-y-3"
            onChange={(e) => {
              const files = [...e.currentTarget.querySelectorAll<HTMLInputElement>("input[type=file]")].flatMap((i) => [
                ...(i.files ?? []),
              ]);
              setTooLarge(
                files.some((f) => f.size > UPLOAD_MAX_BYTES) ? "Dit bestand is te groot: maximaal 2 MB." : null,
              );
            }}
            onSubmit={(e) => {
              if (tooLarge) e.preventDefault();
            }}
          >
            <Field id="tb-import-file" label="Exportbestand (CSV)" error={tooLarge ?? undefined} live="alert">
              {(control) => (
                <input
                  {...control}
                  type="file"
                  name="file"
                  accept=".csv,text/csv"
                  required
                  className={`${fileInput} mt-1`}
                />
              )}
            </Field>
            <button
              type="submit"
              name="intent"
              value="csv"
              className={`${button} min-h-12 w-full text-lg sm:w-auto`}
              disabled={busy}
            >
              Export importeren
            </button>
          </csv.Form>
          {csvAnswer && csv.state === "idle" ? <Summary answer={csvAnswer} /> : null}
        </section>
      </div>
    </>
  );
}
