// Thuisbezorgd orders on our board (docs/issues/018.md §2–§4; decisions 039, 064). The webhook's path:
//   receiveJetOrder — verify the call (key, HMAC of the raw body), check its posLocationId is this
//     restaurant's, keep the raw payload (one row per JET order id: the unique key decides, so retries
//     and concurrent deliveries are one), answer → 202;
//   settleJetOrder — right after, off the request: map and place the order (number, board event,
//     printing on accept follow as for our own), then owe the marketplace exactly one call;
//   sendJetAck — sent-to-pos-success, or -failed for what we could not place or read (JET's tablet
//     takes over; the board says so), leased so only one worker makes it; a 4xx is shown to the owner;
//   sweepThuisbezorgd — the watchdog: places what a stopped process received, sends what is owed.
// Services know nothing of HTTP: refusals are ServiceError(message, status).
import type { Knex } from "knex";
import { getDb } from "~/db.server";
import { EnvError } from "~/env.server";
import { arrivalStatus } from "~/domain/order-ahead";
import { DELIVERY_PROMISE_MINUTES, PICKUP_PROMISE_MINUTES } from "~/domain/time-options";
import { flagText, mapJetOrder, unmappedJetOrder, type MappedOrder } from "~/domain/thuisbezorgd";
import { jetClient, jetSimulatorBase } from "~/integrations/thuisbezorgd/client.server";
import { SIMULATOR_API_KEY, SIMULATOR_SECRET } from "~/integrations/thuisbezorgd/simulator.server";
import { verifyJetCall } from "~/integrations/thuisbezorgd/verify.server";
import { openSecret } from "~/integrations/mollie/secret-box.server";
import { getHost } from "~/models/hosts.server";
import { getMarketplaceLink, setLinkProblem, type MarketplaceLink } from "~/models/marketplace.server";
import {
  claimReceived,
  leaseAck,
  markFailed,
  markPlaced,
  receiveInbox,
  retryAckLater,
  settleAck,
} from "~/models/marketplace-orders.server";
import { productsByPlu } from "~/models/marketplace-menu.server";
import { listOwedAcks, listUnplaced } from "~/models/marketplace.root.server";
import { amsterdamDay, insertOrder, nextOrderNumber, type NewOrderItem } from "~/models/orders.server";
import { orderArrived } from "~/realtime/order-events.server";
import { parseJetPayload, storableRaw, type JetPayload } from "~/schemas/thuisbezorgd";
import { ServiceError } from "~/services/errors.server";
import { logger } from "~/infra/logger.server";

const MINUTE = 60_000;
/** One acknowledgement in flight per order: another worker waits this long before it may try. */
const ACK_LEASE_MS = 30_000;
/** A failed call is tried again after 5 s, 10 s, 20 s, then every 30 s — all inside JET's 3 minutes. */
const ackDelay = (attempts: number) => Math.min(30_000, 5_000 * 2 ** Math.max(0, attempts - 1));
/** A received order not placed after this long was left by a stopped process: the watchdog places it. */
const UNPLACED_AFTER_MS = 10_000;
export const WATCHDOG_MS = 5_000;

export const NOT_LINKED = "Dit restaurant heeft geen actieve Thuisbezorgd-koppeling.";
export const NOT_SIGNED = "De handtekening of sleutel van dit verzoek klopt niet.";
const PLACE_FAILED = "De bestelling kon niet in het kassasysteem worden geplaatst.";
/** errorMessage of sent-to-pos-failed for an order we could not read (a text price, a missing field…). */
export const UNREADABLE = "De bestelling kon niet worden gelezen (onbekende of ontbrekende velden).";

export interface LinkSecrets {
  apiKey: string;
  secret: string;
}

/** The link's own key and secret; while the simulator runs, a link without them uses the simulator's. */
export function linkSecrets(link: MarketplaceLink): LinkSecrets | null {
  let apiKey: string | null;
  let secret: string | null;
  try {
    apiKey = link.tokenEncrypted ? openSecret(link.tokenEncrypted) : null;
    secret = link.secretEncrypted ? openSecret(link.secretEncrypted) : null;
  } catch (err) {
    // production without ENCRYPTION_KEY: the sealed keys cannot be opened — no usable link, never a 500
    if (err instanceof EnvError) return null;
    throw err;
  }
  if (apiKey && secret) return { apiKey, secret };
  if (!link.tokenEncrypted && !link.secretEncrypted && jetSimulatorBase())
    return { apiKey: SIMULATOR_API_KEY, secret: SIMULATOR_SECRET };
  return null;
}

export interface JetCallInput {
  hostId: number;
  /** The body as text (stored, parsed). */
  raw: string;
  /** The body's bytes exactly as received: what JET signed. Without them, the text's UTF-8. */
  bytes?: Uint8Array;
  authorization: string | null;
  hash: string | null;
}

/**
 * The host's active link and its secrets, once the call proved to come from the marketplace: the key
 * always; the signature on orders always, on notifications when one is sent (JET does not publish
 * whether it signs them; a wrong one is refused either way).
 */
export async function verifiedLink(
  db: Knex,
  { hostId, raw, bytes, authorization, hash }: JetCallInput,
  { hashRequired }: { hashRequired: boolean },
): Promise<{ link: MarketplaceLink; secrets: LinkSecrets }> {
  const link = await getMarketplaceLink(db, { hostId });
  const secrets = link?.active ? linkSecrets(link) : null;
  if (!link || !secrets) throw new ServiceError(NOT_LINKED, 404);
  const verdict = verifyJetCall({
    authorization,
    hash,
    body: bytes ?? raw,
    apiKey: secrets.apiKey,
    secret: secrets.secret,
    hashRequired,
  });
  if (!verdict.ok) throw new ServiceError(NOT_SIGNED, 401);
  return { link, secrets };
}

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

/** errorCode of sent-to-pos-failed: JET's MALFORMED_REQUEST for what we could not read, UNKNOWN for our own failure. */
export function ackErrorCode(reason: string): "MALFORMED_REQUEST" | "UNKNOWN" {
  return reason === UNREADABLE ? "MALFORMED_REQUEST" : "UNKNOWN";
}

/** What the owner reads when JET refused one of our calls. */
export function refusalText(what: string, status: number, detail: string): string {
  const said = detail.trim() ? `: ${detail.trim().slice(0, 200)}` : "";
  return `Thuisbezorgd weigerde ${what} (HTTP ${String(status)})${said}`;
}

/** The one sent-to-pos call an order is owed; a failed call is left for the watchdog, a refused one shown. */
export async function sendJetAck(hostId: number, inboxId: number): Promise<"sent" | "retry" | "refused" | "nothing"> {
  const db = getDb();
  const row = await leaseAck(db, { hostId, id: inboxId, leaseMs: ACK_LEASE_MS });
  if (!row || !row.externalId) return "nothing";
  const link = await getMarketplaceLink(db, { hostId });
  const secrets = link ? linkSecrets(link) : null;
  const ok = row.status === "placed" && row.ackReason === null;
  const reason = row.ackReason ?? PLACE_FAILED;
  const result = secrets
    ? ok
      ? await jetClient().sentToPosSuccess({ apiKey: secrets.apiKey, orderId: row.externalId })
      : await jetClient().sentToPosFailed({
          apiKey: secrets.apiKey,
          orderId: row.externalId,
          errorCode: ackErrorCode(reason),
          errorMessage: reason,
        })
    : null;
  if (result?.ok) {
    await settleAck(db, { hostId, id: inboxId, ack: ok ? "success" : "failed" });
    await setLinkProblem(db, { hostId, problem: null });
    return "sent";
  }
  if (result && result.refused) {
    const problem = refusalText(
      `de bevestiging van bestelling ${row.externalId.slice(0, 40)}`,
      result.status,
      result.detail,
    );
    await settleAck(db, { hostId, id: inboxId, ack: "none", error: problem });
    await setLinkProblem(db, { hostId, problem });
    logger().warn({ area: "thuisbezorgd" }, `order ${inboxId} at host ${hostId}: ${problem}`);
    return "refused";
  }
  await retryAckLater(db, { hostId, id: inboxId, delayMs: ackDelay(row.ackAttempts) });
  return "retry";
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
