// The release of planned orders (docs/issues/012.md §6): a sweep over every host, so it lives in a *.root model.
import type { Knex } from "knex";

export interface ReleasedOrder {
  id: number;
  hostId: number;
  number: number;
  customerId: number | null;
}

/**
 * Moves planned orders due before `until` to 'new' and returns them, in one statement with an
 * order event each: two instances sweeping at once never release (and announce) one twice.
 */
export async function releasePlannedOrders(db: Knex, now: Date, until: Date): Promise<ReleasedOrder[]> {
  const result = await db.raw<{
    rows: Array<{ id: number; host_id: number; number: number; customer_id: number | null }>;
  }>(
    `WITH released AS (
       UPDATE orders SET status = 'new', released_at = ?
        WHERE status = 'pending' AND due <= ?
        RETURNING id, host_id, number, customer_id
     ), logged AS (
       INSERT INTO order_events (host_id, order_id, customer_id, type, status, user_id, payload)
       SELECT host_id, id, customer_id, 'status', 'new', NULL, jsonb_build_object('number', number, 'from', 'pending', 'released', true)
         FROM released
     )
     SELECT * FROM released`,
    [now, until],
  );
  return result.rows.map((r) => ({ id: r.id, hostId: r.host_id, number: r.number, customerId: r.customer_id }));
}
