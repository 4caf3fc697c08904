// Sessions in PostgreSQL (table sessions, platform-wide like users): the store every worker of a
// machine reads when there is no Redis (decision 087). `sess` is express-session's JSON.
import type { Knex } from "knex";

/** The session's data, or null when there is none or it has expired. */
export async function readSession(db: Knex, { sid }: { sid: string }): Promise<unknown> {
  const row = await db("sessions")
    .where({ sid })
    .where("expires_at", ">", db.fn.now())
    .first<{ sess: unknown }>("sess");
  return row?.sess ?? null;
}

export async function writeSession(
  db: Knex,
  { sid, sess, expiresAt }: { sid: string; sess: unknown; expiresAt: Date },
): Promise<void> {
  await db("sessions")
    .insert({ sid, sess: JSON.stringify(sess), expires_at: expiresAt })
    .onConflict("sid")
    .merge(["sess", "expires_at"]);
}

export async function deleteSession(db: Knex, { sid }: { sid: string }): Promise<void> {
  await db("sessions").where({ sid }).delete();
}

/** Drops expired sessions, at most `limit` at a time; returns how many went. */
export async function deleteExpiredSessions(db: Knex, { limit = 1000 }: { limit?: number } = {}): Promise<number> {
  return db("sessions")
    .whereIn("sid", db("sessions").select("sid").where("expires_at", "<=", db.fn.now()).limit(limit))
    .delete();
}
