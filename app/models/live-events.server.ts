// The PostgreSQL event bus's wire (decision 087): NOTIFY on one channel, and the table
// live_event_overflow for an event larger than a NOTIFY may carry (8,000 bytes), read by id.
import type { Knex } from "knex";

export async function notify(db: Knex, { channel, payload }: { channel: string; payload: string }): Promise<void> {
  await db.raw("select pg_notify(?, ?)", [channel, payload]);
}

/** Keeps an oversized event for the listeners and returns its id; what is older than a minute goes. */
export async function storeOverflow(db: Knex, { body }: { body: string }): Promise<number> {
  const [row] = await db("live_event_overflow").insert({ body }).returning<{ id: number }[]>("id");
  await db("live_event_overflow").where("created_at", "<", db.raw("now() - interval '1 minute'")).delete();
  return row!.id;
}

export async function readOverflow(db: Knex, { id }: { id: number }): Promise<string | null> {
  const row = await db("live_event_overflow").where({ id }).first<{ body: string }>("body");
  return row?.body ?? null;
}
