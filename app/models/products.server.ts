// Products with their include groups and items, always for one host.
// const menu = await getMenu(host.id); const product = await getProduct({ hostId, id });
import type { Knex } from "knex";
import { getDb } from "~/db.server";

export type ProductFlag = "pork" | "mild" | "medium" | "hot" | "veggie" | "peanut";

/** A size; price null means the product's own price applies. count: pieces, e.g. 6 nuggets. */
export interface Volume {
  name: string;
  price: number | null;
  count?: number;
}

/** Included by default and removable; removing one subtracts its price. */
export interface DefaultInclude {
  name: string;
  price: number;
}

export interface IncludeItem {
  id: number;
  name: string;
  price: number;
  count: number | null;
  /** Only offered when this volume of the product is chosen. */
  volume: string | null;
  tab: string | null;
  extra: boolean;
  /** Preselected. */
  incl: boolean;
  sortOrder: number;
}

export interface IncludeGroup {
  id: number;
  name: string;
  min: number;
  /** 99 = unlimited. */
  max: number;
  /** How many choices are free. */
  included: number;
  extra: boolean;
  favorites: string[];
  /** Volume or variation names for which the group is not offered. */
  exception: string[];
  sortOrder: number;
  /** True for the second half of a half-and-half product: its choices go to $include2. */
  half: boolean;
  items: IncludeItem[];
}

export interface MenuProduct {
  id: number;
  hostId: number;
  name: string;
  description: string | null;
  /** A tab of the host's menu; 'extra' means an extra. */
  tab: string;
  groupName: string | null;
  type: string | null;
  sortOrder: number;
  sold: number;
  allergens: string[];
  flags: ProductFlag[];
  price: number;
  priceDeliver: number | null;
  priceTakeout: number | null;
  volumes: Volume[];
  variations: string[];
  defaultIncludes: DefaultInclude[];
  favorite: boolean;
  active: boolean;
  icon: string | null;
  groups: IncludeGroup[];
  /** Sold out right now (the database's clock): shown greyed, cannot be added or ordered. */
  soldOut: boolean;
  /** Until when: the end of a day, or null for "until switched back" (only when soldOut). */
  soldOutUntil: Date | null;
}

export interface MenuTab {
  name: string;
  /** The 'extra' tab: always last. */
  extra: boolean;
  products: MenuProduct[];
}

export interface Menu {
  hostId: number;
  tabs: MenuTab[];
}

interface ProductRow {
  id: number;
  host_id: number;
  name: string;
  description: string | null;
  tab: string;
  group_name: string | null;
  type: string | null;
  sort_order: number;
  sold: number;
  allergens: string[];
  flags: ProductFlag[];
  price: number;
  price_deliver: number | null;
  price_takeout: number | null;
  volumes: Volume[];
  variations: string[];
  default_includes: DefaultInclude[];
  favorite: boolean;
  active: boolean;
  icon: string | null;
  sold_out: boolean;
  sold_out_until: Date | null;
}

interface GroupRow {
  id: number;
  product_id: number;
  name: string;
  min: number;
  max: number;
  included: number;
  extra: boolean;
  favorites: string[];
  exception: string[];
  sort_order: number;
  half: boolean;
}

interface ItemRow {
  id: number;
  group_id: number;
  name: string;
  price: number;
  count: number | null;
  volume: string | null;
  tab: string | null;
  extra: boolean;
  incl: boolean;
  sort_order: number;
}

const PRODUCT_COLUMNS = [
  "id",
  "host_id",
  "name",
  "description",
  "tab",
  "group_name",
  "type",
  "sort_order",
  "sold",
  "allergens",
  "flags",
  "price",
  "price_deliver",
  "price_takeout",
  "volumes",
  "variations",
  "default_includes",
  "favorite",
  "active",
  "icon",
];

/** The product columns, with "sold out now" decided by the database's clock. */
function productColumns(db: Knex) {
  return [
    ...PRODUCT_COLUMNS,
    db.raw("coalesce(sold_out_until > now(), false) as sold_out"),
    db.raw("case when sold_out_until = 'infinity' then null else sold_out_until end as sold_out_until"),
  ];
}

const MAX_ID = 2_147_483_647; // int4: a larger id can exist nowhere, and pg would refuse it

function isId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID;
}

export function isExtraTab(tab: string): boolean {
  return tab.trim().toLowerCase() === "extra";
}

/** Loads groups and items for the given products of one host, in one query each. */
async function withGroups(hostId: number, rows: ProductRow[], db: Knex): Promise<MenuProduct[]> {
  if (rows.length === 0) return [];
  const productIds = rows.map((r) => r.id);
  const groups = await db("include_groups")
    .where({ host_id: hostId })
    .whereIn("product_id", productIds)
    .orderBy([{ column: "sort_order" }, { column: "id" }])
    .select<GroupRow[]>(
      "id",
      "product_id",
      "name",
      "min",
      "max",
      "included",
      "extra",
      "favorites",
      "exception",
      "sort_order",
      "half",
    );
  const items = groups.length
    ? await db("include_items")
        .where({ host_id: hostId })
        .whereIn(
          "group_id",
          groups.map((g) => g.id),
        )
        .orderBy([{ column: "sort_order" }, { column: "id" }])
        .select<ItemRow[]>("id", "group_id", "name", "price", "count", "volume", "tab", "extra", "incl", "sort_order")
    : [];

  const itemsByGroup = new Map<number, IncludeItem[]>();
  for (const i of items) {
    const list = itemsByGroup.get(i.group_id) ?? [];
    list.push({
      id: i.id,
      name: i.name,
      price: i.price,
      count: i.count,
      volume: i.volume,
      tab: i.tab,
      extra: i.extra,
      incl: i.incl,
      sortOrder: i.sort_order,
    });
    itemsByGroup.set(i.group_id, list);
  }
  const groupsByProduct = new Map<number, IncludeGroup[]>();
  for (const g of groups) {
    const list = groupsByProduct.get(g.product_id) ?? [];
    list.push({
      id: g.id,
      name: g.name,
      min: g.min,
      max: g.max,
      included: g.included,
      extra: g.extra,
      favorites: g.favorites,
      exception: g.exception,
      sortOrder: g.sort_order,
      half: g.half,
      items: itemsByGroup.get(g.id) ?? [],
    });
    groupsByProduct.set(g.product_id, list);
  }
  return rows.map((r) => ({
    id: r.id,
    hostId: r.host_id,
    name: r.name,
    description: r.description,
    tab: r.tab,
    groupName: r.group_name,
    type: r.type,
    sortOrder: r.sort_order,
    sold: r.sold,
    allergens: r.allergens,
    flags: r.flags,
    price: r.price,
    priceDeliver: r.price_deliver,
    priceTakeout: r.price_takeout,
    volumes: r.volumes,
    variations: r.variations,
    defaultIncludes: r.default_includes,
    favorite: r.favorite,
    active: r.active,
    icon: r.icon,
    groups: groupsByProduct.get(r.id) ?? [],
    soldOut: r.sold_out,
    soldOutUntil: r.sold_out ? r.sold_out_until : null,
  }));
}

/**
 * The host's active products by tab: tabs in the host's menu order, then tabs the menu does not
 * list (alphabetically), 'extra' last; empty tabs are left out. Products by sort_order.
 */
export async function getMenu(hostId: number, db: Knex = getDb()): Promise<Menu> {
  const host = await db("hosts").where({ id: hostId }).first<{ menu: string[] } | undefined>("menu");
  if (!host) return { hostId, tabs: [] };
  const rows = await db("products")
    .where({ host_id: hostId, active: true })
    .orderBy([{ column: "sort_order" }, { column: "id" }])
    .select<ProductRow[]>(productColumns(db));
  const products = await withGroups(hostId, rows, db);

  const byTab = new Map<string, MenuProduct[]>();
  for (const p of products) {
    const list = byTab.get(p.tab) ?? [];
    list.push(p);
    byTab.set(p.tab, list);
  }
  const listed = host.menu.filter((t) => !isExtraTab(t));
  const unlisted = [...byTab.keys()]
    .filter((t) => !listed.includes(t) && !isExtraTab(t))
    .sort((a, b) => a.localeCompare(b, "nl"));
  const extras = [...byTab.keys()].filter(isExtraTab);
  const tabs: MenuTab[] = [];
  for (const name of [...listed, ...unlisted, ...extras]) {
    const list = byTab.get(name);
    if (list?.length) tabs.push({ name, extra: isExtraTab(name), products: list });
  }
  return { hostId, tabs };
}

/** One product of this host (active or not), or null when it does not exist or is another host's. */
export async function getProduct(
  { hostId, id }: { hostId: number; id: number },
  db: Knex = getDb(),
): Promise<MenuProduct | null> {
  if (!isId(id)) return null;
  const row = await db("products").where({ host_id: hostId, id }).first<ProductRow | undefined>(productColumns(db));
  if (!row) return null;
  const [product] = await withGroups(hostId, [row], db);
  return product ?? null;
}

/** Several products of this host by id (e.g. pricing a cart); ids of other hosts are simply absent. */
export async function getProducts(
  { hostId, ids }: { hostId: number; ids: number[] },
  db: Knex = getDb(),
): Promise<Map<number, MenuProduct>> {
  const wanted = [...new Set(ids.filter(isId))];
  if (wanted.length === 0) return new Map();
  const rows = await db("products")
    .where({ host_id: hostId })
    .whereIn("id", wanted)
    .select<ProductRow[]>(productColumns(db));
  const products = await withGroups(hostId, rows, db);
  return new Map(products.map((p) => [p.id, p]));
}

/**
 * "Uitverkocht" until `until` (a Date, or "forever" until switched back), or available again (null).
 * False when the product is not this host's.
 */
export async function setProductSoldOut(
  { hostId, id, until }: { hostId: number; id: number; until: Date | "forever" | null },
  db: Knex = getDb(),
): Promise<boolean> {
  if (!isId(id)) return false;
  const value = until === "forever" ? "infinity" : until;
  return (await db("products").where({ host_id: hostId, id }).update({ sold_out_until: value })) > 0;
}
