// The rules of a restaurant's own settings (docs/issues/016.md §2), pure: the subdomain (perma) rule, an own
// domain, a postcode range of a delivery zone, and when a pause ends.
// zipRange("3500-3599") → {from: 3500, to: 3599}; isPausedAt({paused, pausedUntil}, now)
import { addDays, calendarDate, fromWallClock, wallClock } from "./amsterdam-time";
import { RESTAURANT_CATEGORIES, type RestaurantCategory } from "./constants";

// --- perma (the subdomain): the rule itself is domain/perma.ts, one for sign-up and settings ----

/** How long an old subdomain keeps redirecting to the new one. */
export const PERMA_REDIRECT_DAYS = 90;

// --- own domain ----------------------------------------------------------------------------------

export const DOMAIN_MALFORMED = "Ongeldig domein, bijvoorbeeld www.pizzaroma.nl.";
export const DOMAIN_PLATFORM = "Dit is een adres van het platform zelf; vul je eigen domein in.";

/** "https://WWW.PizzaRoma.nl/menu" → "www.pizzaroma.nl"; "" → null (no own domain). */
export function normaliseDomain(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, "")
    .replace(/[/?#].*$/, "")
    .replace(/\.$/, "");
}

/** Why this (normalised, non-empty) domain cannot be a restaurant's own, or null. Same rule as hosts_url_check, plus a dot. */
export function domainProblem(domain: string, platformDomain: string): string | null {
  if (
    domain.length > 253 ||
    !/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(domain) ||
    !/^([a-z0-9-]+\.)+[a-z]{2,}$/.test(domain) ||
    domain.includes("..")
  ) {
    return DOMAIN_MALFORMED;
  }
  const apex = platformDomain.toLowerCase();
  if (domain === apex || domain.endsWith(`.${apex}`)) return DOMAIN_PLATFORM;
  return null;
}

/** The DNS record the owner creates at her domain's registrar: a CNAME to her subdomain. */
export function cnameTarget(perma: string, platformDomain: string): string {
  return `${perma}.${platformDomain.toLowerCase()}`;
}

/** Does a CNAME answer (["pizzaroma.bestelinfo.nl."]) point at this restaurant's subdomain? */
export function cnamePointsAt(answers: ReadonlyArray<string>, target: string): boolean {
  return answers.some((a) => a.toLowerCase().replace(/\.$/, "") === target);
}

// --- directory categories ----------------------------------------------------------------------

/** The categories a restaurant can be listed under (docs/spec.md §9; "favorite" and "all" are tiles, not categories). */
export const HOST_CATEGORIES = RESTAURANT_CATEGORIES.filter((c) => c.value !== "favorite" && c.value !== "all");

export function isHostCategory(value: string): value is RestaurantCategory {
  return HOST_CATEGORIES.some((c) => c.value === value);
}

// --- delivery zones ------------------------------------------------------------------------------

export const ZIP_RANGE_MALFORMED = "Ongeldige postcodes, bijvoorbeeld 3500-3599 of 3511.";
export const ZIP_RANGE_REVERSED = "De eerste postcode moet lager zijn dan de laatste.";

/**
 * A zone's postcodes as typed: "3500-3599", "3500 - 3599", "3500 t/m 3599" or one area "3511".
 * The 4 digits only (1000–9999), from ≤ to; a message otherwise.
 */
export function zipRange(raw: string): { from: number; to: number } | { error: string } {
  const m = /^\s*([1-9]\d{3})\s*(?:(?:-|–|t\/m|tot en met)\s*([1-9]\d{3}))?\s*$/i.exec(raw);
  if (!m) return { error: ZIP_RANGE_MALFORMED };
  const from = Number(m[1]);
  const to = m[2] ? Number(m[2]) : from;
  if (from > to) return { error: ZIP_RANGE_REVERSED };
  return { from, to };
}

export function formatZipRange(from: number, to: number): string {
  return from === to ? String(from) : `${from}-${to}`;
}

// --- pause ---------------------------------------------------------------------------------------

export const PAUSE_TEXT = "Tijdelijk geen bestellingen";

/** Paused now: the switch is on and its end time (if any) is still ahead. The pause ends by itself. */
export function isPausedAt(host: { paused: boolean; pausedUntil: Date | null }, now: Date): boolean {
  return host.paused && (host.pausedUntil === null || host.pausedUntil.getTime() > now.getTime());
}

/**
 * The end of a pause from an "HH:MM" the owner picked: today at that time on the Amsterdam clock, or
 * tomorrow when that time has passed today ("tot 01:00" at 23:00). Null for an empty time (until
 * switched off) or a time that is no time.
 */
export function pauseEnd(time: string, now: Date): Date | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time.trim());
  if (!m) return null;
  const today = calendarDate(now);
  const end = fromWallClock(today, Number(m[1]), Number(m[2]));
  return end.getTime() > now.getTime() ? end : fromWallClock(addDays(today, 1), Number(m[1]), Number(m[2]));
}

/** What the customer's menu says while paused: "Pizza Roma neemt op dit moment geen bestellingen aan (tot 18:30). Drukte in de keuken" */
export function pauseMessage(name: string, pause: { reason: string | null; until: Date | null }): string {
  const until = pause.until ? ` (tot ${clock(pause.until)})` : "";
  const reason = pause.reason?.trim() ? ` ${pause.reason.trim()}` : "";
  return `${name} neemt op dit moment geen bestellingen aan${until}.${reason}`;
}

function clock(date: Date): string {
  const w = wallClock(date);
  return `${String(w.hour).padStart(2, "0")}:${String(w.minute).padStart(2, "0")}`;
}
