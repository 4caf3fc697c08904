// The total a customer confirms at the checkout (docs/issues/033.md §1, decision 066), for tests that call
// placeOrder directly: what the checkout page's summary would show for these choices — the cart at
// current prices in the chosen mode, delivery to the typed postcode, the payment's fee and the
// discount the page shows — exactly as the page computes it (checkoutTotal).
// const { order } = await placeConfirmed(context, checkout(), { customerId });
import type { AppLoadContext } from "@remix-run/node";
import { checkoutTotal } from "~/domain/confirmed-total";
import type { CheckoutInput } from "~/schemas/checkout";
import { cartArgsOf, readCart, requireTenantHost, viewCart } from "~/services/cart.server";
import { checkoutDiscounts } from "~/services/checkout-discount.server";
import { placeOrder } from "~/services/checkout.server";

/** The checkout page's "Totaal" for this input in this session. */
export async function shownTotal(
  context: AppLoadContext,
  input: CheckoutInput,
  { customerId, now }: { customerId: number | null; now?: Date },
): Promise<number> {
  const args = cartArgsOf(context);
  const stored = readCart(args.cart, requireTenantHost(args.host).id);
  const cart = await viewCart({
    ...stored,
    deliver: input.deliver,
    zipcode: input.deliver ? input.address.zipcode.toUpperCase() : stored.zipcode,
  });
  const discounts = await checkoutDiscounts({ ...cartArgsOf(context), customerId, now });
  const discount = input.deliver ? discounts.deliver : discounts.pickup;
  return checkoutTotal({ cart, deliver: input.deliver, payment: input.payment, discount });
}

/** placeOrder with the total the page would have shown (a customer who saw the current prices). */
export async function placeConfirmed(
  context: AppLoadContext,
  input: CheckoutInput,
  opts: Parameters<typeof placeOrder>[2],
): ReturnType<typeof placeOrder> {
  const confirmedTotal = await shownTotal(context, input, opts);
  return placeOrder(context, { ...input, confirmedTotal }, opts);
}
