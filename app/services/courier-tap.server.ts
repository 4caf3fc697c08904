// A courier's tap on /ritten, once (decision 077): the tap's key is kept in the tap's own
// transaction, so a tap sent again (queued offline, a retry) gets the first answer and changes
// nothing. Also the steps every tap shares: the ride's order under its row lock, the `courier` order
// event, and telling the boards and the customer's page after commit.
// const answer = await once({ ...input, action: "take" }, async (trx) => ({ orderId, status, message }));
import type { Knex } from "knex";
import { getDb } from "~/db.server";
import { ORDER_MISSING } from "~/domain/messages";
import { findTap, insertTap } from "~/models/courier.server";
import { lockOrder } from "~/models/order-queries.server";
import { insertOrderEvent } from "~/models/order-events.server";
import type { OrderStatus } from "~/domain/order-status";
import { orderChanged } from "~/realtime/order-events.server";
import { ServiceError } from "~/services/errors.server";

export interface Courier {
  id: number;
  name: string | null;
}

type TapAction = "take" | "deliver" | "problem";
type TapAnswer = { orderId: number; status: string; message: string };

class Replayed extends Error {}

/**
 * One tap, once: the key is kept in the tap's own transaction (the unique key makes a second send
 * wait for the first and then find it), so a tap sent again answers what the first one did.
 */
export async function once(
  input: { hostId: number; key: string; courier: Courier; orderId: number; action: TapAction },
  work: (trx: Knex.Transaction) => Promise<TapAnswer>,
): Promise<TapAnswer & { replayed: boolean }> {
  const db = getDb();
  const earlier = await findTap(db, { hostId: input.hostId, key: input.key });
  if (earlier) return replay(earlier, input);
  try {
    const answer = await db.transaction(async (trx) => {
      const fresh = await insertTap(trx, {
        hostId: input.hostId,
        key: input.key,
        userId: input.courier.id,
        orderId: input.orderId,
        action: input.action,
        answer: {},
      });
      if (!fresh) throw new Replayed();
      const done = await work(trx);
      await trx("courier_taps")
        .where({ host_id: input.hostId, key: input.key })
        .update({ answer: JSON.stringify(done) });
      return done;
    });
    return { ...answer, replayed: false };
  } catch (err) {
    if (!(err instanceof Replayed)) throw err;
    const kept = await findTap(db, { hostId: input.hostId, key: input.key });
    if (!kept) throw new ServiceError("Deze tik is al verwerkt.", 409);
    return replay(kept, input);
  }
}

function replay(
  earlier: { orderId: number; action: string; answer: Record<string, unknown> },
  input: { orderId: number; action: TapAction },
): TapAnswer & { replayed: boolean } {
  if (earlier.orderId !== input.orderId || earlier.action !== input.action)
    throw new ServiceError("Deze sleutel hoort bij een andere tik.", 409);
  return {
    orderId: earlier.orderId,
    status: String(earlier.answer.status ?? ""),
    message: String(earlier.answer.message ?? "Al verwerkt."),
    replayed: true,
  };
}

export async function event(
  trx: Knex.Transaction,
  e: {
    hostId: number;
    order: { id: number; customerId: number | null; number: number };
    status: OrderStatus;
    userId: number;
  },
  payload: Record<string, unknown>,
) {
  await insertOrderEvent(trx, {
    hostId: e.hostId,
    orderId: e.order.id,
    customerId: e.order.customerId,
    type: "courier",
    status: e.status,
    userId: e.userId,
    payload: { number: e.order.number, ...payload },
  });
}

export async function announce(
  hostId: number,
  order: { id: number; number: number; customerId: number | null },
  status: OrderStatus,
  intent: string,
) {
  await orderChanged({ hostId, customerId: order.customerId }, { id: order.id, number: order.number, status, intent });
}

export async function lockedRide(trx: Knex.Transaction, hostId: number, orderId: number) {
  const order = await lockOrder(trx, { hostId, id: orderId });
  if (!order) throw new ServiceError(ORDER_MISSING, 404);
  return order;
}
