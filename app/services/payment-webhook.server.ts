// POST /api/payment/webhook, recorded (docs/issues/020.md §2, decision 053): the webhook is handled as before
// (payments.server.ts) and its outcome is kept per restaurant, so /admin/hub can say when Mollie last
// reached us and whether that went well. The record never changes the answer Mollie gets.
import { getDb } from "~/db.server";
import { recordPaymentWebhook, type WebhookResult } from "~/models/hub.server";
import { handleWebhook } from "~/services/payments.server";
import { logger } from "~/infra/logger.server";

async function record(hostId: number, paymentId: string, result: WebhookResult): Promise<void> {
  try {
    await recordPaymentWebhook(getDb(), { hostId, paymentId, result });
  } catch (err) {
    logger().warn({ area: "payments" }, `webhook outcome not recorded: ${(err as Error).message}`);
  }
}

export async function receivePaymentWebhook({
  hostId,
  paymentId,
}: {
  hostId: number;
  paymentId: string;
}): Promise<{ known: boolean; transitioned: boolean }> {
  try {
    const result = await handleWebhook(hostId, paymentId);
    await record(hostId, paymentId, result.known ? "ok" : "unknown");
    return result;
  } catch (err) {
    await record(hostId, paymentId, "failed");
    throw err;
  }
}
