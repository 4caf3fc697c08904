// The session's cart is the route's (decision 083): it reads the stored cart and the restaurant of the
// request's domain, hands them to a cart service as values, and stores the cart that comes back.
// const cart = await keepCart(context, await addToCart({ ...cartArgs(context), input }));
import type { AppContext } from "~/context";
import type { CartView, SessionCart } from "~/schemas/cart";
import { getCart, type CartArgs, type CartChange } from "~/services/cart.server";

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
