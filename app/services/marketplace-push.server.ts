// Item availability and online/offline to Thuisbezorgd (docs/issues/018.md §4, decisions 047, 064), through an
// outbox: the owner's "Uitverkocht" or pause commits first and answers at once; the push is a row,
// sent right after off the request as JET publishes it (POST /item-availability, PUT
// /restaurants/{ref}/offline|online); a failed call (the marketplace down) is retried by the watchdog
// after 5 s, 10 s, 20 s, … up to every 5 minutes; a call JET refuses (4xx) is not retried but shown on
// the owner's Thuisbezorgd page and the hub. Nothing here ever fails the owner's action.
//   await pushAvailability(hostId, { productIds: [12], available: false, until });
//   await pushShopStatus(hostId, false);
import { getDb } from "~/db.server";
import { jetClient } from "~/integrations/thuisbezorgd/client.server";
import { getMarketplaceLink, setLinkProblem } from "~/models/marketplace.server";
import {
  insertPush,
  leasePush,
  markPushSent,
  productPlus,
  refusePush,
  retryPushLater,
  type PushPayload,
} from "~/models/marketplace-pushes.server";
import { listOwedPushes } from "~/models/marketplace-pushes.root.server";
import { linkSecrets, refusalText } from "~/services/thuisbezorgd.server";
import { logger } from "~/infra/logger.server";

const LEASE_MS = 30_000;
const retryDelay = (attempts: number) => Math.min(300_000, 5_000 * 2 ** Math.max(0, attempts - 1));

const sending = new Set<Promise<void>>();

function sendSoon(hostId: number, id: number): void {
  const work = new Promise<void>((resolve) => setImmediate(resolve))
    .then(async () => {
      await sendPush(hostId, id);
    })
    .catch((err: Error) =>
      logger().warn({ area: "thuisbezorgd" }, `push ${id} at host ${hostId}: ${err.message} (retried later)`),
    )
    .finally(() => sending.delete(work));
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
    sendSoon(hostId, await insertPush(db, { hostId, payload }));
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

/** Sends one owed push (leased: one worker at a time); a failure is tried again later, a refusal (4xx) shown. */
export async function sendPush(hostId: number, id: number): Promise<"sent" | "retry" | "refused" | "nothing"> {
  const db = getDb();
  const row = await leasePush(db, { hostId, id, leaseMs: LEASE_MS });
  if (!row) return "nothing";
  const link = await getMarketplaceLink(db, { hostId });
  const secrets = link ? linkSecrets(link) : null;
  const p = row.payload;
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
  logger().warn({ area: "thuisbezorgd" }, `push ${id} at host ${hostId}: ${error} (attempt ${row.attempts})`);
  await retryPushLater(db, { hostId, id, delayMs: retryDelay(row.attempts), error });
  return "retry";
}

/** The watchdog's round for pushes: every owed, due push once. */
export async function sweepMarketplacePushes(): Promise<number> {
  const owed = await listOwedPushes(getDb(), { limit: 50 });
  let sent = 0;
  for (const row of owed) if ((await sendPush(row.hostId, row.id)) === "sent") sent += 1;
  return sent;
}
