// The product editor's writes (docs/issues/015.md §2, §8, §9), db first, every query scoped to the host:
// a product's row (inserted, saved only at its version, deleted) and its include groups and items.
// The menu's imports and bulk changes write through them too.
import type { Knex } from "knex";
import type { GroupInput, ProductInput } from "~/domain/product-draft";
import { isId } from "~/domain/ids";

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
