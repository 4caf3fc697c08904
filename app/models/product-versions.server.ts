// The optimistic lock of the product editor (issue 15 §8): a product's row locked for the rest of
// the transaction, with the version an edit must be based on.
import type { Knex } from "knex";

/** SELECT … FOR UPDATE of this host's product: its version and name, or null when it is not there. */
export async function lockProductVersion(trx: Knex.Transaction, { hostId, id }: { hostId: number; id: number }): Promise<{ version: number; name: string } | null> {
  const row = await trx("products").where({ host_id: hostId, id }).forUpdate().first<{ version: number; name: string } | undefined>("version", "name");
  return row ?? null;
}
