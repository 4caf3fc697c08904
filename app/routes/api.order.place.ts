// POST /api/order/place: places the order from the session's cart (JSON, or the checkout <form>
// with flat address fields). 201 {order} when placed, 200 {order, replayed: true} for a key seen
// before, 4xx {message, fields} when refused — the cart stays as it was.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { placeOrderRequestSchema } from "~/schemas/checkout";
import { announcePlaced, placeOrder, placedOrderView } from "~/services/checkout.server";
import { cartArgs, keepPlacedCart } from "~/http/cart-session.server";
import { startIdealPayment } from "~/services/payment-checkout.server";
import { getOptionalUser } from "~/http/session-user.server";
import { domainHost } from "~/http/tenant-host.server";
import { apiError, apiOk, apiRefusal, assertPost, parseBody } from "~/http/http.server";

const LOGIN_FIRST = "Log eerst in om te bestellen.";

export async function action({ request, context }: ActionFunctionArgs) {
  assertPost(request);
  try {
    // An expired session lands here too: the customer logs in again and the cart is still there.
    // Inside the try: the database restarting under this lookup is a 503 to retry (docs/issues/035.md §6)
    const current = await getOptionalUser(context);
    if (!current) return apiError(401, LOGIN_FIRST);
    if (current.user.kind !== "customer") return apiError(403, "Bestellen kan alleen met een klantaccount.");
    const { redirect: sendOn, ...input } = await parseBody(request, placeOrderRequestSchema);
    const placed = await placeOrder({
      ...cartArgs(context),
      sessionId: context.session.id,
      customer: { id: current.user.id, name: current.user.name },
      input,
    });
    // the emptied cart first, then the board and the customer hear of it
    await keepPlacedCart(context, placed);
    await announcePlaced(placed);
    const { order, replayed } = placed;
    // iDEAL: the order waits as 'concept' while the customer pays; the provider being down keeps it
    // that way, and the thank-you page then offers the retry
    const { payment, next, message } = await startIdealPayment({
      host: domainHost(context.tenant),
      order,
      input: { customerId: current.user.id, baseUrl: new URL(request.url).origin },
    });
    // The checkout page asks to be sent on (payment page or thank-you page); API clients get JSON.
    if (sendOn) return redirect(next);
    return apiOk(
      { order: placedOrderView(order), replayed, payment, ...(message ? { paymentMessage: message } : {}) },
      { status: replayed ? 200 : 201 },
    );
  } catch (err) {
    return apiRefusal(err);
  }
}
