// Marketplace commission (docs/issues/017.md §4, docs/issues/018.md §7, decision 056): the owner's typed rate — a
// percent like "13" or "13,5" and a fee per order like "0,19" — as integers (hundredths, cents),
// and the words the pages show. Shared by the server (which decides) and the settings page.
// parsePercent("13,5") → 1350; commissionLabel({ percentHundredths: 1300, perOrderCents: 19 }) → "13 % + € 0,19 per bestelling"
import { parseEuroInput } from "./euro-input";
import { MARKETPLACE_DEFAULTS } from "./finance";
import { formatEuro } from "./pricing";

export const PERCENT_INVALID = "Geef de commissie als percentage tussen 0 en 100, bijvoorbeeld 13 of 13,5.";
export const FEE_INVALID = "Geef het bedrag per bestelling in euro, hoogstens € 100, bijvoorbeeld 0,19.";
export const FROM_INVALID = "Geef een geldige ingangsdatum, bijvoorbeeld 2026-01-01.";

/** Thuisbezorgd's published rate for restaurants that deliver themselves, in the table's units. */
export const DEFAULT_COMMISSION = {
  percentHundredths: Math.round(MARKETPLACE_DEFAULTS.percent * 100),
  perOrderCents: MARKETPLACE_DEFAULTS.perOrder,
} as const;

/** "13", "13,5", "13.25 %" → hundredths (1300, 1350, 1325); anything else, or over 100 %, → null. */
export function parsePercent(raw: string): number | null {
  const m = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(raw.replace(/%/g, "").replace(/\s/g, ""));
  if (!m) return null;
  const hundredths = Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
  return hundredths <= 10_000 ? hundredths : null;
}

/** A fee per order in cents, at most € 100; null when unreadable or more. */
export function parsePerOrderFee(raw: string): number | null {
  const cents = parseEuroInput(raw);
  return cents !== null && cents <= 10_000 ? cents : null;
}

/** A calendar day "YYYY-MM-DD" between 2000 and 2099 that exists (no 2026-02-30). */
export function isEffectiveDay(raw: string): boolean {
  const m = /^(20\d{2})-(\d{2})-(\d{2})$/.exec(raw);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** 1350 → "13,5 %". */
export function percentText(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const rest = hundredths % 100;
  if (rest === 0) return `${whole} %`;
  return `${whole},${String(rest).padStart(2, "0").replace(/0$/, "")} %`;
}

/** The rate in force on `day` (YYYY-MM-DD): the newest set on or before it, else the default. */
export function rateOn<R extends { effectiveFrom: string; percentHundredths: number; perOrderCents: number }>(
  rates: ReadonlyArray<R>,
  day: string,
): { percentHundredths: number; perOrderCents: number } {
  const inForce = rates
    .filter((r) => r.effectiveFrom <= day)
    .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom));
  return inForce[0] ?? DEFAULT_COMMISSION;
}

export function commissionLabel(rate: { percentHundredths: number; perOrderCents: number }): string {
  return `${percentText(rate.percentHundredths)} + ${formatEuro(rate.perOrderCents)} per bestelling`;
}
