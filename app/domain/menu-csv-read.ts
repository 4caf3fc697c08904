// Reading a CSV file as Excel saves it (decision 022, the format in ./menu-csv.ts): the bytes as UTF-8
// text, then the rows under a header of column names (any order, case ignored), each with the line
// Excel numbers it by. The menu import and the Thuisbezorgd import read their files through it.
import { parse } from "csv-parse/sync";
import { BOM } from "./menu-csv";
import { hasBadCharacters } from "./ids";

export const NOT_UTF8 =
  'Het bestand is geen UTF-8. Sla het in Excel op als "CSV UTF-8 (door komma\'s gescheiden)" en probeer het opnieuw.';
export const NOT_CSV = "Dit is geen leesbaar CSV-bestand (puntkomma's als scheidingsteken).";
export const EMPTY_FILE = "Het bestand is leeg.";

/** The file's bytes as text: UTF-8 (a BOM is allowed), else the Dutch reason. */
export function decodeCsv(bytes: Uint8Array): { ok: true; text: string } | { ok: false; message: string } {
  if (bytes.length === 0) return { ok: false, message: EMPTY_FILE };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, message: NOT_UTF8 };
  }
  if (text.startsWith(BOM)) text = text.slice(1);
  if (hasBadCharacters(text)) return { ok: false, message: NOT_UTF8 };
  if (text.trim() === "") return { ok: false, message: EMPTY_FILE };
  return { ok: true, text };
}

type Table =
  { ok: true; rows: Array<{ line: number; cells: Record<string, string> }> } | { ok: false; errors: string[] };

export const norm = (s: string) => s.trim().toLocaleLowerCase("nl");

/** The rows of a CSV text under `header` (columns by name, any order, case ignored); line numbers as Excel shows them. */
export function readTable(text: string, header: ReadonlyArray<string>, what: string, maxRows: number): Table {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      delimiter: ";",
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      bom: true,
      // the header, the rows allowed and one more to know there are too many: a 2 MB file of empty
      // lines is refused at once instead of after a million parsed rows (gigabytes)
      to: maxRows + 2,
    }) as unknown as typeof records;
  } catch {
    return { ok: false, errors: [NOT_CSV] };
  }
  if (records.length === 0) return { ok: false, errors: [EMPTY_FILE] };
  if (records.length > maxRows + 1) return { ok: false, errors: [`Maximaal ${maxRows} regels in één ${what}.`] };
  const names = records[0].record.map(norm);
  const missing = header.filter((h) => !names.includes(norm(h)));
  if (missing.length) {
    return {
      ok: false,
      errors: [
        `Dit is geen ${what}: de kolommen ${missing.map((m) => `"${m}"`).join(", ")} ontbreken. Gebruik de kolommen van "Exporteren".`,
      ],
    };
  }
  const at = new Map(header.map((h) => [h, names.indexOf(norm(h))]));
  const rows = records.slice(1).map(({ record, info }) => {
    const cells: Record<string, string> = {};
    for (const h of header) cells[h] = (record[at.get(h)!] ?? "").trim();
    // csv-parse counts the line a record ends on; a record spans one line unless a cell holds a newline
    const newlines = record.reduce((n, c) => n + (c.match(/\n/g)?.length ?? 0), 0);
    return { line: info.lines - newlines, cells };
  });
  return { ok: true, rows };
}
