// The customer's view of a product while the owner edits it (docs/issues/015.md §2): the draft as the
// product dialog would price it, readable at every keystroke.
import { priceField } from "./euro-input";
import { UNLIMITED } from "./include-groups";
import type { PricingProduct } from "./line-price";
import { clean, countField, key, type ProductDraft } from "./product-draft";

/**
 * What the customer's product dialog would show for this draft, as it is typed: unreadable prices
 * count as 0 and nameless rows are left out, so the preview never breaks while the owner types.
 */
export function previewPricing(
  draft: ProductDraft,
): PricingProduct & { groups: Array<PricingProduct["groups"][number] & { extra: boolean }> } {
  const cents = (raw: string, optional = false) => {
    const f = priceField(raw, { optional });
    return f.ok ? f.cents : optional ? null : 0;
  };
  const named = <T extends { name: string }>(list: T[]) => {
    const seen = new Set<string>();
    return list.filter((x) => {
      const k = key(x.name);
      if (!k || seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  };
  return {
    name: clean(draft.name) || "Nieuw product",
    price: cents(draft.price) ?? 0,
    priceDeliver: cents(draft.priceDeliver, true),
    priceTakeout: cents(draft.priceTakeout, true),
    volumes: named(draft.volumes).map((v) => ({ name: clean(v.name), price: cents(v.price, true) })),
    variations: [...new Set(draft.variations.map(clean).filter(Boolean))],
    defaultIncludes: named(draft.defaultIncludes).map((d) => ({
      name: clean(d.name),
      price: cents(d.price, true) ?? 0,
    })),
    groups: named(draft.groups).map((g) => {
      const max = countField(g.max) ?? UNLIMITED;
      const min = Math.min(countField(g.min) ?? 0, max || UNLIMITED);
      return {
        name: clean(g.name),
        min,
        max,
        included: countField(g.included) ?? 0,
        half: g.half,
        extra: g.extra,
        exception: g.exception,
        items: named(g.items).map((i) => ({
          name: clean(i.name),
          price: cents(i.price, true) ?? 0,
          volume: clean(i.volume) || null,
        })),
      };
    }),
  };
}
