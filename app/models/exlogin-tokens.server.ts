// Single-use login links (/exlogin/{token}). Only the token's SHA-256 is stored.
import type { Knex } from "knex";

export interface ExloginTokenRow {
  id: number;
  user_id: number;
  host_id: number | null;
  redirect_to: string | null;
  expires_at: Date;
  used_at: Date | null;
  /** A server's own redirect (migration 0034): its GET logs in at once. */
  hop: boolean;
}

export async function insertExloginToken(
  db: Knex,
  input: {
    tokenHash: string;
    userId: number;
    hostId: number | null;
    redirectTo: string | null;
    expiresAt: Date;
    hop?: boolean;
  },
): Promise<void> {
  await db("exlogin_tokens").insert({
    token_hash: input.tokenHash,
    user_id: input.userId,
    host_id: input.hostId,
    redirect_to: input.redirectTo,
    expires_at: input.expiresAt,
    hop: input.hop ?? false,
  });
}

/** A live token: unused and unexpired. */
export async function getLiveExloginToken(
  db: Knex,
  { tokenHash }: { tokenHash: string },
): Promise<ExloginTokenRow | null> {
  const row = await db("exlogin_tokens")
    .where({ token_hash: tokenHash })
    .whereNull("used_at")
    .where("expires_at", ">", db.fn.now())
    .first<ExloginTokenRow | undefined>();
  return row ?? null;
}

export async function consumeExloginToken(db: Knex, { id }: { id: number }): Promise<boolean> {
  const n = await db("exlogin_tokens").where({ id }).whereNull("used_at").update({ used_at: db.fn.now() });
  return n === 1;
}
