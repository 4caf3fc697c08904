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

/** Takes one owed push for `leaseMs` (the attempt counted); null when sent, not due, or held by another worker. */
export async function leasePush(
  db: Knex,
  { hostId, id, leaseMs }: { hostId: number; id: number; leaseMs: number },
): Promise<PushRow | null> {
  const rows = await db("marketplace_pushes")
    .where({ host_id: hostId, id })
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
