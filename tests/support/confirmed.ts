// The total a customer confirms at the checkout (docs/issues/033.md §1, decision 066), for tests that call
// placeOrder directly: what the checkout page's summary would show for these choices — the cart at
// current prices in the chosen mode, delivery to the typed postcode, the payment's fee and the
// discount the page shows — exactly as the page computes it (checkoutTotal).
// const { order } = await placeConfirmed(context, checkout(), { customerId });
// placeIn(context, confirmedInput, opts) is the route's part around placeOrder, for a test that sets the total itself.
import type { AppLoadContext } from "@remix-run/node";
import { checkoutTotal } from "~/domain/confirmed-total";
import type { CheckoutInput, ConfirmedCheckoutInput } from "~/schemas/checkout";
import { cartArgsOf, readCart, requireTenantHost, viewCart } from "~/services/cart.server";
import { checkoutDiscounts } from "~/services/checkout-discount.server";
import { announcePlaced, placeOrder, type OnBehalf, type PlacedOrder } from "~/services/checkout.server";

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

export interface PlaceOpts {
  customerId: number;
  customerName?: string | null;
  now?: Date;
  onBehalf?: OnBehalf;
}

/** placeOrder as api.order.place runs it: the session's cart in, the emptied cart stored, the order announced. */
export async function placeIn(
  context: AppLoadContext,
  input: ConfirmedCheckoutInput,
  { customerId, customerName, now, onBehalf }: PlaceOpts,
): Promise<PlacedOrder> {
  const placed = await placeOrder({
    ...cartArgsOf(context),
    sessionId: context.session.id,
    customer: { id: customerId, name: customerName },
    input,
    now,
    onBehalf,
  });
  if (placed.store) {
    context.session.data.cart = placed.store;
    await context.session.save();
  }
  await announcePlaced(placed);
  return placed;
}

/** placeOrder with the total the page would have shown (a customer who saw the current prices). */
export async function placeConfirmed(
  context: AppLoadContext,
  input: CheckoutInput,
  opts: PlaceOpts,
): Promise<PlacedOrder> {
  const confirmedTotal = await shownTotal(context, input, opts);
  return placeIn(context, { ...input, confirmedTotal }, opts);
}
