// One cart line, priced from the product as the database holds it and the customer's choices.
// The product dialog (live price in the browser) and the server (cart, order) call this same
// function, so what the customer sees is what the server charges.
import { isNoneItem } from "./include-groups";
import { missingChoices, type MissingChoice } from "./product-choice";
import { extrasTotal, lineAmount, unitPrice, type ChoicePart, type PricedChoice } from "./pricing";
import { MAX_QUANTITY } from "./cart";
import { lineGrossByRate, type RatedChoice, type VatRate } from "./vat";

export interface PricingItem {
  name: string;
  price: number;
  /** Only offered with this volume of the product. */
  volume?: string | null;
  /** Its own VAT rate (decision 071); null or absent: the product's. */
  vatRate?: VatRate | null;
}

export interface PricingGroup {
  name: string;
  min: number;
  max: number;
  included: number;
  /** The second half of a half-and-half product: its choices are the line's include2. */
  half?: boolean;
  /** Volume or variation names for which this group is not offered. */
  exception?: ReadonlyArray<string>;
  items: ReadonlyArray<PricingItem>;
}

export interface PricingProduct {
  name: string;
  price: number;
  priceDeliver?: number | null;
  priceTakeout?: number | null;
  /** The product's VAT rate; absent: 9 %. */
  vatRate?: VatRate;
  volumes: ReadonlyArray<{ name: string; price: number | null }>;
  variations: ReadonlyArray<string>;
  defaultIncludes: ReadonlyArray<PricedChoice>;
  groups: ReadonlyArray<PricingGroup>;
}

export interface LineSelection {
  quantity: number;
  volume?: string | null;
  variation?: string | null;
  /** Chosen item names per group name. */
  includes?: Readonly<Record<string, ReadonlyArray<string>>>;
  /** Default includes the customer took off. */
  removed?: ReadonlyArray<string>;
}

export interface PricedLine {
  ok: true;
  unit: number;
  extras: number;
  amount: number;
  /** The part of `amount` at 21 % VAT (lineGrossByRate); the rest is 9 %. */
  amount21: number;
  /** "Middel, Schotel": the chosen volume and variation. */
  subname: string | null;
  include: PricedChoice[];
  include2: PricedChoice[];
  removed: PricedChoice[];
}

export type LineProblem =
  | { kind: "missing"; missing: MissingChoice[] }
  | { kind: "quantity" }
  | { kind: "unknown-choice"; group: string; item: string };

export type LinePrice = PricedLine | { ok: false; problem: LineProblem };

/** The groups offered with this volume/variation, each with the items offered for the volume. */
export function offeredGroups<G extends PricingGroup>(
  product: { groups: ReadonlyArray<G> },
  choice: { volume?: string | null; variation?: string | null },
): G[] {
  const picked = [choice.volume, choice.variation].filter((x): x is string => !!x);
  return product.groups
    .filter((g) => !(g.exception ?? []).some((e) => picked.includes(e)))
    .map((g) => ({ ...g, items: g.items.filter((i) => !i.volume || i.volume === choice.volume) }));
}

export function priceLine(product: PricingProduct, selection: LineSelection, opts: { deliver: boolean }): LinePrice {
  const { quantity } = selection;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) {
    return { ok: false, problem: { kind: "quantity" } };
  }
  const groups = offeredGroups(product, selection);
  const missing = missingChoices(
    {
      volume: product.volumes,
      variation: product.variations,
      add: groups.map((g) => ({ group: g.name, min: g.min, max: g.max })),
    },
    selection,
  );
  if (missing.length > 0) return { ok: false, problem: { kind: "missing", missing } };

  const include: PricedChoice[] = [];
  const include2: PricedChoice[] = [];
  const charged: Array<{ included: number; chosen: PricedChoice[] }> = [];
  const rated: Array<{ included: number; chosen: RatedChoice[] }> = [];
  // half-and-half: the group flagged half is the second half, the group just before it the first;
  // every other group (toppings, cheese) is for the whole pizza — the kitchen must see which
  const secondAt = groups.findIndex((g) => g.half);
  const partOf = (index: number): ChoicePart | undefined =>
    secondAt < 0 ? undefined : index === secondAt ? "second" : index === secondAt - 1 ? "first" : "whole";
  for (const [index, group] of groups.entries()) {
    const part = partOf(index);
    const chosen: PricedChoice[] = [];
    const ratedChosen: RatedChoice[] = [];
    for (const name of selection.includes?.[group.name] ?? []) {
      const item = group.items.find((i) => i.name === name);
      if (!item) {
        // "Geen saus" may be offered without being stored as an item (docs/spec.md §5)
        if (isNoneItem(name)) continue;
        return { ok: false, problem: { kind: "unknown-choice", group: group.name, item: name } };
      }
      chosen.push(part ? { name: item.name, price: item.price, part } : { name: item.name, price: item.price });
      ratedChosen.push({ price: item.price, rate: item.vatRate ?? null });
    }
    (group.half ? include2 : include).push(...chosen);
    charged.push({ included: group.included, chosen });
    rated.push({ included: group.included, chosen: ratedChosen });
  }
  const unknownGroup = Object.keys(selection.includes ?? {}).find(
    (name) => (selection.includes?.[name]?.length ?? 0) > 0 && !groups.some((g) => g.name === name),
  );
  if (unknownGroup) {
    return {
      ok: false,
      problem: { kind: "unknown-choice", group: unknownGroup, item: selection.includes?.[unknownGroup]?.[0] ?? "" },
    };
  }
  const removed = product.defaultIncludes.filter((d) => selection.removed?.includes(d.name));
  const volume = product.volumes.find((v) => v.name === selection.volume) ?? null;
  const unit = unitPrice(
    { price: product.price, price_deliver: product.priceDeliver, price_takeout: product.priceTakeout },
    { deliver: opts.deliver, volume },
  );
  const extras = extrasTotal(charged, removed);
  return {
    ok: true,
    unit,
    extras,
    amount: lineAmount(quantity, unit, extras),
    amount21: lineGrossByRate({ quantity, unit, rate: product.vatRate ?? 9, groups: rated, removed })[21],
    subname: [selection.volume, selection.variation].filter(Boolean).join(", ") || null,
    include,
    include2,
    removed: [...removed],
  };
}

/** A Dutch sentence for what is wrong with a line, for the disabled add button and 4xx answers. */
export function lineProblemText(problem: LineProblem): string {
  switch (problem.kind) {
    case "quantity":
      return `Kies een aantal van 1 tot en met ${MAX_QUANTITY}.`;
    case "unknown-choice":
      return `"${problem.item}" kan niet gekozen worden bij ${problem.group}.`;
    case "missing": {
      const first = problem.missing[0];
      if (first.kind === "volume") return "Kies eerst een formaat.";
      if (first.kind === "variation") return "Kies eerst een variant.";
      return `Maak een keuze bij ${first.group}.`;
    }
  }
}
