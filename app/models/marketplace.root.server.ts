// The Thuisbezorgd watchdog's scan across restaurants (docs/issues/018.md §2): which received orders still
// owe the marketplace an acknowledgement, and which were received but never placed (the process
// stopped between the 202 and the placing). Root-wide by nature; each row then goes through the
// host-scoped functions of marketplace-orders.server.ts.
import type { Knex } from "knex";

export async function listOwedAcks(
  db: Knex,
  { limit }: { limit: number },
): Promise<Array<{ id: number; hostId: number }>> {
  const rows = await db("marketplace_orders")
    .where({ ack: "pending" })
    .whereIn("status", ["placed", "failed", "malformed"])
    .where("ack_next_at", "<=", db.fn.now())
    .orderBy("ack_next_at")
    .limit(limit)
    .select<Array<{ id: number; host_id: number }>>("id", "host_id");
  return rows.map((r) => ({ id: r.id, hostId: r.host_id }));
}

export async function listUnplaced(
  db: Knex,
  { olderThanMs, limit }: { olderThanMs: number; limit: number },
): Promise<Array<{ id: number; hostId: number }>> {
  const rows = await db("marketplace_orders")
    .where({ status: "received" })
    .where("created_at", "<=", db.raw(`now() - (? || ' milliseconds')::interval`, [String(olderThanMs)]))
    .orderBy("id")
    .limit(limit)
    .select<Array<{ id: number; host_id: number }>>("id", "host_id");
  return rows.map((r) => ({ id: r.id, hostId: r.host_id }));
}
