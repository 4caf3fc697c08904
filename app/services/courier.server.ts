// The courier's phone, /ritten (decisions 076, 077): his rides of today, "Meenemen" (one courier
// per order: the model's guarded UPDATE), "Bezorgd" (with the cash received), "Niet thuis /
// probleem" (back on the board with his note), and staff assigning or taking back a ride. Every tap
// carries a key (courier-tap.server.ts): a tap sent again (queued offline, a retry) gets the first
// answer and changes nothing. Every assignment and collection is an order event; boards and the
// customer's page hear of it after commit; "Meenemen" sends the customer the `due/onroute` message
// once per order.
// await takeRide({ hostId, hostName, courier, orderId, key })
import type { Knex } from "knex";
import { getDb } from "~/db.server";
import { dayKey } from "~/domain/amsterdam-time";
import {
  collection,
  deliverLabel,
  firstName,
  lateness,
  NOT_READY,
  NOT_YOURS,
  rideStage,
  routeUrl,
  TAKEN_BY_OTHER,
  telUrl,
  WRONG_AMOUNT,
} from "~/domain/courier";
import { addressLines } from "~/domain/address";
import {
  getRide,
  isMarketplaceRide,
  listRides,
  markCollected,
  releaseRide,
  takeRide as takeRideRow,
  wasNotified,
  type RideRow,
} from "~/models/courier.server";
import { getOrder } from "~/models/order-queries.server";
import { insertOrderEvent } from "~/models/order-events.server";
import { setOrderStatus } from "~/models/order-status.server";
import { orderAlert } from "~/realtime/order-events.server";
import type { RideView, RidesView } from "~/schemas/courier-view";
import { announce, event, lockedRide, once, type Courier } from "~/services/courier-tap.server";
import { ServiceError } from "~/services/errors.server";
import { notifyWithTemplate } from "~/services/notify.server";
import { markPaidByStaff } from "~/services/payments-staff.server";
import { awardStampForCompletedOrder } from "~/services/stamps.server";

function view(row: RideRow, courierId: number, now: Date): RideView {
  const mine = rideStage(row, courierId) === "mine";
  const c = collection(row);
  const late = lateness(row.due, now);
  const a = row.address;
  return {
    id: row.id,
    number: row.number,
    isTest: row.isTest,
    mine,
    due: row.due.toISOString(),
    lateText: late.text,
    late: late.late,
    name: row.customerName ?? a?.name ?? "",
    addressLines: a ? addressLines(a) : [],
    routeUrl: a ? routeUrl(a) : null,
    // the customer's phone only while the ride is his (decision 077)
    tel: mine ? telUrl(row.phone ?? a?.phone ?? null) : null,
    phone: mine ? (row.phone ?? a?.phone ?? null) : null,
    notes: row.description,
    courierNote: row.courierNote,
    collection: { kind: c.kind, label: c.label, amount: c.amount },
    deliverLabel: deliverLabel(c),
    since: row.courierAt ? row.courierAt.toISOString() : null,
  };
}

/** Today's rides of the restaurant for this courier: ready to take, and his own on the road. */
export async function loadRides({
  hostId,
  courier,
  now = new Date(),
}: {
  hostId: number;
  courier: Courier;
  now?: Date;
}): Promise<RidesView> {
  const rows = await listRides(getDb(), { hostId, day: dayKey(now), courierId: courier.id });
  const rides = rows.map((r) => view(r, courier.id, now));
  return {
    courierName: firstName(courier.name),
    ready: rides.filter((r) => !r.mine),
    mine: rides.filter((r) => r.mine),
    now: now.toISOString(),
  };
}

/** "Meenemen": his, unless another courier was first (409, Dutch); then "Onderweg" to the customer. */
export async function takeRide(input: {
  hostId: number;
  hostName: string;
  courier: Courier;
  orderId: number;
  key: string;
  now?: Date;
}) {
  const { hostId, courier, orderId } = input;
  const now = input.now ?? new Date();
  const db = getDb();
  if (await isMarketplaceRide(db, { hostId, orderId })) throw new ServiceError(NOT_READY, 409);
  const answer = await once({ ...input, action: "take" }, async (trx) => {
    // the guarded UPDATE first: of two couriers at once, the second waits on the row and then finds it taken
    const taken = await takeRowOrRefuse(trx, { hostId, orderId, courier, now });
    await event(
      trx,
      { hostId, order: taken, status: "done", userId: courier.id },
      {
        action: "take",
        courierId: courier.id,
        courierName: courier.name,
      },
    );
    return { orderId, status: "done", message: `Bestelling ${taken.number} is onderweg met jou.` };
  });
  if (answer.replayed) return answer;
  const full = await getOrder(db, { hostId, id: orderId });
  if (full) {
    await announce(hostId, full, "done", "courier");
    await sendOnRoute({ id: hostId, name: input.hostName }, full, courier);
  }
  return answer;
}

async function takeRowOrRefuse(
  trx: Knex.Transaction,
  { hostId, orderId, courier, now }: { hostId: number; orderId: number; courier: Courier; now: Date },
) {
  const won = await takeRideRow(trx, { hostId, id: orderId, courierId: courier.id, at: now });
  const order = await lockedRide(trx, hostId, orderId);
  if (won) return order;
  const ride = await getRide(trx, { hostId, id: orderId });
  const stage = ride ? rideStage(ride, courier.id) : "gone";
  if (stage === "other") throw new ServiceError(TAKEN_BY_OTHER, 409);
  if (stage === "mine") throw new ServiceError("Deze bestelling heb je al meegenomen.", 409);
  throw new ServiceError(NOT_READY, 409);
}

/** The `due/onroute` message, once per order whoever takes it (a ride handed back and taken again is not told twice). */
async function sendOnRoute(
  host: { id: number; name: string },
  order: {
    id: number;
    number: number;
    customerId: number | null;
    customerName: string | null;
    phone: string | null;
    due: Date;
  },
  courier: Courier,
) {
  const db = getDb();
  if (await wasNotified(db, { hostId: host.id, orderId: order.id, type: "due", sub: "onroute" })) return;
  await notifyWithTemplate(db, {
    host,
    order,
    key: { type: "due", sub: "onroute" },
    from: courier.name ?? "Bezorger",
    fromUserId: courier.id,
  });
}

/**
 * "Bezorgd": archived as delivered. A cash order records the cash received (the amount the screen
 * showed must be the order's: else 409), a pin order the pin payment; both mark it paid.
 */
export async function deliverRide(input: {
  hostId: number;
  hostName: string;
  courier: Courier;
  orderId: number;
  key: string;
  received: number | null;
  now?: Date;
}) {
  const { hostId, courier, orderId } = input;
  const now = input.now ?? new Date();
  const answer = await once({ ...input, action: "deliver" }, async (trx) => {
    const order = await lockedRide(trx, hostId, orderId);
    const ride = await getRide(trx, { hostId, id: orderId });
    if (!ride || rideStage(ride, courier.id) !== "mine") throw new ServiceError(NOT_YOURS, 409);
    const c = collection(order);
    if (c.kind !== "paid") {
      if (input.received !== c.amount) throw new ServiceError(WRONG_AMOUNT, 409);
      await markPaidByStaff(trx, { hostId, orderId, userId: courier.id, type: c.kind }, now);
      if (c.kind === "cash") {
        await markCollected(trx, { hostId, id: orderId, amount: c.amount, at: now });
        await event(
          trx,
          { hostId, order, status: "done", userId: courier.id },
          {
            action: "collected",
            amount: c.amount,
            courierId: courier.id,
            courierName: courier.name,
          },
        );
      }
    }
    await setOrderStatus(trx, { hostId, id: orderId, status: "archive" });
    await insertOrderEvent(trx, {
      hostId,
      orderId,
      customerId: order.customerId,
      type: "status",
      status: "archive",
      userId: courier.id,
      payload: { from: "done", to: "archive", number: order.number, delivered: true },
    });
    await awardStampForCompletedOrder(trx, { hostId, orderId });
    return { orderId, status: "archive", message: `Bestelling ${order.number} is bezorgd.` };
  });
  if (answer.replayed) return answer;
  const order = await getOrder(getDb(), { hostId, id: orderId });
  if (order) {
    await announce(hostId, order, "archive", "courier");
    await notifyWithTemplate(getDb(), {
      host: { id: hostId, name: input.hostName },
      order,
      key: { type: "archive", sub: "" },
      from: courier.name ?? "Bezorger",
      fromUserId: courier.id,
    });
  }
  return answer;
}

/** "Niet thuis / probleem": back on the board, nobody's, with his note; the boards are alerted. */
export async function troubleRide(input: {
  hostId: number;
  courier: Courier;
  orderId: number;
  key: string;
  note: string;
  now?: Date;
}) {
  const { hostId, courier, orderId } = input;
  const now = input.now ?? new Date();
  const note = input.note.trim() || "Niet thuis";
  const answer = await once({ ...input, action: "problem" }, async (trx) => {
    const order = await lockedRide(trx, hostId, orderId);
    const ride = await getRide(trx, { hostId, id: orderId });
    if (!ride || rideStage(ride, courier.id) !== "mine") throw new ServiceError(NOT_YOURS, 409);
    const text = `${firstName(courier.name)}: ${note}`;
    await releaseRide(trx, { hostId, id: orderId, note: text, at: now });
    await event(
      trx,
      { hostId, order, status: "done", userId: courier.id },
      {
        action: "problem",
        note,
        courierId: courier.id,
        courierName: courier.name,
      },
    );
    return { orderId, status: "done", message: `Bestelling ${order.number} staat weer op het bord.` };
  });
  if (answer.replayed) return answer;
  const order = await getOrder(getDb(), { hostId, id: orderId });
  if (order) {
    await announce(hostId, order, "done", "courier");
    await orderAlert(hostId, {
      id: order.id,
      number: order.number,
      message: `Bezorging #${order.number} terug: ${note}`,
    });
  }
  return answer;
}
