// The printers of a restaurant: each with its MAC, paper and whether it is polling, a test print and
// remove; a form to add one; and "Automatisch afdrukken bij accepteren". Plain Remix <Form>s: they
// work before (or without) JavaScript, and the answer shows beside the form that was sent.
import { Form, Link } from "@remix-run/react";
import { Answer, button, card, input, secondary, type FormResult } from "~/components/settings/settings-ui";
import { Field as UiField } from "~/components/ui/field";

interface Printer {
  id: number;
  name: string;
  mac: string;
  paperLabel: string;
  online: boolean;
  status: string;
  lastStatus: string | null;
  hasKey: boolean;
}

type Result = (FormResult & { key?: { printer: string; serverUrl: string; secret: string } }) | null;

const CODEPAGE_LABELS: Array<{ value: string; label: string }> = [
  { value: "1252", label: "Windows-1252 (standaard)" },
  { value: "858", label: "PC858 (Multilingual met €)" },
  { value: "437", label: "PC437 (zonder €)" },
];

/** The new key, once: after "Toevoegen" or "Nieuwe sleutel"; reloading the page does not show it again. */
function NewKeyBox({ result }: { result: Result }) {
  const key = result?.ok ? result.key : undefined;
  if (!key) return null;
  return (
    <section className="mb-4 rounded-xl border-2 border-green-800 bg-green-50 p-4" aria-labelledby="new-key-title">
      <h2 id="new-key-title" className="text-lg font-bold">
        Server-adres voor {key.printer}
      </h2>
      <p className="max-w-prose">
        Vul dit in de printer in (CloudPRNT → Server URL). Het staat hier alleen nu: bewaar het of vul het meteen in.
      </p>
      <p>
        <code className="break-all rounded bg-white px-1 font-bold" data-testid="server-url">
          {key.serverUrl}
        </code>
      </p>
      <p className="max-w-prose text-sm">
        Of laat het server-adres zonder <code>?key=…</code> en zet in de printer HTTP-inlog aan: gebruikersnaam naar
        keuze, wachtwoord{" "}
        <code className="break-all font-bold" data-testid="printer-secret">
          {key.secret}
        </code>
      </p>
    </section>
  );
}

export function PrinterSettings({
  hostName,
  autoPrint,
  printers,
  endpoint,
  macOnlyUntil,
  macOnlyOver,
  result,
}: {
  hostName: string;
  autoPrint: boolean;
  printers: Printer[];
  endpoint: string;
  macOnlyUntil: string;
  macOnlyOver: boolean;
  result: Result;
}) {
  const keyless = printers.filter((p) => !p.hasKey);
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
        Bonnen gaan naar Star-printers (mC-Print, TSP) via CloudPRNT. Elke printer krijgt een eigen server-adres met
        sleutel: <code className="break-all rounded bg-stone-100 px-1 font-bold">{endpoint}?key=…</code>. Dat adres ziet
        u één keer, na Toevoegen of Nieuwe sleutel.
      </p>
      {keyless.length > 0 ? (
        <div
          role="note"
          className="mb-4 max-w-prose rounded-xl border-2 border-amber-700 bg-amber-50 p-4 text-stone-900"
        >
          <p className="font-bold">{`${keyless.map((p) => p.name).join(", ")} ${keyless.length === 1 ? "gebruikt" : "gebruiken"} nog alleen het MAC-adres.`}</p>
          <p>
            {`Iedereen die het MAC-adres kent, kan dan bonnen ophalen. Klik bij de printer op Nieuwe sleutel en vul het nieuwe server-adres in de printer in (CloudPRNT → Server URL). ${macOnlyOver ? "Sinds" : "Vanaf"} ${macOnlyUntil} drukt een printer zonder sleutel niet meer af.`}
          </p>
        </div>
      ) : null}
      <NewKeyBox result={result} />
      <div className="grid gap-4 lg:grid-cols-2">
        <section className={card} aria-labelledby="printers-title">
          <h2 id="printers-title" className="text-xl font-bold">
            Ingestelde printers
          </h2>
          <Answer result={result} intents={["remove", "test", "newkey"]} />
          {printers.length === 0 ? <p>Nog geen printers.</p> : null}
          <ul className="divide-y divide-stone-200">
            {printers.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <p className="text-lg font-bold">{p.name}</p>
                  <p className="font-mono text-sm">{p.mac}</p>
                  <p className="text-sm">Papier {p.paperLabel}</p>
                  <p className="text-sm">{p.hasKey ? "Sleutel ingesteld" : "Geen sleutel"}</p>
                  <p className={`text-sm font-semibold ${p.online ? "text-green-900" : "text-stone-800"}`}>
                    <span aria-hidden="true">{p.online ? "● " : "○ "}</span>
                    {p.status}
                    {p.lastStatus && p.lastStatus !== "200 OK" && p.status !== "nog nooit verbonden"
                      ? ` (${p.lastStatus})`
                      : null}
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
                    <input type="hidden" name="intent" value="newkey" />
                    <input type="hidden" name="id" value={p.id} />
                    <button type="submit" className={secondary} aria-label={`Nieuwe sleutel voor ${p.name}`}>
                      Nieuwe sleutel
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
          <Form
            key={result?.intent === "add" && result.ok ? result.message : "add"}
            method="post"
            className={card}
            aria-labelledby="add-title"
            noValidate
          >
            <h2 id="add-title" className="text-xl font-bold">
              Printer toevoegen
            </h2>
            <input type="hidden" name="intent" value="add" />
            <UiField id="printer-name" label="Naam" error={fields.name}>
              {(control) => (
                <input
                  {...control}
                  name="name"
                  required
                  maxLength={60}
                  placeholder="Keuken"
                  className={`${input} ${fields.name ? "border-red-700" : ""}`}
                />
              )}
            </UiField>
            <UiField id="printer-mac" label="MAC-adres" error={fields.mac}>
              {(control) => (
                <input
                  {...control}
                  name="mac"
                  required
                  placeholder="00:11:62:aa:bb:cc"
                  autoComplete="off"
                  spellCheck={false}
                  className={`${input} font-mono ${fields.mac ? "border-red-700" : ""}`}
                />
              )}
            </UiField>
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
            <UiField id="printer-codepage" label="Tekenset van de printer">
              {(control) => (
                <select {...control} name="codepage" defaultValue="1252" className={input}>
                  {CODEPAGE_LABELS.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </select>
              )}
            </UiField>
            <label className="flex min-h-11 items-center gap-2">
              <input type="checkbox" name="buzzer" className="h-5 w-5" /> Zoemer bij elke bon
            </label>
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
