// The stamp ledger: a customer's balance at one host is the sum of its rows.
// await lockStampCard(trx, { hostId, customerId }); const balance = await getStampBalance(where, trx);
import type { Knex } from "knex";

export type StampReason = "welcome" | "order" | "reward" | "adjust";

export async function getStampBalance(
  db: Knex,
  { hostId, customerId }: { hostId: number; customerId: number },
): Promise<number> {
  const row = await db("stamps")
    .where({ host_id: hostId, customer_id: customerId })
    .sum<{ total: number | null }>({ total: "delta" })
    .first();
  return Number(row?.total ?? 0);
}

/**
 * Serialises every change of one customer's card at one host until the transaction ends: two
 * orders redeeming the same full card, or two completions stamping a card of 9, would otherwise
 * both read the old balance. The host_customers row exists once the customer has ordered here
 * (it comes with the welcome stamp); false means there is no card at all.
 */
export async function lockStampCard(
  trx: Knex.Transaction,
  { hostId, customerId }: { hostId: number; customerId: number },
): Promise<boolean> {
  const row = await trx("host_customers")
    .where({ host_id: hostId, customer_id: customerId })
    .forUpdate()
    .first("customer_id");
  return Boolean(row);
}

/**
 * Writes one ledger row. The partial unique indexes (one row per order and reason, one welcome
 * per card) make a replay a no-op: false when the row was already there.
 */
export async function insertStamp(
  trx: Knex.Transaction,
  row: { hostId: number; customerId: number; orderId: number | null; delta: number; reason: StampReason },
): Promise<boolean> {
  const result = await trx.raw<{ rows: Array<{ id: number }> }>(
    `INSERT INTO stamps (host_id, customer_id, order_id, delta, reason) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING id`,
    [row.hostId, row.customerId, row.orderId, row.delta, row.reason],
  );
  return result.rows.length > 0;
}
