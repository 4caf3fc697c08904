// The push worker's scan across restaurants (docs/issues/018.md §4): which availability/status pushes are still
// owed and due. Root-wide by nature; each row then goes through marketplace-pushes.server.ts.
import type { Knex } from "knex";

export async function listOwedPushes(
  db: Knex,
  { limit }: { limit: number },
): Promise<Array<{ id: number; hostId: number }>> {
  const rows = await db("marketplace_pushes")
    .whereNull("sent_at")
    .whereNull("refused_at")
    .where("next_at", "<=", db.fn.now())
    .orderBy("id")
    .limit(limit)
    .select<Array<{ id: number; host_id: number }>>("id", "host_id");
  return rows.map((r) => ({ id: r.id, hostId: r.host_id }));
}
