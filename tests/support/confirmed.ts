// The total a customer confirms at the checkout (docs/issues/033.md §1, decision 066), for tests that call
// placeOrder directly: what the checkout page's summary would show for these choices — the cart at
// current prices in the chosen mode, delivery to the typed postcode, the payment's fee and the
// discount the page shows — exactly as the page computes it (checkoutTotal).
// const { order } = await placeConfirmed(cart, checkout(), { customerId });
// placeIn(cart, confirmedInput, opts) is the route's part around placeOrder, for a test that sets the total itself.
// `cart` is a TestCart (tests/support/cart.ts), or the load context of a test that also calls routes
// (tests/support/context.ts): its session's cart, read and stored as a route does (app/http/cart-session.server.ts).
import type { AppLoadContext } from "@remix-run/node";
import type { SessionCart } from "~/schemas/cart";
import type { CartArgs } from "~/services/cart.server";
import type { TestCart } from "./cart";
import { checkoutTotal } from "~/domain/confirmed-total";
import type { CheckoutInput, ConfirmedCheckoutInput } from "~/schemas/checkout";
import { cartArgs, storeCart } from "~/http/cart-session.server";
import { readCart, requireTenantHost, viewCart } from "~/services/cart.server";
import { checkoutDiscounts } from "~/services/checkout-discount.server";
import { announcePlaced, placeOrder, type OnBehalf, type PlacedOrder } from "~/services/checkout.server";

type CartSource = TestCart | AppLoadContext;

const argsOf = (source: CartSource): CartArgs =>
  "session" in source ? cartArgs(source) : { host: source.host, cart: source.cart };

async function store(source: CartSource, cart: SessionCart): Promise<void> {
  if (!("session" in source)) {
    source.cart = cart;
    return;
  }
  await storeCart(source, cart);
}

/** The checkout page's "Totaal" for this input in this session. */
export async function shownTotal(
  context: CartSource,
  input: CheckoutInput,
  { customerId, now }: { customerId: number | null; now?: Date },
): Promise<number> {
  const args = argsOf(context);
  const stored = readCart(args.cart, requireTenantHost(args.host).id);
  const cart = await viewCart({
    ...stored,
    deliver: input.deliver,
    zipcode: input.deliver ? input.address.zipcode.toUpperCase() : stored.zipcode,
  });
  const discounts = await checkoutDiscounts({ ...argsOf(context), customerId, now });
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
  context: CartSource,
  input: ConfirmedCheckoutInput,
  { customerId, customerName, now, onBehalf }: PlaceOpts,
): Promise<PlacedOrder> {
  const placed = await placeOrder({
    ...argsOf(context),
    sessionId: "session" in context ? context.session.id : context.sessionId,
    customer: { id: customerId, name: customerName },
    input,
    now,
    onBehalf,
  });
  if (placed.store) await store(context, placed.store);
  await announcePlaced(placed);
  return placed;
}

/** placeOrder with the total the page would have shown (a customer who saw the current prices). */
export async function placeConfirmed(context: CartSource, input: CheckoutInput, opts: PlaceOpts): Promise<PlacedOrder> {
  const confirmedTotal = await shownTotal(context, input, opts);
  return placeIn(context, { ...input, confirmedTotal }, opts);
}
