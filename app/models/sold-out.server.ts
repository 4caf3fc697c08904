// "Uitverkocht" (docs/issues/015.md §4), always for one host: a product or an include item sold out
// until a moment or until switched back, or available again.
import type { Knex } from "knex";
import { isId } from "~/domain/ids";

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
