// The stamp-card club (docs/issues/020.md §1): the paper-card import's parsing, the campaign's SMS count and
// cost, and the refusals in Dutch. Pure: no I/O.
import { parseMobile } from "./login";
import { MAX_STAMPS } from "./stamps";

export const CLUB_REWARD_MAX = 80;
export const CORRECTION_REASON_MAX = 200;
export const CAMPAIGN_MAX = 300;
/** What one SMS part costs the restaurant, in cents (the provider's Dutch rate, rounded up). */
export const SMS_PART_PRICE_CENTS = 9;
/** A paper-card list longer than this is split by the restaurant (one transaction each). */
export const IMPORT_MAX_LINES = 500;

export const MEMBER_NOT_FOUND = "Klant niet gevonden.";
export const NEGATIVE_BALANCE = "Het saldo kan niet negatief worden.";
export const NO_CHANGE = "Het saldo is al zo: er is niets gewijzigd.";
export const RECIPIENTS_CHANGED = "Het aantal ontvangers is veranderd. Bekijk het voorbeeld opnieuw en verstuur dan.";
export const NO_RECIPIENTS = "Er zijn nog geen leden die berichten willen ontvangen.";

/** The line every campaign SMS ends with: how to stop (docs/issues/020.md §1 "STOP / unsubscribe link honoured"). */
/** "1 lid", "2 leden" (docs/issues/033.md §15: the club said "naar 1 leden"). */
export function membersText(n: number): string {
  return n === 1 ? "1 lid" : `${n} leden`;
}

/** What the owner reads after sending a club message: to how many members it went. */
export function campaignSentText(sent: number, recipients: number): string {
  return sent === recipients
    ? `Het bericht is naar ${membersText(sent)} verstuurd.`
    : `Het bericht is naar ${sent} van de ${membersText(recipients)} verstuurd; de rest kon niet worden bereikt.`;
}

export function stopLine(link: string): string {
  return `Geen berichten meer? ${link}`;
}

/**
 * How many SMS parts a text takes: 160 characters in one, 153 per part when split (GSM-7); a text
 * with characters outside GSM-7 (an emoji) counts as UCS-2: 70, then 67 per part.
 */
export function smsParts(text: string): number {
  const gsm = /^[\n\r !"#$%&'()*+,\-./0-9:;<=>?@A-Z[\\\]^_a-z{|}~£¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ¤¡ÄÖÑÜ§¿äöñüà€]*$/.test(
    text,
  );
  const length = Array.from(text).length;
  const [single, multi] = gsm ? [160, 153] : [70, 67];
  if (length === 0) return 0;
  return length <= single ? 1 : Math.ceil(length / multi);
}

/** What a campaign costs, in cents: parts × recipients × the part price. */
export function campaignCost(text: string, recipients: number): number {
  return smsParts(text) * recipients * SMS_PART_PRICE_CENTS;
}

export interface ImportLine {
  line: number;
  phone: string;
  stamps: number;
}

export type ImportResult = { ok: true; lines: ImportLine[] } | { ok: false; errors: string[] };

/**
 * Paper stamp cards as typed or pasted from a spreadsheet: one card a line, "06-12345678; 7" (a
 * comma, semicolon or tab between number and stamps). A header line ("telefoon;stempels") and empty
 * lines are skipped. Every bad line is reported ("Regel 3: Ongeldig nummer"); one bad line and
 * nothing is imported.
 */
export function parseCardImport(text: string): ImportResult {
  const errors: string[] = [];
  const lines: ImportLine[] = [];
  const seen = new Map<string, number>();
  const raw = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  if (raw.length > IMPORT_MAX_LINES + 1)
    return { ok: false, errors: [`Maximaal ${IMPORT_MAX_LINES} regels per keer.`] };
  raw.forEach((content, i) => {
    const line = i + 1;
    const trimmed = content.trim();
    if (trimmed === "") return;
    const cells = trimmed.split(/[;,\t]/).map((c) => c.trim().replace(/^"|"$/g, ""));
    if (i === 0 && /telefoon|nummer|mobiel|phone/i.test(cells[0] ?? "")) return;
    if (cells.length !== 2) {
      errors.push(`Regel ${line}: schrijf het nummer en het aantal stempels, gescheiden door een puntkomma.`);
      return;
    }
    const phone = parseMobile(cells[0]);
    const stamps = /^\d{1,2}$/.test(cells[1]) ? Number(cells[1]) : Number.NaN;
    if (!phone) errors.push(`Regel ${line}: Ongeldig nummer`);
    else if (seen.has(phone)) errors.push(`Regel ${line}: dit nummer staat ook op regel ${seen.get(phone)}.`);
    if (!(stamps >= 1 && stamps <= MAX_STAMPS))
      errors.push(`Regel ${line}: het aantal stempels moet 1 tot en met ${MAX_STAMPS} zijn.`);
    if (phone && !seen.has(phone)) seen.set(phone, line);
    if (phone && stamps >= 1 && stamps <= MAX_STAMPS) lines.push({ line, phone, stamps });
  });
  if (errors.length > 0) return { ok: false, errors };
  if (lines.length === 0) return { ok: false, errors: ["Er staat geen enkele kaart in de lijst."] };
  return { ok: true, lines };
}
