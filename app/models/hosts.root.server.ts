// Root-wide host queries (DESIGN §3: only root reads across every restaurant).
import type { Knex } from "knex";
import { getDb } from "~/db.server";

/** Every restaurant, by name: what root may take phone orders for on the order desk. */
export async function listAllHostsForRoot(db: Knex = getDb()): Promise<Array<{ id: number; name: string; perma: string }>> {
  return db("hosts").orderBy([{ column: "name" }, { column: "id" }]).select<Array<{ id: number; name: string; perma: string }>>("id", "name", "perma");
}
