// Starter menus for a new restaurant (docs/issues/016.md §1): typical Dutch dishes and prices by kind of
// restaurant, so her menu page is not empty on her first evening. Pure data in the product
// editor's checked input (cents), written by the sign-up in its one transaction; everything is
// editable afterwards in /admin/products. "leeg" starts with no products at all.
// starterMenu("friet").products[0].name === "Friet"
import type { GroupInput, ItemInput, ProductInput } from "./product-draft";
import type { Flag } from "./constants";

export type StarterKind = "pizza" | "friet" | "shoarma" | "broodje" | "leeg";

export interface StarterMenu {
  kind: StarterKind;
  label: string;
  /** What she gets, in one line on the sign-up's menu step. */
  summary: string;
  /** hosts.menu: the tabs in order. */
  tabs: string[];
  products: ProductInput[];
}

type Item = [name: string, price: number];

interface StarterGroup {
  name: string;
  min: number;
  max: number;
  included?: number;
  extra?: boolean;
  items: Item[];
}

interface StarterProduct {
  name: string;
  tab: string;
  price: number;
  description?: string;
  groupName?: string;
  flags?: Flag[];
  allergens?: string[];
  volumes?: Item[];
  variations?: string[];
  defaultIncludes?: Item[];
  groups?: StarterGroup[];
}

function item([name, price]: Item): ItemInput {
  return { id: null, name, price, volume: null, tab: null, extra: false, incl: false };
}

function group(g: StarterGroup): GroupInput {
  return {
    id: null,
    name: g.name,
    min: g.min,
    max: g.max,
    included: g.included ?? 0,
    extra: g.extra ?? false,
    favorites: [],
    exception: [],
    half: false,
    items: g.items.map(item),
  };
}

function product(p: StarterProduct): ProductInput {
  return {
    name: p.name,
    description: p.description ?? null,
    tab: p.tab,
    groupName: p.groupName ?? null,
    type: null,
    price: p.price,
    priceDeliver: null,
    priceTakeout: null,
    // a starter menu is food and soft drinks; the owner sets 21 % on alcohol in the editor
    vatRate: 9,
    allergens: p.allergens ?? [],
    flags: p.flags ?? [],
    favorite: false,
    active: true,
    volumes: (p.volumes ?? []).map(([name, price]) => ({ name, price })),
    variations: p.variations ?? [],
    defaultIncludes: (p.defaultIncludes ?? []).map(([name, price]) => ({ name, price })),
    groups: (p.groups ?? []).map(group),
  };
}

const drink = (name: string, price: number, description?: string): StarterProduct => ({
  name,
  tab: "Dranken",
  price,
  description,
});
const DRINKS: StarterProduct[] = [
  drink("Coca-Cola", 275, "Blikje 33 cl"),
  drink("Coca-Cola Zero", 275, "Blikje 33 cl"),
  drink("Fanta", 275, "Blikje 33 cl"),
  drink("Spa rood", 250, "Flesje 50 cl"),
  drink("Chocomel", 275, "Blikje 25 cl"),
];

// ---- pizza ------------------------------------------------------------------------------------

const TOPPINGS: StarterGroup = {
  name: "Extra toppings",
  min: 0,
  max: 99,
  extra: true,
  items: [
    ["Extra kaas", 150],
    ["Champignons", 125],
    ["Ui", 100],
    ["Paprika", 125],
    ["Olijven", 125],
    ["Jalapeños", 125],
    ["Salami", 175],
    ["Ham", 175],
    ["Kip", 200],
    ["Ananas", 125],
  ],
};

const pizza = (name: string, medium: number, description: string, flags: Flag[] = []): StarterProduct => ({
  name,
  tab: "Pizza's",
  price: medium,
  description,
  flags,
  allergens: ["gluten", "melk"],
  volumes: [
    ["Medium 28 cm", medium],
    ["Large 33 cm", medium + 350],
  ],
  groups: [TOPPINGS],
});

const PIZZA: StarterProduct[] = [
  pizza("Margherita", 995, "Tomatensaus, mozzarella en basilicum", ["veggie"]),
  pizza("Salami", 1150, "Tomatensaus, mozzarella en salami", ["pork"]),
  pizza("Prosciutto", 1150, "Tomatensaus, mozzarella en ham", ["pork"]),
  pizza("Funghi", 1095, "Tomatensaus, mozzarella en champignons", ["veggie"]),
  pizza("Hawaï", 1195, "Tomatensaus, mozzarella, ham en ananas", ["pork"]),
  pizza("Tonno", 1250, "Tomatensaus, mozzarella, tonijn en rode ui"),
  pizza("Quattro formaggi", 1295, "Tomatensaus en vier soorten kaas", ["veggie"]),
  pizza("Quattro stagioni", 1295, "Ham, salami, champignons en artisjok", ["pork"]),
  pizza("Vegetariana", 1195, "Paprika, champignons, ui, olijven en spinazie", ["veggie"]),
  pizza("Pollo", 1295, "Kip, paprika, rode ui en knoflook"),
  pizza("Diavola", 1295, "Pittige salami, jalapeños en rode peper", ["pork", "hot"]),
  pizza("Shoarma", 1350, "Shoarmavlees, ui en knoflooksaus"),
];

// ---- friet / snackbar ---------------------------------------------------------------------------

const SAUZEN: StarterGroup = {
  name: "Saus",
  min: 0,
  max: 2,
  items: [
    ["Mayonaise", 60],
    ["Ketchup", 50],
    ["Curry", 60],
    ["Pindasaus", 75],
    ["Joppiesaus", 75],
    ["Knoflooksaus", 75],
    ["Speciaal", 90],
  ],
};

const friet = (name: string, small: number, description: string, defaults: Item[] = []): StarterProduct => ({
  name,
  tab: "Friet",
  price: small,
  description,
  flags: ["veggie"],
  volumes: [
    ["Klein", small],
    ["Middel", small + 50],
    ["Groot", small + 120],
  ],
  defaultIncludes: defaults,
  groups: defaults.length ? [] : [SAUZEN],
});

const snack = (name: string, price: number, description?: string, flags: Flag[] = []): StarterProduct => ({
  name,
  tab: "Snacks",
  price,
  description,
  flags,
});

const FRIET: StarterProduct[] = [
  friet("Friet", 275, "Elke dag vers gesneden"),
  friet("Friet speciaal", 395, "Met curry, mayonaise en uitjes", [
    ["Curry", 0],
    ["Mayonaise", 0],
    ["Uitjes", 0],
  ]),
  friet("Patatje oorlog", 425, "Met pindasaus, mayonaise en uitjes", [
    ["Pindasaus", 0],
    ["Mayonaise", 0],
    ["Uitjes", 0],
  ]),
  snack("Frikandel", 230),
  snack("Frikandel speciaal", 295, "Met curry, mayonaise en uitjes"),
  snack("Kroket", 250),
  snack("Kaassoufflé", 260, undefined, ["veggie"]),
  snack("Bamischijf", 260),
  snack("Kipcorn", 290),
  snack("Berenhap", 395, "Met satésaus en uitjes", ["peanut"]),
  snack("Mexicano", 320, undefined, ["hot"]),
  ...DRINKS,
];

// ---- shoarma -----------------------------------------------------------------------------------

const SHOARMA_SAUS: StarterGroup = {
  name: "Saus",
  min: 1,
  max: 2,
  items: [
    ["Knoflooksaus", 0],
    ["Sambal", 0],
    ["Cocktailsaus", 0],
    ["Tahinsaus", 0],
    ["Zonder saus", 0],
  ],
};

const shoarma = (name: string, price: number, description: string, flags: Flag[] = []): StarterProduct => ({
  name,
  tab: "Shoarma",
  price,
  description,
  flags,
  groups: [SHOARMA_SAUS],
});

const SHOARMA: StarterProduct[] = [
  shoarma("Broodje shoarma", 750, "Turks brood met shoarmavlees, sla en ui"),
  shoarma("Durüm shoarma", 850, "Opgerold in dun brood met sla, tomaat en ui"),
  shoarma("Shoarmaschotel", 1450, "Shoarmavlees met friet, salade en saus"),
  shoarma("Kapsalon", 1150, "Friet, shoarma, gesmolten kaas en salade"),
  shoarma("Broodje falafel", 700, "Turks brood met falafel, sla en tomaat", ["veggie"]),
  shoarma("Falafelschotel", 1295, "Falafel met friet, salade en saus", ["veggie"]),
  { name: "Friet", tab: "Bijgerechten", price: 300, flags: ["veggie"] },
  { name: "Turks brood met kruidenboter", tab: "Bijgerechten", price: 395, flags: ["veggie"] },
  ...DRINKS,
];

// ---- broodjes ----------------------------------------------------------------------------------

const broodje = (name: string, price: number, description: string, flags: Flag[] = []): StarterProduct => ({
  name,
  tab: "Broodjes",
  price,
  description,
  flags,
  allergens: ["gluten"],
  variations: ["Wit", "Bruin"],
});

const BROODJE: StarterProduct[] = [
  broodje("Broodje kaas", 395, "Jong belegen kaas, boter", ["veggie"]),
  broodje("Broodje ham-kaas", 450, "Beenham en jong belegen kaas", ["pork"]),
  broodje("Broodje gezond", 595, "Ham, kaas, ei, sla, tomaat en komkommer", ["pork"]),
  broodje("Broodje tonijnsalade", 650, "Huisgemaakte tonijnsalade met rode ui"),
  broodje("Broodje kip-kerrie", 650, "Kip-kerriesalade met sla"),
  broodje("Broodje carpaccio", 795, "Carpaccio, truffelmayonaise, Parmezaan en pijnboompitten"),
  broodje("Broodje warm vlees", 695, "Rundvlees in jus met mosterd"),
  { name: "Tosti ham-kaas", tab: "Tosti's", price: 395, flags: ["pork"], allergens: ["gluten", "melk"] },
  { name: "Tosti kaas", tab: "Tosti's", price: 350, flags: ["veggie"], allergens: ["gluten", "melk"] },
  { name: "Verse jus d'orange", tab: "Dranken", price: 350, description: "Vers geperst, 25 cl" },
  ...DRINKS,
];

function menu(kind: StarterKind, label: string, summary: string, products: StarterProduct[]): StarterMenu {
  const inputs = products.map(product);
  return { kind, label, summary, tabs: [...new Set(inputs.map((p) => p.tab))], products: inputs };
}

export const STARTER_MENUS: ReadonlyArray<StarterMenu> = [
  menu("pizza", "Pizzeria", "12 pizza's in medium en large, met extra toppings, en frisdrank", PIZZA),
  menu("friet", "Snackbar", "Friet met sauzen, snacks en frisdrank", FRIET),
  menu("shoarma", "Shoarma", "Broodjes, schotels en kapsalon met saus naar keuze, en frisdrank", SHOARMA),
  menu("broodje", "Broodjeszaak", "Belegde broodjes (wit of bruin), tosti's en dranken", BROODJE),
  menu("leeg", "Leeg menu", "Geen producten: je zet zelf je menu in elkaar", []),
];

export const STARTER_KINDS = STARTER_MENUS.map((m) => m.kind);

export function starterMenu(kind: StarterKind): StarterMenu {
  return STARTER_MENUS.find((m) => m.kind === kind) ?? STARTER_MENUS[STARTER_MENUS.length - 1];
}

/** The starter menu that fits a directory category (docs/spec.md §9); "leeg" for the rest. */
export function starterFor(category: string): StarterKind {
  if (category === "pizza") return "pizza";
  if (category === "friet" || category === "kip") return "friet";
  if (category === "shoarma" || category === "grieks") return "shoarma";
  if (category === "broodje") return "broodje";
  return "leeg";
}
