// The optimistic lock of the product editor (docs/issues/015.md §8): a product's row locked for the rest of
// the transaction, with the version an edit must be based on.
import type { Knex } from "knex";

/** SELECT … FOR UPDATE of this host's product: its version and name, or null when it is not there. */
export async function lockProductVersion(
  trx: Knex.Transaction,
  { hostId, id }: { hostId: number; id: number },
): Promise<{ version: number; name: string } | null> {
  const row = await trx("products")
    .where({ host_id: hostId, id })
    .forUpdate()
    .first<{ version: number; name: string } | undefined>("version", "name");
  return row ?? null;
}

/**
 * "Uitverkocht" / "Weer beschikbaar" in the product's history (docs/issues/015.md §4): an 'updated' entry at
 * the product's current version — a sold-out tap is no edit, so it does not bump the version an open
 * editor is based on. Nothing when the product is not this host's.
 */
export async function recordSoldOutChange(
  db: Knex,
  entry: {
    hostId: number;
    productId: number;
    userId: number | null;
    userName: string | null;
    changes: Array<{ field: string; from: string; to: string }>;
  },
): Promise<void> {
  await db.raw(
    `insert into product_history (host_id, product_id, product_name, version, user_id, user_name, action, changes)
     select host_id, id, name, version, ?, ?, 'updated', ?::jsonb from products where host_id = ? and id = ?`,
    [entry.userId, entry.userName, JSON.stringify(entry.changes), entry.hostId, entry.productId],
  );
}

/**
 * A product moved on the menu (docs/issues/015.md §1: its place in its group, or its group's place in the tab)
 * in its history: an 'updated' entry at the current version, as a sold-out tap — the order is no edit
 * of the product, so an editor open on it stays valid. Products not this host's are skipped.
 */
export async function recordOrderChanges(
  db: Knex,
  {
    hostId,
    userId,
    userName,
    entries,
  }: {
    hostId: number;
    userId: number | null;
    userName: string | null;
    entries: Array<{ productId: number; changes: Array<{ field: string; from: string; to: string }> }>;
  },
): Promise<void> {
  for (const e of entries)
    await recordSoldOutChange(db, { hostId, productId: e.productId, userId, userName, changes: e.changes });
}
