// A product on the menu: name, description, flags, allergens, price, and the add button
// ("Oplaan" once it is in the cart, docs/spec.md §2).
import { FlagIcon } from "~/components/menu/flag-icon";
import type { MenuCardView } from "~/schemas/menu-view";
import { FLAGS } from "~/domain/constants";
import { labelOf } from "~/domain/labels";
import { formatEuro } from "~/domain/pricing";
import { useHydrated } from "~/components/hydrated";

export function ProductCard({
  product,
  section,
  inCart,
  onOpen,
}: {
  product: MenuCardView;
  section: string;
  inCart: boolean;
  onOpen: () => void;
}) {
  // the dialog is JavaScript: disabled (visibly) until the page has hydrated
  const hydrated = useHydrated();
  // a favourite also stands in its own tab: ids are per section
  const headingId = `${section}-product-${product.id}`;
  return (
    <li
      className={`flex gap-3 rounded-2xl p-4 shadow-sm ring-1 ring-stone-200 ${product.soldOut ? "bg-stone-100" : "bg-white"}`}
      aria-labelledby={headingId}
    >
      {product.photoHtml ? (
        // server-made <picture>: lazy (below the fold), sized so nothing shifts, no image code in the menu's JS
        <div
          className={`h-[88px] w-[88px] shrink-0 overflow-hidden rounded-xl bg-stone-100 ${product.soldOut ? "opacity-60 grayscale" : ""}`}
          dangerouslySetInnerHTML={{ __html: product.photoHtml }}
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <h3
          id={headingId}
          className={`text-base font-semibold leading-snug ${product.soldOut ? "text-stone-600" : ""}`}
        >
          {product.name}
          {product.favorite ? (
            <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-semibold text-amber-900">
              ★ Favoriet
            </span>
          ) : null}
        </h3>
        {product.description ? <p className="mt-1 line-clamp-2 text-sm text-stone-600">{product.description}</p> : null}
        {product.flags.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-1" aria-label="Kenmerken">
            {product.flags.map((flag) => (
              <li
                key={flag}
                className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-700"
              >
                <FlagIcon flag={flag} /> {labelOf(FLAGS, flag) ?? flag}
              </li>
            ))}
          </ul>
        ) : null}
        {product.allergens.length > 0 ? (
          <p className="mt-1 text-xs text-stone-500">Allergenen: {product.allergens.join(", ")}</p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col items-end justify-between gap-2">
        <p className="text-right font-bold tabular-nums">
          {product.display.fromPrice ? <span className="block text-xs font-normal text-stone-500">vanaf</span> : null}
          {product.display.price < product.display.basePrice ? (
            <s className="mr-1 text-sm font-normal text-stone-600">{formatEuro(product.display.basePrice)}</s>
          ) : null}
          {formatEuro(product.display.price)}
        </p>
        {product.soldOut ? (
          <p className="min-h-11 rounded-full bg-stone-200 px-4 py-2 text-sm font-semibold text-stone-800">
            {product.soldOut}
          </p>
        ) : (
          <button
            type="button"
            onClick={onOpen}
            disabled={!hydrated}
            className="min-h-11 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-on-primary shadow-sm hover:opacity-90 disabled:opacity-50"
            // the visible word first (2.5.3 label in name, decision 074): "Oplaan" is what a speech user says
            aria-label={inCart ? `Oplaan: ${product.name} nog een keer toevoegen` : `Toevoegen: ${product.name}`}
          >
            {inCart ? "Oplaan" : "Toevoegen"}
          </button>
        )}
      </div>
    </li>
  );
}
