// An SMS "STOP" (docs/issues/020.md §1): the member behind a phone number leaves the club messages of the
// restaurants whose campaign reached that number; when and how is recorded. Scoped by the
// restaurants that messaged this phone — a STOP never touches another restaurant's members.
import type { Knex } from "knex";

/** The restaurants opted out of, by id; empty when no campaign of any restaurant reached this phone. */
export async function optOutByPhone(db: Knex, { phone, source }: { phone: string; source: string }): Promise<number[]> {
  const { rows } = await db.raw<{ rows: Array<{ host_id: number }> }>(
    `UPDATE host_customers hc SET club_opt_out_at = now(), club_opt_out_source = ?
       FROM users u
      WHERE u.id = hc.customer_id AND u.phone = ?
        AND hc.club_opt_in_at IS NOT NULL AND hc.club_opt_out_at IS NULL
        AND hc.host_id IN (SELECT host_id FROM notifications WHERE type = 'campaign' AND method = 'sms' AND recipient = ?)
      RETURNING hc.host_id`,
    [source, phone, phone],
  );
  return rows.map((r) => r.host_id);
}
