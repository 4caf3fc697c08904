// A chain's public page (/hub2/{index}/{type}, docs/issues/016.md §5): which locations offer pickup or
// delivery, the {type} words, and which location delivers to a postcode. Pure; decision 034.
// const hit = locationForPostcode(locations, "3511 AB");
import { zipDigits, zoneFor, type DeliveryZone } from "./delivery-zones";

/** SPEC's Dutch words for the two ways of ordering, as {type} in /hub2/{index}/{type}. */
export const CHAIN_TYPES = ["afhalen", "bezorgen"] as const;
export type ChainType = (typeof CHAIN_TYPES)[number];

export function chainType(raw: string | undefined): ChainType | null | undefined {
  if (raw === undefined) return undefined;
  return (CHAIN_TYPES as ReadonlyArray<string>).includes(raw) ? (raw as ChainType) : null;
}

/** Payment methods per mode (hosts.settings.payment): an empty list switches the mode off (sign-up). */
export function offersModes(
  payment: { pickup?: ReadonlyArray<string>; deliver?: ReadonlyArray<string> } | undefined,
  activeZones: number,
): { pickup: boolean; delivery: boolean } {
  return {
    pickup: payment?.pickup === undefined || payment.pickup.length > 0,
    delivery: activeZones > 0 && (payment?.deliver === undefined || payment.deliver.length > 0),
  };
}

export interface ChainLocation {
  id: number;
  name: string;
  open: boolean;
  delivery: boolean;
  zones: ReadonlyArray<DeliveryZone>;
}

/**
 * The location that delivers to this postcode: of those whose zones cover it, an open one before a
 * closed one, then the lowest delivery fee, then the name. Null when none delivers there.
 */
export function locationForPostcode<L extends ChainLocation>(locations: ReadonlyArray<L>, postcode: string): L | null {
  if (zipDigits(postcode) === null) return null;
  const candidates = locations
    .filter((l) => l.delivery)
    .map((l) => ({ l, zone: zoneFor(l.zones, postcode) }))
    .filter((c): c is { l: L; zone: DeliveryZone } => c.zone !== null);
  candidates.sort(
    (a, b) => Number(b.l.open) - Number(a.l.open) || a.zone.fee - b.zone.fee || a.l.name.localeCompare(b.l.name, "nl"),
  );
  return candidates[0]?.l ?? null;
}

export const POSTCODE_INVALID = "Vul een postcode in, bijvoorbeeld 3511 AB.";

export function noLocationMessage(postcode: string): string {
  return `Geen van onze vestigingen bezorgt in ${postcode.trim().toUpperCase()}. Je kunt wel afhalen.`;
}
