// The product editor's draft state: the draft as typed, the version it was loaded at, the server's
// answer (saved, a message per field, or 409 with the newer values) and the notices beside Opslaan.
// Part of the product editor (components/products/product-editor/, decision 085).
import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { isAlcohol } from "~/domain/vat";
import { type ProductDraft } from "~/domain/product-draft";
import { type EditedProduct } from "~/components/products/product-editor/conflict";
import { valueAt } from "~/components/products/product-editor/fields";

/** What the editor's action answers. */
export type EditorAnswer =
  | { intent: string; ok: true; message: string; version: number }
  | { intent: string; ok: false; message: string; fields?: Record<string, string>; current?: EditedProduct };

/** Change part of the draft; what a section gets to edit its fields. */
export type SetDraft = (patch: Partial<ProductDraft>) => void;

/** What each section of the editor gets: the draft, its setter and the server's messages per field path. */
export type SectionProps = { draft: ProductDraft; set: SetDraft; fields: Record<string, string> };

export function useProductDraft({
  product,
  stored,
  added,
}: {
  product: EditedProduct | null;
  stored: ProductDraft;
  added: boolean;
}) {
  const fetcher = useFetcher<EditorAnswer>();
  const [draft, setDraft] = useState<ProductDraft>(stored);
  const [version, setVersion] = useState<number | null>(product?.version ?? null);
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
  const set: SetDraft = (patch) =>
    setDraft((d) => {
      const next = { ...d, ...patch };
      const became = isAlcohol(next) && !isAlcohol(d);
      return became && next.vatRate !== "21" ? { ...next, vatRate: "21", vatConfirmed: false } : next;
    });
  const save = (v: number | null) => {
    submitted.current = draft;
    fetcher.submit(
      { intent: "save", ...(v ? { version: String(v) } : {}), draft: JSON.stringify(draft) },
      { method: "post" },
    );
  };
  /** The conflict's newer values replace the draft; the 409 is dealt with. */
  const loadNewer = (current: EditedProduct) => {
    setDraft(current.draft);
    setVersion(current.version);
    setDismissed(latest);
  };
  /** Save over the newer version. */
  const overwrite = (current: EditedProduct) => {
    setVersion(current.version);
    save(current.version);
  };

  // the first field with a message gets the focus, so the owner sees what to fix
  useEffect(() => {
    if (answer && !answer.ok && answer.fields)
      formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [answer]);

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

  return {
    fetcher,
    formRef,
    draft,
    set,
    version,
    answer,
    busy,
    fields,
    conflict,
    save,
    loadNewer,
    overwrite,
    savedNotice,
  };
}
