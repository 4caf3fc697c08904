// Thuisbezorgd (docs/issues/018.md): what the marketplace sells for a host, its products by PLU (§3)
// for reading an order's lines, and the products it may offer. Every query takes the host id.
import type { Knex } from "knex";

/** This host's products whose PLU (or, without one, whose id) is one of `plus`. */
export async function productsByPlu(
  db: Knex,
  { hostId, plus }: { hostId: number; plus: string[] },
): Promise<Map<string, { id: number; name: string; tab: string | null; groupName: string | null }>> {
  const out = new Map<string, { id: number; name: string; tab: string | null; groupName: string | null }>();
  if (plus.length === 0) return out;
  const rows = await db("products")
    .where({ host_id: hostId })
    .whereRaw("coalesce(plu, id::text) = any(?)", [plus])
    .select<Array<{ id: number; name: string; tab: string | null; group_name: string | null; plu: string | null }>>(
      "id",
      "name",
      "tab",
      "group_name",
      "plu",
    );
  for (const r of rows) out.set(r.plu ?? String(r.id), { id: r.id, name: r.name, tab: r.tab, groupName: r.group_name });
  return out;
}

/** Products the marketplace may sell for this host (active, not sold out) with their PLU and first option. */
export async function listMarketplaceMenu(
  db: Knex,
  { hostId }: { hostId: number },
): Promise<
  Array<{ id: number; name: string; price: number; plu: string; option: { name: string; price: number } | null }>
> {
  const rows = await db("products as p")
    .where({ "p.host_id": hostId, "p.active": true })
    .whereRaw("(p.sold_out_until IS NULL OR p.sold_out_until < now())")
    .whereNot("p.tab", "extra")
    .orderBy("p.id")
    .limit(200)
    .select<
      Array<{
        id: number;
        name: string;
        price: number;
        plu: string;
        option_name: string | null;
        option_price: number | null;
      }>
    >(
      "p.id",
      "p.name",
      "p.price",
      db.raw("coalesce(p.plu, p.id::text) as plu"),
      db.raw(
        `(SELECT ii.name FROM include_groups g JOIN include_items ii ON ii.group_id = g.id AND ii.host_id = g.host_id WHERE g.product_id = p.id AND g.host_id = p.host_id ORDER BY g.id, ii.sort_order, ii.id LIMIT 1) as option_name`,
      ),
      db.raw(
        `(SELECT ii.price FROM include_groups g JOIN include_items ii ON ii.group_id = g.id AND ii.host_id = g.host_id WHERE g.product_id = p.id AND g.host_id = p.host_id ORDER BY g.id, ii.sort_order, ii.id LIMIT 1) as option_price`,
      ),
    );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    price: r.price,
    plu: r.plu,
    option: r.option_name ? { name: r.option_name, price: r.option_price ?? 0 } : null,
  }));
}
