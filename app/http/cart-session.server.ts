// The session's cart is the route's (decision 083): it reads the stored cart and the restaurant of the
// request's domain, hands them to a cart service as values, and stores the cart that comes back.
// const cart = await keepCart(context, await addToCart({ ...cartArgs(context), input }));
import type { AppContext } from "~/context";
import type { CartView, SessionCart } from "~/schemas/cart";
import { logger } from "~/infra/logger.server";
import { getCart, type CartArgs, type CartChange } from "~/services/cart.server";
import type { PlacedOrder } from "~/services/checkout.server";

/** The restaurant (null on the platform: the service refuses) and the cart the session holds. */
export function cartArgs(context: AppContext): CartArgs {
  return { host: context.tenant.kind === "host" ? context.tenant.host : null, cart: context.session.data.cart };
}

/** Stores the cart a service changed; `null`: nothing changed, nothing to store. */
export async function storeCart(context: AppContext, store: SessionCart | null): Promise<void> {
  if (!store) return;
  context.session.data.cart = store;
  await context.session.save();
}

/** Stores the cart a service changed (none when it answered `store: null`) and answers its view. */
export async function keepCart(context: AppContext, change: CartChange): Promise<CartView> {
  await storeCart(context, change.store);
  return change.view;
}

/** The session's cart at current prices, as every page shows it (a moved price is stored). */
export async function sessionCart(context: AppContext): Promise<CartView> {
  return keepCart(context, await getCart(cartArgs(context)));
}

/**
 * Stores the cart a placed order emptied (none on a replay). The order is committed: a session store
 * failing now (Redis gone mid-request) must not turn it into an error the customer retries
 * (docs/issues/035.md §2). The cart then stays as it was in the store; placed again unchanged it
 * meets this order's cart key and gets this order back, changed it is another cart (cart-key.server.ts).
 */
export async function keepPlacedCart(context: AppContext, placed: PlacedOrder): Promise<void> {
  try {
    await storeCart(context, placed.store);
  } catch (err) {
    logger().error(
      { area: "checkout", orderId: placed.order.id, err },
      "order placed, its cart not emptied in the session",
    );
  }
}
