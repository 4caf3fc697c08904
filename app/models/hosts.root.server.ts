// Root-wide host queries (DESIGN §3: only root reads across every restaurant): the host ids root's
// to-do list and live feed cover on the platform domain, and the restaurants root may take phone
// orders for on the order desk. The rest of each query stays host-scoped (whereIn host_id).
import type { Knex } from "knex";
import { getDb } from "~/db.server";

export async function listAllHostIds(db: Knex = getDb()): Promise<number[]> {
  const rows = await db("hosts").orderBy("name").select<Array<{ id: number }>>("id");
  return rows.map((r) => r.id);
}

/** Every restaurant, by name. */
export async function listAllHostsForRoot(db: Knex = getDb()): Promise<Array<{ id: number; name: string; perma: string }>> {
  return db("hosts").orderBy([{ column: "name" }, { column: "id" }]).select<Array<{ id: number; name: string; perma: string }>>("id", "name", "perma");
}
