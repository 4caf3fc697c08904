// VAT on consumer prices (docs/issues/017.md §1, decision 035). Every price on the menu includes VAT; a
// product is 9 % (food, soft drinks) or 21 % (alcohol, non-food). An order's delivery fee, iDEAL
// transaction fee and discount follow the main supply: they are split over the rates in
// proportion to the goods. All amounts are integer cents and every split adds up exactly.
// orderGrossByRate({ amount: 2329, lines: [{ amount: 1500, rate: 9 }, { amount: 500, rate: 21 }] })
//   → { 9: 1747, 21: 582 }  (the € 3,29 of fees split 3 : 1)
export type VatRate = 9 | 21;

export const VAT_RATES: ReadonlyArray<VatRate> = [9, 21];
export const DEFAULT_VAT_RATE: VatRate = 9;

/** The product editor's choice. */
export const VAT_CHOICES: ReadonlyArray<{ value: VatRate; label: string }> = [
  { value: 9, label: "9 % (eten, frisdrank)" },
  { value: 21, label: "21 % (alcohol, non-food)" },
];

/** An include item's choice in the editor (decision 071): "" is the product's own rate. */
export const ITEM_VAT_CHOICES: ReadonlyArray<{ value: "" | "9" | "21"; label: string }> = [
  { value: "", label: "Btw zoals het product" },
  { value: "9", label: "9 %" },
  { value: "21", label: "21 %" },
];

export function isVatRate(value: unknown): value is VatRate {
  return value === 9 || value === 21;
}

/** A group or tab named for alcohol: "Bier en wijn", "Wijnen", "Sterke drank", "Cocktails". */
const ALCOHOL_NAME =
  /(^|[^a-zà-ÿ])(bier|bieren|wijn|wijnen|alcohol|alcoholisch|sterke drank|cocktail|cocktails|likeur|likeuren|prosecco|champagne)($|[^a-zà-ÿ])/i;

/** Alcohol (docs/issues/033.md §2): a product marked "Alleen 18+" or in a group or tab named for alcohol. */
export function isAlcohol(product: {
  flags: ReadonlyArray<string>;
  group?: string | null;
  tab?: string | null;
}): boolean {
  return (
    product.flags.includes("adult") || ALCOHOL_NAME.test(product.group ?? "") || ALCOHOL_NAME.test(product.tab ?? "")
  );
}

/** The rate the editor starts from: 21 % for alcohol, else 9 %. */
export function suggestedVatRate(product: Parameters<typeof isAlcohol>[0]): VatRate {
  return isAlcohol(product) ? 21 : DEFAULT_VAT_RATE;
}

/** Saving alcohol at 9 % asks first: the owner confirms it, or it is not saved. */
export const ALCOHOL_LOW_RATE = "Alcohol valt onder 21 % btw. Kies 21 %, of bevestig dat 9 % voor dit product klopt.";

/** True when this rate on this product needs the owner's confirmation (alcohol at 9 %). */
export function lowRateNeedsConfirmation(product: Parameters<typeof isAlcohol>[0], rate: VatRate): boolean {
  return rate === 9 && isAlcohol(product);
}

/** Half away from zero, as PostgreSQL's round(numeric) does, so SQL and this module agree to the cent. */
function roundHalfAway(numerator: number, denominator: number): number {
  if (numerator === 0) return 0;
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const rounded = sign * Math.floor((2 * n + d) / (2 * d));
  // a negative amount under half a unit rounds to 0, not -0 (which Object.is tells apart)
  return rounded === 0 ? 0 : rounded;
}

/** The VAT inside a VAT-inclusive amount: € 10,90 at 9 % holds € 0,90. */
export function vatIn(gross: number, rate: VatRate): number {
  return roundHalfAway(gross * rate, 100 + rate);
}

export interface RatedAmount {
  amount: number;
  rate: VatRate;
}

/**
 * What the customer paid per rate. The order's amount less its lines (delivery fee + iDEAL fee −
 * discount) goes to 21 % in proportion to the 21 % goods, rounded half away from zero, and the rest
 * to 9 %; an order without goods is all 9 %. The two add up to `amount` exactly.
 */
export function orderGrossByRate(order: {
  amount: number;
  lines: ReadonlyArray<RatedAmount>;
}): Record<VatRate, number> {
  const goods = order.lines.reduce((s, l) => s + l.amount, 0);
  const high = order.lines.filter((l) => l.rate === 21).reduce((s, l) => s + l.amount, 0);
  const ancillary = order.amount - goods;
  const gross21 = goods > 0 ? high + roundHalfAway(ancillary * high, goods) : 0;
  return { 9: order.amount - gross21, 21: gross21 };
}

export interface VatPart {
  rate: VatRate;
  gross: number;
  vat: number;
  net: number;
}

export interface VatSplit {
  /** One per input line, in order. */
  lines: VatPart[];
  /** One per rate that occurs, 9 before 21. */
  byRate: VatPart[];
  total: { gross: number; vat: number; net: number };
}

/**
 * The VAT per rate is computed once on that rate's total (as the return to the tax office is), and
 * handed out over the lines by largest remainder, so the lines' VAT adds up to it to the cent:
 * no "€ 0,01 verschil" between the receipt's lines and its total.
 */
export function splitVat(lines: ReadonlyArray<{ gross: number; rate: VatRate }>): VatSplit {
  const out: VatPart[] = lines.map((l) => ({ rate: l.rate, gross: l.gross, vat: 0, net: l.gross }));
  const byRate: VatPart[] = [];
  for (const rate of VAT_RATES) {
    const idx = lines.map((l, i) => (l.rate === rate ? i : -1)).filter((i) => i >= 0);
    if (idx.length === 0) continue;
    const gross = idx.reduce((s, i) => s + lines[i].gross, 0);
    const vat = vatIn(gross, rate);
    // exact shares in units of 1/(100+rate) cent; floor, then the largest remainders get a cent
    const denominator = 100 + rate;
    const exact = idx.map((i) => lines[i].gross * rate);
    const floors = exact.map((e) => Math.floor(e / denominator));
    // 0 ≤ left ≤ number of lines: the sum of floors is at most the exact VAT, less than a cent per line
    const left = vat - floors.reduce((s, f) => s + f, 0);
    const order = idx
      .map((_, k) => ({ k, remainder: exact[k] - floors[k] * denominator }))
      .sort((a, b) => b.remainder - a.remainder || a.k - b.k);
    const given = [...floors];
    for (let j = 0; j < left; j++) given[order[j].k] += 1;
    idx.forEach((i, k) => {
      out[i].vat = given[k];
      out[i].net = lines[i].gross - given[k];
    });
    byRate.push({ rate, gross, vat, net: gross - vat });
  }
  const total = byRate.reduce((t, r) => ({ gross: t.gross + r.gross, vat: t.vat + r.vat, net: t.net + r.net }), {
    gross: 0,
    vat: 0,
    net: 0,
  });
  return { lines: out, byRate, total };
}

export interface RatedChoice {
  price: number;
  /** The include item's own rate; null or absent: the product's. */
  rate?: VatRate | null;
}

/**
 * A line's amount per rate (docs/issues/033.md §2, decision 071): an include item may carry its own rate (a
 * 21 % beer as a 9 % pizza's menu choice). Per group the charged items — the same "cheapest
 * `included` are free" rule as extrasTotal (equal prices: the first chosen is free) — count at their
 * own rate; the unit price and the refunded default includes at the product's (a refund goes no
 * further than the charged extras, which never go below 0; what the product's own part cannot hold
 * comes off the other rate's).
 * Per unit the 21 % part is in 0 … unit + extras, then × quantity: both parts are whole cents and
 * add up to quantity × (unit + extras), the line's amount.
 * lineGrossByRate({ quantity: 2, unit: 1000, rate: 9, groups: [{ included: 0, chosen: [{ price: 300, rate: 21 }] }] })
 *   → { 9: 2000, 21: 600 }
 */
export function lineGrossByRate(line: {
  quantity: number;
  unit: number;
  rate: VatRate;
  groups: ReadonlyArray<{ included: number; chosen: ReadonlyArray<RatedChoice> }>;
  removed?: ReadonlyArray<{ price: number }>;
}): Record<VatRate, number> {
  let own = 0; // charged extras at the product's rate
  let other = 0; // charged extras at the other rate
  for (const group of line.groups) {
    const free = Math.max(0, Math.floor(group.included));
    const paid = group.chosen
      .map((choice, k) => ({ choice, k }))
      .sort((a, b) => a.choice.price - b.choice.price || a.k - b.k)
      .slice(free);
    for (const { choice } of paid) {
      if ((choice.rate ?? line.rate) === line.rate) own += choice.price;
      else other += choice.price;
    }
  }
  // a refund only goes as far as the charged extras (they never go below 0) and comes off the
  // product's own rate; only what its own part cannot hold comes off the other rate's extras
  const refunded = Math.min(
    own + other,
    (line.removed ?? []).reduce((s, r) => s + r.price, 0),
  );
  const ownRaw = line.unit + own - refunded;
  const ownPart = Math.max(0, ownRaw);
  const otherPart = other + Math.min(0, ownRaw);
  const perUnit = ownPart + otherPart;
  const high21 = Math.min(perUnit, Math.max(0, line.rate === 21 ? ownPart : otherPart));
  const amount21 = line.quantity * high21;
  return { 9: line.quantity * perUnit - amount21, 21: amount21 };
}
