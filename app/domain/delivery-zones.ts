// Delivery zones by the 4 digits of a Dutch postcode: fee, minimum order, free delivery from.
// const zone = zoneFor(zones, "3511 AB"); if (zone) fee = deliveryFee(zone, subtotal);
import { formatEuro } from "./pricing";

/** Amounts in cents. freeFrom null: delivery is never free. */
export interface DeliveryZone {
  name?: string | null;
  zipFrom: number;
  zipTo: number;
  fee: number;
  minimum: number;
  freeFrom: number | null;
  active?: boolean;
}

/** "3511 AB", "3511ab" or "3511" → 3511; null when it does not start with a Dutch 4-digit area. */
export function zipDigits(zipcode: string): number | null {
  const match = /^\s*([1-9]\d{3})(?:\s*[a-z]{2})?\s*$/i.exec(zipcode);
  return match ? Number(match[1]) : null;
}

/**
 * The zone that delivers to this postcode. Inactive zones are skipped. When ranges overlap the
 * cheapest fee wins: the restaurant offers both, and the customer would pick the cheaper one.
 */
export function zoneFor<Z extends DeliveryZone>(zones: ReadonlyArray<Z>, zipcode: string): Z | null {
  const digits = zipDigits(zipcode);
  if (digits === null) return null;
  const matching = zones.filter((z) => z.active !== false && z.zipFrom <= digits && digits <= z.zipTo);
  return matching.sort((a, b) => a.fee - b.fee)[0] ?? null;
}

/** The fee for this subtotal (cents): free from `freeFrom` on. */
export function deliveryFee(zone: DeliveryZone, subtotal: number): number {
  return zone.freeFrom !== null && subtotal >= zone.freeFrom ? 0 : zone.fee;
}

export function meetsMinimum(zone: DeliveryZone, subtotal: number): boolean {
  return subtotal >= zone.minimum;
}

/** "Bezorging naar 3511: € 2,50, gratis vanaf € 25,00" (docs/issues/004.md's wording), shown before checkout. */
export function zoneSummary(zone: DeliveryZone, zipcode: string): string {
  const area = zipDigits(zipcode) ?? zipcode.trim();
  if (zone.fee === 0) return `Bezorging naar ${area}: gratis`;
  const free = zone.freeFrom !== null ? `, gratis vanaf ${formatEuro(zone.freeFrom)}` : "";
  return `Bezorging naar ${area}: ${formatEuro(zone.fee)}${free}`;
}

export function outsideZonesMessage(zipcode: string): string {
  return `We bezorgen helaas niet in postcode ${zipDigits(zipcode) ?? zipcode.trim()}. Je kunt je bestelling wel afhalen.`;
}

export function minimumMessage(zone: DeliveryZone, zipcode: string): string {
  return `Het minimale bestelbedrag voor bezorging naar ${zipDigits(zipcode) ?? zipcode.trim()} is ${formatEuro(zone.minimum)}.`;
}
