// "Keuzegroep kopiëren" (docs/issues/015.md §6, "Kaas" on every pizza): one include group with its choices,
// from one product onto the products ticked (a whole tab with one tick). A product that already has a
// group of that name keeps its own ("Overslaan") or gets the copy instead ("Vervangen"), as chosen.
// The summary comes first; "Kopiëren" saves it all in one go.
import { Form, Link, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { button, input, secondary } from "~/components/settings/settings-ui";
import type { BulkToolsView, CopyGroupPreview } from "~/schemas/menu-bulk";
import { BackToProducts, BulkAnswer } from "./bulk-toolbar";
import { card } from "~/components/ui/classes";

type Answer = {
  intent: string;
  ok: boolean;
  message: string;
  fields?: Record<string, string>;
} & Partial<CopyGroupPreview>;

const ACTION_TEXT = {
  add: "krijgt de groep",
  replace: "eigen groep vervangen",
  skip: "overgeslagen: heeft de groep al",
} as const;

export function CopyGroupTool({ tabs, answer }: { tabs: BulkToolsView["tabs"]; answer: Answer | null }) {
  const [changed, setChanged] = useState(false);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const preview =
    answer?.ok && answer.intent === "preview" && answer.targets && !changed ? (answer as CopyGroupPreview) : null;
  const saved = answer?.ok && answer.intent === "apply";
  const sources = tabs.flatMap((t) => t.products.filter((p) => p.groups.length > 0));
  return (
    <>
      <BackToProducts />
      <h1 className="mb-2 text-2xl font-bold">Keuzegroep kopiëren</h1>
      <p className="mb-4 max-w-prose text-stone-800">
        Zet een keuzegroep met al zijn keuzes (bijvoorbeeld &ldquo;Kaas&rdquo; van de Margherita) in één keer bij andere
        producten. Je ziet eerst wat er gebeurt.
      </p>
      {answer && !answer.ok ? <BulkAnswer answer={answer} /> : null}
      {saved ? (
        <div role="status" className="mb-4 rounded-xl bg-green-50 p-3 font-semibold text-green-900">
          <p>{answer.message} Klanten zien het meteen.</p>
          <Link to="/admin/products" className="mt-2 inline-flex min-h-11 items-center underline underline-offset-4">
            Terug naar de producten
          </Link>
        </div>
      ) : null}
      <Form method="post" className="space-y-5" onChange={() => setChanged(true)} onSubmit={() => setChanged(false)}>
        <label className="grid max-w-xl gap-1 font-semibold">
          Welke keuzegroep
          <select name="groupId" className={`${input} min-h-12 bg-white text-lg font-normal`} defaultValue="">
            <option value="" disabled>
              Kies een keuzegroep
            </option>
            {sources.map((p) => (
              <optgroup key={p.id} label={p.name}>
                {p.groups.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.name} van {p.name} ({g.items} {g.items === 1 ? "keuze" : "keuzes"})
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          {answer?.fields?.groupId ? <span className="font-normal text-red-800">{answer.fields.groupId}</span> : null}
        </label>
        <fieldset>
          <legend className="mb-2 font-semibold">Naar welke producten</legend>
          {answer?.fields?.productIds ? <p className="mb-2 text-red-800">{answer.fields.productIds}</p> : null}
          <div className="grid gap-3 md:grid-cols-2">
            {tabs.map((t) => (
              <fieldset key={t.name} className="rounded-xl border border-stone-300 bg-white p-3">
                <legend className="px-1 font-semibold">{t.name}</legend>
                <label className="flex min-h-11 items-center gap-3 font-semibold">
                  <input type="checkbox" name="tabs" value={t.name} className="h-6 w-6" />
                  Hele tab {t.name} ({t.products.length})
                </label>
                <ul className="ml-2 border-l border-stone-200 pl-3">
                  {t.products.map((p) => (
                    <li key={p.id}>
                      <label className="flex min-h-11 items-center gap-3">
                        <input type="checkbox" name="productIds" value={p.id} className="h-6 w-6" />
                        {p.name}
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-2 font-semibold">Heeft een product al een groep met die naam?</legend>
          <label className="flex min-h-11 items-center gap-3">
            <input type="radio" name="mode" value="skip" defaultChecked className="h-5 w-5" />
            Overslaan: het product houdt zijn eigen groep
          </label>
          <label className="flex min-h-11 items-center gap-3">
            <input type="radio" name="mode" value="replace" className="h-5 w-5" />
            Vervangen door de kopie
          </label>
        </fieldset>
        <button type="submit" name="intent" value="preview" className={`${secondary} min-h-12 text-lg`} disabled={busy}>
          Voorbeeld bekijken
        </button>
        {preview ? <Summary preview={preview} busy={busy} /> : null}
      </Form>
    </>
  );
}

function Summary({ preview, busy }: { preview: CopyGroupPreview; busy: boolean }) {
  const { group, source, counts, targets } = preview;
  const writes = counts.add + counts.replace;
  return (
    <section aria-labelledby="copy-preview" className={card}>
      <h2 id="copy-preview" className="text-xl font-bold">
        {group.name} van {source.name}
      </h2>
      <p className="text-stone-800">Keuzes: {group.items.length ? group.items.join(", ") : "geen"}.</p>
      <p role="status" className="font-semibold">
        {counts.add} {counts.add === 1 ? "product krijgt" : "producten krijgen"} de groep
        {counts.replace ? `, bij ${counts.replace} wordt de eigen groep vervangen` : ""}
        {counts.skip
          ? `, ${counts.skip} ${counts.skip === 1 ? "wordt" : "worden"} overgeslagen (heeft al een groep ${group.name})`
          : ""}
        . Nog niets opgeslagen.
      </p>
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
        {targets.map((t) => (
          <li
            key={t.id}
            className={`flex flex-wrap justify-between gap-2 px-3 py-2 ${t.action === "skip" ? "text-stone-600" : ""}`}
          >
            <span className="font-semibold">{t.name}</span>
            <span>{ACTION_TEXT[t.action]}</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <input type="hidden" name="token" value={preview.token} />
        <button
          type="submit"
          name="intent"
          value="apply"
          className={`${button} min-h-12 px-8 text-lg`}
          disabled={busy || writes === 0}
        >
          Kopiëren
        </button>
        <Link to="/admin/products" className={`${secondary} inline-flex min-h-12 items-center`}>
          Annuleren
        </Link>
      </div>
    </section>
  );
}
