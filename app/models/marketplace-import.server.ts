// The manual import of Thuisbezorgd orders (docs/issues/018.md §5, decision 047): what the service needs beyond
// the inbox of marketplace-orders.server.ts. Every query takes the host id.
import type { Knex } from "knex";

/** A CSV row recorded for bookkeeping: its inbox row points at the order made of it. */
export async function linkImportedOrder(
  trx: Knex.Transaction,
  { hostId, id, orderId }: { hostId: number; id: number; orderId: number },
): Promise<void> {
  await trx("marketplace_orders").where({ host_id: hostId, id }).update({ order_id: orderId });
}

/** Whether an order with this marketplace reference (the customer's number) is already here, by any way. */
export async function hasReference(
  db: Knex,
  { hostId, reference }: { hostId: number; reference: string },
): Promise<boolean> {
  const row = await db("marketplace_orders")
    .where({ host_id: hostId, provider: "thuisbezorgd", reference })
    .first<{ id: number } | undefined>("id");
  return Boolean(row);
}
