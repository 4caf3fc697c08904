// "Importeren" (docs/issues/015.md §6, decision 022): choose producten.csv (and keuzegroepen.csv), see the
// differences — new, changed (with the fields), removed — then "Importeren" applies them in one
// transaction: all or nothing. While it runs a progress bar (docs/spec.md §9: 5000 ms, throttle 200 ms);
// a refusal lists every problem with its line. Without scripts the same form posts as a page.
import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { button, secondary } from "~/components/settings/settings-ui";
import type { ImportDiff } from "~/domain/menu-csv-diff";
import { fileInput, UPLOAD_MAX_BYTES, useProgress } from "~/components/use-upload";
import type { ImportPreview } from "~/schemas/menu-bulk";
import { BackToProducts, BulkAnswer } from "./bulk-toolbar";
import { card } from "~/components/ui/classes";
import { Field } from "~/components/ui/field";

type Answer = {
  intent: string;
  ok: boolean;
  message: string;
  errors?: string[];
  fields?: Record<string, string>;
} & Partial<ImportPreview>;

export function ImportTool({ hostName, answer }: { hostName: string; answer: Answer | null }) {
  const fetcher = useFetcher<Answer>();
  const result = fetcher.data ?? answer;
  const [stale, setStale] = useState(false);
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const applying = fetcher.state !== "idle" && fetcher.formData?.get("intent") === "apply";
  const progress = useProgress(applying);
  const preview = result?.ok && result.intent === "preview" && result.diff && !stale ? (result as ImportPreview) : null;
  const done = result?.ok && result.intent === "apply";
  return (
    <>
      <BackToProducts />
      <h1 className="mb-2 text-2xl font-bold">Menu van {hostName} importeren</h1>
      <p className="mb-4 max-w-prose text-stone-800">
        Kies de bestanden van{" "}
        <Link to="/admin/products/exporteren" className="font-semibold text-primary-ink underline underline-offset-4">
          Exporteren
        </Link>{" "}
        die je hebt aangepast. Je ziet eerst wat er verandert. Importeren gaat in één keer: lukt één regel niet, dan
        verandert er niets. Zonder keuzegroepenbestand blijven de keuzegroepen zoals ze zijn.
      </p>
      {result && !result.ok && !applying ? <BulkAnswer answer={result} /> : null}
      {tooLarge ? (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 p-3 font-semibold text-red-800">
          {tooLarge}
        </p>
      ) : null}
      {done && !applying ? (
        <div role="status" className="mb-4 rounded-xl bg-green-50 p-3 font-semibold text-green-900">
          <p>{result.message} Klanten zien het nieuwe menu meteen.</p>
          <Link to="/admin/products" className="mt-2 inline-flex min-h-11 items-center underline underline-offset-4">
            Terug naar de producten
          </Link>
        </div>
      ) : null}
      <fetcher.Form
        method="post"
        encType="multipart/form-data"
        className="space-y-4"
        onChange={(e) => {
          setStale(true);
          const files = [...e.currentTarget.querySelectorAll<HTMLInputElement>("input[type=file]")].flatMap((i) => [
            ...(i.files ?? []),
          ]);
          setTooLarge(
            files.some((f) => f.size > UPLOAD_MAX_BYTES)
              ? "Dit bestand is te groot: maximaal 2 MB. Een menu past daar ruim in; kies het juiste bestand."
              : null,
          );
        }}
        onSubmit={(e) => {
          if (tooLarge) e.preventDefault();
          else setStale(false);
        }}
      >
        <div className="grid gap-4 md:grid-cols-2">
          <Field id="import-products" label="Producten (CSV)">
            {(control) => (
              <input
                {...control}
                type="file"
                name="products"
                accept=".csv,text/csv"
                required
                className={`${fileInput} mt-1`}
              />
            )}
          </Field>
          <Field id="import-groups" label="Keuzegroepen (CSV, mag leeg blijven)">
            {(control) => (
              <input {...control} type="file" name="groups" accept=".csv,text/csv" className={`${fileInput} mt-1`} />
            )}
          </Field>
        </div>
        <button
          type="submit"
          name="intent"
          value="preview"
          className={`${secondary} min-h-12 text-lg`}
          disabled={fetcher.state !== "idle"}
        >
          Verschillen bekijken
        </button>
        {progress !== null ? (
          <Field id="import-progress" label="Bezig met importeren…">
            {(control) => <progress {...control} max={1} value={progress} className="mt-1 h-4 w-full" />}
          </Field>
        ) : null}
        {preview && !applying ? (
          <DiffView diff={preview.diff} groupsGiven={preview.groupsGiven} token={preview.token} />
        ) : null}
      </fetcher.Form>
    </>
  );
}

function DiffView({ diff, groupsGiven, token }: { diff: ImportDiff; groupsGiven: boolean; token: string }) {
  const nothing = diff.added.length + diff.changed.length + diff.removed.length === 0;
  return (
    <section aria-labelledby="import-diff" className={card}>
      <h2 id="import-diff" className="text-xl font-bold">
        Verschillen
      </h2>
      <p role="status" className="font-semibold">
        {diff.added.length} nieuw, {diff.changed.length} gewijzigd, {diff.removed.length} verwijderd, {diff.unchanged}{" "}
        ongewijzigd. {groupsGiven ? "" : "Keuzegroepen blijven zoals ze zijn."} Nog niets opgeslagen.
      </p>
      <DiffList
        title="Nieuw"
        items={diff.added.map((a) => ({ key: `n${a.line}`, name: a.name, detail: `regel ${a.line}, tab ${a.tab}` }))}
      />
      <DiffList
        title="Gewijzigd"
        items={diff.changed.map((c) => ({
          key: `c${c.id}`,
          name: c.name,
          detail: c.details.length ? c.details.join("; ") : c.fields.join(", "),
        }))}
      />
      <DiffList
        title="Verwijderd"
        tone="text-red-800"
        items={diff.removed.map((r) => ({ key: `r${r.id}`, name: r.name, detail: `tab ${r.tab}` }))}
      />
      <div className="flex flex-wrap gap-3">
        <input type="hidden" name="token" value={token} />
        <button
          type="submit"
          name="intent"
          value="apply"
          className={`${button} min-h-12 px-8 text-lg`}
          disabled={nothing}
        >
          Importeren
        </button>
        <Link to="/admin/products" className={`${secondary} inline-flex min-h-12 items-center`}>
          Annuleren
        </Link>
      </div>
      {nothing ? <p>Er is niets te importeren: het bestand is gelijk aan het menu.</p> : null}
    </section>
  );
}

function DiffList({
  title,
  items,
  tone = "",
}: {
  title: string;
  items: Array<{ key: string; name: string; detail: string }>;
  tone?: string;
}) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className={`mb-1 font-bold ${tone}`}>
        {title} ({items.length})
      </h3>
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200">
        {items.map((i) => (
          <li key={i.key} className="flex flex-wrap justify-between gap-2 px-3 py-2">
            <span className="font-semibold">{i.name}</span>
            <span className="text-stone-700">{i.detail}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
