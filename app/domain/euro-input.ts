// Euro amounts as staff type them ("12,50", "12.5", "€ 12", "1.250,00") → integer cents; anything else → null.
// Shared by the browser (to prefill and check) and the server (which decides).
// parseEuroInput("12,50") === 1250

/** € 10.000: no snack costs more; a larger amount is a typing error (docs/issues/015.md, bad input). */
export const MAX_PRICE = 1_000_000;

export const PRICE_INVALID = "Ongeldig bedrag, bijvoorbeeld 12,50.";
export const PRICE_NEGATIVE = "Een prijs kan niet negatief zijn.";
export const PRICE_TOO_HIGH = "Maximaal € 10.000,00.";

export function parseEuroInput(raw: string): number | null {
  const text = raw.replace(/€/g, "").replace(/\s/g, "");
  // Dutch notation with thousands: "1.250,50", "10.000"
  const dutch = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d{1,2}))?$/.exec(text);
  if (dutch) return Number(dutch[1].replace(/\./g, "")) * 100 + Number((dutch[2] ?? "0").padEnd(2, "0"));
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
}

/** 1250 → "12,50": the input's own notation, without a currency sign. */
export function centsToEuroInput(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
}

export type PriceField = { ok: true; cents: number | null } | { ok: false; message: string };

/**
 * A price field of the product editor: cents, or the Dutch reason it is refused. An optional field
 * left empty is null ("Prijs bezorgen" not set); a required one left empty is "Verplicht.".
 * priceField("12,50") → {ok: true, cents: 1250}; priceField("-1") → {ok: false, message: PRICE_NEGATIVE}
 */
export function priceField(raw: string | null | undefined, opts: { optional?: boolean } = {}): PriceField {
  const text = (raw ?? "").trim();
  if (text === "") return opts.optional ? { ok: true, cents: null } : { ok: false, message: "Verplicht." };
  if (/^-/.test(text.replace(/€|\s/g, ""))) return { ok: false, message: PRICE_NEGATIVE };
  const cents = parseEuroInput(text);
  if (cents === null) return { ok: false, message: PRICE_INVALID };
  if (cents > MAX_PRICE) return { ok: false, message: PRICE_TOO_HIGH };
  return { ok: true, cents };
}
