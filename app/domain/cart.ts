import { lineAmount } from "./pricing";

/** docs/spec.md §3 cart item. Money fields are integer cents. */
export interface CartItem {
  /** The product id. */
  _id?: string | number;
  name?: string;
  $name: string;
  $subname?: string;
  /** The customer's remark ("Opmerking"). */
  $description?: string;
  /** Unit price, before extras. */
  $price?: number;
  /** Line total; kept in step with $quantity by every function here. */
  $amount?: number;
  $quantity: number;
  $volume?: string | null;
  $variation?: string | null;
  /** Extras per unit. */
  $extras?: number;
  $include?: string[];
  /** The choices as lines ("Eerste helft: ½ Salami", "Hele pizza: Ham"); older carts lack it. */
  $details?: string[];
  /** Includes of the second half of a half-and-half item. */
  $include2?: string[];
  $half?: boolean;
  $price_deliver?: number | null;
  $price_takeout?: number | null;
  /** 1-based position in the cart. */
  $_id?: number;
  icon?: string;
  group?: string;
  tab?: string;
  delete?: boolean;
  host?: string | number | null;
}

/**
 * A single cart line cannot exceed this. Larger numbers are clamped rather
 * than rejected: a customer tapping "+" once too often should not lose the
 * line, and no takeaway line ever needs 100 of anything.
 */
export const MAX_QUANTITY = 99;

/** The tab docs/spec.md §3 reserves for extras; they list after all menu tabs. */
export const EXTRA_TAB = "extra";

function sortedNames(names: ReadonlyArray<string> | undefined): string {
  return JSON.stringify([...(names ?? [])].sort());
}

/**
 * docs/spec.md §4 merges lines with the same name, subname and includes. Volume,
 * variation, half-and-half and the remark are compared too: they change what
 * the kitchen makes or what it costs, and merging them would silently drop
 * one of the two. Includes compare as multisets, so choice order is ignored.
 */
export function isSameLine(a: CartItem, b: CartItem): boolean {
  return (
    a.$name.trim() === b.$name.trim() &&
    (a.$subname ?? "") === (b.$subname ?? "") &&
    sortedNames(a.$include) === sortedNames(b.$include) &&
    sortedNames(a.$include2) === sortedNames(b.$include2) &&
    (a.$volume ?? null) === (b.$volume ?? null) &&
    (a.$variation ?? null) === (b.$variation ?? null) &&
    Boolean(a.$half) === Boolean(b.$half) &&
    (a.$description ?? "").trim() === (b.$description ?? "").trim()
  );
}

function isQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1;
}

function clampQuantity(quantity: number): number {
  return Math.min(MAX_QUANTITY, quantity);
}

/**
 * Copies the line with a new quantity. A stored $amount is recomputed from
 * the unit price when there is one; a line priced only by its total (the
 * marketplace item) scales that total instead.
 */
function withQuantity(item: CartItem, quantity: number): CartItem {
  const next: CartItem = { ...item, $quantity: quantity };
  if (item.$amount === undefined) return next;
  if (typeof item.$price === "number") {
    next.$amount = lineAmount(quantity, item.$price, item.$extras ?? 0);
  } else if (item.$quantity > 0) {
    next.$amount = Math.round((item.$amount / item.$quantity) * quantity);
  }
  return next;
}

/** Positions are 1-based and follow list order. */
function renumber(items: ReadonlyArray<CartItem>): CartItem[] {
  return items.map((item, index) => (item.$_id === index + 1 ? item : { ...item, $_id: index + 1 }));
}

function positionOf(item: CartItem, index: number): number {
  return item.$_id ?? index + 1;
}

/**
 * docs/spec.md §4/§5: adds a line, or adds its quantity to an identical line. A
 * nameless item or a quantity that is not a whole number of at least 1 is
 * refused by returning the input list itself (same reference), so callers
 * can tell nothing changed.
 */
export function addItem(items: CartItem[], item: CartItem): CartItem[] {
  if (typeof item.$name !== "string" || item.$name.trim() === "") {
    return items;
  }
  if (!isQuantity(item.$quantity)) return items;
  const index = items.findIndex((existing) => !existing.delete && isSameLine(existing, item));
  if (index === -1) {
    const added = withQuantity(item, clampQuantity(item.$quantity));
    return renumber([...items, added]);
  }
  const existing = items[index];
  const merged = withQuantity(existing, clampQuantity(existing.$quantity + item.$quantity));
  return renumber(items.map((line, i) => (i === index ? merged : line)));
}

/**
 * docs/spec.md §4: sets the quantity of the line at `position` ($_id). Below 1 the
 * line is removed and the rest renumbered; above MAX_QUANTITY it is clamped.
 * A fractional or non-numeric quantity, or an unknown position, changes
 * nothing.
 */
export function setQuantity(items: CartItem[], position: number, quantity: number): CartItem[] {
  const index = items.findIndex((item, i) => positionOf(item, i) === position);
  if (index === -1 || !Number.isFinite(quantity)) return items;
  if (quantity < 1) return renumber(items.filter((_, i) => i !== index));
  if (!Number.isInteger(quantity)) return items;
  const updated = withQuantity(items[index], clampQuantity(quantity));
  return items.map((item, i) => (i === index ? updated : item));
}

/**
 * docs/spec.md §4 order: the host's menu tabs in their order, then tabs the host no
 * longer lists (so they stay visible rather than vanish), then extras, and
 * icon items (the marketplace line) last. Equal keys keep their cart order.
 */
export function sortItems(items: ReadonlyArray<CartItem>, tabs: ReadonlyArray<string>): CartItem[] {
  const rank = (item: CartItem): number => {
    if (item.icon) return tabs.length + 2;
    if (item.tab === EXTRA_TAB) return tabs.length + 1;
    const index = item.tab === undefined ? -1 : tabs.indexOf(item.tab);
    return index === -1 ? tabs.length : index;
  };
  const sorted = items
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
  return renumber(sorted);
}

/** What a line costs; lines marked deleted cost nothing. */
export function lineTotal(item: CartItem): number {
  if (item.delete) return 0;
  if (typeof item.$amount === "number") return item.$amount;
  return lineAmount(item.$quantity, item.$price ?? 0, item.$extras ?? 0);
}

/** The number on the cart button: every unit, not every line. */
export function cartCount(items: ReadonlyArray<CartItem>): number {
  return items.reduce((count, item) => count + (item.delete ? 0 : item.$quantity), 0);
}

/**
 * Cents. $amount wins when present because it is what the customer was
 * shown; otherwise quantity × (price + extras).
 */
export function cartTotal(items: ReadonlyArray<CartItem>): number {
  return items.reduce((total, item) => total + lineTotal(item), 0);
}

/**
 * docs/spec.md §4: switching restaurant drops lines that belong to another host.
 * Ids compare as text because they arrive as numbers from the database and
 * as strings from forms. Lines without a host belong to nobody and stay.
 */
export function clearForHost(items: CartItem[], hostId: string | number): CartItem[] {
  const kept = items.filter(
    (item) => item.host === undefined || item.host === null || String(item.host) === String(hostId),
  );
  return kept.length === items.length ? items : renumber(kept);
}
