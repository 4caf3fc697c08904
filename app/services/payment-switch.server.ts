// The customer whose iDEAL payment failed pays at the counter or door instead (docs/issues/005.md §6): on the
// order's own page, when the host offers cash or pin for that mode. One locked transition from
// 'concept' to 'new' with the new method (the iDEAL fee taken off), then the board hears of it as
// a new order. A payment still open at the bank is not abandoned: it might yet be paid.
// const done = await switchToCounterPayment({ hostId, customerId: customer.user.id, orderId, method: "cash" });
import { statusWhenPaid } from "~/domain/order-ahead";
import { getDb } from "~/db.server";
import { paymentFee } from "~/domain/pricing";
import { getHost } from "~/models/hosts.server";
import { lockOrder } from "~/models/order-queries.server";
import { latestPayment, switchToOfflinePayment } from "~/models/payments.server";
import { orderArrived } from "~/realtime/order-events.server";
import { announceToStaff } from "~/services/staff-push.server";
import { offeredMethods } from "~/services/checkout.server";
import { ServiceError } from "~/services/errors.server";
import { syncOrderPayment } from "~/services/payments.server";

export type CounterMethod = "cash" | "pin";
const SWITCHABLE = new Set(["failed", "canceled", "expired"]);

/** Which counter methods the return page may offer for this order. */
export async function counterMethodsFor(hostId: number, deliver: boolean): Promise<CounterMethod[]> {
  const host = await getHost(getDb(), { hostId });
  if (!host) return [];
  return offeredMethods(host, deliver).filter((m): m is CounterMethod => m === "cash" || m === "pin");
}

export async function switchToCounterPayment({
  hostId,
  customerId,
  ...input
}: {
  hostId: number;
  customerId: number;
  orderId: number;
  method: CounterMethod;
}): Promise<{ message: string }> {
  const host = await getHost(getDb(), { hostId });
  if (!host) throw new ServiceError("Deze bestelling bestaat niet.", 404);
  const where = { hostId: host.id, orderId: input.orderId };
  // the webhook may not have arrived yet: learn the latest outcome before deciding
  await syncOrderPayment(host.id, input.orderId);
  const order = await getDb().transaction(async (trx) => {
    const locked = await lockOrder(trx, { hostId: host.id, id: input.orderId });
    if (!locked || locked.customerId !== customerId) throw new ServiceError("Deze bestelling bestaat niet.", 404);
    if (locked.paid || locked.paymentMethod !== "ideal" || locked.status !== "concept") {
      throw new ServiceError("De betaalwijze van deze bestelling kan niet meer veranderen.", 409);
    }
    const latest = await latestPayment(trx, where);
    if (latest?.provider_payment_id && !SWITCHABLE.has(latest.status)) {
      throw new ServiceError("De iDEAL-betaling is nog niet afgerond. Probeer het zo nog eens.", 409);
    }
    if (!(await counterMethodsFor(host.id, locked.deliver)).includes(input.method)) {
      throw new ServiceError("Deze betaalwijze biedt het restaurant niet aan.", 422);
    }
    const status = statusWhenPaid(locked.status, locked.due, new Date());
    await switchToOfflinePayment(trx, { order: locked, method: input.method, fee: paymentFee(input.method), status });
    return { ...locked, status };
  });
  // now it is a real order: the board hears it arrive, the customer's page too
  await orderArrived({ hostId: host.id, customerId }, order);
  if (order.status === "new") void announceToStaff({ hostId: host.id, orderId: order.id });
  const how = input.method === "cash" ? "contant" : "met pin";
  return {
    message: `Gelukt: bestelling ${order.number} is doorgegeven aan ${host.name}. Je betaalt ${how} bij ${order.deliver ? "bezorging" : "afhalen"}.`,
  };
}
