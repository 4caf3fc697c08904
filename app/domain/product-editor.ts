// The product editor's rules (docs/issues/015.md §2), pure so the browser checks as the owner types and the
// server decides with the same words. A draft is what the form holds (text as typed, "12,50");
// checkProductDraft turns it into a ProductInput in cents, or Dutch messages keyed by field path
// ("name", "price", "groups.0.max", "groups.1.items.2.name") that the editor shows beside the field.
//
// const checked = checkProductDraft(draft); if (!checked.ok) show(checked.fields); else save(checked.value)
import { centsToEuroInput, priceField } from "./euro-input";
import { FLAGS, type Flag } from "./constants";
import type { Labeled } from "./labels";
import { UNLIMITED } from "./include-groups";
import type { PricingProduct } from "./line-price";
import type { ImageRef } from "./images";
import { DEFAULT_VAT_RATE, isVatRate, type VatRate } from "./vat";

/**
 * The 14 allergens EU regulation 1169/2011 requires a menu to name: stored as the lowercase Dutch
 * word (as the demo menus hold them: "gluten", "melk"), shown with a capital.
 */
export const ALLERGENS: ReadonlyArray<Labeled<Allergen>> = [
  { value: "gluten", label: "Gluten" },
  { value: "schaaldieren", label: "Schaaldieren" },
  { value: "ei", label: "Ei" },
  { value: "vis", label: "Vis" },
  { value: "pinda", label: "Pinda" },
  { value: "soja", label: "Soja" },
  { value: "melk", label: "Melk" },
  { value: "noten", label: "Noten" },
  { value: "selderij", label: "Selderij" },
  { value: "mosterd", label: "Mosterd" },
  { value: "sesam", label: "Sesam" },
  { value: "sulfiet", label: "Sulfiet" },
  { value: "lupine", label: "Lupine" },
  { value: "weekdieren", label: "Weekdieren" },
];

export type Allergen =
  | "gluten"
  | "schaaldieren"
  | "ei"
  | "vis"
  | "pinda"
  | "soja"
  | "melk"
  | "noten"
  | "selderij"
  | "mosterd"
  | "sesam"
  | "sulfiet"
  | "lupine"
  | "weekdieren";

export const REQUIRED = "Verplicht.";
export const NAME_TOO_LONG = "Maximaal 100 tekens.";
export const DESCRIPTION_TOO_LONG = "Maximaal 500 tekens.";
export const DUPLICATE_ITEM = "Deze naam staat al in deze groep.";
export const DUPLICATE_GROUP = "Deze groep staat al bij dit product.";
export const DUPLICATE_VOLUME = "Dit formaat staat er al.";
export const DUPLICATE_VARIATION = "Deze variant staat er al.";
export const DUPLICATE_DEFAULT = "Dit staat er al.";
export const MIN_OVER_MAX = "Minimaal kan niet meer zijn dan maximaal.";
export const FREE_OVER_MAX = "Er kunnen niet meer gratis keuzes zijn dan het maximum.";
export const COUNT_INVALID = "Een heel getal van 0 tot en met 99.";
export const MAX_INVALID = "Een heel getal van 1 tot en met 98, of onbeperkt.";
export const UNKNOWN_ALLERGEN = "Onbekend allergeen.";
export const UNKNOWN_FLAG = "Onbekend kenmerk.";
export const CHECK_FIELDS = "Niet opgeslagen: kijk de velden met een melding na.";
const VAT_RATE_UNKNOWN = "Kies 9 % of 21 % btw.";
const PLU_TOO_LONG = "Maximaal 40 tekens.";
const PLU_INVALID = "Alleen letters, cijfers, punt, streepje of liggend streepje.";
/** docs/issues/018.md §3: taken by another product of this restaurant, or another product's id (its default PLU). */
export const PLU_TAKEN = "Deze PLU hoort al bij een ander product.";
const PLU_MAX = 40;
const PLU_PATTERN = /^[\p{L}\p{N}._-]+$/u;

const NAME_MAX = 100;
const DESCRIPTION_MAX = 500;

// ---- the draft: what the form holds -----------------------------------------------------------

export interface VolumeDraft {
  name: string;
  /** Empty: the product's own price. */
  price: string;
  /** Pieces, e.g. 6 nuggets; empty for none. */
  count: string;
}

export interface DefaultIncludeDraft {
  name: string;
  price: string;
}

export interface ItemDraft {
  /** The stored item's id; null for a new one. */
  id: number | null;
  name: string;
  price: string;
  /** Only offered with this volume of the product; empty for every volume. */
  volume: string;
  tab: string;
  extra: boolean;
  incl: boolean;
  /** Shown first in its group (the group's favourites). */
  favorite: boolean;
  /** Its own VAT rate (decision 071): "9", "21", or ""/absent for the product's. */
  vatRate?: string;
}

export interface GroupDraft {
  id: number | null;
  name: string;
  min: string;
  /** "99" is "onbeperkt". */
  max: string;
  /** How many choices are free. */
  included: string;
  extra: boolean;
  /** Volume and variation names with which this group is not offered. */
  exception: string[];
  half: boolean;
  items: ItemDraft[];
  /** The favourites' order as stored (the menu shows them in this order); items tick them on and off. */
  favoriteOrder?: string[];
}

export interface ProductDraft {
  name: string;
  description: string;
  tab: string;
  group: string;
  type: string;
  price: string;
  priceDeliver: string;
  priceTakeout: string;
  /** "9" or "21" (docs/issues/017.md); absent: 9 %. */
  vatRate?: string;
  /** The owner confirmed 9 % on alcohol ("Alleen 18+" or an alcohol group): saved only then (docs/issues/033.md §2). */
  vatConfirmed?: boolean;
  allergens: string[];
  flags: string[];
  favorite: boolean;
  /** On the customer's menu; a hidden product (a fresh copy, say) is only seen here. */
  active: boolean;
  volumes: VolumeDraft[];
  variations: string[];
  defaultIncludes: DefaultIncludeDraft[];
  groups: GroupDraft[];
  /** The product's photo (docs/issues/015.md §5): uploaded first, saved with the product; null or absent: none. */
  image?: ImageRef | null;
  /** The code a marketplace order names it by (docs/issues/018.md §3); empty: the product's id. Absent: unchanged. */
  plu?: string;
}

// ---- the checked input: what the database stores ----------------------------------------------

export interface ItemInput {
  id: number | null;
  name: string;
  price: number;
  volume: string | null;
  tab: string | null;
  extra: boolean;
  incl: boolean;
  /** Its own VAT rate (decision 071); null: the product's; absent: as stored (a new item: the product's). */
  vatRate?: VatRate | null;
}

export interface GroupInput {
  id: number | null;
  name: string;
  min: number;
  max: number;
  included: number;
  extra: boolean;
  favorites: string[];
  exception: string[];
  half: boolean;
  items: ItemInput[];
}

export interface ProductInput {
  name: string;
  description: string | null;
  tab: string;
  groupName: string | null;
  type: string | null;
  price: number;
  priceDeliver: number | null;
  priceTakeout: number | null;
  vatRate: VatRate;
  allergens: string[];
  flags: Flag[];
  favorite: boolean;
  active: boolean;
  volumes: Array<{ name: string; price: number | null; count?: number }>;
  variations: string[];
  defaultIncludes: Array<{ name: string; price: number }>;
  groups: GroupInput[];
  /** The photo; the service stores it only when it is the restaurant's own product image. */
  image?: ImageRef | null;
  /** null: the product's id is its PLU; absent: unchanged. */
  plu?: string | null;
}

export type DraftCheck =
  { ok: true; value: ProductInput } | { ok: false; message: string; fields: Record<string, string> };

const clean = (s: string | null | undefined) => (s ?? "").trim().replace(/\s+/g, " ");
const key = (s: string) => clean(s).toLocaleLowerCase("nl");

/** A whole number 0..99 as typed, or null. */
export function countField(raw: string | null | undefined): number | null {
  const text = (raw ?? "").trim();
  if (!/^\d{1,2}$/.test(text)) return null;
  return Number(text);
}

export interface GroupLimitsDraft {
  min: string;
  max: string;
  included: string;
}

/**
 * An include group's numbers (docs/spec.md §3/§5): min and free count 0..99, max 1..98 or 99 ("onbeperkt");
 * min may not exceed max, nor may the free choices. Messages keyed "min", "max", "included".
 * includeGroupProblems({min: "3", max: "2", included: "0"}) → {min: MIN_OVER_MAX}
 */
export function includeGroupProblems(g: GroupLimitsDraft): Record<"min" | "max" | "included", string | undefined> {
  const min = countField(g.min);
  const max = countField(g.max);
  const included = countField(g.included === "" ? "0" : g.included);
  const out: Record<"min" | "max" | "included", string | undefined> = {
    min: undefined,
    max: undefined,
    included: undefined,
  };
  if (min === null) out.min = COUNT_INVALID;
  if (max === null || max < 1) out.max = MAX_INVALID;
  if (included === null) out.included = COUNT_INVALID;
  if (min !== null && max !== null && max >= 1 && min > max) out.min = MIN_OVER_MAX;
  if (included !== null && max !== null && max >= 1 && max < UNLIMITED && included > max) out.included = FREE_OVER_MAX;
  return out;
}

/** The first of several names that repeats one before it (case and spacing ignored), by index. */
function duplicates(names: string[]): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  names.forEach((n, i) => {
    const k = key(n);
    if (k === "") return;
    if (seen.has(k)) out.push(i);
    seen.add(k);
  });
  return out;
}

/** The group's favourites: those stored keep their order, newly ticked ones follow in item order. */
function favoritesOf(g: GroupDraft): string[] {
  const ticked = g.items.filter((it) => it.favorite).map((it) => clean(it.name));
  const kept = (g.favoriteOrder ?? []).filter((name) => ticked.includes(name));
  return [...new Set([...kept, ...ticked])];
}

export const ITEM_VAT_INVALID = "Kies een btw-tarief: zoals het product, 9 % of 21 %.";

/** An include item's rate in the draft: "" or absent is the product's (null), else 9 or 21; undefined: unknown. */
function itemVatRate(value: string | undefined): VatRate | null | undefined {
  if (value === undefined || value === "") return null;
  const n = Number(value);
  return isVatRate(n) ? n : undefined;
}

/** Checks a whole draft: the product's fields, its sizes, variants, default includes, groups and items. */
export function checkProductDraft(draft: ProductDraft): DraftCheck {
  const fields: Record<string, string> = {};
  const fail = (path: string, message: string) => {
    if (!fields[path]) fields[path] = message;
  };

  const name = clean(draft.name);
  if (!name) fail("name", REQUIRED);
  else if (name.length > NAME_MAX) fail("name", NAME_TOO_LONG);
  const description = (draft.description ?? "").trim();
  if (description.length > DESCRIPTION_MAX) fail("description", DESCRIPTION_TOO_LONG);
  const tab = clean(draft.tab);
  if (!tab) fail("tab", REQUIRED);
  else if (tab.length > NAME_MAX) fail("tab", NAME_TOO_LONG);
  const groupName = clean(draft.group);
  if (groupName.length > NAME_MAX) fail("group", NAME_TOO_LONG);
  const type = clean(draft.type);
  if (type.length > NAME_MAX) fail("type", NAME_TOO_LONG);
  const plu = draft.plu === undefined ? undefined : draft.plu.trim();
  if (plu !== undefined && plu.length > PLU_MAX) fail("plu", PLU_TOO_LONG);
  else if (plu && !PLU_PATTERN.test(plu)) fail("plu", PLU_INVALID);

  const price = priceField(draft.price);
  if (!price.ok) fail("price", price.message);
  const priceDeliver = priceField(draft.priceDeliver, { optional: true });
  if (!priceDeliver.ok) fail("priceDeliver", priceDeliver.message);
  const priceTakeout = priceField(draft.priceTakeout, { optional: true });
  if (!priceTakeout.ok) fail("priceTakeout", priceTakeout.message);
  const vatRate = draft.vatRate === undefined || draft.vatRate === "" ? DEFAULT_VAT_RATE : Number(draft.vatRate);
  if (!isVatRate(vatRate)) fail("vatRate", VAT_RATE_UNKNOWN);

  const allergens = [...new Set(draft.allergens.map((a) => a.trim().toLowerCase()))];
  if (allergens.some((a) => !ALLERGENS.some((x) => x.value === a))) fail("allergens", UNKNOWN_ALLERGEN);
  const flagValues = FLAGS.map((f) => f.value as string);
  const flags = [...new Set(draft.flags)];
  if (flags.some((f) => !flagValues.includes(f))) fail("flags", UNKNOWN_FLAG);

  // sizes
  const volumes: ProductInput["volumes"] = [];
  draft.volumes.forEach((v, i) => {
    const vName = clean(v.name);
    if (!vName) fail(`volumes.${i}.name`, REQUIRED);
    else if (vName.length > NAME_MAX) fail(`volumes.${i}.name`, NAME_TOO_LONG);
    const vPrice = priceField(v.price, { optional: true });
    if (!vPrice.ok) fail(`volumes.${i}.price`, vPrice.message);
    const count = (v.count ?? "").trim() === "" ? undefined : countField(v.count);
    if (count === null) fail(`volumes.${i}.count`, COUNT_INVALID);
    volumes.push({ name: vName, price: vPrice.ok ? vPrice.cents : null, ...(count ? { count } : {}) });
  });
  for (const i of duplicates(draft.volumes.map((v) => v.name))) fail(`volumes.${i}.name`, DUPLICATE_VOLUME);

  // variants
  const variations = draft.variations.map(clean);
  variations.forEach((v, i) => {
    if (!v) fail(`variations.${i}`, REQUIRED);
    else if (v.length > NAME_MAX) fail(`variations.${i}`, NAME_TOO_LONG);
  });
  for (const i of duplicates(variations)) fail(`variations.${i}`, DUPLICATE_VARIATION);

  // default includes
  const defaultIncludes: ProductInput["defaultIncludes"] = [];
  draft.defaultIncludes.forEach((d, i) => {
    const dName = clean(d.name);
    if (!dName) fail(`defaultIncludes.${i}.name`, REQUIRED);
    const dPrice = priceField(d.price === "" ? "0" : d.price);
    if (!dPrice.ok) fail(`defaultIncludes.${i}.price`, dPrice.message);
    defaultIncludes.push({ name: dName, price: dPrice.ok ? (dPrice.cents ?? 0) : 0 });
  });
  for (const i of duplicates(draft.defaultIncludes.map((d) => d.name)))
    fail(`defaultIncludes.${i}.name`, DUPLICATE_DEFAULT);

  // include groups and their items
  const groups: GroupInput[] = [];
  draft.groups.forEach((g, gi) => {
    const at = `groups.${gi}`;
    const gName = clean(g.name);
    if (!gName) fail(`${at}.name`, REQUIRED);
    else if (gName.length > NAME_MAX) fail(`${at}.name`, NAME_TOO_LONG);
    const limits = includeGroupProblems(g);
    for (const [field, message] of Object.entries(limits)) if (message) fail(`${at}.${field}`, message);
    const items: ItemInput[] = [];
    g.items.forEach((it, ii) => {
      const iAt = `${at}.items.${ii}`;
      const iName = clean(it.name);
      if (!iName) fail(`${iAt}.name`, REQUIRED);
      else if (iName.length > NAME_MAX) fail(`${iAt}.name`, NAME_TOO_LONG);
      const iPrice = priceField(it.price === "" ? "0" : it.price);
      if (!iPrice.ok) fail(`${iAt}.price`, iPrice.message);
      const volume = clean(it.volume);
      items.push({
        id: it.id,
        name: iName,
        price: iPrice.ok ? (iPrice.cents ?? 0) : 0,
        volume: volume || null,
        tab: clean(it.tab) || null,
        extra: !!it.extra,
        incl: !!it.incl,
        // absent (an older draft): the stored rate stays
        ...(it.vatRate === undefined ? {} : { vatRate: itemVatRate(it.vatRate) ?? null }),
      });
      if (itemVatRate(it.vatRate) === undefined) fail(`${iAt}.vatRate`, ITEM_VAT_INVALID);
    });
    for (const i of duplicates(g.items.map((it) => it.name))) fail(`${at}.items.${i}.name`, DUPLICATE_ITEM);
    groups.push({
      id: g.id,
      name: gName,
      min: countField(g.min) ?? 0,
      max: countField(g.max) ?? UNLIMITED,
      included: countField(g.included === "" ? "0" : g.included) ?? 0,
      extra: !!g.extra,
      favorites: favoritesOf(g),
      exception: [...new Set(g.exception.map(clean).filter(Boolean))],
      half: !!g.half,
      items,
    });
  });
  for (const i of duplicates(draft.groups.map((g) => g.name))) fail(`groups.${i}.name`, DUPLICATE_GROUP);

  const messages = Object.values(fields);
  if (messages.length > 0) {
    return { ok: false, message: CHECK_FIELDS, fields };
  }
  return {
    ok: true,
    value: {
      name,
      description: description || null,
      tab,
      groupName: groupName || null,
      type: type || null,
      price: price.ok ? (price.cents ?? 0) : 0,
      priceDeliver: priceDeliver.ok ? priceDeliver.cents : null,
      priceTakeout: priceTakeout.ok ? priceTakeout.cents : null,
      vatRate: isVatRate(vatRate) ? vatRate : DEFAULT_VAT_RATE,
      // in the owner's order (as stored), so opening and saving changes nothing
      allergens,
      flags: flags as Flag[],
      favorite: !!draft.favorite,
      active: draft.active !== false,
      volumes,
      variations,
      defaultIncludes,
      groups,
      image: draft.image ?? null,
      ...(plu === undefined ? {} : { plu: plu || null }),
    },
  };
}

// ---- from the stored product to the form, and to the customer's preview -----------------------

/** The stored product as the form shows it (cents as "12,50"; a max of 0, no cap, as 99). */
export function draftFromProduct(p: ProductInput): ProductDraft {
  const euro = (c: number | null | undefined) => (c === null || c === undefined ? "" : centsToEuroInput(c));
  return {
    name: p.name,
    description: p.description ?? "",
    tab: p.tab,
    group: p.groupName ?? "",
    type: p.type ?? "",
    price: euro(p.price),
    priceDeliver: euro(p.priceDeliver),
    priceTakeout: euro(p.priceTakeout),
    vatRate: String(p.vatRate),
    allergens: p.allergens.map((a) => a.trim().toLowerCase()),
    flags: [...p.flags],
    favorite: p.favorite,
    active: p.active,
    volumes: p.volumes.map((v) => ({ name: v.name, price: euro(v.price), count: v.count ? String(v.count) : "" })),
    variations: [...p.variations],
    defaultIncludes: p.defaultIncludes.map((d) => ({ name: d.name, price: euro(d.price) })),
    groups: p.groups.map((g) => ({
      id: g.id,
      name: g.name,
      min: String(g.min),
      max: String(g.max === 0 ? UNLIMITED : g.max),
      included: String(g.included),
      extra: g.extra,
      exception: [...g.exception],
      half: g.half,
      favoriteOrder: [...g.favorites],
      items: g.items.map((i) => ({
        id: i.id,
        name: i.name,
        price: euro(i.price),
        volume: i.volume ?? "",
        tab: i.tab ?? "",
        extra: i.extra,
        incl: i.incl,
        favorite: g.favorites.includes(i.name),
        ...(i.vatRate !== undefined ? { vatRate: i.vatRate === null ? "" : String(i.vatRate) } : {}),
      })),
    })),
    image: p.image ?? null,
    plu: p.plu ?? "",
  };
}

export function emptyDraft(tab = ""): ProductDraft {
  return {
    name: "",
    description: "",
    tab,
    group: "",
    type: "",
    price: "",
    priceDeliver: "",
    priceTakeout: "",
    vatRate: String(DEFAULT_VAT_RATE),
    allergens: [],
    flags: [],
    favorite: false,
    active: true,
    volumes: [],
    variations: [],
    defaultIncludes: [],
    groups: [],
    plu: "",
  };
}

export function emptyGroup(): GroupDraft {
  return {
    id: null,
    name: "",
    min: "0",
    max: String(UNLIMITED),
    included: "0",
    extra: false,
    exception: [],
    half: false,
    items: [],
  };
}

export function emptyItem(): ItemDraft {
  return { id: null, name: "", price: "", volume: "", tab: "", extra: false, incl: false, favorite: false };
}

/** Moves the element at `from` one place up (-1) or down (+1); out of range changes nothing. */
export function moveItem<T>(list: ReadonlyArray<T>, from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/**
 * What the customer's product dialog would show for this draft, as it is typed: unreadable prices
 * count as 0 and nameless rows are left out, so the preview never breaks while the owner types.
 */
export function previewPricing(
  draft: ProductDraft,
): PricingProduct & { groups: Array<PricingProduct["groups"][number] & { extra: boolean }> } {
  const cents = (raw: string, optional = false) => {
    const f = priceField(raw, { optional });
    return f.ok ? f.cents : optional ? null : 0;
  };
  const named = <T extends { name: string }>(list: T[]) => {
    const seen = new Set<string>();
    return list.filter((x) => {
      const k = key(x.name);
      if (!k || seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  };
  return {
    name: clean(draft.name) || "Nieuw product",
    price: cents(draft.price) ?? 0,
    priceDeliver: cents(draft.priceDeliver, true),
    priceTakeout: cents(draft.priceTakeout, true),
    volumes: named(draft.volumes).map((v) => ({ name: clean(v.name), price: cents(v.price, true) })),
    variations: [...new Set(draft.variations.map(clean).filter(Boolean))],
    defaultIncludes: named(draft.defaultIncludes).map((d) => ({
      name: clean(d.name),
      price: cents(d.price, true) ?? 0,
    })),
    groups: named(draft.groups).map((g) => {
      const max = countField(g.max) ?? UNLIMITED;
      const min = Math.min(countField(g.min) ?? 0, max || UNLIMITED);
      return {
        name: clean(g.name),
        min,
        max,
        included: countField(g.included) ?? 0,
        half: g.half,
        extra: g.extra,
        exception: g.exception,
        items: named(g.items).map((i) => ({
          name: clean(i.name),
          price: cents(i.price, true) ?? 0,
          volume: clean(i.volume) || null,
        })),
      };
    }),
  };
}

// ---- history: what changed between two versions --------------------------------------------

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
