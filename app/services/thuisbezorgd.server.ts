// Thuisbezorgd orders on our board (docs/issues/018.md §2–§4; decisions 039, 064). The webhook's path:
//   receiveJetOrder — verify the call (key, HMAC of the raw body: thuisbezorgd-keys.server.ts), check
//     its posLocationId is this restaurant's, keep the raw payload (one row per JET order id: the
//     unique key decides, so retries and concurrent deliveries are one), answer → 202;
//   settleJetOrder — right after, off the request: map and place the order (number, board event,
//     printing on accept follow as for our own), then owe the marketplace exactly one call;
//   sendJetAck (thuisbezorgd-ack.server.ts) — sent-to-pos-success, or -failed for what we could not
//     place or read (JET's tablet takes over; the board says so), leased so only one worker makes
//     it; a 4xx is shown to the owner;
//   sweepThuisbezorgd — the watchdog: places what a stopped process received, sends what is owed.
// Services know nothing of HTTP: refusals are ServiceError(message, status).
import type { Knex } from "knex";
import { getDb } from "~/db.server";
import { arrivalStatus } from "~/domain/order-ahead";
import { DELIVERY_PROMISE_MINUTES, PICKUP_PROMISE_MINUTES } from "~/domain/time-options";
import { flagText, mapJetOrder, unmappedJetOrder, type MappedOrder } from "~/domain/thuisbezorgd";
import { getHost } from "~/models/hosts.server";
import { claimReceived, markFailed, markPlaced, receiveInbox } from "~/models/marketplace-orders.server";
import { productsByPlu } from "~/models/marketplace-menu.server";
import { listOwedAcks, listUnplaced } from "~/models/marketplace.root.server";
import { amsterdamDay, insertOrder, nextOrderNumber, type NewOrderItem } from "~/models/orders.server";
import { orderArrived } from "~/realtime/order-events.server";
import { parseJetPayload, storableRaw, type JetPayload } from "~/schemas/thuisbezorgd";
import { ServiceError } from "~/services/errors.server";
import { PLACE_FAILED, sendJetAck, UNREADABLE } from "~/services/thuisbezorgd-ack.server";
import { verifiedLink, type JetCallInput } from "~/services/thuisbezorgd-keys.server";
import { logger } from "~/infra/logger.server";

const MINUTE = 60_000;
/** A received order not placed after this long was left by a stopped process: the watchdog places it. */
const UNPLACED_AFTER_MS = 10_000;
export const WATCHDOG_MS = 5_000;

/** "Test de koppeling" sends a JET-shaped order with an id that starts so: checked whole, never kept or confirmed. */
export const TEST_ORDER_PREFIX = "bestelinfo-test-";

export interface ReceivedJetOrder {
  /** The inbox row (0 for a test order). */
  reference: number;
  duplicate: boolean;
  /** A "Test de koppeling" order: how it was read; nothing kept. */
  test?: { lines: number; amount: number; flags: string[] };
}

const wrongLocation = (sent: string, ours: string) =>
  `Deze bestelling is voor locatie "${sent.slice(0, 100)}", niet voor dit restaurant (${ours}). De bestelling is bewaard voor controle.`;

/**
 * A pushed order: verified, routed by its posLocationId, then kept raw before anything else can go
 * wrong. A malformed payload or one for another location is kept too and refused with 400. Returns at
 * once; the placing runs right after, off the request.
 */
export async function receiveJetOrder(input: JetCallInput): Promise<ReceivedJetOrder> {
  const db = getDb();
  const { link } = await verifiedLink(db, input, { hashRequired: true });
  const parsed = parseJetPayload(input.raw);
  const raw = storableRaw(input.raw);
  if (parsed.kind === "malformed") {
    await receiveInbox(db, { hostId: input.hostId, externalId: null, raw, status: "malformed", ack: "none" });
    throw new ServiceError(`${parsed.message} De bestelling is bewaard voor controle.`, 400);
  }
  const externalId = parsed.kind === "order" ? parsed.order.id : parsed.id;
  const location = parsed.kind === "order" ? parsed.order.posLocationId : parsed.posLocationId;
  if (location !== link.externalId) {
    const message = wrongLocation(location, link.externalId);
    await receiveInbox(db, {
      hostId: input.hostId,
      externalId: null,
      raw,
      status: "malformed",
      ack: "none",
      error: message,
    });
    throw new ServiceError(message, 400);
  }
  if (externalId.startsWith(TEST_ORDER_PREFIX)) return testOrder(input.hostId, input.raw, parsed);
  const row = await receiveInbox(db, { hostId: input.hostId, externalId, raw, status: "received", ack: "pending" });
  if (row.fresh) settleSoon(input.hostId, row.id);
  return { reference: row.id, duplicate: !row.fresh };
}

/** The test order read as a real one would be, and nothing kept: what the owner's "Test de koppeling" reports. */
async function testOrder(hostId: number, raw: string, parsed: JetPayload): Promise<ReceivedJetOrder> {
  const { mapped } = await getDb().transaction((trx) => mapPayload(trx, hostId, raw, parsed));
  return {
    reference: 0,
    duplicate: false,
    test: { lines: mapped.items.length, amount: mapped.amount, flags: mapped.flags.map(flagText) },
  };
}

const settling = new Set<Promise<void>>();

/** After the answer: place and acknowledge. What fails here is the watchdog's to finish. */
function settleSoon(hostId: number, inboxId: number): void {
  const work = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => settleJetOrder(hostId, inboxId))
    .catch((err: Error) =>
      logger().warn(
        { area: "thuisbezorgd" },
        `order ${inboxId} at host ${hostId}: ${err.message} (the watchdog retries)`,
      ),
    )
    .finally(() => settling.delete(work));
  settling.add(work);
}

/** Resolves when every order received so far was placed and acknowledged (tests, shutdown). */
export async function jetOrdersSettled(): Promise<void> {
  while (settling.size > 0) await Promise.all([...settling]);
}

function orderItems(mapped: MappedOrder): NewOrderItem[] {
  return mapped.items.map((i, index) => ({
    productId: i.productId,
    position: index + 1,
    name: i.name,
    subname: null,
    remark: i.remark,
    quantity: i.quantity,
    unitPrice: i.unitPrice,
    extras: i.extras,
    amount: i.amount,
    volume: null,
    variation: null,
    includes: i.includes,
    includes2: null,
    removed: [],
    half: false,
    tab: i.tab,
    groupName: i.groupName,
    icon: i.icon,
  }));
}

async function mapPayload(
  trx: Knex.Transaction,
  hostId: number,
  raw: string,
  parsed: JetPayload,
): Promise<{ mapped: MappedOrder; dueAt: Date | null; asap: boolean }> {
  if (parsed.kind !== "order")
    return {
      mapped: unmappedJetOrder(raw, {
        final: parsed.kind === "unmapped" ? parsed.final : null,
        reference: parsed.kind === "unmapped" ? parsed.reference : null,
      }),
      dueAt: null,
      asap: true,
    };
  const plus = parsed.order.items.flatMap((i) => (i.plu ? [i.plu] : []));
  const known = await productsByPlu(trx, { hostId, plus });
  return {
    mapped: mapJetOrder(parsed.order, (plu) => known.get(plu)),
    dueAt: parsed.order.dueAt,
    asap: parsed.order.asap,
  };
}

/** Places one received order (once, whoever calls) and then sends what the marketplace is owed. */
export async function settleJetOrder(hostId: number, inboxId: number, now = new Date()): Promise<void> {
  const db = getDb();
  try {
    const placed = await db.transaction(async (trx) => {
      const row = await claimReceived(trx, { hostId, id: inboxId });
      if (!row) return null;
      const host = await getHost(trx, { hostId });
      if (!host) throw new Error(`host ${hostId} is gone`);
      const { mapped, dueAt, asap } = await mapPayload(trx, hostId, row.raw, parseJetPayload(row.raw));
      const wait = mapped.deliver
        ? (host.settings.deliveryMinutes ?? DELIVERY_PROMISE_MINUTES)
        : (host.settings.pickupMinutes ?? PICKUP_PROMISE_MINUTES);
      // an asap order's time from JET (its courier's collect_at) is kept when later than our own promise
      const promise = new Date(now.getTime() + wait * MINUTE);
      const due = dueAt && !(asap && dueAt < promise) ? dueAt : promise;
      const number = await nextOrderNumber(trx, { hostId, day: amsterdamDay(now) });
      const order = await insertOrder(trx, {
        order: {
          hostId,
          customerId: null,
          number,
          day: amsterdamDay(now),
          status: arrivalStatus(due, now),
          due,
          asap,
          deliver: mapped.deliver,
          source: "thuisbezorgd",
          paymentMethod: mapped.paymentMethod,
          paymentStatus: mapped.paymentStatus,
          paid: mapped.paid,
          marketplaceRef: row.externalId,
          address: mapped.address ? { ...mapped.address, name: mapped.customerName, phone: mapped.phone ?? "" } : null,
          customerName: mapped.customerName,
          phone: mapped.phone ?? "",
          description: mapped.description,
          subtotal: mapped.subtotal,
          deliveryFee: mapped.deliveryFee,
          fee: 0,
          amount: mapped.amount,
          idempotencyKey: `thuisbezorgd:${row.externalId ?? inboxId}`,
        },
        items: orderItems(mapped),
      });
      await markPlaced(trx, {
        hostId,
        id: inboxId,
        orderId: order.id,
        flags: mapped.flags,
        courier: mapped.courier,
        reference: mapped.reference,
        tax: mapped.tax,
        // an order we could not read is on the board as "at the tablet", and JET hears -failed
        ackReason: mapped.flags.some((f) => f.kind === "unmapped") ? UNREADABLE : null,
      });
      return order;
    });
    if (placed) await orderArrived({ hostId, customerId: null }, placed);
  } catch (err) {
    logger().warn({ area: "thuisbezorgd" }, `order ${inboxId} at host ${hostId} not placed: ${(err as Error).message}`);
    await markFailed(db, { hostId, id: inboxId, error: (err as Error).message, reason: PLACE_FAILED });
  }
  await sendJetAck(hostId, inboxId);
}

/** The watchdog's round: orders a stopped process received but never placed, and calls still owed. */
export async function sweepThuisbezorgd(): Promise<{ placed: number; acks: number }> {
  const db = getDb();
  const unplaced = await listUnplaced(db, { olderThanMs: UNPLACED_AFTER_MS, limit: 50 });
  for (const row of unplaced) await settleJetOrder(row.hostId, row.id);
  const owed = await listOwedAcks(db, { limit: 50 });
  let acks = 0;
  for (const row of owed) if ((await sendJetAck(row.hostId, row.id)) === "sent") acks += 1;
  return { placed: unplaced.length, acks };
}

/** `alsoRun`: more of the marketplace's owed work in the same round (the availability pushes). */
export function startThuisbezorgdWatchdog(
  intervalMs = WATCHDOG_MS,
  alsoRun: () => Promise<unknown> = async () => undefined,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    Promise.all([sweepThuisbezorgd(), alsoRun()])
      .catch((err: Error) => logger().error({ area: "thuisbezorgd" }, `watchdog: ${err.message}`))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
