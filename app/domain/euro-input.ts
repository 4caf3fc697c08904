// Euro amounts as staff type them ("12,50", "12.5", "€ 12") → integer cents; anything else → null.
// Shared by the browser (to prefill and check) and the server (which decides).
// parseEuroInput("12,50") === 1250
export function parseEuroInput(raw: string): number | null {
  const text = raw.replace(/€/g, "").replace(/\s/g, "");
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
}

/** 1250 → "12,50": the input's own notation, without a currency sign. */
export function centsToEuroInput(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
}
