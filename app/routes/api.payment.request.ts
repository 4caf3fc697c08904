// POST /api/payment/request {order, checkout} (SPEC §7): a payment for an existing unpaid iDEAL
// order of the logged-in customer at this host (the retry). JSON {id, status, profileId, mode,
// _links.checkout.href}; with checkout true (the page's retry button) a redirect to the payment page.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { issueFields } from "~/schemas/issues";
import { requestPaymentFor } from "~/services/payment-checkout.server";
import { ServiceError } from "~/services/errors.server";
import { PaymentUnavailableError } from "~/services/payments.server";
import { getOptionalUser } from "~/utils/auth.server";
import { apiError, apiOk, assertPost, readBody } from "~/utils/http.server";

const flag = z.union([z.boolean(), z.enum(["1", "true", "on", "0", "false"]).transform((v) => v === "1" || v === "true" || v === "on")]);
const schema = z.object({
  order: z.coerce.number({ message: "Geef een bestelling op." }).int().positive("Geef een bestelling op."),
  checkout: flag.optional().default(false),
});

export async function action({ request, context }: ActionFunctionArgs) {
  assertPost(request);
  const current = await getOptionalUser(context);
  if (!current) return apiError(401, "Je bent niet ingelogd.");
  if (current.user.kind !== "customer") return apiError(403, "Alleen de klant kan zijn eigen bestelling betalen.");
  const parsed = schema.safeParse(await readBody(request));
  if (!parsed.success) return apiError(400, issueFields(parsed.error).message);
  try {
    const payment = await requestPaymentFor(context, { orderId: parsed.data.order, customerId: current.user.id, baseUrl: new URL(request.url).origin });
    const href = payment._links.checkout?.href;
    if (parsed.data.checkout) return redirect(href ?? `/thanks/${parsed.data.order}`);
    return apiOk(payment);
  } catch (err) {
    if (err instanceof PaymentUnavailableError) return apiError(503, err.message);
    if (err instanceof ServiceError) return apiError(err.status, err.message);
    throw err;
  }
}
