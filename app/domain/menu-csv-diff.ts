// What a menu import changes (decision 022): the products it adds, changes (in the owner's words) and
// removes, compared with the stored menu as the editor would save it.
import { checkProductDraft } from "./product-editor";
import { describeChanges } from "./product-changes";
import { draftFromProduct, type ProductInput } from "./product-draft";
import type { ExportProduct } from "./menu-csv";
import type { ImportedProduct } from "./menu-csv-import";

/** A stored product as the editor would save it unchanged (so a round trip compares like with like). */
export function normalised(input: ProductInput): ProductInput {
  const checked = checkProductDraft(draftFromProduct(input));
  if (!checked.ok) return input;
  // a PLU the input does not name stays absent: written, it would erase the stored one
  const { plu, ...value } = checked.value;
  return input.plu === undefined ? value : { ...value, plu };
}

// the CSV carries neither ids nor the PLU (docs/issues/018.md §3: the editor's field) nor an include item's own
// VAT rate (decision 071): an import leaves those as they are, so they never count as a change
const withoutIds = ({ plu: _plu, ...p }: ProductInput) => ({
  ...p,
  groups: p.groups.map((g) => ({
    ...g,
    id: null,
    items: g.items.map(({ vatRate: _vatRate, ...i }) => ({ ...i, id: null })),
  })),
});

export interface ImportDiff {
  added: Array<{ line: number; name: string; tab: string }>;
  /** fields: what changed, in the owner's words; details: the first few as "Prijs: € 3,25 → € 4,00". */
  changed: Array<{ line: number; id: number; name: string; fields: string[]; details: string[] }>;
  removed: Array<{ id: number; name: string; tab: string }>;
  unchanged: number;
}

/**
 * New, changed (with the fields in the owner's words) and removed products, or the lines whose ids
 * are not this restaurant's. Without a groups file a product's stored groups count as unchanged.
 */
export function importDiff(
  stored: ReadonlyArray<ExportProduct>,
  parsed: { products: ImportedProduct[]; groupsGiven: boolean },
): { ok: true; diff: ImportDiff } | { ok: false; errors: string[] } {
  const byId = new Map(stored.map((s) => [s.id, s]));
  const unknown = parsed.products.filter((p) => p.id !== null && !byId.has(p.id));
  if (unknown.length)
    return {
      ok: false,
      errors: unknown.map(
        (p) =>
          `Regel ${p.line}: er is geen product met id ${p.id} bij dit restaurant. Laat het id leeg voor een nieuw product.`,
      ),
    };
  const diff: ImportDiff = { added: [], changed: [], removed: [], unchanged: 0 };
  const seen = new Set<number>();
  for (const p of parsed.products) {
    if (p.id === null) {
      diff.added.push({ line: p.line, name: p.input.name, tab: p.input.tab });
      continue;
    }
    seen.add(p.id);
    const before = normalised(byId.get(p.id)!.input);
    const after = parsed.groupsGiven ? p.input : { ...p.input, groups: before.groups };
    if (JSON.stringify(withoutIds(before)) === JSON.stringify(withoutIds(after))) {
      diff.unchanged++;
      continue;
    }
    const changes = describeChanges(before, after);
    const fields = [...new Set(changes.map((c) => c.field.split(":")[0].replace(/^Keuzegroep .*/, "Keuzegroepen")))];
    diff.changed.push({
      line: p.line,
      id: p.id,
      name: p.input.name,
      fields: fields.length ? fields : ["Keuzegroepen"],
      details: changes.slice(0, 3).map((c) => `${c.field}: ${c.from} → ${c.to}`),
    });
  }
  for (const s of stored) if (!seen.has(s.id)) diff.removed.push({ id: s.id, name: s.input.name, tab: s.input.tab });
  return { ok: true, diff };
}
