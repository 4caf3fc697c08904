// Products with their include groups and items, always for one host.
// const menu = await getMenu(host.id); const product = await getProduct({ hostId, id });
import type { VatRate } from "~/domain/vat";
import type { Knex } from "knex";
import { camelColumns, columns } from "~/db.server";
import { isExtraTab, tabOrder } from "~/domain/menu-structure";
import type { Flag } from "~/domain/constants";
import type { GroupInput, ProductInput } from "~/domain/product-draft";
import type { ImageRef } from "~/domain/images";

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

const MAX_ID = 2_147_483_647; // int4: a larger id can exist nowhere, and pg would refuse it

function isId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID;
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

// ---- the menu's structure (docs/issues/015.md §1): tab order, hidden tabs, product order within a tab -------

/** The host's tab order (hosts.menu) and hidden tabs (hosts.settings.hiddenTabs), or null for no such host. */
export async function getTabStructure(
  db: Knex,
  { hostId, lock = false }: { hostId: number; lock?: boolean },
): Promise<{ menu: string[]; hidden: string[] } | null> {
  const query = db("hosts").where({ id: hostId });
  if (lock) query.forUpdate(); // inside the transaction that changes it: two admins at once take turns
  const host = await query.first<{ menu: string[]; hidden: unknown } | undefined>(
    "menu",
    db.raw("settings->'hiddenTabs' as hidden"),
  );
  if (!host) return null;
  const hidden = Array.isArray(host.hidden) ? host.hidden.filter((t): t is string => typeof t === "string") : [];
  return { menu: host.menu, hidden };
}

/** The tab of every product of the host (for counts and the tab order), with their number. */
export async function countProductsByTab(db: Knex, { hostId }: { hostId: number }): Promise<Map<string, number>> {
  const rows = await db("products")
    .where({ host_id: hostId })
    .groupBy("tab")
    .select<{ tab: string; count: string }[]>("tab", db.raw("count(*) as count"));
  return new Map(rows.map((r) => [r.tab, Number(r.count)]));
}

/** Stores the tab order and hidden tabs; call inside the transaction that renames products' tabs. */
export async function saveTabStructure(
  db: Knex,
  { hostId, menu, hidden }: { hostId: number; menu: string[]; hidden: string[] },
): Promise<void> {
  // hosts.menu is jsonb: a JS array would reach pg as an array literal, so both go as JSON text
  await db("hosts")
    .where({ id: hostId })
    .update({
      menu: JSON.stringify(menu),
      settings: db.raw("jsonb_set(settings, '{hiddenTabs}', ?::jsonb, true)", [JSON.stringify(hidden)]),
    });
}

/** Moves every product of the host in tab `from` to tab `to`; their number. */
export async function renameProductsTab(
  db: Knex,
  { hostId, from, to }: { hostId: number; from: string; to: string },
): Promise<number> {
  return db("products").where({ host_id: hostId, tab: from }).update({ tab: to });
}

/** The tab of one of the host's products, locking the row; null when it is not this host's. */
export async function lockProductTab(db: Knex, { hostId, id }: { hostId: number; id: number }): Promise<string | null> {
  if (!isId(id)) return null;
  const row = await db("products").where({ host_id: hostId, id }).forUpdate().first<{ tab: string } | undefined>("tab");
  return row?.tab ?? null;
}

/** The host's products in one tab in menu order with their group, their rows locked for the rest of the transaction. */
export async function lockTabProducts(
  db: Knex,
  { hostId, tab }: { hostId: number; tab: string },
): Promise<Array<{ id: number; groupName: string | null }>> {
  return db("products")
    .where({ host_id: hostId, tab })
    .orderBy([{ column: "sort_order" }, { column: "id" }])
    .forUpdate()
    .select<Array<{ id: number; groupName: string | null }>>(camelColumns(["id", "group_name"]));
}

/** Which of `ids` are products of this host. */
export async function listOwnProductIds(
  db: Knex,
  { hostId, ids }: { hostId: number; ids: number[] },
): Promise<number[]> {
  const rows = await db("products")
    .where({ host_id: hostId })
    .whereIn("id", ids.filter(isId))
    .select<{ id: number }[]>("id");
  return rows.map((r) => r.id);
}

/** Numbers the given products of the host 0, 1, 2… in that order. */
export async function renumberProducts(db: Knex, { hostId, ids }: { hostId: number; ids: number[] }): Promise<void> {
  for (const [i, id] of ids.entries()) await db("products").where({ host_id: hostId, id }).update({ sort_order: i });
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

/**
 * "Uitverkocht" until `until` (a Date, or "forever" until switched back), or available again (null).
 * False when the product is not this host's.
 */
export async function setProductSoldOut(
  db: Knex,
  { hostId, id, until }: { hostId: number; id: number; until: Date | "forever" | null },
): Promise<boolean> {
  if (!isId(id)) return false;
  const value = until === "forever" ? "infinity" : until;
  return (await db("products").where({ host_id: hostId, id }).update({ sold_out_until: value })) > 0;
}

/**
 * The include item "Uitverkocht" until `until`, or available again (null): the item and its
 * product (for the history), or null when the item is not this host's.
 */
export async function setIncludeItemSoldOut(
  db: Knex,
  { hostId, id, until }: { hostId: number; id: number; until: Date | "forever" | null },
): Promise<{ name: string; productId: number } | null> {
  if (!isId(id)) return null;
  const value = until === "forever" ? "infinity" : until;
  const rows = await db("include_items")
    .where({ host_id: hostId, id })
    .update({ sold_out_until: value })
    .returning<{ name: string; group_id: number }[]>(["name", "group_id"]);
  const item = rows[0];
  if (!item) return null;
  const group = await db("include_groups")
    .where({ host_id: hostId, id: item.group_id })
    .first<{ product_id: number } | undefined>("product_id");
  return group ? { name: item.name, productId: group.product_id } : null;
}

// ---- the product editor (docs/issues/015.md §2, §8, §9): db first, every query scoped to the host ----------

/** What the editor writes (the checked input of domain/product-editor): the product's own fields, cents… */
export type ProductWrite = Omit<ProductInput, "groups">;
/** …and its include groups with their items (id null: new). */
export type GroupWrite = GroupInput;

function productRow(p: ProductWrite) {
  return {
    name: p.name,
    description: p.description,
    tab: p.tab,
    group_name: p.groupName,
    type: p.type,
    allergens: p.allergens,
    flags: p.flags,
    price: p.price,
    price_deliver: p.priceDeliver,
    price_takeout: p.priceTakeout,
    vat_rate: p.vatRate,
    volumes: JSON.stringify(p.volumes),
    variations: JSON.stringify(p.variations),
    default_includes: JSON.stringify(p.defaultIncludes),
    favorite: p.favorite,
    active: p.active,
    // the service checked it is this host's product image (services/product-editor.server.ts)
    ...(p.image !== undefined ? { image_id: p.image?.id ?? null } : {}),
    ...(p.plu !== undefined ? { plu: p.plu } : {}),
  };
}

/** The unique index of migration 0025: one product per PLU per restaurant, an id counting as its PLU. */
export const PRODUCT_PLU_CONSTRAINT = "products_host_plu_unique";

/** The product's version for the optimistic lock (docs/issues/015.md §8); null when it is not this host's. */
export async function getProductVersion(
  db: Knex,
  { hostId, id }: { hostId: number; id: number },
): Promise<number | null> {
  if (!isId(id)) return null;
  const row = await db("products").where({ host_id: hostId, id }).first<{ version: number } | undefined>("version");
  return row?.version ?? null;
}

/** A new product at the end of the host's list; its id. */
export async function insertProduct(
  db: Knex,
  { hostId, product }: { hostId: number; product: ProductWrite },
): Promise<number> {
  const [{ id }] = await db("products")
    .insert({
      host_id: hostId,
      ...productRow(product),
      sort_order: db.raw("(select coalesce(max(sort_order), 0) + 1 from products where host_id = ?)", [hostId]),
    })
    .returning<{ id: number }[]>("id");
  return id;
}

/**
 * Saves the product only if it is still at `version` (nobody saved in between): its new version, or
 * null when it is not this host's or another save came first (the caller tells which).
 */
export async function updateProduct(
  db: Knex,
  { hostId, id, version, product }: { hostId: number; id: number; version: number; product: ProductWrite },
): Promise<number | null> {
  if (!isId(id)) return null;
  const rows = await db("products")
    .where({ host_id: hostId, id, version })
    .update({ ...productRow(product), version: db.raw("version + 1") })
    .returning<{ version: number }[]>("version");
  return rows[0]?.version ?? null;
}

/** Deletes the product (its groups and items go with it); false when it is not this host's. */
export async function deleteProduct(db: Knex, { hostId, id }: { hostId: number; id: number }): Promise<boolean> {
  if (!isId(id)) return false;
  return (await db("products").where({ host_id: hostId, id }).delete()) > 0;
}

/**
 * Makes the product's include groups and items exactly `groups`, in that order: stored ones (by id)
 * updated, new ones inserted, the rest deleted. An id that is not one of this product's groups (or
 * that group's items) changes nothing and answers false, so nobody edits another product's group.
 */
export async function replaceGroups(
  db: Knex,
  { hostId, productId, groups }: { hostId: number; productId: number; groups: GroupWrite[] },
): Promise<boolean> {
  const stored = await db("include_groups")
    .where({ host_id: hostId, product_id: productId })
    .select<{ id: number }[]>("id");
  const storedIds = new Set(stored.map((g) => g.id));
  if (groups.some((g) => g.id !== null && !storedIds.has(g.id))) return false;
  const storedItems = storedIds.size
    ? await db("include_items")
        .where({ host_id: hostId })
        .whereIn("group_id", [...storedIds])
        .select<{ id: number; group_id: number }[]>("id", "group_id")
    : [];
  const itemGroup = new Map(storedItems.map((i) => [i.id, i.group_id]));
  for (const g of groups)
    for (const i of g.items) if (i.id !== null && (g.id === null || itemGroup.get(i.id) !== g.id)) return false;

  const keep = new Set(groups.flatMap((g) => (g.id === null ? [] : [g.id])));
  const gone = [...storedIds].filter((id) => !keep.has(id));
  if (gone.length)
    await db("include_groups").where({ host_id: hostId, product_id: productId }).whereIn("id", gone).delete();

  for (const [order, g] of groups.entries()) {
    const row = {
      name: g.name,
      min: g.min,
      max: g.max,
      included: g.included,
      extra: g.extra,
      favorites: JSON.stringify(g.favorites),
      exception: JSON.stringify(g.exception),
      half: g.half,
      sort_order: order,
    };
    let groupId: number;
    if (g.id === null) {
      [{ id: groupId }] = await db("include_groups")
        .insert({ host_id: hostId, product_id: productId, ...row })
        .returning<{ id: number }[]>("id");
    } else {
      groupId = g.id;
      await db("include_groups").where({ host_id: hostId, product_id: productId, id: groupId }).update(row);
    }
    const keepItems = new Set(g.items.flatMap((i) => (i.id === null ? [] : [i.id])));
    const goneItems = storedItems.filter((i) => i.group_id === groupId && !keepItems.has(i.id)).map((i) => i.id);
    if (goneItems.length)
      await db("include_items").where({ host_id: hostId, group_id: groupId }).whereIn("id", goneItems).delete();
    for (const [itemOrder, i] of g.items.entries()) {
      const itemRow = {
        name: i.name,
        price: i.price,
        volume: i.volume,
        tab: i.tab,
        extra: i.extra,
        incl: i.incl,
        sort_order: itemOrder,
        // absent (a menu import, a copied group): the stored rate stays
        ...(i.vatRate !== undefined ? { vat_rate: i.vatRate } : {}),
      };
      if (i.id === null) await db("include_items").insert({ host_id: hostId, group_id: groupId, ...itemRow });
      else await db("include_items").where({ host_id: hostId, group_id: groupId, id: i.id }).update(itemRow);
    }
  }
  return true;
}

/** The tabs and groups the host uses, for the editor's suggestions: the menu's tabs first. */
export async function listTabsAndGroups(
  db: Knex,
  { hostId }: { hostId: number },
): Promise<{ tabs: string[]; groups: Array<{ tab: string; group: string }> }> {
  const host = await db("hosts").where({ id: hostId }).first<{ menu: string[] } | undefined>("menu");
  const rows = await db("products")
    .where({ host_id: hostId })
    .distinct<{ tab: string; group_name: string | null }[]>("tab", "group_name");
  const tabs = [...new Set([...(host?.menu ?? []), ...rows.map((r) => r.tab)])];
  const groups = rows.flatMap((r) => (r.group_name ? [{ tab: r.tab, group: r.group_name }] : []));
  return { tabs, groups };
}

export interface ProductHistoryEntry {
  id: number;
  productId: number;
  productName: string;
  version: number;
  userName: string | null;
  action: "created" | "updated" | "deleted" | "duplicated";
  changes: Array<{ field: string; from: string; to: string }>;
  createdAt: Date;
}

export async function insertProductHistory(
  db: Knex,
  entry: {
    hostId: number;
    productId: number;
    productName: string;
    version: number;
    userId: number | null;
    userName: string | null;
    action: ProductHistoryEntry["action"];
    changes: ProductHistoryEntry["changes"];
  },
): Promise<void> {
  await db("product_history").insert({
    host_id: entry.hostId,
    product_id: entry.productId,
    product_name: entry.productName,
    version: entry.version,
    user_id: entry.userId,
    user_name: entry.userName,
    action: entry.action,
    changes: JSON.stringify(entry.changes),
  });
}

/** The product's history, newest first (at most `limit` entries). */
export async function listProductHistory(
  db: Knex,
  { hostId, productId, limit = 50 }: { hostId: number; productId: number; limit?: number },
): Promise<ProductHistoryEntry[]> {
  if (!isId(productId)) return [];
  return db("product_history")
    .where({ host_id: hostId, product_id: productId })
    .orderBy([
      { column: "created_at", order: "desc" },
      { column: "id", order: "desc" },
    ])
    .limit(limit)
    .select<ProductHistoryEntry[]>(
      columns({
        id: "id",
        productId: "product_id",
        productName: "product_name",
        version: "version",
        userName: "user_name",
        action: "action",
        changes: "changes",
        createdAt: "created_at",
      }),
    );
}
