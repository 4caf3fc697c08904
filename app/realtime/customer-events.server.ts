// A customer's own data changed outside an order (decision 097): their profile (name, phone,
// e-mail), their login, or their stamp card (a club stamp, a welcome stamp, an erasure). Published
// on the bus's control channel after commit; every worker drops what it memoised of that customer
// for the menu's islands (services/islands-memo.server.ts). An order's own events (order-events.server.ts,
// on the customer's channel) drop it too, so a writer that already tells the customer's channel
// need not publish this as well.
// await customerChanged(customerId);
import { publish } from "~/realtime/bus.server";
import { CONTROL_CHANNEL } from "~/realtime/channels";

export const CUSTOMER_CHANGED = "customer.changed" as const;

export function customerChanged(customerId: number): Promise<void> {
  return publish({ channel: CONTROL_CHANNEL, type: CUSTOMER_CHANGED, payload: { customerId } });
}
