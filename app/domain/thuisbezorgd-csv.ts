// The order export a restaurant downloads from the Thuisbezorgd portal, read for bookkeeping (docs/issues/018.md
// §5, decision 047). No JET document of the export was available, so the columns are ours, by name in
// any order (case ignored), ";" or "," between them:
//   Bestelnummer (required) · Datum (required: 2026-11-23 18:05 or 23-11-2026 18:05, Amsterdam time)
//   · Totaal (required: 23,50) · Betaalmethode (Online | Contant; default Online)
//   · Type (Bezorgen | Afhalen; default Bezorgen) · Bezorgkosten (default 0) · Klant
// A line that cannot be read is skipped and named ("regel 7: Totaal ontbreekt."); a file that is not
// such an export at all (a required column missing, not CSV) is refused whole.
// readJetExport(text) → {ok: true, rows, skipped} | {ok: false, message}
import { parse } from "csv-parse/sync";
import { fromWallClock } from "./amsterdam-time";
import { MAX_PRICE, parseEuroInput } from "./euro-input";

export const EXPORT_COLUMNS = ["Bestelnummer", "Datum", "Totaal", "Betaalmethode", "Type", "Bezorgkosten", "Klant"];
const REQUIRED = ["bestelnummer", "datum", "totaal"];
/** A few months of a busy restaurant's orders; a larger file is refused (split it by period). */
export const MAX_EXPORT_ROWS = 5_000;

export const NOT_AN_EXPORT = "Dit is geen Thuisbezorgd-export: het bestand kan niet als CSV worden gelezen.";
export const TOO_MANY_ROWS = `Te veel regels: maximaal ${MAX_EXPORT_ROWS.toLocaleString("nl-NL")} bestellingen per bestand.`;
export const missingColumns = (names: string[]) =>
  `Dit is geen Thuisbezorgd-export: de kolom${names.length > 1 ? "men" : ""} ${names.join(", ")} ontbre${names.length > 1 ? "ken" : "ekt"}.`;

export interface ExportRow {
  line: number;
  orderId: string;
  at: Date;
  total: number;
  deliveryFee: number;
  cash: boolean;
  deliver: boolean;
  customer: string | null;
}

export interface SkippedLine {
  /** The CSV line as a spreadsheet numbers it; null for an order pulled from the marketplace. */
  line: number | null;
  reason: string;
}

export type ReadExport = { ok: true; rows: ExportRow[]; skipped: SkippedLine[] } | { ok: false; message: string };

const norm = (s: string) => s.trim().toLocaleLowerCase("nl");

function readDate(text: string): Date | null {
  const t = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2})(?::\d{2})?)?$/.exec(t);
  const nl = /^(\d{1,2})-(\d{1,2})-(\d{4})(?: (\d{1,2}):(\d{2})(?::\d{2})?)?$/.exec(t);
  const parts = iso
    ? { year: +iso[1], month: +iso[2], day: +iso[3], hour: +(iso[4] ?? 0), minute: +(iso[5] ?? 0) }
    : nl
      ? { year: +nl[3], month: +nl[2], day: +nl[1], hour: +(nl[4] ?? 0), minute: +(nl[5] ?? 0) }
      : null;
  if (!parts) return null;
  const { year, month, day, hour, minute } = parts;
  if (year < 2000 || year > 2100 || month < 1 || month > 12 || hour > 23 || minute > 59) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return fromWallClock({ year, month, day }, hour, minute);
}

function readCents(text: string): number | null {
  const cents = parseEuroInput(text);
  return cents !== null && cents <= MAX_PRICE ? cents : null;
}

const CASH = new Set(["contant", "cash", "contant betaald"]);
const ONLINE = new Set(["online", "card", "online betaald", "ideal", "creditcard", "paypal", ""]);
const PICKUP = new Set(["afhalen", "collection", "pickup", "afhaal"]);
const DELIVERY = new Set(["bezorgen", "delivery", "bezorging", ""]);

/** One data row, or the reason it is skipped. */
function readRow(line: number, cell: (name: string) => string): ExportRow | (SkippedLine & { line: number }) {
  const orderId = cell("bestelnummer").trim();
  if (!orderId) return { line, reason: "Bestelnummer ontbreekt." };
  if (orderId.length > 100) return { line, reason: "Bestelnummer is te lang." };
  const dateText = cell("datum");
  if (!dateText.trim()) return { line, reason: "Datum ontbreekt." };
  const at = readDate(dateText);
  if (!at)
    return { line, reason: `Datum "${dateText.trim().slice(0, 30)}" is ongeldig, bijvoorbeeld 23-11-2026 18:05.` };
  const totalText = cell("totaal");
  if (!totalText.trim()) return { line, reason: "Totaal ontbreekt." };
  const total = readCents(totalText);
  if (total === null)
    return { line, reason: `Totaal "${totalText.trim().slice(0, 30)}" is geen bedrag, bijvoorbeeld 23,50.` };
  const feeText = cell("bezorgkosten");
  const deliveryFee = feeText.trim() ? readCents(feeText) : 0;
  if (deliveryFee === null) return { line, reason: `Bezorgkosten "${feeText.trim().slice(0, 30)}" is geen bedrag.` };
  if (deliveryFee > total) return { line, reason: "Bezorgkosten zijn hoger dan het totaal." };
  const method = norm(cell("betaalmethode"));
  if (!CASH.has(method) && !ONLINE.has(method)) return { line, reason: "Betaalmethode moet Online of Contant zijn." };
  const type = norm(cell("type"));
  if (!PICKUP.has(type) && !DELIVERY.has(type)) return { line, reason: "Type moet Bezorgen of Afhalen zijn." };
  const customer = cell("klant").trim().slice(0, 200) || null;
  return { line, orderId, at, total, deliveryFee, cash: CASH.has(method), deliver: !PICKUP.has(type), customer };
}

export function readJetExport(text: string): ReadExport {
  const first = text.split(/\r?\n/, 1)[0] ?? "";
  const delimiter = (first.match(/;/g)?.length ?? 0) >= (first.match(/,/g)?.length ?? 0) ? ";" : ",";
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      bom: true,
      to: MAX_EXPORT_ROWS + 2,
    }) as unknown as typeof records;
  } catch {
    return { ok: false, message: NOT_AN_EXPORT };
  }
  if (records.length === 0) return { ok: false, message: NOT_AN_EXPORT };
  if (records.length > MAX_EXPORT_ROWS + 1) return { ok: false, message: TOO_MANY_ROWS };
  const header = records[0].record.map(norm);
  const missing = REQUIRED.filter((c) => !header.includes(c));
  if (missing.length > 0)
    return { ok: false, message: missingColumns(missing.map((m) => EXPORT_COLUMNS.find((c) => norm(c) === m) ?? m)) };
  const rows: ExportRow[] = [];
  const skipped: SkippedLine[] = [];
  const seen = new Set<string>();
  for (const { record, info } of records.slice(1)) {
    const cell = (name: string) => {
      const i = header.indexOf(name);
      return i >= 0 ? (record[i] ?? "") : "";
    };
    const read = readRow(info.lines, cell);
    if (!("orderId" in read)) skipped.push(read);
    else if (seen.has(read.orderId))
      skipped.push({ line: read.line, reason: `Bestelnummer ${read.orderId} staat al eerder in het bestand.` });
    else {
      seen.add(read.orderId);
      rows.push(read);
    }
  }
  return { ok: true, rows, skipped };
}

export interface ImportSummary {
  imported: number;
  present: number;
  skipped: SkippedLine[];
}

/** "12 geïmporteerd, 3 al aanwezig, 1 overgeslagen: regel 7 …" */
export function summaryText({ imported, present, skipped }: ImportSummary): string {
  const head = `${imported} geïmporteerd, ${present} al aanwezig, ${skipped.length} overgeslagen`;
  if (skipped.length === 0) return `${head}.`;
  const shown = skipped.slice(0, 3).map((s) => (s.line === null ? s.reason : `regel ${s.line}: ${s.reason}`));
  const more = skipped.length > 3 ? ` (en ${skipped.length - 3} meer)` : "";
  return `${head}: ${shown.join("; ")}${more}`;
}
