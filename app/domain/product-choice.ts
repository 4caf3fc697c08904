import { isValid, type GroupLimits } from "./include-groups";

export interface ChoosableProduct {
  volume?: ReadonlyArray<{ name: string }> | null;
  variation?: ReadonlyArray<string> | null;
  add?: ReadonlyArray<GroupLimits & { group: string }> | null;
}

export interface ProductSelection {
  volume?: string | null;
  variation?: string | null;
  /** Chosen item names per include group name. */
  includes?: Readonly<Record<string, ReadonlyArray<string>>>;
}

export type MissingChoice = { kind: "volume" } | { kind: "variation" } | { kind: "group"; group: string };

/**
 * docs/spec.md §4/§5: what still has to be chosen before the product may go into the
 * cart. A chosen volume or variation must be one the product offers, so a
 * stale selection from another product cannot slip through.
 */
export function missingChoices(product: ChoosableProduct, selection: ProductSelection): MissingChoice[] {
  const missing: MissingChoice[] = [];
  const volumes = product.volume ?? [];
  if (volumes.length > 0 && !volumes.some((volume) => volume.name === selection.volume)) {
    missing.push({ kind: "volume" });
  }
  const variations = product.variation ?? [];
  if (variations.length > 0 && !variations.some((variation) => variation === selection.variation)) {
    missing.push({ kind: "variation" });
  }
  for (const group of product.add ?? []) {
    const chosen = selection.includes?.[group.group] ?? [];
    if (!isValid(group, chosen)) missing.push({ kind: "group", group: group.group });
  }
  return missing;
}

/** docs/spec.md §4: a product is complete only when all required choices are made. */
export function isComplete(product: ChoosableProduct, selection: ProductSelection): boolean {
  return missingChoices(product, selection).length === 0;
}
