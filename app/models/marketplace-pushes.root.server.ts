// The push worker's scan across restaurants (docs/issues/018.md §4): which availability/status pushes are still
// owed and due. Root-wide by nature; each row then goes through marketplace-pushes.server.ts.
import type { Knex } from "knex";

/**
 * Owed pushes that are due and first in their restaurant's line: a push behind an earlier owed one
 * waits for it (decision 089), so a restaurant whose pushes keep failing takes one place, not `limit`.
 */
export async function listOwedPushes(
  db: Knex,
  { limit }: { limit: number },
): Promise<Array<{ id: number; hostId: number }>> {
  const rows = await db("marketplace_pushes as p")
    .whereNull("p.sent_at")
    .whereNull("p.refused_at")
    .where("p.next_at", "<=", db.fn.now())
    .whereNotExists(
      db("marketplace_pushes as e")
        .whereRaw("e.host_id = p.host_id")
        .whereRaw("e.id < p.id")
        .whereNull("e.sent_at")
        .whereNull("e.refused_at")
        .select(db.raw("1")),
    )
    .orderBy("p.id")
    .limit(limit)
    .select<Array<{ id: number; host_id: number }>>("p.id", "p.host_id");
  return rows.map((r) => ({ id: r.id, hostId: r.host_id }));
}
