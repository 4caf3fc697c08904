// The whole menu as two CSV files Excel opens as they are (docs/issues/015.md §6, decision 022):
// semicolon-separated, decimal comma ("12,50"), UTF-8 with a BOM, a header row of Dutch column names.
// - producten.csv: one row per product (its id, so an import knows which product a row changes).
// - keuzegroepen.csv: one row per choice of an include group (a group without choices: one row with
//   "Keuze" empty); a group's own columns are read from its first row.
// Lists inside a cell are separated by " | ": "Medium 25 cm | Groot 30 cm=12,00 | 6 stuks=4,50#6".
// Parsing checks every row with the product editor's own rules (checkProductDraft) and names the line
// as Excel numbers it (the header is line 1): "Regel 7: prijs ongeldig. Ongeldig bedrag, bijvoorbeeld 12,50."
// csv-parse and csv-stringify (their sync builds: pure string in, string out) do the quoting.
import { suggestedVatRate } from "./vat";
import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { centsToEuroInput } from "./euro-input";
import { hasBadCharacters } from "./ids";
import { UNLIMITED } from "./include-groups";
import { checkProductDraft } from "./product-editor";
import {
  draftFromProduct,
  type GroupDraft,
  type ItemDraft,
  type ProductDraft,
  type ProductInput,
} from "./product-draft";
import { describeChanges } from "./product-changes";

export const BOM = "\uFEFF";
export const PRODUCT_HEADER = [
  "Id",
  "Naam",
  "Omschrijving",
  "Tab",
  "Groep",
  "Type",
  "Prijs",
  "Prijs bezorgen",
  "Prijs afhalen",
  "Formaten",
  "Varianten",
  "Standaard erbij",
  "Allergenen",
  "Kenmerken",
  "Favoriet",
  "Op de menukaart",
] as const;
export const GROUP_HEADER = [
  "Product-id",
  "Product",
  "Keuzegroep",
  "Min",
  "Max",
  "Gratis",
  "Extra",
  "Helft",
  "Niet bij",
  "Keuze",
  "Prijs",
  "Formaat",
  "Tab",
  "Extra keuze",
  "Standaard",
  "Favoriet",
] as const;

export const NOT_UTF8 =
  'Het bestand is geen UTF-8. Sla het in Excel op als "CSV UTF-8 (door komma\'s gescheiden)" en probeer het opnieuw.';
export const NOT_CSV = "Dit is geen leesbaar CSV-bestand (puntkomma's als scheidingsteken).";
export const EMPTY_FILE = "Het bestand is leeg.";

/** A stored product as the export writes it. */
export interface ExportProduct {
  id: number;
  input: ProductInput;
}

const euro = (c: number | null) => (c === null ? "" : centsToEuroInput(c));
const yes = (b: boolean) => (b ? "ja" : "nee");
const LIST = " | ";

function volumesText(vs: ProductInput["volumes"]): string {
  return vs
    .map((v) => `${v.name}${v.price === null ? "" : `=${euro(v.price)}`}${v.count ? `#${v.count}` : ""}`)
    .join(LIST);
}

function toCsv(header: ReadonlyArray<string>, rows: string[][]): string {
  return BOM + stringify([header as string[], ...rows], { delimiter: ";", record_delimiter: "windows" });
}

/** producten.csv: one row per product, in menu order. */
export function productsCsv(products: ReadonlyArray<ExportProduct>): string {
  return toCsv(
    PRODUCT_HEADER,
    products.map(({ id, input: p }) => [
      String(id),
      p.name,
      p.description ?? "",
      p.tab,
      p.groupName ?? "",
      p.type ?? "",
      euro(p.price),
      euro(p.priceDeliver),
      euro(p.priceTakeout),
      volumesText(p.volumes),
      p.variations.join(LIST),
      p.defaultIncludes.map((d) => `${d.name}=${euro(d.price)}`).join(LIST),
      p.allergens.join(", "),
      p.flags.join(", "),
      yes(p.favorite),
      yes(p.active),
    ]),
  );
}

/** keuzegroepen.csv: one row per choice of each product's include groups. */
export function groupsCsv(products: ReadonlyArray<ExportProduct>): string {
  const rows: string[][] = [];
  for (const { id, input: p } of products) {
    for (const g of p.groups) {
      const groupCells = [
        String(id),
        p.name,
        g.name,
        String(g.min),
        g.max === UNLIMITED || g.max === 0 ? "onbeperkt" : String(g.max),
        String(g.included),
        yes(g.extra),
        yes(g.half),
        g.exception.join(LIST),
      ];
      const items = g.items.length ? g.items : [null];
      for (const i of items) {
        const fav = i ? g.favorites.indexOf(i.name) + 1 : 0;
        rows.push([
          ...groupCells,
          i?.name ?? "",
          i ? euro(i.price) : "",
          i?.volume ?? "",
          i?.tab ?? "",
          i ? yes(i.extra) : "",
          i ? yes(i.incl) : "",
          fav > 0 ? String(fav) : "",
        ]);
      }
    }
  }
  return toCsv(GROUP_HEADER, rows);
}

// ---- reading -------------------------------------------------------------------------------------

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

const norm = (s: string) => s.trim().toLocaleLowerCase("nl");

/** The rows of a CSV text under `header` (columns by name, any order, case ignored); line numbers as Excel shows them. */
function readTable(text: string, header: ReadonlyArray<string>, what: string, maxRows: number): Table {
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

const splitList = (cell: string) => (cell.trim() === "" ? [] : cell.split("|").map((s) => s.trim()));
const splitComma = (cell: string) =>
  cell.trim() === ""
    ? []
    : cell
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);

function yesNo(cell: string): boolean | null {
  const v = norm(cell);
  if (["ja", "j", "1", "waar", "x"].includes(v)) return true;
  if (["nee", "n", "0", "onwaar", ""].includes(v)) return false;
  return null;
}

/** One product read from a row: its id (null: new), its line, and the draft the editor's rules check. */
interface ProductRow {
  line: number;
  id: number | null;
  draft: ProductDraft;
}

export interface ImportedProduct {
  line: number;
  id: number | null;
  input: ProductInput;
}

export type ParsedMenu =
  { ok: true; products: ImportedProduct[]; groupsGiven: boolean } | { ok: false; errors: string[] };

/** Field paths of checkProductDraft as the CSV names them. */
function fieldLabel(path: string): string {
  const [head, , sub] = path.split(".");
  const labels: Record<string, string> = {
    name: "naam",
    description: "omschrijving",
    tab: "tab",
    group: "groep",
    type: "type",
    price: "prijs",
    priceDeliver: "prijs bezorgen",
    priceTakeout: "prijs afhalen",
    allergens: "allergenen",
    flags: "kenmerken",
    volumes: "formaten",
    variations: "varianten",
    defaultIncludes: "standaard erbij",
  };
  if (head !== "groups") return labels[head] ?? head;
  if (sub === "items") return path.endsWith(".price") ? "prijs" : "keuze";
  const last = path.split(".").pop() ?? "";
  return (
    ({ name: "keuzegroep", min: "min", max: "max", included: "gratis" } as Record<string, string>)[last] ?? "keuzegroep"
  );
}

const MAX_ROWS = 5000;
/** A choice per line: 5000 products with a few groups of a few choices each fit well under it. */
const MAX_GROUP_ROWS = 50_000;

function productRows(text: string): { rows: ProductRow[]; errors: string[] } {
  const table = readTable(text, PRODUCT_HEADER, "productenbestand", MAX_ROWS);
  if (!table.ok) return { rows: [], errors: table.errors };
  const errors: string[] = [];
  const seen = new Map<number, number>();
  const rows: ProductRow[] = [];
  for (const { line, cells: c } of table.rows) {
    let id: number | null = null;
    if (c.Id !== "") {
      const n = /^[1-9]\d{0,9}$/.test(c.Id) ? Number(c.Id) : NaN;
      if (!Number.isSafeInteger(n) || n > 2_147_483_647) {
        errors.push(`Regel ${line}: id ongeldig. Laat het leeg voor een nieuw product.`);
        continue;
      }
      if (seen.has(n)) {
        errors.push(`Regel ${line}: id ${n} staat ook op regel ${seen.get(n)}.`);
        continue;
      }
      seen.set(n, line);
      id = n;
    }
    const favorite = yesNo(c.Favoriet);
    const active = yesNo(c["Op de menukaart"] === "" ? "ja" : c["Op de menukaart"]);
    if (favorite === null) errors.push(`Regel ${line}: favoriet ongeldig. Vul ja of nee in.`);
    if (active === null) errors.push(`Regel ${line}: op de menukaart ongeldig. Vul ja of nee in.`);
    const volumes = splitList(c.Formaten).map((v) => {
      const [nameAndPrice, count = ""] = v.split("#");
      const [name, price = ""] = nameAndPrice.split("=");
      return { name: name.trim(), price: price.trim(), count: count.trim() };
    });
    const defaults = splitList(c["Standaard erbij"]).map((d) => {
      const [name, price = ""] = d.split("=");
      return { name: name.trim(), price: price.trim() };
    });
    rows.push({
      line,
      id,
      draft: {
        name: c.Naam,
        description: c.Omschrijving,
        tab: c.Tab,
        group: c.Groep,
        type: c.Type,
        price: c.Prijs,
        priceDeliver: c["Prijs bezorgen"],
        priceTakeout: c["Prijs afhalen"],
        allergens: splitComma(c.Allergenen).map((a) => a.toLowerCase()),
        flags: splitComma(c.Kenmerken).map((f) => f.toLowerCase()),
        favorite: favorite ?? false,
        active: active ?? true,
        volumes,
        variations: splitList(c.Varianten),
        defaultIncludes: defaults,
        groups: [],
      },
    });
  }
  return { rows, errors };
}

/** Reads the groups file onto the products' drafts; the line of each group and item for the messages. */
function readGroups(text: string, rows: ProductRow[], lines: Map<ProductRow, Map<string, number>>): string[] {
  const table = readTable(text, GROUP_HEADER, "keuzegroepenbestand", MAX_GROUP_ROWS);
  if (!table.ok) return table.errors.map((e) => `Keuzegroepen: ${e}`);
  const errors: string[] = [];
  const byId = new Map(rows.filter((r) => r.id !== null).map((r) => [r.id!, r]));
  const byName = new Map(rows.filter((r) => r.id === null).map((r) => [norm(r.draft.name), r]));
  const favorites = new Map<GroupDraft, Array<{ at: number; name: string }>>();
  for (const { line, cells: c } of table.rows) {
    const where = `Keuzegroepen regel ${line}`;
    const product = c["Product-id"] !== "" ? byId.get(Number(c["Product-id"])) : byName.get(norm(c.Product));
    if (!product) {
      errors.push(
        c["Product-id"] !== ""
          ? `${where}: product-id ${c["Product-id"]} staat niet in het productenbestand.`
          : `${where}: product "${c.Product}" staat niet als nieuw product in het productenbestand.`,
      );
      continue;
    }
    const paths = lines.get(product) ?? new Map<string, number>();
    lines.set(product, paths);
    // a group's rows follow each other; the same name again further on is a second group (refused as a duplicate)
    let gi = product.draft.groups.length - 1;
    if (gi < 0 || norm(product.draft.groups[gi].name) !== norm(c.Keuzegroep)) {
      const bools = [yesNo(c.Extra), yesNo(c.Helft)];
      if (bools.some((b) => b === null)) errors.push(`${where}: extra of helft ongeldig. Vul ja of nee in.`);
      const group: GroupDraft = {
        id: null,
        name: c.Keuzegroep,
        min: c.Min,
        max: norm(c.Max) === "onbeperkt" ? String(UNLIMITED) : c.Max,
        included: c.Gratis,
        extra: bools[0] ?? false,
        half: bools[1] ?? false,
        exception: splitList(c["Niet bij"]),
        items: [],
      };
      product.draft.groups.push(group);
      gi = product.draft.groups.length - 1;
      paths.set(`groups.${gi}`, line);
    }
    const group = product.draft.groups[gi];
    if (c.Keuze === "") continue;
    const flags = [yesNo(c["Extra keuze"]), yesNo(c.Standaard)];
    if (flags.some((b) => b === null)) errors.push(`${where}: extra keuze of standaard ongeldig. Vul ja of nee in.`);
    const fav = c.Favoriet === "" ? 0 : /^\d{1,3}$/.test(c.Favoriet) ? Number(c.Favoriet) : NaN;
    if (Number.isNaN(fav)) errors.push(`${where}: favoriet ongeldig. Vul een volgnummer in of laat het leeg.`);
    const item: ItemDraft = {
      id: null,
      name: c.Keuze,
      price: c.Prijs,
      volume: c.Formaat,
      tab: c.Tab,
      extra: flags[0] ?? false,
      incl: flags[1] ?? false,
      favorite: fav > 0,
    };
    if (fav > 0)
      favorites.set(group, [...(favorites.get(group) ?? []), { at: fav, name: c.Keuze.trim().replace(/\s+/g, " ") }]);
    group.items.push(item);
    paths.set(`groups.${gi}.items.${group.items.length - 1}`, line);
  }
  for (const [group, favs] of favorites) group.favoriteOrder = favs.sort((a, b) => a.at - b.at).map((f) => f.name);
  return errors;
}

/**
 * Both files read and checked: every product with its groups (when the groups file is given), or
 * every problem with its line. Without a groups file the products keep the groups they have.
 */
export function parseMenuCsv(productsText: string, groupsText: string | null): ParsedMenu {
  const { rows, errors } = productRows(productsText);
  const lines = new Map<ProductRow, Map<string, number>>();
  if (groupsText !== null) errors.push(...readGroups(groupsText, rows, lines));
  const products: ImportedProduct[] = [];
  const names = new Map<string, number>();
  for (const row of rows) {
    if (row.id === null) {
      const key = `${norm(row.draft.tab)}\u0000${norm(row.draft.name)}`;
      if (names.has(key))
        errors.push(
          `Regel ${row.line}: nieuw product "${row.draft.name.trim()}" staat ook op regel ${names.get(key)}.`,
        );
      names.set(key, row.line);
    }
    const checked = checkProductDraft(row.draft);
    if (!checked.ok) {
      for (const [path, message] of Object.entries(checked.fields)) {
        const groupPath = /^groups\.\d+(\.items\.\d+)?/.exec(path)?.[0];
        const groupLine = groupPath
          ? (lines.get(row)?.get(groupPath) ?? lines.get(row)?.get(groupPath.split(".items")[0]))
          : undefined;
        const where = groupLine ? `Keuzegroepen regel ${groupLine}` : `Regel ${row.line}`;
        errors.push(`${where}: ${fieldLabel(path)} ongeldig. ${message}`);
      }
      continue;
    }
    products.push({ line: row.line, id: row.id, input: checked.value });
  }
  if (errors.length) return { ok: false, errors };
  if (products.length === 0)
    return { ok: false, errors: ["Het productenbestand heeft geen producten. Een leeg menu importeren kan niet."] };
  return { ok: true, products, groupsGiven: groupsText !== null };
}

/**
 * The CSV carries no VAT rate (the editor's field, like the PLU): a product already on the menu
 * keeps the rate it has, a new one gets the rate its kind suggests (alcohol 21 %, docs/issues/033.md §2).
 */
export function withVatRates<P extends { products: ImportedProduct[] }>(
  parsed: P,
  stored: ReadonlyArray<ExportProduct>,
): P {
  const rates = new Map(stored.map((s) => [s.id, s.input.vatRate]));
  const products = parsed.products.map((p) => {
    const rate =
      (p.id !== null ? rates.get(p.id) : undefined) ??
      suggestedVatRate({ flags: p.input.flags, group: p.input.groupName, tab: p.input.tab });
    return { ...p, input: { ...p.input, vatRate: rate } };
  });
  return { ...parsed, products };
}

// ---- what an import changes ------------------------------------------------------------------------

/** A stored product as the editor would save it unchanged (so a round trip compares like with like). */
export function normalised(input: ProductInput): ProductInput {
  const checked = checkProductDraft(draftFromProduct(input));
  if (!checked.ok) return input;
  // a PLU the input does not name stays absent: written, it would erase the stored one
  const { plu, ...value } = checked.value;
  return input.plu === undefined ? value : { ...value, plu };
}

// the CSV carries neither ids nor the PLU (docs/issues/018.md §3: the editor's field) nor an include item's own
// VAT rate (decision 071): an import leaves those as they are, so they never count as a change
const withoutIds = ({ plu: _plu, ...p }: ProductInput) => ({
  ...p,
  groups: p.groups.map((g) => ({
    ...g,
    id: null,
    items: g.items.map(({ vatRate: _vatRate, ...i }) => ({ ...i, id: null })),
  })),
});

export interface ImportDiff {
  added: Array<{ line: number; name: string; tab: string }>;
  /** fields: what changed, in the owner's words; details: the first few as "Prijs: € 3,25 → € 4,00". */
  changed: Array<{ line: number; id: number; name: string; fields: string[]; details: string[] }>;
  removed: Array<{ id: number; name: string; tab: string }>;
  unchanged: number;
}

/**
 * New, changed (with the fields in the owner's words) and removed products, or the lines whose ids
 * are not this restaurant's. Without a groups file a product's stored groups count as unchanged.
 */
export function importDiff(
  stored: ReadonlyArray<ExportProduct>,
  parsed: { products: ImportedProduct[]; groupsGiven: boolean },
): { ok: true; diff: ImportDiff } | { ok: false; errors: string[] } {
  const byId = new Map(stored.map((s) => [s.id, s]));
  const unknown = parsed.products.filter((p) => p.id !== null && !byId.has(p.id));
  if (unknown.length)
    return {
      ok: false,
      errors: unknown.map(
        (p) =>
          `Regel ${p.line}: er is geen product met id ${p.id} bij dit restaurant. Laat het id leeg voor een nieuw product.`,
      ),
    };
  const diff: ImportDiff = { added: [], changed: [], removed: [], unchanged: 0 };
  const seen = new Set<number>();
  for (const p of parsed.products) {
    if (p.id === null) {
      diff.added.push({ line: p.line, name: p.input.name, tab: p.input.tab });
      continue;
    }
    seen.add(p.id);
    const before = normalised(byId.get(p.id)!.input);
    const after = parsed.groupsGiven ? p.input : { ...p.input, groups: before.groups };
    if (JSON.stringify(withoutIds(before)) === JSON.stringify(withoutIds(after))) {
      diff.unchanged++;
      continue;
    }
    const changes = describeChanges(before, after);
    const fields = [...new Set(changes.map((c) => c.field.split(":")[0].replace(/^Keuzegroep .*/, "Keuzegroepen")))];
    diff.changed.push({
      line: p.line,
      id: p.id,
      name: p.input.name,
      fields: fields.length ? fields : ["Keuzegroepen"],
      details: changes.slice(0, 3).map((c) => `${c.field}: ${c.from} → ${c.to}`),
    });
  }
  for (const s of stored) if (!seen.has(s.id)) diff.removed.push({ id: s.id, name: s.input.name, tab: s.input.tab });
  return { ok: true, diff };
}
