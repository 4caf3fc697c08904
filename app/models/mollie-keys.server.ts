// The Mollie key of the organisation that owns a host: ciphertext, mode and last 4 only (docs/issues/005.md §8).
import type { Knex } from "knex";

export interface StoredMollieKey {
  encrypted: string | null;
  mode: "test" | "live" | null;
  last4: string | null;
}

/** The key of the host's own organisation (the one that is paid), scoped by the host. */
export async function getMollieKeyForHost(db: Knex, { hostId }: { hostId: number }): Promise<StoredMollieKey> {
  const row = await db("hosts")
    .join("organisations", "organisations.id", "hosts.organisation_id")
    .where("hosts.id", hostId)
    .first<
      | {
          mollie_key_encrypted: string | null;
          mollie_key_mode: "test" | "live" | null;
          mollie_key_last4: string | null;
        }
      | undefined
    >("organisations.mollie_key_encrypted", "organisations.mollie_key_mode", "organisations.mollie_key_last4");
  return {
    encrypted: row?.mollie_key_encrypted ?? null,
    mode: row?.mollie_key_mode ?? null,
    last4: row?.mollie_key_last4 ?? null,
  };
}

/** Sets (or with null clears) the key of the organisation that owns this host. */
export async function setMollieKeyForHost(
  db: Knex,
  { hostId, key }: { hostId: number; key: { encrypted: string; mode: "test" | "live"; last4: string } | null },
): Promise<void> {
  await db("organisations")
    .whereIn("id", db("hosts").select("organisation_id").where({ id: hostId }))
    .update({
      mollie_key_encrypted: key?.encrypted ?? null,
      mollie_key_mode: key?.mode ?? null,
      mollie_key_last4: key?.last4 ?? null,
    });
}
