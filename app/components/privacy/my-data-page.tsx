// "Mijn gegevens" (decision 078): what is stored about the customer per restaurant, "Download mijn
// gegevens" and "Verwijder mijn account", each confirmed with an SMS code sent to the account's
// phone. Erasure is said to be irreversible before the code is asked for. With an e-mail address and
// a mail sender the confirmed export can also be mailed ("Stuur naar …", decision 080); without,
// the page says why only the download is offered.
// <MyDataPage data={loaderData} />
import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { button, card, input, secondary } from "~/components/settings/settings-ui";
import { useHydrated } from "~/components/hydrated";
import { buttonDanger } from "~/components/ui/classes";
import { Field } from "~/components/ui/field";

export interface MyDataProps {
  phone: string | null;
  name: string | null;
  email: string | null;
  mailTo: string | null;
  mailWhy: string | null;
  exportOpen: boolean;
  restaurants: Array<{
    hostId: number;
    name: string;
    addresses: string[];
    orders: number;
    stamps: number;
    devices: number;
    reviews: number;
    club: string;
  }>;
}

type Answer = { result: "OK"; message: string; erased: boolean } | { result: "ERROR"; message: string };

function Status({ answer }: { answer: Answer | undefined }) {
  if (!answer) return null;
  const ok = answer.result === "OK";
  return (
    <p role={ok ? "status" : "alert"} className={ok ? "font-semibold text-green-900" : "font-semibold text-red-800"}>
      {answer.message}
    </p>
  );
}

/** "Stuur sms-code", then the code field and the confirming button. */
function CodeStep({
  intent,
  confirmLabel,
  danger,
  extra,
  onDone,
}: {
  intent: "export" | "erase";
  confirmLabel: string;
  danger?: boolean;
  extra?: ReactNode;
  onDone?: (answer: Answer) => void;
}) {
  const hydrated = useHydrated();
  const send = useFetcher<Answer>();
  const confirm = useFetcher<Answer>();
  const id = useId();
  const sent = send.data?.result === "OK";
  const busy = send.state !== "idle" || confirm.state !== "idle";
  useEffect(() => {
    if (confirm.state === "idle" && confirm.data) onDone?.(confirm.data);
  }, [confirm.state, confirm.data, onDone]);
  return (
    <div className="space-y-3">
      <send.Form method="post" action="/mijn-gegevens">
        <input type="hidden" name="intent" value="code" />
        <button type="submit" disabled={!hydrated || busy} className={`${secondary} disabled:opacity-60`}>
          {sent ? "Stuur een nieuwe sms-code" : "Stuur mij een sms-code"}
        </button>
      </send.Form>
      <Status answer={send.data} />
      {sent ? (
        <confirm.Form method="post" action="/mijn-gegevens" className="space-y-3">
          <input type="hidden" name="intent" value={intent} />
          {extra}
          <Field id={`${id}-code`} label="Code uit de sms">
            {(control) => (
              <input
                {...control}
                name="code"
                required
                autoComplete="one-time-code"
                inputMode="text"
                maxLength={4}
                className={`${input} mt-1 max-w-40 uppercase tracking-widest`}
              />
            )}
          </Field>
          <button
            type="submit"
            disabled={!hydrated || busy}
            className={danger ? buttonDanger : `${button} disabled:opacity-60`}
          >
            {confirm.state !== "idle" ? "Bezig…" : confirmLabel}
          </button>
          <Status answer={confirm.data} />
        </confirm.Form>
      ) : null}
    </div>
  );
}

/** "Stuur naar {e-mail}": the same zip as the download, as an attachment. */
function MailExport({ hostId, to }: { hostId: number; to: string }) {
  const hydrated = useHydrated();
  const mail = useFetcher<Answer>();
  return (
    <mail.Form method="post" action="/mijn-gegevens" className="space-y-2">
      <input type="hidden" name="intent" value="mail" />
      <input type="hidden" name="hostId" value={hostId} />
      <button
        type="submit"
        disabled={!hydrated || mail.state !== "idle"}
        className={`${secondary} disabled:opacity-60`}
      >
        {mail.state !== "idle" ? "Bezig…" : `Stuur naar ${to}`}
      </button>
      <Status answer={mail.data} />
    </mail.Form>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-stone-700">{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

export function MyDataPage({ data }: { data: MyDataProps }) {
  const [exportOpen, setExportOpen] = useState(data.exportOpen);
  const [erased, setErased] = useState<string | null>(null);
  if (erased) {
    return (
      <div className="mx-auto max-w-[800px] space-y-4 px-4 py-6">
        <h1 className="text-2xl font-extrabold">Account verwijderd</h1>
        <p role="status">{erased}</p>
        <a href="/" className={`${button} inline-flex items-center`}>
          Naar de startpagina
        </a>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-[800px] space-y-6 px-4 py-6">
      <p>
        <a href="/" className="font-semibold text-primary-ink underline underline-offset-4">
          ← Mijn Bestelinfo
        </a>
      </p>
      <h1 className="text-2xl font-extrabold">Mijn gegevens</h1>
      <section aria-labelledby="profiel" className={card}>
        <h2 id="profiel" className="text-xl font-bold">
          Wat we over je bewaren
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <Fact term="Mobiel nummer">{data.phone ?? "—"}</Fact>
          <Fact term="Naam">{data.name ?? "—"}</Fact>
          {data.email ? <Fact term="E-mail">{data.email}</Fact> : null}
        </dl>
      </section>

      {data.restaurants.length === 0 ? (
        <p>Je hebt nog bij geen restaurant besteld: we bewaren alleen je account.</p>
      ) : (
        <ul className="space-y-4" aria-label="Per restaurant">
          {data.restaurants.map((r) => (
            <li key={r.hostId} className={card}>
              <h2 className="text-xl font-bold">{r.name}</h2>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                <Fact term="Adressen">
                  {r.addresses.length === 0 ? (
                    "Geen"
                  ) : (
                    <ul>
                      {r.addresses.map((a) => (
                        <li key={a}>{a}</li>
                      ))}
                    </ul>
                  )}
                </Fact>
                <Fact term="Bestellingen">{r.orders}</Fact>
                <Fact term="Stempels">{r.stamps}</Fact>
                <Fact term="Apparaten voor meldingen">{r.devices}</Fact>
                <Fact term="Beoordelingen">{r.reviews}</Fact>
                <Fact term="Klantenclub">{r.club}</Fact>
              </dl>
              {exportOpen ? (
                <a
                  href={`/mijn-gegevens/download/${r.hostId}`}
                  download
                  className={`${button} inline-flex items-center`}
                >
                  Download mijn gegevens bij {r.name}
                </a>
              ) : null}
              {exportOpen && data.mailTo ? <MailExport hostId={r.hostId} to={data.mailTo} /> : null}
            </li>
          ))}
        </ul>
      )}

      <section aria-labelledby="download" className={card}>
        <h2 id="download" className="text-xl font-bold">
          Download mijn gegevens
        </h2>
        <p>
          Per restaurant een zip-bestand met al je gegevens, als JSON en als CSV (te openen in een spreadsheet). Ter
          bevestiging sturen we een sms-code naar je mobiele nummer.
        </p>
        <p>{data.mailTo ? `Na de code kun je het bestand ook laten mailen naar ${data.mailTo}.` : data.mailWhy}</p>
        {exportOpen ? (
          <p role="status" className="font-semibold text-green-900">
            Je downloads staan hierboven klaar, 10 minuten lang.
          </p>
        ) : (
          <CodeStep
            intent="export"
            confirmLabel="Bevestigen"
            onDone={(a) => {
              if (a.result === "OK" && !exportOpen) setExportOpen(true);
            }}
          />
        )}
      </section>

      <section aria-labelledby="verwijderen" className={`${card} border-red-300`}>
        <h2 id="verwijderen" className="text-xl font-bold">
          Verwijder mijn account
        </h2>
        <p>
          <strong>Dit kan niet ongedaan worden gemaakt.</strong> Je naam, mobiele nummer, adressen, apparaten voor
          meldingen, teksten van je beoordelingen en je lidmaatschap van klantenclubs worden bij alle restaurants
          gewist, je stempels vervallen en je wordt overal uitgelogd. Van je bestellingen bewaart het restaurant alleen
          wat de belastingwet 7 jaar eist (nummer, datum, producten, bedragen, btw en betaalwijze), zonder je naam.
        </p>
        <CodeStep
          intent="erase"
          confirmLabel="Verwijder mijn account"
          danger
          extra={
            <label className="flex items-start gap-2">
              <input type="checkbox" name="confirm" value="ja" required className="mt-1 size-5" />
              <span>Ik begrijp dat mijn account en gegevens definitief worden verwijderd.</span>
            </label>
          }
          onDone={(a) => {
            if (a.result === "OK" && a.erased && erased === null) setErased(a.message);
          }}
        />
      </section>
    </div>
  );
}
