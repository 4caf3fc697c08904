// The customer's data under the AVG (decision 078): how long each kind of personal data is kept,
// and the rows of the data export (art. 15/20) as flat tables for its CSV files. Pure: the sweep
// (services/retention.server.ts) and the export (services/privacy-export.server.ts) read these.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The retention table of docs/privacy.md, in days (0: at once, when no longer needed). */
export const RETENTION_DAYS = {
  /** raw Thuisbezorgd payloads: they hold the customer's address and phone */
  marketplaceRaw: 90,
  /** an order's delivery address, name and phone, unless the customer keeps an account */
  orderContact: 2 * 365,
  /** the fiscal record (Algemene wet inzake rijksbelastingen art. 52: 7 years) */
  fiscal: 7 * 365,
  /** a used or expired login code (10 minutes' life) */
  loginCodes: 0,
} as const;

export function cutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

/** The order's placeholder customer after erasure (SPEC: 'person/0000000000' reads "Anoniem"). */
export const ERASED_PHONE = "0000000000";
/** What an erased notification's text becomes. */
export const ERASED_TEXT = "(verwijderd)";

export const PRIVACY_MESSAGES = {
  codeSent: "We hebben je een sms-code gestuurd.",
  exportReady: "Je download staat klaar.",
  exportExpired: "Vraag eerst een sms-code aan en vul die in om je gegevens te downloaden.",
  erased: "Je account is verwijderd. Je bestellingen staan alleen nog anoniem in de boekhouding van het restaurant.",
  reasonRequired: "Vul in waarom (bijvoorbeeld: verzoek per telefoon van de klant).",
  customerErased: "De gegevens van de klant zijn verwijderd.",
  noPhone: "Dit account heeft geen mobiel nummer: neem contact op met het restaurant.",
  noEmail: "Per e-mail sturen kan niet: je account heeft geen e-mailadres. Gebruik de download.",
  mailOff: "Per e-mail sturen kan op dit moment niet. Gebruik de download.",
  mailFailed: "De e-mail kon niet worden verstuurd. Probeer het later opnieuw, of gebruik de download.",
} as const;

/** The answer after "Stuur naar …": where the zip went. */
export const exportMailed = (to: string) => `Je gegevens zijn gemaild naar ${to}.`;

/** Fields of a key/value row: every value becomes text in the CSV. */
export type Row = Record<string, string | number | boolean | null>;

export interface PersonExport {
  restaurant: { name: string; perma: string };
  exportedAt: string;
  profile: Row;
  consents: Row;
  addresses: Row[];
  orders: Array<{ order: Row; lines: Row[] }>;
  stamps: Row[];
  devices: Row[];
  reviews: Row[];
  messages: Row[];
}

/** The export's CSV files: one table per section, order lines flattened with their order number. */
export function exportTables(data: PersonExport): Array<{ name: string; rows: Row[] }> {
  const lines: Row[] = [];
  for (const o of data.orders) for (const l of o.lines) lines.push({ bestelling: o.order.id, ...l });
  return [
    { name: "profiel.csv", rows: [data.profile] },
    { name: "toestemmingen.csv", rows: [data.consents] },
    { name: "adressen.csv", rows: data.addresses },
    { name: "bestellingen.csv", rows: data.orders.map((o) => o.order) },
    { name: "bestelregels.csv", rows: lines },
    { name: "stempels.csv", rows: data.stamps },
    { name: "apparaten.csv", rows: data.devices },
    { name: "beoordelingen.csv", rows: data.reviews },
    { name: "berichten.csv", rows: data.messages },
  ];
}

/** The file name of a download: bestelinfo-gegevens-{restaurant}-{day}.zip */
export function exportFileName(perma: string, now: Date): string {
  return `bestelinfo-gegevens-${perma.replace(/[^a-z0-9-]/gi, "")}-${now.toISOString().slice(0, 10)}.zip`;
}

/** The phone as it may be stored: cleaned (+316…) and the national form (06…). */
export function phoneSpellings(phone: string): string[] {
  const out = new Set([phone]);
  if (phone.startsWith("+31") && phone.length === 12) out.add(`0${phone.slice(3)}`);
  if (/^0\d{9}$/.test(phone)) out.add(`+31${phone.slice(1)}`);
  return [...out];
}
