// SMS login codes (table login_codes, platform-wide like users). Only a keyed hash is stored.
import type { Knex } from "knex";

export interface LoginCodeRow {
  id: number;
  phone: string;
  code_hash: string;
  expires_at: Date;
  attempts: number;
  used_at: Date | null;
}

export async function insertLoginCode(
  db: Knex,
  input: {
    phone: string;
    codeHash: string;
    expiresAt: Date;
    ip: string | null;
    from: string | null;
    hostId: number | null;
  },
): Promise<void> {
  await db.transaction(async (trx) => {
    // a new code replaces the older ones: only the latest code of a phone can ever log in
    await trx("login_codes").where({ phone: input.phone }).whereNull("used_at").update({ used_at: trx.fn.now() });
    await trx("login_codes").insert({
      phone: input.phone,
      code_hash: input.codeHash,
      expires_at: input.expiresAt,
      ip: input.ip,
      from: input.from,
      host_id: input.hostId,
    });
  });
}

/** The phone's one live code: unused, unexpired, fewer than maxAttempts wrong tries. */
export async function getLiveLoginCode(
  db: Knex,
  { phone, maxAttempts }: { phone: string; maxAttempts: number },
): Promise<LoginCodeRow | null> {
  const row = await db("login_codes")
    .where({ phone })
    .whereNull("used_at")
    .where("expires_at", ">", db.fn.now())
    .where("attempts", "<", maxAttempts)
    .orderBy("id", "desc")
    .first<LoginCodeRow | undefined>();
  return row ?? null;
}

export async function addFailedAttempt(db: Knex, { id }: { id: number }): Promise<void> {
  await db("login_codes").where({ id }).increment("attempts", 1);
}

/** Marks the code used; false when someone else used it first (single use under concurrency). */
export async function consumeLoginCode(db: Knex, { id }: { id: number }): Promise<boolean> {
  const n = await db("login_codes").where({ id }).whereNull("used_at").update({ used_at: db.fn.now() });
  return n === 1;
}
