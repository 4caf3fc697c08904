// What the order desk (/deliver) reads beyond the shared models: the lines of a caller's recent
// orders at one host, so staff can say what "Herhaal" will put in the cart.
import type { Knex } from "knex";

/** Order id → its lines as "2× Margherita" in position order. */
export async function listOrderLineNames(
  db: Knex,
  { hostId, orderIds }: { hostId: number; orderIds: number[] },
): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (orderIds.length === 0) return out;
  const rows = await db("order_items")
    .where({ host_id: hostId })
    .whereIn("order_id", orderIds)
    .orderBy([{ column: "order_id" }, { column: "position" }])
    .select<Array<{ order_id: number; name: string; subname: string | null; quantity: number }>>(
      "order_id",
      "name",
      "subname",
      "quantity",
    );
  for (const r of rows) {
    const text = `${r.quantity > 1 ? `${r.quantity}× ` : ""}${r.name}${r.subname ? ` (${r.subname})` : ""}`;
    out.set(r.order_id, [...(out.get(r.order_id) ?? []), text]);
  }
  return out;
}
