// /petitie "Eerlijk bestellen" (docs/issues/020.md §4, decision 052): the pure rules. What a marketplace takes
// of a typical order comes from the financial overview's own rates (finance.ts), never a copied number.
// typicalCommission() → 344 (13 % of € 25 plus € 0,19); contactOf("06 1234 5678") → {channel: "sms", address: "+31612345678"}
import { csvDateTime } from "./finance-csv";
import { MARKETPLACE_DEFAULTS, marketplaceSavings } from "./finance";
import { cleanPhone, validate } from "./validation";

export const PETITION_TITLE = "Eerlijk bestellen";
export const SIGN_LABEL = "Teken de petitie";
/** The typical order the page computes the commission on, cents. */
export const TYPICAL_ORDER = 2500;
export const NAME_MAX = 100;
export const PLACE_MAX = 100;
export const CONTACT_MAX = 254;
export const CODE_DIGITS = 6;
export const CODE_TTL_MS = 15 * 60 * 1000;
/** Wrong codes per signature before it is dead (a new one must be asked for). */
export const MAX_ATTEMPTS = 5;

export const MESSAGES = {
  badNumber: "Ongeldig nummer",
  badContact: "Vul een e-mailadres of een mobiel nummer (06) in.",
  badCode: "Ongeldige code",
  wrongCode: "Onjuiste of verlopen code. Vraag een nieuwe code aan.",
  badLink: "Deze link is ongeldig of verlopen. Teken de petitie opnieuw.",
  badWithdrawLink: "Deze link is ongeldig of de handtekening is al ingetrokken.",
  tooMany: "Te veel pogingen vanaf dit adres. Probeer het later opnieuw.",
  tooManyForAddress: "Te veel codes aangevraagd voor dit adres. Probeer het over 15 minuten opnieuw.",
  mailUnavailable: "Ondertekenen per e-mail is op dit moment niet mogelijk. Gebruik je mobiele nummer.",
  smsUnavailable: "Ondertekenen per sms is op dit moment niet mogelijk. Gebruik je e-mailadres.",
  owner: "Kies ja of nee.",
} as const;

export type Contact = { channel: "sms"; address: string } | { channel: "email"; address: string };

/**
 * An e-mail address (lowercased) or a Dutch mobile number (+316…); anything else is null. A mobile
 * may be written with spaces or dashes, or as +31 6… / 0031 6….
 */
export function contactOf(raw: string): Contact | null {
  const text = raw.trim();
  if (text.includes("@")) {
    return text.length <= CONTACT_MAX && validate("email", text) === null
      ? { channel: "email", address: text.toLowerCase() }
      : null;
  }
  if (!/^[+\d][\d\s\-().]*$/.test(text)) return null;
  const digits = text.replace(/[\s\-().]/g, "");
  const national = digits.startsWith("+316")
    ? `0${digits.slice(3)}`
    : digits.startsWith("00316")
      ? `0${digits.slice(4)}`
      : digits;
  return validate("mobile", national) === null ? { channel: "sms", address: cleanPhone(national) } : null;
}

/** The message for a contact that contactOf refused: a number gets the spec's "Ongeldig nummer". */
export function contactMessage(raw: string): string {
  const text = raw.trim();
  return text === "" || text.includes("@") ? MESSAGES.badContact : MESSAGES.badNumber;
}

/** What a marketplace takes of one typical order at the financial overview's rates, cents. */
export function typicalCommission(order = TYPICAL_ORDER): number {
  return marketplaceSavings({ orders: 1, revenue: order, idealOrders: 0 }).commission;
}

export const MARKETPLACE_RATES = MARKETPLACE_DEFAULTS;

export const CSV_HEADER = [
  "Datum",
  "Tijd",
  "Naam",
  "Plaats",
  "E-mail of mobiel",
  "Restauranteigenaar",
  "Op de hoogte houden",
  "Getekend via",
];

export interface SignatureCsvInput {
  verifiedAt: Date;
  name: string;
  place: string;
  address: string;
  owner: boolean;
  keepInformed: boolean;
  hostName: string | null;
}

/**
 * A cell a spreadsheet will not run: text that starts like a formula (=, +, -, @, a tab or a return)
 * gets a leading apostrophe. Signers type these names, not the platform.
 */
export function safeCell(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function signatureCsvRow(s: SignatureCsvInput): string[] {
  const [date, time] = csvDateTime(s.verifiedAt);
  return [
    date,
    time,
    safeCell(s.name),
    safeCell(s.place),
    // a number we cleaned ourselves (+316…) stays as it is; an e-mail address was typed by the signer
    /^\+\d+$/.test(s.address) ? s.address : safeCell(s.address),
    s.owner ? "ja" : "nee",
    s.keepInformed ? "ja" : "nee",
    s.hostName ? safeCell(s.hostName) : "Bestelinfo",
  ];
}
