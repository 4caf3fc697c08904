// Staff register a payment taken at the counter or at the door (docs/spec.md §4 capability 'payed'):
// cash, pin, onsite, ondelivery, recorded with who and when. The one implementation; the board's
// 'payed' action calls it inside its own transaction, where the order row is already locked.
// await markPaidByStaff(trx, { hostId, orderId, userId: staff.user.id, type: "pin" });
import { statusWhenPaid } from "~/domain/order-ahead";
import type { Knex } from "knex";
import { lockOrder } from "~/models/order-queries.server";
import { markOrderPaid } from "~/models/payments.server";
import { ServiceError } from "~/services/errors.server";
import { ORDER_MISSING } from "~/domain/messages";
import type { OrderStatus } from "~/domain/order-status";

export const STAFF_PAYMENT_TYPES = ["cash", "pin", "onsite", "ondelivery"] as const;
export type StaffPaymentType = (typeof STAFF_PAYMENT_TYPES)[number];

function isStaffType(value: string): value is StaffPaymentType {
  return (STAFF_PAYMENT_TYPES as readonly string[]).includes(value);
}

export async function markPaidByStaff(
  trx: Knex.Transaction,
  req: { hostId: number; orderId: number; userId: number; type?: StaffPaymentType },
  now = new Date(),
): Promise<{ changed: boolean; status: OrderStatus }> {
  const order = await lockOrder(trx, { hostId: req.hostId, id: req.orderId });
  if (!order) throw new ServiceError(ORDER_MISSING, 404);
  if (order.paid) return { changed: false, status: order.status };
  // An iDEAL order paid at the counter instead must say how: guessing would misstate the till
  const type = req.type ?? (isStaffType(order.paymentMethod) ? order.paymentMethod : null);
  if (!type) throw new ServiceError("Kies hoe er betaald is: contant of pin.", 422);
  // A concept order (an iDEAL payment that never came) joins the board once it is paid
  const newStatus = statusWhenPaid(order.status, order.due, now);
  await markOrderPaid(trx, { order, paidAt: now, paymentStatus: type, paidBy: req.userId, newStatus });
  return { changed: true, status: newStatus };
}
