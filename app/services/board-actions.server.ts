// The card actions of the order board (docs/spec.md §4 capabilities), enforced here and not only hidden
// in the UI. One transaction per action with the order row locked, so two boards pressing at once
// move an order once; the loser gets 409 and nothing changes.
// await boardAction({ hostId, staff, orderId, action })
import type { Knex } from "knex";
import { can, canAdvance, statusLabel, type Capability } from "~/domain/order-status";
import { amountFixed } from "~/domain/board";
import { templateForTransition, type TemplateKey } from "~/domain/message-templates";
import { getDb } from "~/db.server";
import { deleteItem, getItem, setItemQuantity } from "~/models/order-edit.server";
import { repriceOrder } from "~/services/order-reprice.server";
import { lineAmount } from "~/domain/pricing";
import { lockOrder } from "~/models/order-queries.server";
import { insertOrderEvent } from "~/models/order-events.server";
import { deleteOrder, setOrderDescription, setOrderDue, setOrderStatus } from "~/models/order-status.server";
import { countPayments } from "~/models/payments.server";
import {
  assignRide,
  getRide,
  hostHasCouriers,
  isMarketplaceRide,
  listCouriers,
  releaseRide,
  wasNotified,
} from "~/models/courier.server";
import { NOT_READY } from "~/domain/courier";
import { orderChanged, orderDeleted } from "~/realtime/order-events.server";
import type { BoardAction } from "~/schemas/board";
import { BoardError } from "~/services/board.server";
import { notifyCustomer, notifyWithTemplate } from "~/services/notify.server";
import { markPaidByStaff } from "~/services/payments-staff.server";
import { announceToStaff } from "~/services/staff-push.server";
import { queueAcceptedPrint, queueOrderPrint } from "~/services/printing.server";
import { awardStampForCompletedOrder } from "~/services/stamps.server";
import type { SessionUser } from "~/services/session-user.server";
import { ORDER_MISSING } from "~/domain/messages";
import { getHost } from "~/models/hosts.server";
import { may } from "~/domain/policy";
import type { OrderStatus } from "~/domain/order-status";

type Locked = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

export interface ActionOutcome {
  orderId: number;
  status: OrderStatus | null;
  /** What to tell the customer once the write has committed. */
  notify: { key: TemplateKey } | { message: string } | null;
  due?: Date;
  /** A delivery just became ready for the restaurant's couriers. */
  ready?: boolean;
}

/** SPEC: a completed order earns a stamp; the stamps service is idempotent per order. */
async function moved(trx: Knex.Transaction, hostId: number, orderId: number, to: OrderStatus) {
  if (to === "done" || to === "archive") await awardStampForCompletedOrder(trx, { hostId, orderId });
}

function requireCapability(order: Locked, capability: Capability) {
  if (!can(order.status, capability)) {
    throw new BoardError(
      `Dit kan niet bij een bestelling met status ${statusLabel(order.status) ?? order.status}.`,
      409,
    );
  }
}

async function apply(
  trx: Knex.Transaction,
  order: Locked,
  action: BoardAction,
  staff: SessionUser,
  hostId: number,
): Promise<ActionOutcome> {
  const where = { hostId, id: order.id };
  const event = (type: string, status: OrderStatus | null, payload: object) =>
    insertOrderEvent(trx, {
      hostId,
      orderId: order.id,
      customerId: order.customerId,
      type,
      status,
      userId: staff.user.id,
      payload,
    });
  switch (action.intent) {
    case "advance": {
      if (order.status !== action.from) throw new BoardError("Deze bestelling is intussen al bijgewerkt.", 409);
      const step = canAdvance(order);
      if (!step.ok) throw new BoardError(step.reason, 409);
      await setOrderStatus(trx, { ...where, status: step.next });
      // accepted: the kitchen ticket, when the host prints automatically (same transaction)
      if (step.next === "order") await queueAcceptedPrint(trx, { hostId, orderId: order.id, userId: staff.user.id });
      await event("status", step.next, { from: order.status, to: step.next, number: order.number });
      await moved(trx, hostId, order.id, step.next);
      const couriers = step.next === "done" && order.deliver ? await hostHasCouriers(trx, { hostId }) : false;
      const key = templateForTransition(order, step.next, { couriers });
      const ready = couriers && !(await isMarketplaceRide(trx, { hostId, orderId: order.id }));
      return { orderId: order.id, status: step.next, notify: key ? { key } : null, ready };
    }
    case "tab": {
      requireCapability(order, "tab");
      if (action.to === order.status) return { orderId: order.id, status: order.status, notify: null };
      await setOrderStatus(trx, { ...where, status: action.to });
      await event("status", action.to, { from: order.status, to: action.to, number: order.number });
      await moved(trx, hostId, order.id, action.to);
      return { orderId: order.id, status: action.to, notify: null };
    }
    case "payed": {
      requireCapability(order, "payed");
      const paid = await markPaidByStaff(trx, { hostId, orderId: order.id, userId: staff.user.id, type: action.type });
      return { orderId: order.id, status: paid.status, notify: null };
    }
    case "date": {
      requireCapability(order, "date");
      const due = new Date(Date.now() + action.minutes * 60_000);
      await setOrderDue(trx, { ...where, due });
      await event("edited", order.status, { number: order.number, due: due.toISOString() });
      const key: TemplateKey = { type: "due", sub: due.getTime() < new Date(order.due).getTime() ? "early" : "late" };
      // a new order's customer has not been told a time yet; accepting it will
      return { orderId: order.id, status: order.status, due, notify: order.status === "new" ? null : { key } };
    }
    case "quantity": {
      requireCapability(order, "edit");
      const fixed = amountFixed(order);
      if (fixed) throw new BoardError(fixed, 409);
      const item = await getItem(trx, { hostId, orderId: order.id, position: action.position });
      if (!item) throw new BoardError("Dit artikel staat niet (meer) in de bestelling.", 409);
      if (action.quantity < 1) await deleteItem(trx, { hostId, id: item.id });
      else
        await setItemQuantity(trx, {
          hostId,
          id: item.id,
          quantity: action.quantity,
          amount: lineAmount(action.quantity, item.unit_price, item.extras),
        });
      const amount = await repriceOrder(trx, { hostId, orderId: order.id });
      await event("edited", order.status, { number: order.number, amount });
      return { orderId: order.id, status: order.status, notify: null };
    }
    case "description": {
      requireCapability(order, "edit");
      await setOrderDescription(trx, { ...where, description: action.description || null });
      await event("edited", order.status, { number: order.number });
      return { orderId: order.id, status: order.status, notify: null };
    }
    case "message": {
      requireCapability(order, "message");
      return { orderId: order.id, status: order.status, notify: { message: action.message } };
    }
    case "courier": {
      if (!may(staff, "assignCourier"))
        throw new BoardError("Alleen de beheerder of bediening mag ritten toewijzen.", 403);
      if (order.status !== "done" || !order.deliver) throw new BoardError(NOT_READY, 409);
      const ride = await getRide(trx, where);
      const at = new Date();
      let courier: { id: number; name: string } | null = null;
      if (action.courierId === null) {
        if (!ride?.courierId) throw new BoardError("Deze bestelling heeft geen bezorger.", 409);
        await releaseRide(trx, { ...where, note: null, at });
      } else {
        courier = (await listCouriers(trx, { hostId })).find((c) => c.id === action.courierId) ?? null;
        if (!courier) throw new BoardError("Onbekende bezorger.", 422);
        await assignRide(trx, { ...where, courierId: courier.id, at });
      }
      await event("courier", order.status, {
        number: order.number,
        action: courier ? "assign" : "takeBack",
        courierId: courier?.id ?? ride?.courierId ?? null,
        courierName: courier?.name ?? ride?.courierName ?? null,
      });
      // on its way with a courier: "onderweg" to the customer, once per order
      const told = await wasNotified(trx, { hostId, orderId: order.id, type: "due", sub: "onroute" });
      const key: TemplateKey = { type: "due", sub: "onroute" };
      return { orderId: order.id, status: order.status, notify: action.courierId !== null && !told ? { key } : null };
    }
    case "print": {
      await queueOrderPrint(trx, { hostId, orderId: order.id, userId: staff.user.id });
      return { orderId: order.id, status: order.status, notify: null };
    }
    case "delete": {
      requireCapability(order, "delete");
      if (!may(staff, "deleteOrder")) {
        throw new BoardError("Alleen de beheerder of bediening mag bestellingen verwijderen.", 403);
      }
      // Money records outlive the order card (migration 0006): an order with a payment is kept
      if ((await countPayments(trx, { hostId, orderId: order.id })) > 0)
        throw new BoardError("Deze bestelling heeft een betaling en kan niet verwijderd worden.", 409);
      await deleteOrder(trx, where);
      return { orderId: order.id, status: null, notify: null };
    }
  }
}

export async function boardAction({
  hostId,
  staff,
  orderId,
  action,
}: {
  hostId: number;
  staff: SessionUser;
  orderId: number;
  action: BoardAction;
}): Promise<ActionOutcome> {
  const db = getDb();
  const host = { id: hostId };
  let snapshot: Locked | null = null;
  const outcome = await db.transaction(async (trx) => {
    const order = await lockOrder(trx, { hostId: host.id, id: orderId });
    if (!order) throw new BoardError(ORDER_MISSING, 404);
    snapshot = order;
    return apply(trx, order, action, staff, host.id);
  });
  const order = snapshot as Locked | null;
  if (!order) return outcome;
  // After commit: every board of this host and the customer's order page revalidate
  const changed = { id: order.id, number: order.number, status: outcome.status };
  if (action.intent === "delete") await orderDeleted(order, changed);
  else await orderChanged(order, { ...changed, intent: action.intent });
  if (outcome.notify) await sendNotification(hostId, order, outcome, staff);
  // a delivery ready to go: the couriers' devices hear of it (decision 076); never holds up the answer
  if (outcome.ready) void announceToStaff({ hostId: host.id, orderId: order.id, ready: true });
  return outcome;
}

async function sendNotification(hostId: number, order: Locked, outcome: ActionOutcome, staff: SessionUser) {
  const notify = outcome.notify;
  if (!notify) return;
  const db = getDb();
  const row = await getHost(db, { hostId });
  if (!row) return;
  const host = { id: row.id, name: row.name };
  const target = {
    id: order.id,
    number: order.number,
    customerId: order.customerId,
    customerName: order.customerName,
    phone: order.phone,
    due: outcome.due ?? order.due,
  };
  const from = staff.user.name ?? "Restaurant";
  if ("message" in notify)
    await notifyCustomer(db, {
      host,
      order: target,
      message: notify.message,
      type: "message",
      from,
      fromUserId: staff.user.id,
    });
  else await notifyWithTemplate(db, { host, order: target, key: notify.key, from, fromUserId: staff.user.id });
}
