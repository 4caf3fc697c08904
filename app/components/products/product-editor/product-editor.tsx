// The product editor (docs/issues/015.md §2, §3, §8, §9), built for a tablet at 17:30 with customers waiting:
// one column of clear sections (product, prices, allergens, sizes, variants, default includes,
// choice groups), 48 px targets, the buttons always in reach at the bottom, and beside it (below it
// on a phone) the product dialog exactly as the customer will see it, with the running price.
// The draft lives here as typed; the server checks it with the same domain rules and answers a
// message per field, or 409 with the newer values when another admin saved first.
// The folder (decision 085): this file lays the editor out; the draft state is `use-product-draft.ts`,
// each section its own file beside it.
import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { FormAnswer } from "~/components/form-answer";
import { type ProductDraft } from "~/domain/product-draft";
import { AllergensSection, FlagsSection } from "~/components/products/product-editor/check-sections";
import { Conflict, type EditedProduct } from "~/components/products/product-editor/conflict";
import { type HistoryEntry, History } from "~/components/products/product-editor/history";
import {
  GroupsSection,
  IncludesSection,
  VariationsSection,
  VolumesSection,
} from "~/components/products/product-editor/list-sections";
import { Preview } from "~/components/products/product-editor/preview";
import { PriceSection } from "~/components/products/product-editor/price-section";
import { PhotoSection, ProductSection } from "~/components/products/product-editor/product-section";
import { SaveBar } from "~/components/products/product-editor/save-bar";
import { useProductDraft } from "~/components/products/product-editor/use-product-draft";

export type { EditorAnswer } from "~/components/products/product-editor/use-product-draft";

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
  const editor = useProductDraft({ product, stored, added });
  const { fetcher, draft, set, fields, answer, conflict, busy, version } = editor;
  const [confirmDelete, setConfirmDelete] = useState(false);
  const sectionProps = { draft, set, fields };

  // a new product starts at its name (docs/issues/033.md §7: the focus landed in the preview's "Opmerking")
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!product) nameRef.current?.focus();
  }, [product]);

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
          ref={editor.formRef}
          method="post"
          noValidate
          className="space-y-4 pb-28"
          onSubmit={(e) => {
            e.preventDefault();
            editor.save(version);
          }}
        >
          {conflict ? (
            <Conflict
              current={conflict}
              mine={draft}
              onLoad={() => editor.loadNewer(conflict)}
              onOverwrite={() => editor.overwrite(conflict)}
            />
          ) : null}
          {answer && !answer.ok && !conflict ? <FormAnswer answer={answer} /> : null}

          <ProductSection {...sectionProps} product={product} tabs={tabs} groups={groups} nameRef={nameRef} />
          <PhotoSection {...sectionProps} />
          <PriceSection {...sectionProps} />
          <AllergensSection {...sectionProps} />
          <FlagsSection {...sectionProps} />
          <VolumesSection {...sectionProps} />
          <VariationsSection {...sectionProps} />
          <IncludesSection {...sectionProps} />
          <GroupsSection {...sectionProps} />

          {product ? <History entries={history} /> : null}

          <SaveBar
            editing={product !== null}
            busy={busy}
            saving={busy && fetcher.formData?.get("intent") === "save"}
            savedNotice={editor.savedNotice}
            onDuplicate={() => fetcher.submit({ intent: "duplicate" }, { method: "post" })}
            onDelete={() => setConfirmDelete(true)}
          />
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
