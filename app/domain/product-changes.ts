// The product's history (docs/issues/015.md §2): what changed between two versions of a product, in the
// owner's words.
import { centsToEuroInput } from "./euro-input";
import { FLAGS } from "./constants";
import { UNLIMITED } from "./include-groups";
import { ALLERGENS, type GroupInput, type ProductInput } from "./product-draft";

export interface ProductChange {
  /** "Prijs", "Naam", "Keuzegroepen"... */
  field: string;
  from: string;
  to: string;
}

const euroText = (c: number | null) => (c === null ? "—" : `€ ${centsToEuroInput(c)}`);
const listText = (l: ReadonlyArray<string>) => (l.length ? l.join(", ") : "—");

/**
 * The changes between the stored product and the saved one, in the owner's words, prices as euro
 * (for the product's history). Groups and items are summarised per group, with price changes named.
 */
export function describeChanges(before: ProductInput | null, after: ProductInput): ProductChange[] {
  const out: ProductChange[] = [];
  const b = before;
  const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y);
  const push = (field: string, from: string, to: string) => {
    if (from !== to) out.push({ field, from, to });
  };
  push("Naam", b?.name ?? "—", after.name);
  push("Omschrijving", b?.description ?? "—", after.description ?? "—");
  push("Tab", b?.tab ?? "—", after.tab);
  push("Groep", b?.groupName ?? "—", after.groupName ?? "—");
  push("Type", b?.type ?? "—", after.type ?? "—");
  if (after.plu !== undefined) push("PLU", b?.plu ?? "—", after.plu ?? "—");
  push("Prijs", b ? euroText(b.price) : "—", euroText(after.price));
  push("Prijs bezorgen", b ? euroText(b.priceDeliver) : "—", euroText(after.priceDeliver));
  push("Prijs afhalen", b ? euroText(b.priceTakeout) : "—", euroText(after.priceTakeout));
  push("BTW", b ? `${b.vatRate} %` : "—", `${after.vatRate} %`);
  const allergenText = (l: ReadonlyArray<string>) =>
    listText(l.map((a) => ALLERGENS.find((x) => x.value === a)?.label ?? a));
  push("Allergenen", allergenText(b?.allergens ?? []), allergenText(after.allergens));
  const flagText = (l: ReadonlyArray<string>) => listText(l.map((f) => FLAGS.find((x) => x.value === f)?.label ?? f));
  push("Kenmerken", flagText(b?.flags ?? []), flagText(after.flags));
  push("Favoriet", b?.favorite ? "ja" : "nee", after.favorite ? "ja" : "nee");
  const photo = (p: ProductInput | null) => (p?.image ? `foto ${p.image.key.slice(0, 8)}` : "—");
  push("Foto", photo(b), photo(after));
  if (b) push("Op de menukaart", b.active ? "ja" : "nee", after.active ? "ja" : "nee");
  const volumeText = (l: ProductInput["volumes"]) =>
    listText(l.map((v) => `${v.name}${v.price === null ? "" : ` ${euroText(v.price)}`}`));
  push("Formaten", volumeText(b?.volumes ?? []), volumeText(after.volumes));
  push("Varianten", listText(b?.variations ?? []), listText(after.variations));
  const defaultsText = (l: ProductInput["defaultIncludes"]) => listText(l.map((d) => `${d.name} ${euroText(d.price)}`));
  push("Standaard erbij", defaultsText(b?.defaultIncludes ?? []), defaultsText(after.defaultIncludes));

  const oldGroups = new Map((b?.groups ?? []).map((g) => [g.name, g]));
  const newNames = new Set(after.groups.map((g) => g.name));
  for (const g of after.groups) {
    const old = oldGroups.get(g.name);
    if (!old) {
      out.push({ field: `Keuzegroep ${g.name}`, from: "—", to: `toegevoegd (${g.items.length} keuzes)` });
      continue;
    }
    const limits = (x: GroupInput) =>
      `min ${x.min}, max ${x.max === UNLIMITED ? "onbeperkt" : x.max}, gratis ${x.included}`;
    push(`Keuzegroep ${g.name}`, limits(old), limits(g));
    const oldItems = new Map(old.items.map((i) => [i.name, i]));
    for (const i of g.items) {
      const o = oldItems.get(i.name);
      if (!o) out.push({ field: `${g.name}: ${i.name}`, from: "—", to: `toegevoegd ${euroText(i.price)}` });
      else push(`${g.name}: ${i.name}`, euroText(o.price), euroText(i.price));
    }
    for (const o of old.items)
      if (!g.items.some((i) => i.name === o.name))
        out.push({ field: `${g.name}: ${o.name}`, from: euroText(o.price), to: "verwijderd" });
    const rest = (x: GroupInput) => ({
      extra: x.extra,
      half: x.half,
      favorites: x.favorites,
      exception: x.exception,
      items: x.items.map((i) => [i.name, i.volume, i.tab, i.extra, i.incl]),
    });
    if (!same(rest(old), rest(g)) && !out.some((c) => c.field.startsWith(`${g.name}: `))) {
      out.push({ field: `Keuzegroep ${g.name}`, from: "gewijzigd", to: "instellingen aangepast" });
    }
  }
  for (const old of b?.groups ?? [])
    if (!newNames.has(old.name))
      out.push({ field: `Keuzegroep ${old.name}`, from: `${old.items.length} keuzes`, to: "verwijderd" });
  if (
    b &&
    !same(
      b.groups.map((g) => g.name),
      after.groups.map((g) => g.name),
    ) &&
    out.every((c) => !c.field.startsWith("Keuzegroep "))
  ) {
    out.push({
      field: "Keuzegroepen",
      from: listText(b.groups.map((g) => g.name)),
      to: listText(after.groups.map((g) => g.name)),
    });
  }
  return out;
}
