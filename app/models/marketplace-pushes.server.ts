// The outbox of what we push to Thuisbezorgd (docs/issues/018.md §4, decision 047): item availability and the
// restaurant's online/offline status. The owner's action commits a row; a worker leases and sends it,
// and a failed call waits for a later try. Every query takes the host id.
import type { Knex } from "knex";

export type PushPayload =
  { kind: "items"; plus: string[]; available: boolean; until: string | null } | { kind: "status"; online: boolean };

export interface PushRow {
  id: number;
  hostId: number;
  payload: PushPayload;
  attempts: number;
}

export async function insertPush(
  db: Knex,
  { hostId, payload }: { hostId: number; payload: PushPayload },
): Promise<number> {
  const [row] = await db("marketplace_pushes")
    .insert({ host_id: hostId, kind: payload.kind, payload: JSON.stringify(payload) })
    .returning<Array<{ id: number }>>("id");
  return row.id;
}

/**
 * Takes the restaurant's oldest owed push for `leaseMs` (the attempt counted), and only that one: null
 * when nothing is owed, when the oldest is not due yet (a failed call waiting for its retry), or when
 * another worker holds it. So at most one push per restaurant is on its way, and never one overtaking
 * an earlier one: "Weer beschikbaar" cannot reach the marketplace before the "Uitverkocht" it follows
 * (decision 089). Two workers racing for the same row: the loser re-reads it after the winner's update
 * (next_at in the future or sent_at set) and gets nothing.
 */
export async function leaseNextPush(
  db: Knex,
  { hostId, leaseMs }: { hostId: number; leaseMs: number },
): Promise<PushRow | null> {
  const oldest = db("marketplace_pushes")
    .where({ host_id: hostId })
    .whereNull("sent_at")
    .whereNull("refused_at")
    .orderBy("id")
    .limit(1)
    .select("id");
  const rows = await db("marketplace_pushes")
    .where({ host_id: hostId })
    .where("id", "=", oldest)
    .whereNull("sent_at")
    .whereNull("refused_at")
    .where("next_at", "<=", db.fn.now())
    .update({
      attempts: db.raw("attempts + 1"),
      next_at: db.raw(`now() + (? || ' milliseconds')::interval`, [String(leaseMs)]),
    })
    .returning<Array<{ id: number; host_id: number; payload: PushPayload; attempts: number }>>([
      "id",
      "host_id",
      "payload",
      "attempts",
    ]);
  const r = rows[0];
  return r ? { id: r.id, hostId: r.host_id, payload: r.payload, attempts: r.attempts } : null;
}

export async function markPushSent(db: Knex, { hostId, id }: { hostId: number; id: number }): Promise<void> {
  await db("marketplace_pushes").where({ host_id: hostId, id }).update({ sent_at: db.fn.now(), last_error: null });
}

export async function retryPushLater(
  db: Knex,
  { hostId, id, delayMs, error }: { hostId: number; id: number; delayMs: number; error: string },
): Promise<void> {
  await db("marketplace_pushes")
    .where({ host_id: hostId, id })
    .whereNull("sent_at")
    .update({
      next_at: db.raw(`now() + (? || ' milliseconds')::interval`, [String(delayMs)]),
      last_error: error.slice(0, 500),
    });
}

/** JET refused this push (a 4xx): kept with the reason, never sent again. */
export async function refusePush(
  db: Knex,
  { hostId, id, error }: { hostId: number; id: number; error: string },
): Promise<void> {
  await db("marketplace_pushes")
    .where({ host_id: hostId, id })
    .whereNull("sent_at")
    .update({ refused_at: db.fn.now(), last_error: error.slice(0, 500) });
}

/** The PLU the marketplace knows each of these products by (its own, else its id). */
export async function productPlus(
  db: Knex,
  { hostId, productIds }: { hostId: number; productIds: number[] },
): Promise<string[]> {
  if (productIds.length === 0) return [];
  const rows = await db("products")
    .where({ host_id: hostId })
    .whereIn("id", productIds)
    .orderBy("id")
    .select<Array<{ plu: string }>>(db.raw("coalesce(plu, id::text) as plu"));
  return rows.map((r) => r.plu);
}
