// A restaurant's perma: the subdomain it lives on ({perma}.{PLATFORM_DOMAIN}). Lowercase letters,
// digits and hyphens, not starting or ending with a hyphen (the DB's hosts_perma_check), 3 to 40
// characters, and none of the names the platform keeps for itself.
// permaProblem("hethoekje") === null; permaProblem("www") === PERMA_RESERVED
// suggestPerma("Snackbar Het Hoekje") === "snackbar-het-hoekje"

export const PERMA_MIN = 3;
export const PERMA_MAX = 40;

export const PERMA_REQUIRED = "Verplicht.";
export const PERMA_MALFORMED = "Gebruik alleen kleine letters, cijfers en streepjes (niet aan het begin of eind).";
export const PERMA_TOO_SHORT = `Tenminste ${PERMA_MIN} tekens`;
export const PERMA_TOO_LONG = `Maximaal ${PERMA_MAX} tekens`;
export const PERMA_RESERVED = "Dit webadres is gereserveerd. Kies een ander.";
export const PERMA_TAKEN = "Dit webadres is al in gebruik. Kies een ander.";

/**
 * Names the platform uses or may use as its own subdomains (web, mail, API, assets, DNS, status
 * pages), its own routes and brand, and the words that would mislead a customer.
 */
export const RESERVED_PERMAS: ReadonlySet<string> = new Set([
  "www",
  "admin",
  "api",
  "mail",
  "app",
  "static",
  "assets",
  "img",
  "images",
  "cdn",
  "media",
  "files",
  "root",
  "ftp",
  "smtp",
  "imap",
  "pop",
  "pop3",
  "mx",
  "ns",
  "ns1",
  "ns2",
  "dns",
  "webmail",
  "autodiscover",
  "status",
  "help",
  "support",
  "docs",
  "blog",
  "dev",
  "test",
  "staging",
  "demo",
  "beta",
  "ws",
  "m",
  "login",
  "register",
  "aanmelden",
  "hosts",
  "hub",
  "hub2",
  "organisation",
  "account",
  "billing",
  "bestelinfo",
  "platform",
  "dashboard",
  "beheer",
  "localhost",
]);

/** As typed ("  Pizza-Roma ") → as stored ("pizza-roma"). */
export function normalisePerma(raw: string): string {
  return raw.trim().toLowerCase();
}

/** The Dutch reason the perma cannot be used, or null when it is well-formed and free to take. */
export function permaProblem(raw: string): string | null {
  const perma = typeof raw === "string" ? raw.trim() : "";
  if (perma === "") return PERMA_REQUIRED;
  if (perma.length > PERMA_MAX) return PERMA_TOO_LONG;
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/.test(perma) || perma.includes("--")) return PERMA_MALFORMED;
  if (perma.length < PERMA_MIN) return PERMA_TOO_SHORT;
  if (RESERVED_PERMAS.has(perma)) return PERMA_RESERVED;
  return null;
}

/** A perma proposed from the restaurant's name: accents dropped, words joined by hyphens. */
export function suggestPerma(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " en ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, PERMA_MAX)
    .replace(/-+$/, "");
}
