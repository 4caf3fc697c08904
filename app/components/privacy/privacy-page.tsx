// The privacy statement (decision 081): server-rendered text, no JavaScript needed to read it.
import type { PrivacyView, SubProcessor } from "~/domain/privacy-page";
import { FUNCTIONAL_COOKIES } from "~/domain/privacy-page";
import type { RetentionRow } from "~/domain/retention";

interface View extends PrivacyView {
  retention: readonly RetentionRow[];
}

const h2 = "mt-8 text-xl font-bold";
const p = "mt-2 text-stone-800";

function SubProcessors({ list }: { list: SubProcessor[] }) {
  return (
    <ul className="mt-2 list-disc space-y-1 pl-6 text-stone-800">
      {list.map((s) => (
        <li key={s.name}>
          <strong>{s.name}</strong>: {s.purpose}
        </li>
      ))}
    </ul>
  );
}

export function PrivacyPage({ view }: { view: View }) {
  const c = view.controller;
  return (
    <article className="px-4 py-6" aria-labelledby="privacy-title">
      <h1 id="privacy-title" className="text-3xl font-extrabold tracking-tight">
        Privacy en cookies
      </h1>
      {view.processor ? (
        <p className={p}>
          Als je bij <strong>{c.name}</strong> bestelt, bewaren we een paar gegevens over jou: je telefoonnummer, je
          naam, je adres als je laat bezorgen, je bestellingen en je stempelkaart. Hier lees je wie daarvoor
          verantwoordelijk is, wie ons helpt, hoe lang we iets bewaren en wat je rechten zijn.
        </p>
      ) : (
        <p className={p}>
          Bestelinfo is het bestelsysteem van lokale restaurants. Hier lees je welke gegevens we bewaren, hoe lang, en
          wat je rechten zijn.
        </p>
      )}

      <h2 className={h2}>Wie is verantwoordelijk?</h2>
      {view.processor ? (
        <>
          <address className="mt-2 not-italic text-stone-800">
            <strong>{c.name}</strong>
            {c.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            {c.kvk ? <span className="block">KvK-nummer: {c.kvk}</span> : null}
            {c.contact ? <span className="block">Contact: {c.contact}</span> : null}
          </address>
          <p className={p}>
            {c.name} is de verwerkingsverantwoordelijke voor je gegevens. Bestelinfo verwerkt ze in opdracht van{" "}
            {c.name} (als verwerker) en gebruikt ze nergens anders voor.
          </p>
        </>
      ) : (
        <p className={p}>Bestelinfo, voor je account en de gegevens die niet bij één restaurant horen.</p>
      )}

      <h2 className={h2}>Wie helpen ons?</h2>
      <p className={p}>Deze bedrijven verwerken gegevens voor ons (subverwerkers):</p>
      <SubProcessors list={view.subProcessors} />

      <h2 className={h2}>Hoe lang bewaren we wat?</h2>
      <div className="mt-2">
        <table className="w-full border-collapse text-left text-sm sm:text-base">
          <caption className="sr-only">Bewaartermijnen</caption>
          <thead>
            <tr className="border-b-2 border-stone-300">
              <th scope="col" className="py-2 pr-3">
                Gegevens en waarom
              </th>
              <th scope="col" className="py-2">
                Bewaartermijn
              </th>
            </tr>
          </thead>
          <tbody>
            {view.retention.map((r) => (
              <tr key={r.what} className="border-b border-stone-200 align-top">
                <th scope="row" className="w-3/5 py-2 pr-3 text-left font-normal">
                  <span className="block font-semibold">{r.what}</span>
                  <span className="block text-stone-700">{r.why}</span>
                </th>
                <td className="py-2 font-semibold">{r.howLong}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2 className={h2}>Je rechten</h2>
      <p className={p}>
        Je mag zien welke gegevens we over je hebben, ze downloaden, laten verbeteren of laten verwijderen. Log in en
        kies in <strong>Mijn Bestelinfo</strong> voor <strong>Mijn gegevens</strong>
        {view.processor ? (
          <>
            , of neem contact op met {c.name}
            {c.contact ? ` (${c.contact})` : ""}
          </>
        ) : null}
        . We reageren binnen een maand. Ben je het er niet mee eens, dan kun je een klacht indienen bij de Autoriteit
        Persoonsgegevens.
      </p>
      <p className={p}>
        <a href="/" className="font-semibold text-primary-ink underline">
          Naar Mijn Bestelinfo
        </a>
      </p>

      <h2 className={h2}>Cookies</h2>
      <p className={p}>
        We gebruiken alleen functionele cookies: nodig om de site te laten werken. Geen cookies voor statistieken,
        advertenties of tracking, en daarom vragen we ook geen toestemming.
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-stone-800">
        {FUNCTIONAL_COOKIES.map((cookie) => (
          <li key={cookie.name}>
            <code>{cookie.name}</code>: {cookie.purpose}
          </li>
        ))}
      </ul>
    </article>
  );
}
