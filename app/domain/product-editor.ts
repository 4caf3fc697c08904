// The product editor's checks (docs/issues/015.md §2), pure so the browser checks as the owner types and
// the server decides with the same words. A draft is what the form holds (text as typed, "12,50";
// ./product-draft.ts); checkProductDraft turns it into a ProductInput in cents, or Dutch messages keyed by field path
// ("name", "price", "groups.0.max", "groups.1.items.2.name") that the editor shows beside the field.
//
// const checked = checkProductDraft(draft); if (!checked.ok) show(checked.fields); else save(checked.value)
import { priceField } from "./euro-input";
import { FLAGS, type Flag } from "./constants";
import { UNLIMITED } from "./include-groups";
import { DEFAULT_VAT_RATE, isVatRate, type VatRate } from "./vat";
import {
  ALLERGENS,
  clean,
  countField,
  key,
  type GroupDraft,
  type GroupInput,
  type ItemInput,
  type ProductDraft,
  type ProductInput,
} from "./product-draft";

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

export type DraftCheck =
  { ok: true; value: ProductInput } | { ok: false; message: string; fields: Record<string, string> };

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
