// Another admin saved first: their values beside ours, to take theirs or keep ours.
// Part of the product editor (components/products/product-editor/, decision 085).
import { checkProductDraft } from "~/domain/product-editor";
import { type ProductDraft } from "~/domain/product-draft";
import { describeChanges } from "~/domain/product-changes";
import { smallButton } from "~/components/products/product-editor/fields";

/** A product as saved: its version and its draft. */
export interface EditedProduct {
  id: number;
  version: number;
  draft: ProductDraft;
}

export function Conflict({
  current,
  mine,
  onLoad,
  onOverwrite,
}: {
  current: EditedProduct;
  mine: ProductDraft;
  onLoad: () => void;
  onOverwrite: () => void;
}) {
  const theirs = checkProductDraft(current.draft);
  const ours = checkProductDraft(mine);
  const changes = theirs.ok && ours.ok ? describeChanges(ours.value, theirs.value) : [];
  return (
    <div role="alert" className="space-y-3 rounded-2xl border-2 border-amber-600 bg-amber-50 p-4">
      <p className="text-lg font-bold">Dit product is intussen door iemand anders gewijzigd</p>
      <p>Jouw wijzigingen zijn niet opgeslagen. De nieuwste versie:</p>
      {changes.length > 0 ? (
        <table className="w-full text-left">
          <thead>
            <tr>
              <th className="pr-3">Veld</th>
              <th className="pr-3">Jouw versie</th>
              <th>Nieuwste versie</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={c.field} className="border-t border-amber-300">
                <td className="pr-3 font-semibold">{c.field}</td>
                <td className="pr-3">{c.from}</td>
                <td>{c.to}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>
          {current.draft.name}, € {current.draft.price}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onLoad}
          className="min-h-12 rounded-full bg-stone-900 px-5 font-semibold text-white"
        >
          Nieuwste versie laden
        </button>
        <button type="button" onClick={onOverwrite} className={`${smallButton} rounded-full`}>
          Mijn versie toch opslaan
        </button>
      </div>
    </div>
  );
}
