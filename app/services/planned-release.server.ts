// Planned orders reach the kitchen on time (docs/issues/012.md §6): every instance sweeps every 30 s; what is
// due within PLAN_RELEASE_MINUTES becomes a new order on the board, announced like one that just
// came in (the board's "nieuwe bestelling" alert), and the customer's page follows.
// const stop = startPlannedReleaseSweep(); … stop();
import { getDb } from "~/db.server";
import { PLAN_RELEASE_MINUTES } from "~/domain/order-ahead";
import { releasePlannedOrders, type ReleasedOrder } from "~/models/planned.root.server";
import { orderReleased } from "~/realtime/order-events.server";
import { announceToStaff } from "~/services/staff-push.server";
import { logger } from "~/infra/logger.server";

export const RELEASE_SWEEP_MS = 30_000;

export async function releasePlanned(now = new Date()): Promise<ReleasedOrder[]> {
  const released = await releasePlannedOrders(getDb(), {
    now,
    until: new Date(now.getTime() + PLAN_RELEASE_MINUTES * 60_000),
  });
  for (const order of released) {
    await orderReleased(order, order);
    void announceToStaff({ hostId: order.hostId, orderId: order.id });
  }
  return released;
}

export function startPlannedReleaseSweep(intervalMs = RELEASE_SWEEP_MS): () => void {
  const sweep = () => releasePlanned().catch((err: Error) => logger().error({ area: "planned" }, `${err.message}`));
  void sweep(); // orders that became due while no instance ran go at boot
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
