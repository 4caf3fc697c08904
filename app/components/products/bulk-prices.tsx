// "Prijzen aanpassen" (docs/issues/015.md §6): choose a tab or a group, up or down, by an amount or a
// percentage, see every price old → new, then "Opslaan". Changing a field hides the preview: what is
// saved is always what was shown (the server checks that too, with the preview's fingerprint).
import { Form, Link, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { button, input, secondary } from "~/components/settings/settings-ui";
import { formatEuro } from "~/domain/pricing";
import type { BulkToolsView, PricePreviewView } from "~/schemas/menu-bulk";
import { BackToProducts, BulkAnswer } from "./bulk-toolbar";
import { card } from "~/components/ui/classes";

type Answer = {
  intent: string;
  ok: boolean;
  message: string;
  fields?: Record<string, string>;
} & Partial<PricePreviewView>;

const scopeValue = (tab: string, group: string | null) => JSON.stringify({ tab, group });

export function PriceChangeTool({ tabs, answer }: { tabs: BulkToolsView["tabs"]; answer: Answer | null }) {
  const [fields, setFields] = useState({
    scope: tabs[0] ? scopeValue(tabs[0].name, null) : "",
    kind: "percent",
    direction: "up",
    value: "",
    volumes: true,
  });
  // the preview shown belongs to the fields it was made for; a change hides it
  const [shownFor, setShownFor] = useState<string | null>(null);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const key = JSON.stringify(fields);
  const preview =
    answer?.ok && answer.intent === "preview" && answer.preview && (shownFor === null || shownFor === key)
      ? answer
      : null;
  const set = (patch: Partial<typeof fields>) => {
    setFields((f) => ({ ...f, ...patch }));
    setShownFor("changed");
  };
  const saved = answer?.ok && answer.intent === "apply";
  return (
    <>
      <BackToProducts />
      <h1 className="mb-2 text-2xl font-bold">Prijzen aanpassen</h1>
      <p className="mb-4 max-w-prose text-stone-800">
        Alle prijzen van een tab of groep tegelijk omhoog of omlaag. Je ziet eerst per product de oude en de nieuwe
        prijs. Een bedrag wordt precies opgeteld; bij een percentage wordt elke nieuwe prijs afgerond op 5 cent (€ 8,99
        + 5 % wordt € 9,45). Prijs bezorgen en Prijs afhalen gaan mee als ze zijn ingevuld. Bestellingen die al
        geplaatst zijn, houden hun prijs.
      </p>
      {answer && !answer.ok ? <BulkAnswer answer={answer} /> : null}
      {saved ? (
        <div role="status" className="mb-4 rounded-xl bg-green-50 p-3 font-semibold text-green-900">
          <p>{answer.message} Klanten zien de nieuwe prijzen meteen.</p>
          <Link to="/admin/products" className="mt-2 inline-flex min-h-11 items-center underline underline-offset-4">
            Terug naar de producten
          </Link>
        </div>
      ) : null}
      <Form
        method="post"
        className="space-y-4"
        onSubmit={(e) => {
          const intent = (e.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
          if (intent === "preview") setShownFor(key);
        }}
      >
        <div className="grid max-w-xl gap-4">
          <label className="grid gap-1 font-semibold">
            Welke producten
            <select
              name="scope"
              value={fields.scope}
              onChange={(e) => set({ scope: e.target.value })}
              className={`${input} min-h-12 bg-white text-lg font-normal`}
            >
              {tabs.map((t) => (
                <optgroup key={t.name} label={t.name}>
                  <option value={scopeValue(t.name, null)}>
                    Hele tab {t.name} ({t.products.length})
                  </option>
                  {t.groups.map((g) => (
                    <option key={g} value={scopeValue(t.name, g)}>
                      Groep {g} ({t.products.filter((p) => p.groupName === g).length})
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
        </div>
        <div className="flex flex-wrap gap-6">
          <fieldset className="flex flex-wrap gap-2">
            <legend className="mb-1 font-semibold">Richting</legend>
            <Choice
              name="direction"
              value="up"
              label="Verhogen"
              checked={fields.direction === "up"}
              onChange={() => set({ direction: "up" })}
            />
            <Choice
              name="direction"
              value="down"
              label="Verlagen"
              checked={fields.direction === "down"}
              onChange={() => set({ direction: "down" })}
            />
          </fieldset>
          <fieldset className="flex flex-wrap gap-2">
            <legend className="mb-1 font-semibold">Met</legend>
            <Choice
              name="kind"
              value="percent"
              label="Percentage"
              checked={fields.kind === "percent"}
              onChange={() => set({ kind: "percent" })}
            />
            <Choice
              name="kind"
              value="amount"
              label="Bedrag"
              checked={fields.kind === "amount"}
              onChange={() => set({ kind: "amount" })}
            />
          </fieldset>
        </div>
        <label className="grid max-w-xs gap-1 font-semibold">
          {fields.kind === "percent" ? "Hoeveel procent" : "Hoeveel euro"}
          <input
            name="value"
            value={fields.value}
            onChange={(e) => set({ value: e.target.value })}
            inputMode="decimal"
            autoComplete="off"
            placeholder={fields.kind === "percent" ? "Bijv. 5" : "Bijv. 0,50"}
            className={`${input} min-h-12 text-lg font-normal`}
            aria-invalid={answer?.fields?.value ? true : undefined}
            aria-describedby={answer?.fields?.value ? "price-value-error" : undefined}
          />
          {answer?.fields?.value ? (
            <span id="price-value-error" className="font-normal text-red-800">
              {answer.fields.value}
            </span>
          ) : null}
        </label>
        <label className="flex min-h-12 items-center gap-3 font-semibold">
          <input
            type="checkbox"
            name="volumes"
            checked={fields.volumes}
            onChange={(e) => set({ volumes: e.target.checked })}
            className="h-6 w-6"
          />
          Ook de prijzen van de formaten (bijv. Groot 30 cm)
        </label>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="preview"
            className={`${secondary} min-h-12 text-lg`}
            disabled={busy}
          >
            Voorbeeld bekijken
          </button>
        </div>
        {preview?.preview ? <PreviewTable view={preview as PricePreviewView} busy={busy} /> : null}
      </Form>
    </>
  );
}

function Choice({
  name,
  value,
  label,
  checked,
  onChange,
}: {
  name: string;
  value: string;
  label: string;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label
      className={`inline-flex min-h-12 cursor-pointer items-center gap-2 rounded-full border px-4 font-semibold ${checked ? "border-stone-900 bg-stone-900 text-white" : "border-stone-400 bg-white text-stone-900"}`}
    >
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} className="h-5 w-5" />
      {label}
    </label>
  );
}

function PreviewTable({ view, busy }: { view: PricePreviewView; busy: boolean }) {
  const { preview, summary, token } = view;
  const refused = preview.problems > 0;
  return (
    <section aria-labelledby="price-preview" className={card}>
      <h2 id="price-preview" className="text-xl font-bold">
        Voorbeeld: {summary}
      </h2>
      <p role="status" className={refused ? "font-semibold text-red-800" : "text-stone-800"}>
        {refused
          ? `Dit kan niet: bij ${preview.problems} ${preview.problems === 1 ? "product" : "producten"} klopt de nieuwe prijs niet (zie de rode regels). Er is niets opgeslagen.`
          : `${preview.products.length} ${preview.products.length === 1 ? "product" : "producten"}, ${preview.changed} ${preview.changed === 1 ? "prijs verandert" : "prijzen veranderen"}. Nog niets opgeslagen.`}
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left">
          <thead>
            <tr className="border-b border-stone-300">
              <th scope="col" className="py-2 pr-3">
                Product
              </th>
              <th scope="col" className="py-2 pr-3">
                Welke prijs
              </th>
              <th scope="col" className="py-2 pr-3 text-right">
                Oud
              </th>
              <th scope="col" className="py-2 text-right">
                Nieuw
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.products.flatMap((p) =>
              p.lines.map((l, i) => (
                <tr
                  key={`${p.id}-${l.label}`}
                  className={`border-b border-stone-200 ${p.problem ? "bg-red-50 text-red-900" : ""}`}
                >
                  {i === 0 ? (
                    <th scope="row" rowSpan={p.lines.length} className="py-2 pr-3 align-top font-semibold">
                      {p.name}
                      {p.problem ? <span className="block font-normal">Kan niet: {p.problem}.</span> : null}
                    </th>
                  ) : null}
                  <td className="py-2 pr-3">{l.label}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{formatEuro(l.from)}</td>
                  <td className={`py-2 text-right tabular-nums ${l.to !== l.from ? "font-bold" : ""}`}>
                    {l.to === l.from ? "ongewijzigd" : formatEuro(l.to)}
                  </td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
      {refused ? null : (
        <div className="flex flex-wrap gap-3">
          <input type="hidden" name="token" value={token} />
          <button
            type="submit"
            name="intent"
            value="apply"
            className={`${button} min-h-12 px-8 text-lg`}
            disabled={busy}
          >
            Opslaan
          </button>
          <Link to="/admin/products" className={`${secondary} inline-flex min-h-12 items-center`}>
            Annuleren
          </Link>
        </div>
      )}
    </section>
  );
}
