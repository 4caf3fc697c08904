// The whole menu as two CSV files Excel opens as they are (docs/issues/015.md §6, decision 022):
// semicolon-separated, decimal comma ("12,50"), UTF-8 with a BOM, a header row of Dutch column names.
// - producten.csv: one row per product (its id, so an import knows which product a row changes).
// - keuzegroepen.csv: one row per choice of an include group (a group without choices: one row with
//   "Keuze" empty); a group's own columns are read from its first row.
// Lists inside a cell are separated by " | ": "Medium 25 cm | Groot 30 cm=12,00 | 6 stuks=4,50#6".
// Parsing checks every row with the product editor's own rules (checkProductDraft) and names the line
// as Excel numbers it (the header is line 1): "Regel 7: prijs ongeldig. Ongeldig bedrag, bijvoorbeeld 12,50."
// csv-parse and csv-stringify (their sync builds: pure string in, string out) do the quoting.
// Here: the columns and the export. Reading a file: ./menu-csv-read.ts; its rows as products:
// ./menu-csv-import.ts; what an import changes: ./menu-csv-diff.ts.
import { stringify } from "csv-stringify/sync";
import { centsToEuroInput } from "./euro-input";
import { UNLIMITED } from "./include-groups";
import type { ProductInput } from "./product-draft";

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
