// The one sent-to-pos call each Thuisbezorgd order is owed (docs/issues/018.md §3; decision 039):
// sent-to-pos-success, or -failed for what we could not place or read (JET's tablet takes over),
// leased so only one worker makes it; a failed call is tried again by the watchdog, one JET refused
// (a 4xx) is shown to the owner as the link's problem.
// await sendJetAck(hostId, inboxId); // "sent" | "retry" | "refused" | "nothing"
import { getDb } from "~/db.server";
import { jetClient } from "~/integrations/thuisbezorgd/client.server";
import { getMarketplaceLink, setLinkProblem } from "~/models/marketplace.server";
import { leaseAck, retryAckLater, settleAck } from "~/models/marketplace-orders.server";
import { linkSecrets } from "~/services/thuisbezorgd-keys.server";
import { logger } from "~/infra/logger.server";

/** One acknowledgement in flight per order: another worker waits this long before it may try. */
const ACK_LEASE_MS = 30_000;
/** A failed call is tried again after 5 s, 10 s, 20 s, then every 30 s — all inside JET's 3 minutes. */
const ackDelay = (attempts: number) => Math.min(30_000, 5_000 * 2 ** Math.max(0, attempts - 1));
export const PLACE_FAILED = "De bestelling kon niet in het kassasysteem worden geplaatst.";
/** errorMessage of sent-to-pos-failed for an order we could not read (a text price, a missing field…). */
export const UNREADABLE = "De bestelling kon niet worden gelezen (onbekende of ontbrekende velden).";

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
