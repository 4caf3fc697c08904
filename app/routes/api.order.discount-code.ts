// POST /api/order/discount-code: the checkout's "Kortingscode" (docs/issues/020.md §5). {code} — an empty
// code removes it. 200 {message, code}; 422 with the Dutch reason for a code that is not valid or
// already used; 429 after too many tries from one IP or session (guessing codes).
import type { ActionFunctionArgs } from "@remix-run/node";
import { discountCodeSchema } from "~/schemas/discounts";
import { applyDiscountCode } from "~/services/checkout-discount.server";
import { getOptionalUser } from "~/http/session-user.server";
import { apiAction } from "~/http/http.server";
import { cartArgs, storeCart } from "~/http/cart-session.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const current = await getOptionalUser(context);
  const customerId = current?.user.kind === "customer" ? current.user.id : null;
  return apiAction(request, discountCodeSchema, async (input) => {
    const { answer, store } = await applyDiscountCode({
      ...cartArgs(context),
      customerId,
      clientIp: context.clientIp,
      sessionId: context.session.id,
      input: { code: input.code },
    });
    await storeCart(context, store);
    return answer;
  });
}
