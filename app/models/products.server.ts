// Products with their include groups and items, always for one host.
// const menu = await getMenu(host.id); const product = await getProduct({ hostId, id });
// The menu's structure: menu-structure.server.ts; the editor's writes: product-writes.server.ts;
// sold out: sold-out.server.ts; the history: product-history.server.ts.
import type { VatRate } from "~/domain/vat";
import type { Knex } from "knex";
import { camelColumns } from "~/db.server";
import { isExtraTab, tabOrder } from "~/domain/menu-structure";
import type { Flag } from "~/domain/constants";
import type { ImageRef } from "~/domain/images";
import { isId } from "~/domain/ids";
import { getTabStructure } from "~/models/menu-structure.server";

export type ProductFlag = Flag;

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
  /** Its own VAT rate (decision 071); null: the product's. */
  vatRate: VatRate | null;
  /** "Uitverkocht" right now (the database's clock): greyed in the dialog, refused by the cart. */
  soldOut: boolean;
  /** Until when: the end of a day, or null for "until switched back" (only when soldOut). */
  soldOutUntil: Date | null;
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
  /** 9 or 21 (docs/issues/017.md): the rate inside the price, copied onto the order line when ordered. */
  vatRate: VatRate;
  volumes: Volume[];
  variations: string[];
  defaultIncludes: DefaultInclude[];
  favorite: boolean;
  active: boolean;
  icon: string | null;
  /** The code a marketplace order names it by (docs/issues/018.md §3); null: its id. */
  plu: string | null;
  groups: IncludeGroup[];
  /** Sold out right now (the database's clock): shown greyed, cannot be added or ordered. */
  soldOut: boolean;
  /** Until when: the end of a day, or null for "until switched back" (only when soldOut). */
  soldOutUntil: Date | null;
  /** In a tab the restaurant hid (hosts.settings.hiddenTabs): not on the menu, not for sale. */
  inHiddenTab?: boolean;
  /** The product's photo (docs/issues/015.md §5), or null. */
  image: ImageRef | null;
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

type ProductRow = Omit<MenuProduct, "groups">;
type GroupRow = Omit<IncludeGroup, "items"> & { productId: number };
type ItemRow = IncludeItem & { groupId: number };

/** MenuProduct's stored fields, each its column in camelCase (decision 011). */
const PRODUCT_COLUMNS = camelColumns([
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
  "vat_rate",
  "volumes",
  "variations",
  "default_includes",
  "favorite",
  "active",
  "icon",
  "plu",
]);

/** "Sold out now" decided by the database's clock, and until when ('infinity' read as null). */
function soldOutColumns(db: Knex) {
  return [
    db.raw('coalesce(sold_out_until > now(), false) as "soldOut"'),
    // until when, only while sold out ('infinity': until switched back on, read as null)
    db.raw(
      "case when sold_out_until > now() and sold_out_until <> 'infinity' then sold_out_until end as \"soldOutUntil\"",
    ),
  ];
}

/** The product columns, with "sold out now" decided by the database's clock. */
function productColumns(db: Knex) {
  return [
    ...PRODUCT_COLUMNS,
    ...soldOutColumns(db),
    db.raw(
      "jsonb_exists(coalesce((select h.settings->'hiddenTabs' from hosts h where h.id = products.host_id), '[]'::jsonb), products.tab) as \"inHiddenTab\"",
    ),
    // the photo, only ever one of this host's own images
    db.raw(
      "(select json_build_object('id', i.id, 'key', i.hash, 'kind', i.kind, 'width', i.width, 'height', i.height) from images i where i.id = products.image_id and i.host_id = products.host_id) as image",
    ),
  ];
}

/** Loads groups and items for the given products of one host, in one query each. */
async function withGroups(db: Knex, hostId: number, rows: ProductRow[]): Promise<MenuProduct[]> {
  if (rows.length === 0) return [];
  const productIds = rows.map((r) => r.id);
  const groups = await db("include_groups")
    .where({ host_id: hostId })
    .whereIn("product_id", productIds)
    .orderBy([{ column: "sort_order" }, { column: "id" }])
    .select<GroupRow[]>(
      camelColumns([
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
      ]),
    );
  const items = groups.length
    ? await db("include_items")
        .where({ host_id: hostId })
        .whereIn(
          "group_id",
          groups.map((g) => g.id),
        )
        .orderBy([{ column: "sort_order" }, { column: "id" }])
        .select<ItemRow[]>(
          ...camelColumns([
            "id",
            "group_id",
            "name",
            "price",
            "count",
            "volume",
            "tab",
            "extra",
            "incl",
            "sort_order",
            "vat_rate",
          ]),
          ...soldOutColumns(db),
        )
    : [];

  const itemsByGroup = new Map<number, IncludeItem[]>();
  for (const { groupId, ...item } of items) {
    itemsByGroup.set(groupId, [...(itemsByGroup.get(groupId) ?? []), item]);
  }
  const groupsByProduct = new Map<number, IncludeGroup[]>();
  for (const { productId, ...group } of groups) {
    const list = groupsByProduct.get(productId) ?? [];
    list.push({ ...group, items: itemsByGroup.get(group.id) ?? [] });
    groupsByProduct.set(productId, list);
  }
  return rows.map((r) => ({ ...r, image: r.image ?? null, groups: groupsByProduct.get(r.id) ?? [] }));
}

/**
 * The host's active products by tab (domain/menu-structure tabOrder): tabs in the host's menu order,
 * then tabs the menu does not list (alphabetically), 'extra' last; empty and hidden tabs are left out.
 * Products by sort_order.
 */
export function getMenu(db: Knex, { hostId }: { hostId: number }): Promise<Menu> {
  return loadMenu(db, hostId, true);
}

/** Every product of the host by tab as getMenu orders them, hidden ones too (the admin's list). */
export function getAdminMenu(db: Knex, { hostId }: { hostId: number }): Promise<Menu> {
  return loadMenu(db, hostId, false);
}

async function loadMenu(db: Knex, hostId: number, activeOnly: boolean): Promise<Menu> {
  const structure = await getTabStructure(db, { hostId });
  if (!structure) return { hostId, tabs: [] };
  const rows = await db("products")
    .where({ host_id: hostId, ...(activeOnly ? { active: true } : {}) })
    .orderBy([{ column: "sort_order" }, { column: "id" }])
    .select<ProductRow[]>(productColumns(db));
  const products = await withGroups(db, hostId, rows);

  const byTab = new Map<string, MenuProduct[]>();
  for (const p of products) {
    const list = byTab.get(p.tab) ?? [];
    list.push(p);
    byTab.set(p.tab, list);
  }
  const tabs: MenuTab[] = [];
  for (const name of tabOrder(structure.menu, byTab.keys())) {
    if (activeOnly && structure.hidden.includes(name)) continue;
    const list = byTab.get(name);
    if (list?.length) tabs.push({ name, extra: isExtraTab(name), products: list });
  }
  return { hostId, tabs };
}

/** One product of this host (active or not), or null when it does not exist or is another host's. */
export async function getProduct(
  db: Knex,
  { hostId, id }: { hostId: number; id: number },
): Promise<MenuProduct | null> {
  if (!isId(id)) return null;
  const row = await db("products").where({ host_id: hostId, id }).first<ProductRow | undefined>(productColumns(db));
  if (!row) return null;
  const [product] = await withGroups(db, hostId, [row]);
  return product ?? null;
}

/** Several products of this host by id (e.g. pricing a cart); ids of other hosts are simply absent. */
export async function getProducts(
  db: Knex,
  { hostId, ids }: { hostId: number; ids: number[] },
): Promise<Map<number, MenuProduct>> {
  const wanted = [...new Set(ids.filter(isId))];
  if (wanted.length === 0) return new Map();
  const rows = await db("products")
    .where({ host_id: hostId })
    .whereIn("id", wanted)
    .select<ProductRow[]>(productColumns(db));
  const products = await withGroups(db, hostId, rows);
  return new Map(products.map((p) => [p.id, p]));
}

/** Every product of this host as getProducts reads one, by id (the cart's price table, decision 097). */
export async function getHostProducts(db: Knex, { hostId }: { hostId: number }): Promise<Map<number, MenuProduct>> {
  const rows = await db("products").where({ host_id: hostId }).select<ProductRow[]>(productColumns(db));
  const products = await withGroups(db, hostId, rows);
  return new Map(products.map((p) => [p.id, p]));
}

/**
 * The restaurant's menu generation: counted up by the database on every write of a product, a choice
 * group, a choice or the hidden tabs (migration 0042), 0 before the first. The price table's check.
 */
export async function getMenuGeneration(db: Knex, { hostId }: { hostId: number }): Promise<number> {
  const row = await db("menu_generations")
    .where({ host_id: hostId })
    .first<{ generation: string } | undefined>("generation");
  return row ? Number(row.generation) : 0;
}
