// docs/issues/006.md: an order nobody accepts within the restaurant's set minutes sends an SMS to the host's
// admin phone, logged on the order, and tells the restaurant's boards (docs/issues/033.md §13: the late card
// shows the message without a reload). The sweep runs on a timer in every instance; claiming in the
// database (claimEscalations) makes it safe to run everywhere at once.
// const stop = startEscalationSweep(); … stop();
import { getDb } from "~/db.server";
import { getSmsProvider, type SmsProvider } from "~/integrations/sms/index.server";
import { logNotification } from "~/models/notify.server";
import { claimEscalations } from "~/models/escalation.root.server";
import { orderEscalated } from "~/realtime/order-events.server";
import { logger } from "~/infra/logger.server";

export const ESCALATION_SWEEP_MS = 30_000;

export function escalationMessage(e: { number: number; hostName: string; minutes: number }): string {
  return `Let op: bestelling ${e.number} bij ${e.hostName} wacht al ${e.minutes} minuten op acceptatie.`;
}

/** One sweep; answers how many SMS went out. Never throws: a failed SMS is logged on the order. */
export async function escalateUnaccepted(now = new Date(), sms: SmsProvider = getSmsProvider()): Promise<number> {
  const db = getDb();
  let sent = 0;
  for (const e of await claimEscalations(db, { now })) {
    const message = escalationMessage(e);
    let error: string | null = null;
    try {
      await sms.send({ to: e.adminPhone, message });
      sent++;
    } catch (err) {
      error = (err as Error).message;
    }
    await logNotification(db, {
      hostId: e.hostId,
      orderId: e.orderId,
      userId: null,
      method: "sms",
      type: "escalation",
      sub: null,
      message,
      link: null,
      from: "system",
      fromUserId: null,
      recipient: e.adminPhone,
      status: error ? "failed" : "sent",
      error,
    });
    // after the log is written: the board reloads its cards and shows the message on this one
    await orderEscalated(e.hostId, { id: e.orderId, number: e.number });
  }
  return sent;
}

export function startEscalationSweep(intervalMs = ESCALATION_SWEEP_MS): () => void {
  const timer = setInterval(() => {
    escalateUnaccepted().catch((err: Error) => logger().error({ area: "escalation" }, `${err.message}`));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
