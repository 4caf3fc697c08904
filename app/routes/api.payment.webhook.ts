// POST /api/payment/webhook (Mollie): body id=tr_…. The id is only a hint: the service fetches the
// payment from the provider. Anything malformed or unknown gets 200 (so Mollie stops retrying a
// call that can never succeed) and a warning; only "provider unreachable" asks Mollie to retry.
// Each outcome is recorded for /admin/hub (decision 053).
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { PAYMENT_ID } from "~/integrations/mollie/provider";
import { receivePaymentWebhook } from "~/services/payment-webhook.server";
import { PaymentUnavailableError } from "~/services/payments.server";
import { readBody } from "~/http/http.server";
import { logger } from "~/infra/logger.server";

const schema = z.object({ id: z.string().regex(PAYMENT_ID) });
const ok = () => new Response("OK", { status: 200, headers: { "content-type": "text/plain" } });

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return new Response("Methode niet toegestaan", { status: 405 });
  const parsed = schema.safeParse(await readBody(request));
  if (!parsed.success || context.tenant.kind !== "host") {
    logger().warn({ area: "payments" }, `webhook ignored: no valid payment id (${context.tenant.kind})`);
    return ok();
  }
  try {
    const result = await receivePaymentWebhook({ hostId: context.tenant.host.id, paymentId: parsed.data.id });
    if (!result.known)
      logger().warn(
        { area: "payments" },
        `webhook for unknown payment ${parsed.data.id} at host ${context.tenant.host.id}`,
      );
    return ok();
  } catch (err) {
    if (err instanceof PaymentUnavailableError) return new Response("Provider niet bereikbaar", { status: 503 });
    throw err;
  }
}

export const loader = () => new Response("Methode niet toegestaan", { status: 405 });
