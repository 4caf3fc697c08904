// The one cross-host query of the board: orders left in 'new' longer than their restaurant allows
// (hosts.settings.escalationMinutes), counted from when they arrived (a planned order: its release). A sweeper over every host, so it lives in a *.root model.
import type { Knex } from "knex";

export interface Escalation {
  orderId: number;
  hostId: number;
  number: number;
  hostName: string;
  adminPhone: string;
  minutes: number;
}

/**
 * Marks and returns the orders to escalate in one statement: escalated_at is set as they are
 * claimed, so two instances sweeping at once never send the same SMS twice.
 */
export async function claimEscalations(db: Knex, { now }: { now: Date }): Promise<Escalation[]> {
  const result = await db.raw<{
    rows: Array<{ id: number; host_id: number; number: number; name: string; phone: string; minutes: number }>;
  }>(
    `UPDATE orders o SET escalated_at = ?
       FROM hosts h
      WHERE o.host_id = h.id
        AND o.status = 'new' AND o.escalated_at IS NULL
        AND jsonb_typeof(h.settings->'escalationMinutes') = 'number'
        AND coalesce(h.settings->>'adminPhone', '') <> ''
        AND coalesce(o.released_at, o.created_at) <= ?::timestamptz - make_interval(mins => (h.settings->>'escalationMinutes')::int)
      RETURNING o.id, o.host_id, o.number, h.name, h.settings->>'adminPhone' AS phone,
                (h.settings->>'escalationMinutes')::int AS minutes`,
    [now, now],
  );
  return result.rows.map((r) => ({
    orderId: r.id,
    hostId: r.host_id,
    number: r.number,
    hostName: r.name,
    adminPhone: r.phone,
    minutes: r.minutes,
  }));
}
