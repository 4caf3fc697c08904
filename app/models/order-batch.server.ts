// The writes a batch of one restaurant's orders shares (docs/issues/021.md §4, decision 051 and
// docs/reports/058-growth-at-a-million-orders.md).
import type { Knex } from "knex";
import { NEW_CUSTOMER_STAMPS } from "~/domain/stamps";

/**
 * Makes the batch's customers known to the restaurant (host_customers) with their welcome stamp, in
 * one statement, in customer id order: two batches (on two instances) that share customers lock
 * their rows in the same order, so they wait for each other instead of deadlocking.
 */
export async function linkCustomersToHost(
  db: Knex,
  { hostId, customerIds }: { hostId: number; customerIds: ReadonlyArray<number> },
) {
  if (customerIds.length === 0) return;
  const ids = [...new Set(customerIds)].sort((a, b) => a - b);
  await db.raw(
    `WITH c AS (SELECT unnest(?::int[]) AS customer_id),
     known AS (
       INSERT INTO host_customers (host_id, customer_id) SELECT ?, customer_id FROM c ORDER BY customer_id
       ON CONFLICT DO NOTHING
     )
     INSERT INTO stamps (host_id, customer_id, delta, reason)
     SELECT ?, customer_id, ?, 'welcome' FROM c ORDER BY customer_id ON CONFLICT DO NOTHING`,
    [ids, hostId, hostId, NEW_CUSTOMER_STAMPS],
  );
}
