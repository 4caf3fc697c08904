// The product dialog exactly as the customer will see it, with the running price, beside the editor.
// Part of the product editor (components/products/product-editor/, decision 085).
import { useMemo, useState } from "react";
import { ProductDialog } from "~/components/menu/product-dialog";
import { pictureView } from "~/domain/images";
import type { MenuProductView } from "~/schemas/menu-view";
import { type ProductDraft } from "~/domain/product-draft";
import { previewPricing } from "~/domain/product-preview";

/** The customer's product dialog for the draft, as it is typed (docs/issues/015.md §3). */
export function Preview({ draft }: { draft: ProductDraft }) {
  const [deliver, setDeliver] = useState(false);
  const product: MenuProductView = useMemo(() => {
    const pricing = previewPricing(draft);
    return {
      id: 0,
      name: pricing.name,
      description: draft.description.trim() || null,
      allergens: draft.allergens,
      flags: draft.flags,
      favorite: draft.favorite,
      // the card's price; the dialog prices every choice itself (and menuPrice stays out of the menu's shared chunk)
      display: { price: pricing.price, basePrice: pricing.price, fromPrice: false },
      choices: true,
      soldOut: null,
      photoHtml: null,
      photo: draft.image ? pictureView(draft.image) : null,
      pricing,
    };
  }, [draft]);
  // sizes, variants and groups renamed or removed: start the customer's choices afresh
  const shape = JSON.stringify([
    product.pricing.volumes.map((v) => v.name),
    product.pricing.variations,
    product.pricing.groups.map((g) => [g.name, g.items.map((i) => i.name)]),
  ]);
  return (
    <section aria-labelledby="preview-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="preview-title" className="text-xl font-bold">
          Voorbeeld voor de klant
        </h2>
        <div role="group" aria-label="Prijs voor" className="flex gap-1 rounded-full border border-stone-400 p-1">
          {[
            [false, "Afhalen"],
            [true, "Bezorgen"],
          ].map(([value, label]) => (
            <button
              key={String(label)}
              type="button"
              aria-pressed={deliver === value}
              onClick={() => setDeliver(value as boolean)}
              className={`min-h-11 rounded-full px-4 font-semibold ${deliver === value ? "bg-stone-900 text-white" : "text-stone-900"}`}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
      <ProductDialog
        key={shape}
        product={product}
        deliver={deliver}
        busy={false}
        inline
        onAdd={() => {}}
        onClose={() => {}}
      />
    </section>
  );
}
