// POST /api/payment/request {order, checkout} (docs/spec.md §7): a payment for an existing unpaid iDEAL
// order of the logged-in customer at this host (the retry). JSON {id, status, profileId, mode,
// _links.checkout.href}; with checkout true (the page's retry button) a redirect to the payment page.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { idField } from "~/schemas/ids";
import { requestPaymentFor } from "~/services/payment-checkout.server";
import { getOptionalUser } from "~/http/session-user.server";
import { domainHost } from "~/http/tenant-host.server";
import { apiError, apiOk, apiRefusal, assertPost, parseBody } from "~/http/http.server";

const flag = z.union([
  z.boolean(),
  z.enum(["1", "true", "on", "0", "false"]).transform((v) => v === "1" || v === "true" || v === "on"),
]);
const schema = z.object({
  order: idField("Geef een bestelling op."),
  checkout: flag.optional().default(false),
});

export async function action({ request, context }: ActionFunctionArgs) {
  assertPost(request);
  const current = await getOptionalUser(context);
  if (!current) return apiError(401, "Je bent niet ingelogd.");
  if (current.user.kind !== "customer") return apiError(403, "Alleen de klant kan zijn eigen bestelling betalen.");
  try {
    const input = await parseBody(request, schema);
    const payment = await requestPaymentFor({
      host: domainHost(context.tenant),
      input: { orderId: input.order, customerId: current.user.id, baseUrl: new URL(request.url).origin },
    });
    const href = payment._links.checkout?.href;
    if (input.checkout) return redirect(href ?? `/thanks/${input.order}`);
    return apiOk(payment);
  } catch (err) {
    // the provider down is a 503 refusal like any other: the customer may try again
    return apiRefusal(err);
  }
}
