// An order's history, always for one host: the order_events rows (created, paid, status, edited, …)
// the board's catch-up reads. Telling the boards live is realtime/order-events.server.ts.
import type { Knex } from "knex";
import type { OrderStatus } from "~/domain/order-status";

/** One line of an order's history (created, paid, status, edited, …): the board's catch-up reads these. */
export async function insertOrderEvent(
  trx: Knex.Transaction,
  e: {
    hostId: number;
    orderId: number;
    customerId: number | null;
    type: string;
    status: OrderStatus | null;
    userId: number | null;
    payload: object;
  },
): Promise<number> {
  const [row] = await trx("order_events")
    .insert({
      host_id: e.hostId,
      order_id: e.orderId,
      customer_id: e.customerId,
      type: e.type,
      status: e.status,
      user_id: e.userId,
      payload: JSON.stringify(e.payload),
    })
    .returning<Array<{ id: number }>>("id");
  return row.id;
}

/** The newest event id of a host: the board's "seen up to here" mark for catch-up. */
export async function lastEventId(db: Knex, { hostId }: { hostId: number }): Promise<number> {
  const row = await db("order_events").where({ host_id: hostId }).max<{ max: number | null }>("id as max").first();
  return row?.max ?? 0;
}
