// Root's view over every restaurant: the host ids root's to-do list and live feed cover on the
// platform domain. The rest of the query stays host-scoped (whereIn host_id).
import type { Knex } from "knex";
import { getDb } from "~/db.server";

export async function listAllHostIds(db: Knex = getDb()): Promise<number[]> {
  const rows = await db("hosts").orderBy("name").select<Array<{ id: number }>>("id");
  return rows.map((r) => r.id);
}
