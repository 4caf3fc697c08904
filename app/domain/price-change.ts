// "Prijzen aanpassen" (docs/issues/015.md §6): every price of a tab or a group up or down by an amount in euros
// or by a percentage, previewed old → new before anything is saved. Pure: the server decides with it
// and the preview shows exactly what will be saved.
// - An amount is added exactly (it is already whole cents): +0,50 then −0,50 gives the old price back.
// - A percentage is rounded to the nearest 5 cents (half up): € 8,99 + 5 % = € 9,4395 → € 9,45, the
//   way a menu prices; a price the percentage moves less than 2,5 cent stays as it is.
// - The base price, "Prijs bezorgen" and "Prijs afhalen" (when set) change together; a size's own
//   price only when asked ("ook de formaten"). A size without its own price follows the base price.
// - A result below € 0,00 or above € 10.000,00 refuses the whole change, in Dutch, per product.
//
// const change = parsePriceChange({ kind: "percent", direction: "up", value: "5" });
// if (change.ok) previewPriceChange(products, change.change, { volumes: true });
import { MAX_PRICE, centsToEuroInput, parseEuroInput } from "./euro-input";

export type PriceChange = { kind: "amount"; cents: number } | { kind: "percent"; hundredths: number };

export const CHANGE_INVALID_AMOUNT = "Vul een bedrag in, bijvoorbeeld 0,50.";
export const CHANGE_INVALID_PERCENT = "Vul een percentage in, bijvoorbeeld 5 of 2,5.";
export const CHANGE_ZERO = "Vul een bedrag of percentage in dat groter is dan 0.";
export const CHANGE_MINUS = "Vul het getal zonder minteken in en kies Verlagen.";
export const CHANGE_TOO_LARGE = "Zo'n grote wijziging kan niet: maximaal € 10.000,00 of 1000 %.";
export const RESULT_NEGATIVE = "de nieuwe prijs wordt lager dan € 0,00";
export const RESULT_TOO_HIGH = "de nieuwe prijs wordt hoger dan € 10.000,00";
export const CHANGE_REFUSED = "Niet opgeslagen: bij deze wijziging klopt een prijs niet (zie de rode regels).";

/** What the owner typed: "Verhogen" or "Verlagen", by "Bedrag" or "Percentage", and the value. */
export interface PriceChangeForm {
  kind: "amount" | "percent";
  direction: "up" | "down";
  value: string;
}

export type ParsedChange = { ok: true; change: PriceChange } | { ok: false; message: string };

/** "5", "2,5", "12.25" (at most two decimals) → hundredths of a percent; anything else null. */
function parsePercent(raw: string): number | null {
  const m = /^(\d{1,4})(?:[.,](\d{1,2}))?$/.exec(raw.replace(/%/g, "").replace(/\s/g, ""));
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
}

/** The owner's form as a signed change, or the Dutch reason it is refused. */
export function parsePriceChange(form: PriceChangeForm): ParsedChange {
  const sign = form.direction === "down" ? -1 : 1;
  // "-5" with "Verhogen" chosen: which did she mean? Ask rather than guess
  if (/^\s*[-−]/.test(form.value)) return { ok: false, message: CHANGE_MINUS };
  if (form.kind === "amount") {
    const cents = parseEuroInput(form.value.trim().replace(/^[+-]/, ""));
    if (cents === null) return { ok: false, message: CHANGE_INVALID_AMOUNT };
    if (cents === 0) return { ok: false, message: CHANGE_ZERO };
    if (cents > MAX_PRICE) return { ok: false, message: CHANGE_TOO_LARGE };
    return { ok: true, change: { kind: "amount", cents: sign * cents } };
  }
  const hundredths = parsePercent(form.value.trim().replace(/^[+-]/, ""));
  if (hundredths === null) return { ok: false, message: CHANGE_INVALID_PERCENT };
  if (hundredths === 0) return { ok: false, message: CHANGE_ZERO };
  if (hundredths > 100_000) return { ok: false, message: CHANGE_TOO_LARGE };
  return { ok: true, change: { kind: "percent", hundredths: sign * hundredths } };
}

/**
 * One price after the change: an amount exactly, a percentage rounded to the nearest 5 cents (half
 * up). May fall outside 0 … € 10.000: the preview names that, nothing clamps it.
 * changePrice(899, {kind: "percent", hundredths: 500}) === 945
 */
export function changePrice(cents: number, change: PriceChange): number {
  if (change.kind === "amount") return cents + change.cents;
  const exact = (cents * (10_000 + change.hundredths)) / 10_000;
  // a price the percentage hardly moves keeps its own cents (8,99 + 0,1 % is still 8,99)
  if (Math.abs(exact - cents) < 2.5) return cents;
  return Math.round(exact / 5) * 5;
}

/** What the preview needs of a product (its prices in cents). */
export interface PricedProduct {
  id: number;
  name: string;
  price: number;
  priceDeliver: number | null;
  priceTakeout: number | null;
  volumes: ReadonlyArray<{ name: string; price: number | null; count?: number }>;
}

export interface PriceLine {
  /** "Prijs", "Prijs bezorgen", "Prijs afhalen", "Groot 30 cm". */
  label: string;
  from: number;
  to: number;
}

export interface ProductPricePreview {
  id: number;
  name: string;
  lines: PriceLine[];
  /** "de nieuwe prijs wordt lager dan € 0,00" — the change is refused as a whole. */
  problem: string | null;
}

export interface PricePreview {
  products: ProductPricePreview[];
  /** Products with a problem; the change can only be saved when 0. */
  problems: number;
  /** Prices that actually change. */
  changed: number;
}

/** The product's prices after the change (what is saved), or null when one falls out of range. */
export function changedPrices<P extends Omit<PricedProduct, "id" | "name">>(
  p: P,
  change: PriceChange,
  opts: { volumes: boolean },
): P {
  const opt = (c: number | null) => (c === null ? null : changePrice(c, change));
  return {
    ...p,
    price: changePrice(p.price, change),
    priceDeliver: opt(p.priceDeliver),
    priceTakeout: opt(p.priceTakeout),
    volumes: opts.volumes ? p.volumes.map((v) => ({ ...v, price: opt(v.price) })) : p.volumes,
  };
}

/** Old → new for every product, with the products whose new price is refused. */
export function previewPriceChange(
  products: ReadonlyArray<PricedProduct>,
  change: PriceChange,
  opts: { volumes: boolean },
): PricePreview {
  let problems = 0;
  let changed = 0;
  const out = products.map((p): ProductPricePreview => {
    const next = changedPrices(p, change, opts);
    const lines: PriceLine[] = [{ label: "Prijs", from: p.price, to: next.price }];
    if (p.priceDeliver !== null && next.priceDeliver !== null)
      lines.push({ label: "Prijs bezorgen", from: p.priceDeliver, to: next.priceDeliver });
    if (p.priceTakeout !== null && next.priceTakeout !== null)
      lines.push({ label: "Prijs afhalen", from: p.priceTakeout, to: next.priceTakeout });
    p.volumes.forEach((v, i) => {
      const to = next.volumes[i]?.price;
      if (v.price !== null && to !== null && to !== undefined) lines.push({ label: v.name, from: v.price, to });
    });
    const problem = lines.some((l) => l.to < 0)
      ? RESULT_NEGATIVE
      : lines.some((l) => l.to > MAX_PRICE)
        ? RESULT_TOO_HIGH
        : null;
    if (problem) problems++;
    changed += lines.filter((l) => l.to !== l.from).length;
    return { id: p.id, name: p.name, lines, problem };
  });
  return { products: out, problems, changed };
}

/** "+ € 0,50", "+ 5 %", "− 10 %": the change as the summary names it. */
export function describePriceChange(change: PriceChange): string {
  const value = change.kind === "amount" ? change.cents : change.hundredths;
  const sign = value < 0 ? "−" : "+";
  const abs = Math.abs(value);
  if (change.kind === "amount") return `${sign} € ${centsToEuroInput(abs)}`;
  const whole = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${sign} ${rest ? `${whole},${String(rest).padStart(2, "0").replace(/0$/, "")}` : whole} %`;
}
