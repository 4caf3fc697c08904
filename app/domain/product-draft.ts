// The product editor's draft (docs/issues/015.md §2): what the form holds (text as typed, "12,50"), what
// the database stores (ProductInput, in cents), and the way between them — the stored product as the
// form shows it, the empty draft, group and item, a row moved up or down — with the allergens a
// product may name. The checks that turn a draft into a ProductInput live in ./product-editor.ts.
import { centsToEuroInput } from "./euro-input";
import type { Flag } from "./constants";
import type { Labeled } from "./labels";
import { UNLIMITED } from "./include-groups";
import type { ImageRef } from "./images";
import { DEFAULT_VAT_RATE, type VatRate } from "./vat";

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

// ---- what was typed, as the checks and the preview read it ------------------------------------

/** The text as the checks read it: trimmed, inner spacing as one space. */
export const clean = (s: string | null | undefined) => (s ?? "").trim().replace(/\s+/g, " ");
/** A name as compared for duplicates: clean, case ignored. */
export const key = (s: string) => clean(s).toLocaleLowerCase("nl");

/** A whole number 0..99 as typed, or null. */
export function countField(raw: string | null | undefined): number | null {
  const text = (raw ?? "").trim();
  if (!/^\d{1,2}$/.test(text)) return null;
  return Number(text);
}

// ---- from the stored product to the form, and new rows --------------------------------------------

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
