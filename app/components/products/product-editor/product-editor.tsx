// The product editor (docs/issues/015.md §2, §3, §8, §9), built for a tablet at 17:30 with customers waiting:
// one column of clear sections (product, prices, allergens, sizes, variants, default includes,
// choice groups), 48 px targets, the buttons always in reach at the bottom, and beside it (below it
// on a phone) the product dialog exactly as the customer will see it, with the running price.
// The draft lives here as typed; the server checks it with the same domain rules and answers a
// message per field, or 409 with the newer values when another admin saved first.
// The folder (decision 085): this file holds the editor and its draft state; the pieces beside it.
import { VAT_CHOICES, isAlcohol } from "~/domain/vat";
import { Link, useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { ImageField } from "~/components/images/image-field";
import { FLAGS } from "~/domain/constants";
import { FormAnswer } from "~/components/form-answer";
import { ALLERGENS, emptyGroup, moveItem, type GroupDraft, type ProductDraft } from "~/domain/product-editor";
import { Conflict, type EditedProduct } from "~/components/products/product-editor/conflict";
import {
  inputClass,
  addButton,
  Section,
  FieldError,
  TextField,
  Check,
  RowButtons,
  valueAt,
  toggle,
} from "~/components/products/product-editor/fields";
import { GroupEditor } from "~/components/products/product-editor/group-editor";
import { type HistoryEntry, History } from "~/components/products/product-editor/history";
import { Preview } from "~/components/products/product-editor/preview";

/** What the editor's action answers. */
export type EditorAnswer =
  | { intent: string; ok: true; message: string; version: number }
  | { intent: string; ok: false; message: string; fields?: Record<string, string>; current?: EditedProduct };

export function ProductEditor({
  product,
  draft: stored,
  tabs,
  groups,
  history,
  hostName,
  added,
}: {
  product: EditedProduct | null;
  draft: ProductDraft;
  tabs: string[];
  groups: Array<{ tab: string; group: string }>;
  history: HistoryEntry[];
  hostName: string;
  added: boolean;
}) {
  const fetcher = useFetcher<EditorAnswer>();
  const [draft, setDraft] = useState<ProductDraft>(stored);
  const [version, setVersion] = useState<number | null>(product?.version ?? null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  /** An answer the owner has dealt with (the newer version loaded): no longer shown. */
  const [dismissed, setDismissed] = useState<EditorAnswer | undefined>(undefined);
  const handled = useRef<EditorAnswer | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  // a page posted without scripts answers through the action data
  const posted = useActionData<EditorAnswer>();
  const latest = fetcher.data ?? posted;
  const answer = fetcher.state === "idle" && latest !== dismissed ? latest : undefined;
  const busy = fetcher.state !== "idle";

  // saved: the stored product is the draft now (new groups and items have their ids)
  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok && answer.intent === "save") {
      setDraft(stored);
      setVersion(answer.version);
    }
  }, [answer, stored]);

  // a message stays beside its field until the owner changes that field
  const submitted = useRef<ProductDraft>(draft);
  const fields = Object.fromEntries(
    Object.entries(answer && !answer.ok ? (answer.fields ?? {}) : {}).filter(
      ([path]) => JSON.stringify(valueAt(draft, path)) === JSON.stringify(valueAt(submitted.current, path)),
    ),
  );
  const conflict = answer && !answer.ok ? answer.current : undefined;
  // alcohol (docs/issues/033.md §2): marking "Alleen 18+" or choosing an alcohol group moves 9 % to 21 %
  const set = (patch: Partial<ProductDraft>) =>
    setDraft((d) => {
      const next = { ...d, ...patch };
      const became = isAlcohol(next) && !isAlcohol(d);
      return became && next.vatRate !== "21" ? { ...next, vatRate: "21", vatConfirmed: false } : next;
    });
  const alcohol = isAlcohol(draft);
  const askLowRate = alcohol && (draft.vatRate ?? "9") === "9" && !draft.vatConfirmed;
  const setGroup = (i: number, g: GroupDraft) => set({ groups: draft.groups.map((x, j) => (j === i ? g : x)) });
  const groupSuggestions = [...new Set(groups.filter((g) => g.tab === draft.tab).map((g) => g.group))];
  const options = [...draft.volumes.map((v) => v.name.trim()), ...draft.variations.map((v) => v.trim())].filter(
    Boolean,
  );
  const save = (v: number | null) => {
    submitted.current = draft;
    fetcher.submit(
      { intent: "save", ...(v ? { version: String(v) } : {}), draft: JSON.stringify(draft) },
      { method: "post" },
    );
  };

  // the first field with a message gets the focus, so the owner sees what to fix
  useEffect(() => {
    if (answer && !answer.ok && answer.fields)
      formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [answer]);

  // a new product starts at its name (docs/issues/033.md §7: the focus landed in the preview's "Opmerking")
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!product) nameRef.current?.focus();
  }, [product]);

  // "Opgeslagen." where the owner's eyes are: beside Opslaan, in a live region that is on the page
  // before its text, so a screen reader reads it out (docs/issues/033.md §7: at the top it was out of view).
  // "… is toegevoegd." after a new product's first save too: set after mount, so it is read out.
  const [addedNotice, setAddedNotice] = useState<string | null>(null);
  useEffect(() => {
    if (added) setAddedNotice(`${stored.name} is toegevoegd.`);
  }, [added, stored.name]);
  // the next post answers for itself: "toegevoegd" does not come back beside a later refusal
  useEffect(() => {
    if (busy) setAddedNotice(null);
  }, [busy]);
  const savedNotice = busy
    ? null
    : answer
      ? answer.ok && answer.intent === "save"
        ? answer.message
        : null
      : addedNotice;

  const copyAndDelete = (
    <>
      <button
        type="button"
        disabled={busy}
        onClick={() => fetcher.submit({ intent: "duplicate" }, { method: "post" })}
        className="min-h-12 rounded-full border border-stone-400 px-5 font-semibold text-stone-900 hover:bg-stone-100"
      >
        Dupliceren
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() => setConfirmDelete(true)}
        className="ml-auto min-h-12 rounded-full border-2 border-red-800 px-5 font-semibold text-red-800 hover:bg-red-50"
      >
        Verwijderen
      </button>
    </>
  );
  return (
    <>
      <p className="mb-2">
        <Link
          to="/admin/products"
          className="inline-flex min-h-11 items-center font-semibold text-primary-ink underline"
        >
          ← Alle producten van {hostName}
        </Link>
      </p>
      <h1 className="mb-4 text-2xl font-bold">{product ? stored.name : "Nieuw product"}</h1>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <fetcher.Form
          ref={formRef}
          method="post"
          noValidate
          className="space-y-4 pb-28"
          onSubmit={(e) => {
            e.preventDefault();
            save(version);
          }}
        >
          {conflict ? (
            <Conflict
              current={conflict}
              mine={draft}
              onLoad={() => {
                setDraft(conflict.draft);
                setVersion(conflict.version);
                setDismissed(latest);
              }}
              onOverwrite={() => {
                setVersion(conflict.version);
                save(conflict.version);
              }}
            />
          ) : null}
          {answer && !answer.ok && !conflict ? <FormAnswer answer={answer} /> : null}

          <Section title="Product">
            <TextField
              label="Naam"
              inputRef={nameRef}
              value={draft.name}
              onChange={(v) => set({ name: v })}
              error={fields.name}
            />
            <div>
              <label htmlFor="product-description" className="mb-1 block font-semibold">
                Omschrijving
              </label>
              <textarea
                id="product-description"
                value={draft.description}
                rows={3}
                onChange={(e) => set({ description: e.target.value })}
                aria-invalid={fields.description ? true : undefined}
                aria-describedby={fields.description ? "product-description-error" : undefined}
                className={`${inputClass} py-2`}
              />
              <FieldError id="product-description-error" message={fields.description} />
            </div>
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField
                label="Tab"
                list="product-tabs"
                value={draft.tab}
                onChange={(v) => set({ tab: v })}
                error={fields.tab}
              />
              <TextField
                label="Groep"
                list="product-groups"
                value={draft.group}
                onChange={(v) => set({ group: v })}
                error={fields.group}
              />
              <TextField label="Type" value={draft.type} onChange={(v) => set({ type: v })} error={fields.type} />
            </div>
            <TextField
              label="PLU"
              className="sm:max-w-xs"
              value={draft.plu ?? ""}
              placeholder={product ? String(product.id) : undefined}
              onChange={(v) => set({ plu: v })}
              error={fields.plu}
              hint={`De code waarmee Thuisbezorgd dit product noemt. Leeg: ${product ? `het productnummer ${String(product.id)}` : "het productnummer"}.`}
            />
            <datalist id="product-tabs">
              {tabs.map((t) => (
                <option key={t} value={t} />
              ))}
            </datalist>
            <datalist id="product-groups">
              {groupSuggestions.map((g) => (
                <option key={g} value={g} />
              ))}
            </datalist>
            <div className="flex flex-wrap gap-2">
              <Check label="Op de menukaart" checked={draft.active} onChange={(v) => set({ active: v })} />
              <Check label="Favoriet" checked={draft.favorite} onChange={(v) => set({ favorite: v })} />
            </div>
          </Section>

          <Section title="Foto">
            <ImageField
              kind="product"
              label="Foto van het product"
              hint="Maak een foto met je telefoon of kies er een. Hij staat op de menukaart zodra je opslaat."
              value={draft.image ?? null}
              onChange={(image) => set({ image })}
              error={fields.image}
            />
          </Section>

          <Section
            title="Prijzen"
            hint="Bedragen zoals 12,50. Prijs bezorgen en Prijs afhalen zijn niet verplicht en gelden alleen als ze lager zijn."
          >
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField
                label="Prijs"
                euro
                value={draft.price}
                onChange={(v) => set({ price: v })}
                error={fields.price}
              />
              <TextField
                label="Prijs bezorgen"
                euro
                value={draft.priceDeliver}
                onChange={(v) => set({ priceDeliver: v })}
                error={fields.priceDeliver}
              />
              <TextField
                label="Prijs afhalen"
                euro
                value={draft.priceTakeout}
                onChange={(v) => set({ priceTakeout: v })}
                error={fields.priceTakeout}
              />
            </div>
            <fieldset className="mt-3" aria-describedby={fields.vatRate ? "vatRate-error" : undefined}>
              <legend className="text-sm font-medium">BTW-tarief (de prijzen zijn inclusief btw)</legend>
              <div className="mt-1 flex flex-wrap gap-2">
                {VAT_CHOICES.map((c) => (
                  <label
                    key={c.value}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded border border-slate-300 px-3 has-[:checked]:border-slate-900 has-[:checked]:bg-slate-100"
                  >
                    <input
                      type="radio"
                      name="vatRate"
                      value={c.value}
                      checked={(draft.vatRate ?? "9") === String(c.value)}
                      onChange={() => set({ vatRate: String(c.value), vatConfirmed: false })}
                    />
                    {c.label}
                  </label>
                ))}
              </div>
              {askLowRate ? (
                <div role="alert" className="mt-2 rounded-xl bg-amber-100 p-3 text-sm text-amber-950">
                  <p className="font-semibold">
                    Alcohol valt onder 21 % btw. Weet je zeker dat {draft.name.trim() || "dit product"} 9 % is?
                  </p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <button
                      type="button"
                      onClick={() => set({ vatRate: "21", vatConfirmed: false })}
                      className="min-h-11 rounded-full bg-slate-900 px-4 font-semibold text-white"
                    >
                      Nee, 21 %
                    </button>
                    <button
                      type="button"
                      onClick={() => set({ vatConfirmed: true })}
                      className="min-h-11 rounded-full border border-slate-400 bg-white px-4 font-semibold"
                    >
                      Ja, 9 % klopt
                    </button>
                  </div>
                </div>
              ) : null}
              <FieldError id="vatRate-error" message={askLowRate ? undefined : fields.vatRate} />
            </fieldset>
          </Section>

          <Section title="Allergenen">
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4">
              {ALLERGENS.map((a) => (
                <Check
                  key={a.value}
                  label={a.label}
                  checked={draft.allergens.includes(a.value)}
                  onChange={(v) => set({ allergens: toggle(draft.allergens, a.value, v) })}
                />
              ))}
            </div>
            <FieldError id="allergens-error" message={fields.allergens} />
          </Section>

          <Section title="Kenmerken">
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {FLAGS.map((f) => (
                <Check
                  key={f.value}
                  label={f.label}
                  checked={draft.flags.includes(f.value)}
                  onChange={(v) => set({ flags: toggle(draft.flags, f.value, v) })}
                />
              ))}
            </div>
          </Section>

          <Section title="Formaten" hint="Bijvoorbeeld Medium en Groot. Zonder prijs geldt de prijs van het product.">
            <ul className="space-y-2">
              {draft.volumes.map((v, i) => (
                <li key={i} className="grid items-start gap-2 sm:grid-cols-[2fr_1fr_1fr_auto]">
                  <TextField
                    label={`Naam formaat ${i + 1}`}
                    srOnly
                    placeholder="Naam, bijv. Groot"
                    value={v.name}
                    onChange={(name) => set({ volumes: draft.volumes.map((x, j) => (j === i ? { ...x, name } : x)) })}
                    error={fields[`volumes.${i}.name`]}
                  />
                  <TextField
                    label={`Prijs formaat ${i + 1}`}
                    srOnly
                    euro
                    value={v.price}
                    onChange={(price) => set({ volumes: draft.volumes.map((x, j) => (j === i ? { ...x, price } : x)) })}
                    error={fields[`volumes.${i}.price`]}
                  />
                  <TextField
                    label={`Aantal stuks formaat ${i + 1}`}
                    srOnly
                    placeholder="Stuks, bijv. 6"
                    value={v.count}
                    onChange={(count) => set({ volumes: draft.volumes.map((x, j) => (j === i ? { ...x, count } : x)) })}
                    error={fields[`volumes.${i}.count`]}
                  />
                  <RowButtons
                    what={`Formaat ${v.name.trim() || i + 1}`}
                    index={i}
                    count={draft.volumes.length}
                    onMove={(by) => set({ volumes: moveItem(draft.volumes, i, by) })}
                    onRemove={() => set({ volumes: draft.volumes.filter((_, j) => j !== i) })}
                  />
                </li>
              ))}
            </ul>
            <button
              type="button"
              className={addButton}
              onClick={() => set({ volumes: [...draft.volumes, { name: "", price: "", count: "" }] })}
            >
              + Formaat toevoegen
            </button>
          </Section>

          <Section title="Varianten" hint="Bijvoorbeeld Broodje en Schotel.">
            <ul className="space-y-2">
              {draft.variations.map((v, i) => (
                <li key={i} className="grid items-start gap-2 sm:grid-cols-[1fr_auto]">
                  <TextField
                    label={`Variant ${i + 1}`}
                    srOnly
                    placeholder="Naam, bijv. Schotel"
                    value={v}
                    onChange={(name) => set({ variations: draft.variations.map((x, j) => (j === i ? name : x)) })}
                    error={fields[`variations.${i}`]}
                  />
                  <RowButtons
                    what={`Variant ${v.trim() || i + 1}`}
                    index={i}
                    count={draft.variations.length}
                    onMove={(by) => set({ variations: moveItem(draft.variations, i, by) })}
                    onRemove={() => set({ variations: draft.variations.filter((_, j) => j !== i) })}
                  />
                </li>
              ))}
            </ul>
            <button type="button" className={addButton} onClick={() => set({ variations: [...draft.variations, ""] })}>
              + Variant toevoegen
            </button>
          </Section>

          <Section
            title="Standaard erbij"
            hint="Zit er standaard bij; de klant kan het weghalen en betaalt dan de prijs minder."
          >
            <ul className="space-y-2">
              {draft.defaultIncludes.map((d, i) => (
                <li key={i} className="grid items-start gap-2 sm:grid-cols-[2fr_1fr_auto]">
                  <TextField
                    label={`Standaard erbij ${i + 1}`}
                    srOnly
                    placeholder="Naam, bijv. Sla"
                    value={d.name}
                    onChange={(name) =>
                      set({ defaultIncludes: draft.defaultIncludes.map((x, j) => (j === i ? { ...x, name } : x)) })
                    }
                    error={fields[`defaultIncludes.${i}.name`]}
                  />
                  <TextField
                    label={`Prijs standaard erbij ${i + 1}`}
                    srOnly
                    euro
                    value={d.price}
                    onChange={(price) =>
                      set({ defaultIncludes: draft.defaultIncludes.map((x, j) => (j === i ? { ...x, price } : x)) })
                    }
                    error={fields[`defaultIncludes.${i}.price`]}
                  />
                  <RowButtons
                    what={`Standaard erbij ${d.name.trim() || i + 1}`}
                    index={i}
                    count={draft.defaultIncludes.length}
                    onMove={(by) => set({ defaultIncludes: moveItem(draft.defaultIncludes, i, by) })}
                    onRemove={() => set({ defaultIncludes: draft.defaultIncludes.filter((_, j) => j !== i) })}
                  />
                </li>
              ))}
            </ul>
            <button
              type="button"
              className={addButton}
              onClick={() => set({ defaultIncludes: [...draft.defaultIncludes, { name: "", price: "" }] })}
            >
              + Standaard erbij toevoegen
            </button>
          </Section>

          <Section
            title="Keuzegroepen"
            hint="Bijvoorbeeld Kaas of Saus. Maximaal 99 is onbeperkt; gratis keuzes zijn de eerste (goedkoopste) keuzes zonder meerprijs."
          >
            {draft.groups.map((g, i) => (
              <GroupEditor
                key={g.id ?? `new-${i}`}
                group={g}
                index={i}
                count={draft.groups.length}
                fields={fields}
                options={options}
                volumes={draft.volumes.map((v) => v.name.trim()).filter(Boolean)}
                onChange={(next) => setGroup(i, next)}
                onMove={(by) => set({ groups: moveItem(draft.groups, i, by) })}
                onRemove={() => set({ groups: draft.groups.filter((_, j) => j !== i) })}
              />
            ))}
            <button
              type="button"
              className={addButton}
              onClick={() => set({ groups: [...draft.groups, emptyGroup()] })}
            >
              + Keuzegroep toevoegen
            </button>
          </Section>

          {product ? <History entries={history} /> : null}

          <div className="fixed inset-x-0 bottom-0 z-10 border-t border-stone-300 bg-white p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(0,0,0,0.08)]">
            <div className="mx-auto flex max-w-[1200px] flex-wrap items-center gap-2">
              <button
                type="submit"
                disabled={busy}
                className="min-h-12 rounded-full bg-primary px-8 text-lg font-bold text-on-primary disabled:opacity-60"
              >
                {busy && fetcher.formData?.get("intent") === "save" ? "Bezig…" : "Opslaan"}
              </button>
              <p
                role="status"
                className={
                  savedNotice
                    ? "order-first basis-full rounded-full bg-green-100 px-4 py-2 font-semibold text-green-900 sm:order-none sm:basis-auto"
                    : "sr-only"
                }
              >
                {savedNotice}
              </p>
              <Link
                to="/admin/products"
                className="inline-flex min-h-12 items-center rounded-full border border-stone-400 px-5 font-semibold text-stone-900 hover:bg-stone-100"
              >
                Annuleren
              </Link>
              {product ? <span className="hidden flex-1 items-center gap-2 sm:flex">{copyAndDelete}</span> : null}
            </div>
          </div>
          {/* a phone: one row of buttons at the bottom of the screen (Opslaan, Annuleren); these two at the end of the page */}
          {product ? <div className="flex items-center gap-2 sm:hidden">{copyAndDelete}</div> : null}
        </fetcher.Form>
        <aside className="-mt-24 pb-28 lg:sticky lg:top-4 lg:mt-0 lg:self-start lg:pb-0">
          <Preview draft={draft} />
        </aside>
      </div>
      {product ? (
        <ConfirmDialog
          open={confirmDelete}
          text={`${stored.name} verwijderen? Dit kan niet ongedaan worden gemaakt.`}
          confirmLabel="Verwijderen"
          onConfirm={() =>
            fetcher.submit({ intent: "delete", version: String(version ?? product.version) }, { method: "post" })
          }
          onClose={() => setConfirmDelete(false)}
        />
      ) : null}
    </>
  );
}
