// Orders, always for one host.
// await db.transaction(async (trx) => { const number = await nextOrderNumber(trx, hostId, day); … })
import type { Knex } from "knex";

/**
 * The next order number of a host for a day (Europe/Amsterdam 'YYYY-MM-DD'), from the counter row.
 * Call it inside the transaction that inserts the order: the row stays locked until that
 * transaction ends, so concurrent orders queue for it, and a rollback gives the number back
 * (gapless, DESIGN §4).
 */
export async function nextOrderNumber(trx: Knex.Transaction, hostId: number, day: string): Promise<number> {
  // Outside a transaction the bump would commit on its own and a failed insert would leave a gap.
  if (!trx.isTransaction) throw new Error("nextOrderNumber must run inside the order's transaction");
  const result = await trx.raw<{ rows: Array<{ last: number }> }>(
    `INSERT INTO order_counters (host_id, day, last) VALUES (?, ?, 1)
     ON CONFLICT (host_id, day) DO UPDATE SET last = order_counters.last + 1
     RETURNING last`,
    [hostId, day],
  );
  const row = result.rows[0];
  if (!row) throw new Error(`No order number for host ${hostId} on ${day}`);
  return row.last;
}

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Amsterdam",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Europe/Amsterdam calendar day of an instant, as 'YYYY-MM-DD' (the `day` of an order). */
export function amsterdamDay(at: Date = new Date()): string {
  return dayFormat.format(at);
}
