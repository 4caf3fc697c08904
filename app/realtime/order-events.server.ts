// The order events, published after the transaction commits: every board of the restaurant and the
// customer's own order page hear of an order through these functions only (decision 084; the
// shapes are `OrderEvent` in app/realtime/events.ts, which the browser's listeners read too).
// await orderChanged({ hostId, customerId }, { id, number, status: "order", intent: "advance" });
import type { OrderStatus } from "~/domain/order-status";
import { publish } from "~/realtime/bus.server";
import { customerChannel, hostChannel } from "~/realtime/channels";
import type { OrderEvent } from "~/realtime/events";

/** Whose channels hear it: the restaurant's always, the customer's when there is one. */
export interface Audience {
  hostId: number;
  customerId: number | null;
}

interface OrderRef {
  id: number;
  number: number;
}

async function tell(to: Audience, event: OrderEvent): Promise<void> {
  await publish({ channel: hostChannel(to.hostId), ...event });
  if (to.customerId !== null) await publish({ channel: customerChannel(to.customerId), ...event });
}

/** A new order on the board: placed, a test order, or arrived from Thuisbezorgd (no customer channel). */
export function orderArrived(to: Audience, order: OrderRef & { status: OrderStatus }): Promise<void> {
  return tell(to, { type: "order.created", payload: { id: order.id, number: order.number, status: order.status } });
}

/** A planned order became due: new on the board, changed on the customer's page. */
export async function orderReleased(to: Audience, order: OrderRef): Promise<void> {
  const payload = { id: order.id, number: order.number, status: "new" } as const;
  await publish({ channel: hostChannel(to.hostId), type: "order.created", payload });
  if (to.customerId !== null)
    await publish({ channel: customerChannel(to.customerId), type: "order.updated", payload });
}

/** A board action, a courier's tap, a line added: `intent` says which. */
export function orderChanged(
  to: Audience,
  order: OrderRef & { status: OrderStatus | null; intent: string },
): Promise<void> {
  const payload = { id: order.id, number: order.number, status: order.status, intent: order.intent };
  return tell(to, { type: "order.updated", payload });
}

/** Deleted from the board. */
export function orderDeleted(to: Audience, order: OrderRef & { status: OrderStatus | null }): Promise<void> {
  const payload = { id: order.id, number: order.number, status: order.status, intent: "delete" } as const;
  return tell(to, { type: "order.deleted", payload });
}

/** Paid by iDEAL; `status` is the one the payment brought it to. */
export function orderPaid(to: Audience, order: OrderRef & { status: OrderStatus }): Promise<void> {
  const payload = {
    id: order.id,
    number: order.number,
    status: order.status,
    paid: true,
    paymentStatus: "paid",
  } as const;
  return tell(to, { type: "order.paid", payload });
}

/** What the board says on the card; the restaurant's channel only. */
export function orderAlert(hostId: number, order: OrderRef & { message: string }): Promise<void> {
  const payload = { id: order.id, number: order.number, message: order.message };
  return publish({ channel: hostChannel(hostId), type: "order.alert", payload });
}

/** A new order waited too long and the owner was told; the restaurant's channel only. */
export function orderEscalated(hostId: number, order: OrderRef): Promise<void> {
  return publish({
    channel: hostChannel(hostId),
    type: "order.escalated",
    payload: { id: order.id, number: order.number },
  });
}
