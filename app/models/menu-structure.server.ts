// The menu's structure (docs/issues/015.md §1), always for one host: tab order, hidden tabs, product
// order within a tab, and the tabs and groups the editor suggests.
import type { Knex } from "knex";
import { camelColumns } from "~/db.server";
import { isId } from "~/domain/ids";

/** The host's tab order (hosts.menu) and hidden tabs (hosts.settings.hiddenTabs), or null for no such host. */
export async function getTabStructure(
  db: Knex,
  { hostId, lock = false }: { hostId: number; lock?: boolean },
): Promise<{ menu: string[]; hidden: string[] } | null> {
  const query = db("hosts").where({ id: hostId });
  // inside the transaction that changes it: two admins at once take turns. NO KEY UPDATE, as lockHost
  // (host-settings.server.ts): a product's write checking its key against this row must not wait for it
  if (lock) query.forNoKeyUpdate();
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
