// Item availability and online/offline to Thuisbezorgd (docs/issues/018.md §4, decisions 047, 064), through an
// outbox: the owner's "Uitverkocht" or pause commits first and answers at once; the push is a row,
// sent right after off the request as JET publishes it (POST /item-availability, PUT
// /restaurants/{ref}/offline|online); a failed call (the marketplace down) is retried by the watchdog
// after 5 s, 10 s, 20 s, … up to every 5 minutes; a call JET refuses (4xx) is not retried but shown on
// the owner's Thuisbezorgd page and the hub. Nothing here ever fails the owner's action.
// A restaurant's pushes reach JET one at a time, in the order the owner made them (decision 089): a
// later push waits until the earlier ones are sent or refused, also behind one waiting for its retry.
//   await pushAvailability(hostId, { productIds: [12], available: false, until });
//   await pushShopStatus(hostId, false);
import { getDb } from "~/db.server";
import { jetClient } from "~/integrations/thuisbezorgd/client.server";
import { getMarketplaceLink, setLinkProblem } from "~/models/marketplace.server";
import {
  insertPush,
  leaseNextPush,
  markPushSent,
  productPlus,
  refusePush,
  retryPushLater,
  type PushPayload,
  type PushRow,
} from "~/models/marketplace-pushes.server";
import { listOwedPushes } from "~/models/marketplace-pushes.root.server";
import { refusalText } from "~/services/thuisbezorgd-ack.server";
import { linkSecrets } from "~/services/thuisbezorgd-keys.server";
import { logger } from "~/infra/logger.server";

const LEASE_MS = 30_000;
const retryDelay = (attempts: number) => Math.min(300_000, 5_000 * 2 ** Math.max(0, attempts - 1));

const sending = new Set<Promise<void>>();
/** The last send queued per restaurant in this process: the next one starts after it. */
const lastSend = new Map<number, Promise<void>>();

function sendSoon(hostId: number): void {
  const work = (lastSend.get(hostId) ?? Promise.resolve())
    .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
    .then(async () => {
      await sendOwedPushes(hostId);
    })
    .catch((err: Error) =>
      logger().warn({ area: "thuisbezorgd" }, `pushes at host ${hostId}: ${err.message} (retried later)`),
    )
    .finally(() => {
      sending.delete(work);
      if (lastSend.get(hostId) === work) lastSend.delete(hostId);
    });
  lastSend.set(hostId, work);
  sending.add(work);
}

/** Resolves when every push queued so far had its first try (tests, shutdown). */
export async function marketplacePushesSettled(): Promise<void> {
  while (sending.size > 0) await Promise.all([...sending]);
}

/** Queues one push when the restaurant has an active link; logs, never throws. */
async function queue(hostId: number, make: () => Promise<PushPayload | null>): Promise<void> {
  try {
    const db = getDb();
    const link = await getMarketplaceLink(db, { hostId });
    if (!link?.active) return;
    const payload = await make();
    if (!payload) return;
    await insertPush(db, { hostId, payload });
    sendSoon(hostId);
  } catch (err) {
    logger().warn({ area: "thuisbezorgd" }, `push not queued at host ${hostId}: ${(err as Error).message}`);
  }
}

/** Products sold out (until a moment, or until switched back) or available again, on the marketplace. */
export function pushAvailability(
  hostId: number,
  { productIds, available, until }: { productIds: number[]; available: boolean; until: Date | null },
): Promise<void> {
  return queue(hostId, async () => {
    const plus = await productPlus(getDb(), { hostId, productIds });
    return plus.length ? { kind: "items", plus, available, until: until?.toISOString() ?? null } : null;
  });
}

/** The shop paused (offline) or open again (online) on the marketplace. */
export function pushShopStatus(hostId: number, online: boolean): Promise<void> {
  return queue(hostId, async () => ({ kind: "status", online }));
}

/**
 * Sends the restaurant's owed pushes, oldest first, each after the one before was answered; stops at
 * one that failed (it and everything after it wait for its retry) or one not due or held elsewhere.
 * Returns how many were sent.
 */
export async function sendOwedPushes(hostId: number): Promise<number> {
  const db = getDb();
  let sent = 0;
  for (;;) {
    const row = await leaseNextPush(db, { hostId, leaseMs: LEASE_MS });
    if (!row) return sent;
    const result = await sendPush(row);
    if (result === "sent") sent += 1;
    if (result === "retry") return sent;
  }
}

/** Sends one leased push; a failure is tried again later, a refusal (4xx) shown. */
async function sendPush({ hostId, id, payload: p, attempts }: PushRow): Promise<"sent" | "retry" | "refused"> {
  const db = getDb();
  const link = await getMarketplaceLink(db, { hostId });
  const secrets = link ? linkSecrets(link) : null;
  const result =
    link && secrets
      ? p.kind === "items"
        ? await jetClient().itemAvailability({
            apiKey: secrets.apiKey,
            restaurantId: link.externalId,
            plus: p.plus,
            available: p.available,
            until: p.until,
          })
        : await jetClient().restaurantStatus({
            apiKey: secrets.apiKey,
            restaurantId: link.externalId,
            online: p.online,
          })
      : null;
  if (result?.ok) {
    await markPushSent(db, { hostId, id });
    await setLinkProblem(db, { hostId, problem: null });
    return "sent";
  }
  if (result?.refused) {
    const what =
      p.kind === "items"
        ? `${p.available ? "weer beschikbaar" : "uitverkocht"} voor ${p.plus.join(", ").slice(0, 80)}`
        : p.online
          ? "het weer online zetten van je restaurant"
          : "het offline zetten van je restaurant";
    const problem = refusalText(what, result.status, result.detail);
    logger().warn({ area: "thuisbezorgd" }, `push ${id} at host ${hostId}: ${problem}`);
    await refusePush(db, { hostId, id, error: problem });
    await setLinkProblem(db, { hostId, problem });
    return "refused";
  }
  const error = secrets ? "Thuisbezorgd gaf geen bevestiging." : "Geen sleutel voor de koppeling.";
  logger().warn({ area: "thuisbezorgd" }, `push ${id} at host ${hostId}: ${error} (attempt ${attempts})`);
  await retryPushLater(db, { hostId, id, delayMs: retryDelay(attempts), error });
  return "retry";
}

/** The watchdog's round for pushes: each restaurant with a due push sends what it owes, in order. */
export async function sweepMarketplacePushes(): Promise<number> {
  const owed = await listOwedPushes(getDb(), { limit: 50 });
  let sent = 0;
  for (const hostId of new Set(owed.map((r) => r.hostId))) sent += await sendOwedPushes(hostId);
  return sent;
}
