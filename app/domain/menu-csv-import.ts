// The menu import's rows (decision 022, the columns in ./menu-csv.ts): each products row and its
// include groups' rows become a product draft, checked with the product editor's own rules
// (checkProductDraft), every problem named by its line as Excel numbers it.
import { suggestedVatRate } from "./vat";
import { UNLIMITED } from "./include-groups";
import { checkProductDraft } from "./product-editor";
import type { GroupDraft, ItemDraft, ProductDraft, ProductInput } from "./product-draft";
import { GROUP_HEADER, PRODUCT_HEADER, type ExportProduct } from "./menu-csv";
import { norm, readTable } from "./menu-csv-read";

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
