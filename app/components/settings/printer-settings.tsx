// The printers of a restaurant: each with its MAC, paper and whether it is polling, a test print and
// remove; a form to add one; and "Automatisch afdrukken bij accepteren". Plain Remix <Form>s: they
// work before (or without) JavaScript, and the answer shows beside the form that was sent.
import { Form, Link } from "@remix-run/react";
import { Answer, button, card, input, secondary, type FormResult } from "~/components/settings/settings-ui";

interface Printer {
  id: number;
  name: string;
  mac: string;
  paperLabel: string;
  online: boolean;
  status: string;
  lastStatus: string | null;
}

type Result = FormResult;

export function PrinterSettings({
  hostName,
  autoPrint,
  printers,
  endpoint,
  result,
}: {
  hostName: string;
  autoPrint: boolean;
  printers: Printer[];
  endpoint: string;
  result: Result;
}) {
  const fields = result?.intent === "add" && !result.ok ? (result.fields ?? {}) : {};
  return (
    <>
      <p className="mb-1">
        <Link to="/admin/settings" className="font-semibold text-primary-ink underline">
          Instellingen
        </Link>
      </p>
      <h1 className="mb-2 text-2xl font-bold">Printers van {hostName}</h1>
      <p className="mb-4 max-w-prose text-stone-800">
        Bonnen gaan naar Star-printers (mC-Print, TSP) via CloudPRNT. Vul in de printer als server-adres in:{" "}
        <code className="break-all rounded bg-stone-100 px-1 font-bold">{endpoint}</code>
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <section className={card} aria-labelledby="printers-title">
          <h2 id="printers-title" className="text-xl font-bold">
            Ingestelde printers
          </h2>
          <Answer result={result} intents={["remove", "test"]} />
          {printers.length === 0 ? <p>Nog geen printers.</p> : null}
          <ul className="divide-y divide-stone-200">
            {printers.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="text-lg font-bold">{p.name}</p>
                  <p className="font-mono text-sm">{p.mac}</p>
                  <p className="text-sm">Papier {p.paperLabel}</p>
                  <p className={`text-sm font-semibold ${p.online ? "text-green-900" : "text-stone-800"}`}>
                    <span aria-hidden="true">{p.online ? "● " : "○ "}</span>
                    {p.status}
                    {p.lastStatus && p.lastStatus !== "200 OK" && p.status !== "nog nooit verbonden" ? ` (${p.lastStatus})` : null}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Form method="post">
                    <input type="hidden" name="intent" value="test" />
                    <input type="hidden" name="id" value={p.id} />
                    <button type="submit" className={secondary} aria-label={`Testafdruk op ${p.name}`}>
                      Testafdruk
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="id" value={p.id} />
                    <button type="submit" className={`${secondary} text-red-800`} aria-label={`${p.name} verwijderen`}>
                      Verwijderen
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <div className="space-y-4">
          {/* a new key after a printer was added empties the form for the next one */}
          <Form key={result?.intent === "add" && result.ok ? result.message : "add"} method="post" className={card} aria-labelledby="add-title" noValidate>
            <h2 id="add-title" className="text-xl font-bold">
              Printer toevoegen
            </h2>
            <input type="hidden" name="intent" value="add" />
            <div>
              <label htmlFor="printer-name" className="block font-semibold">
                Naam
              </label>
              <input id="printer-name" name="name" required maxLength={60} placeholder="Keuken" className={input}
                aria-invalid={fields.name ? true : undefined} aria-describedby={fields.name ? "printer-name-error" : undefined} />
              {fields.name ? <p id="printer-name-error" className="text-red-800">{fields.name}</p> : null}
            </div>
            <div>
              <label htmlFor="printer-mac" className="block font-semibold">
                MAC-adres
              </label>
              <input id="printer-mac" name="mac" required placeholder="00:11:62:aa:bb:cc" autoComplete="off" spellCheck={false} className={`${input} font-mono`}
                aria-invalid={fields.mac ? true : undefined} aria-describedby={fields.mac ? "printer-mac-error" : undefined} />
              {fields.mac ? <p id="printer-mac-error" className="text-red-800">{fields.mac}</p> : null}
            </div>
            <fieldset>
              <legend className="font-semibold">Papier</legend>
              <div className="flex gap-6">
                <label className="flex min-h-11 items-center gap-2">
                  <input type="radio" name="paper" value="thermal2" className="h-5 w-5" /> 58 mm
                </label>
                <label className="flex min-h-11 items-center gap-2">
                  <input type="radio" name="paper" value="thermal3" defaultChecked className="h-5 w-5" /> 80 mm
                </label>
              </div>
            </fieldset>
            <Answer result={result} intents={["add"]} />
            <button type="submit" className={button}>
              Toevoegen
            </button>
          </Form>
          <Form method="post" className={card} aria-labelledby="auto-title">
            <h2 id="auto-title" className="text-xl font-bold">
              Afdrukken
            </h2>
            <input type="hidden" name="intent" value="autoprint" />
            <label className="flex min-h-11 items-center gap-2">
              <input type="checkbox" name="autoPrint" defaultChecked={autoPrint} className="h-5 w-5" />
              Automatisch afdrukken bij accepteren
            </label>
            <Answer result={result} intents={["autoprint"]} />
            <button type="submit" className={button}>
              Opslaan
            </button>
          </Form>
        </div>
      </div>
    </>
  );
}
