/** All amounts are integer euro cents (docs/design.md §4). */

export interface PricedProduct {
  price: number;
  price_deliver?: number | null;
  price_takeout?: number | null;
}

export interface ChosenVolume {
  name: string;
  price?: number | null;
}

export interface PricedChoice {
  name: string;
  price: number;
  /**
   * On a half-and-half product, which part a choice is for: the first half, the second half, or
   * the whole (toppings, cheese). Absent on other products, and on orders from before it was kept.
   */
  part?: ChoicePart;
}

export type ChoicePart = "first" | "second" | "whole";

export interface ExtrasGroup {
  included: number;
  chosen: ReadonlyArray<PricedChoice>;
}

/** docs/spec.md §9: iDEAL costs the customer € 0,29. */
export const IDEAL_FEE = 29;

function isPrice(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0;
}

/**
 * docs/spec.md §9 unit price. A volume price of 0 is a real price (a free size), so
 * only null/undefined means "this volume has no own price". A reduced
 * delivery or takeout price must be above 0: legacy product rows store 0 for
 * "no reduced price", and a product that is free only when delivered is not
 * something a restaurant means.
 */
export function unitPrice(product: PricedProduct, opts: { deliver: boolean; volume?: ChosenVolume | null }): number {
  const volumePrice = opts.volume?.price;
  if (isPrice(volumePrice)) return volumePrice;
  const reduced = opts.deliver ? product.price_deliver : product.price_takeout;
  if (isPrice(reduced) && reduced > 0 && reduced < product.price) {
    return reduced;
  }
  return product.price;
}

function sum(values: ReadonlyArray<number>): number {
  return values.reduce((total, value) => total + value, 0);
}

/**
 * docs/spec.md §9 extras. Per group the first `included` choices are free; the
 * customer gets the cheapest ones free so the charge never depends on the
 * order in which they tapped. Removing a default include refunds its price,
 * but the extras never go below 0 so a pizza cannot get cheaper than its
 * base price by taking everything off.
 */
export function extrasTotal(
  groups: ReadonlyArray<ExtrasGroup>,
  removedDefaults: ReadonlyArray<PricedChoice> = [],
): number {
  const charged = sum(
    groups.map((group) => {
      const free = Math.max(0, Math.floor(group.included));
      const prices = group.chosen.map((choice) => choice.price).sort((a, b) => a - b);
      return sum(prices.slice(free));
    }),
  );
  const refunded = sum(removedDefaults.map((item) => item.price));
  return Math.max(0, charged - refunded);
}

/** docs/spec.md §9: quantity × (unit price + extras). */
export function lineAmount(quantity: number, unit: number, extras: number): number {
  return quantity * (unit + extras);
}

/** The payment surcharge the customer pays on top of the order. */
export function paymentFee(method: string): number {
  return method === "ideal" ? IDEAL_FEE : 0;
}

/**
 * "€ 12,50", "€ -3,00", "€ 1.250,00": character for character what Intl's nl-NL euro format writes (the
 * U+00A0 no-break space after the sign included; a unit test holds the two together), without Intl. The
 * first Intl formatter a page makes loads the browser's locale data, tens of milliseconds on a phone in
 * the middle of hydration, and every card, line and total is an amount (decision 113).
 */
export function formatEuro(cents: number): string {
  // Intl rounds half a cent away from zero, and writes the sign of minus zero
  const whole = Math.round(Math.abs(cents));
  return `${euroText(isNegative(cents), Math.floor(whole / 100))},${String(whole % 100).padStart(2, "0")}`;
}

/** "€ 1.250", rounded to whole euros (half away from zero, as Intl): a chart's axis, where cents are noise. */
export function formatWholeEuro(cents: number): string {
  return euroText(isNegative(cents), Math.round(Math.abs(cents) / 100));
}

/** Intl writes a minus for minus zero too, and for an amount that rounds to zero. */
function isNegative(cents: number): boolean {
  return cents < 0 || Object.is(cents, -0);
}

/** "€ -1.250": "€", a no-break space, a minus when negative, whole euros with "." between thousands (nl-NL). */
function euroText(negative: boolean, euros: number): string {
  return `€\u00a0${negative ? "-" : ""}${String(euros).replace(/\B(?=(\d{3})+$)/g, ".")}`;
}

export interface MenuPrice {
  /** What the card shows: the lowest price the customer can pay for this product in this mode. */
  price: number;
  /** Struck through when higher than `price` (a reduced delivery or takeout price). */
  basePrice: number;
  /** "vanaf": the sizes cost different amounts. */
  fromPrice: boolean;
}

/**
 * The price on a menu card (docs/issues/014.md §15): the lowest unit price over every size, where a size
 * without its own price costs the product's own (mode) price — so "vanaf" never exceeds the
 * cheapest size a customer can actually choose.
 */
export function menuPrice(
  product: PricedProduct & { volumes: ReadonlyArray<ChosenVolume> },
  opts: { deliver: boolean },
): MenuPrice {
  if (product.volumes.length === 0) {
    return { price: unitPrice(product, opts), basePrice: product.price, fromPrice: false };
  }
  const prices = product.volumes.map((volume) => unitPrice(product, { deliver: opts.deliver, volume }));
  const price = Math.min(...prices);
  return { price, basePrice: price, fromPrice: new Set(prices).size > 1 };
}

/**
 * What choosing (or keeping) `name` costs in this group given its free choices (docs/issues/014.md §16): the
 * difference it makes to extrasTotal. A topping within the free count shows no "+ € 1,25".
 * choicePrice({ included: 2, items }, ["Ui"], "Kaas") === 0
 */
export function choicePrice(
  group: { included: number; items: ReadonlyArray<PricedChoice> },
  chosen: ReadonlyArray<string>,
  name: string,
): number {
  const priced = (names: ReadonlyArray<string>) =>
    extrasTotal([{ included: group.included, chosen: group.items.filter((i) => names.includes(i.name)) }]);
  const without = chosen.filter((n) => n !== name);
  return priced([...without, name]) - priced(without);
}
