// A new order on the board also reaches the restaurant's staff devices that opted in (docs/issues/019.md §7),
// even with the board closed: "Nieuwe bestelling #12 — € 24,50 — bezorgen 18:45", a click opens the
// board at that order. Only that restaurant's staff; a device the push service forgot (404/410) is
// removed. Every attempt is logged on the order (type 'staff'), as the customer's messages are.
// Never throws and never holds up the order: callers do not wait for it.
// void announceToStaff({hostId, orderId})
import { getDb } from "~/db.server";
import { courierReadyPush, staffOrderPush } from "~/domain/staff-push";
import { sendPush, type PushResult } from "~/integrations/push/index.server";
import { logNotification } from "~/models/notify.server";
import { getOrder } from "~/models/order-queries.server";
import {
  deleteStaffPushSubscription,
  staffPushSubscriptions,
  touchStaffPushSubscription,
} from "~/models/staff-push.server";
import { logger } from "~/infra/logger.server";

/** The notifications log's type for a staff device's new-order push (the customer's are template types). */
const STAFF_PUSH_TYPE = "staff";

type Push = (sub: { endpoint: string; p256dh: string; auth: string }, payload: string) => Promise<PushResult>;

/** How many staff devices got it. */
export async function announceToStaff(
  { hostId, orderId, ready = false }: { hostId: number; orderId: number; ready?: boolean },
  push: Push = sendPush,
): Promise<number> {
  const db = getDb();
  try {
    // most restaurants have no staff device signed up: then the order is not read at all
    // ready for delivery (decision 076): the couriers' devices only
    const subs = await staffPushSubscriptions(db, { hostId, role: ready ? "courier" : undefined });
    if (subs.length === 0) return 0;
    const order = await getOrder(db, { hostId, id: orderId });
    if (!order) return 0;
    const message = ready
      ? courierReadyPush(order)
      : staffOrderPush({
          id: order.id,
          number: order.number,
          amount: order.amount,
          deliver: order.deliver,
          due: order.due,
        });
    const payload = JSON.stringify(message);
    let delivered = 0;
    for (const sub of subs) {
      const result = await push(sub, payload);
      await logNotification(db, {
        hostId,
        orderId: order.id,
        userId: sub.userId,
        method: "push",
        type: STAFF_PUSH_TYPE,
        sub: ready ? "ready" : null,
        message: message.body,
        link: message.url,
        from: "system",
        fromUserId: null,
        recipient: sub.endpoint,
        status: result.ok ? "sent" : "failed",
        error: result.ok ? null : result.error,
      }).catch((err: Error) => logger().warn({ area: "staff-push", orderId }, `log failed: ${err.message}`));
      if (result.ok) {
        delivered++;
        await touchStaffPushSubscription(db, { hostId, id: sub.id });
      } else {
        if (result.gone) await deleteStaffPushSubscription(db, { hostId, id: sub.id });
        logger().warn({ area: "staff-push", orderId }, `push failed: ${result.error}`);
      }
    }
    return delivered;
  } catch (err) {
    logger().warn({ area: "staff-push", orderId }, `${(err as Error).message}`);
    return 0;
  }
}
