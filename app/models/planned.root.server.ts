// The release of planned orders (docs/issues/012.md §6): a sweep over every host, so it lives in a *.root model.
import type { Knex } from "knex";
import { insertOrderEvent } from "~/models/order-events.server";
import { setOrderStatus } from "~/models/order-status.server";

export interface ReleasedOrder {
  id: number;
  hostId: number;
  number: number;
  customerId: number | null;
}

/**
 * Moves planned orders due before `until` to 'new' and returns them, each with an order event, in
 * one transaction: the due ones are picked across every host here (FOR UPDATE SKIP LOCKED), the
 * status is written by the orders model's one writer, guarded by `from: 'pending'`, so two
 * instances sweeping at once never release (and announce) one twice.
 */
export async function releasePlannedOrders(
  db: Knex,
  { now, until }: { now: Date; until: Date },
): Promise<ReleasedOrder[]> {
  return db.transaction(async (trx) => {
    const due = await trx("orders")
      .where({ status: "pending" })
      .where("due", "<=", until)
      .orderBy("id")
      .forUpdate()
      .skipLocked()
      .select<Array<{ id: number; host_id: number; number: number; customer_id: number | null }>>(
        "id",
        "host_id",
        "number",
        "customer_id",
      );
    const released: ReleasedOrder[] = [];
    for (const r of due) {
      const order = { id: r.id, hostId: r.host_id, number: r.number, customerId: r.customer_id };
      if (
        !(await setOrderStatus(trx, {
          hostId: order.hostId,
          id: order.id,
          from: "pending",
          status: "new",
          also: {
            released_at: now,
          },
        }))
      )
        continue;
      await insertOrderEvent(trx, {
        hostId: order.hostId,
        orderId: order.id,
        customerId: order.customerId,
        type: "status",
        status: "new",
        userId: null,
        payload: { number: order.number, from: "pending", released: true },
      });
      released.push(order);
    }
    return released;
  });
}
