// A customer's cart as values, the way a route holds it (decision 083): the restaurant of the
// request's domain, the cart the session stores and the session's id. Cart services take
// `cartArgs(cart)`; `keepCart(cart, change)` stores what they answer, as app/http/cart-session.server.ts does.
// const cart = testCart(host); await keepCart(cart, addToCart({ ...cartArgs(cart), input }));
import type { SessionCart, CartView } from "~/schemas/cart";
import type { CartArgs, CartChange, CartHost } from "~/services/cart.server";

export interface TestCart {
  host: CartHost | null;
  cart: SessionCart | undefined;
  /** each test cart is its own session, as each browser is (part of the placed order's cart key) */
  sessionId: string;
}

export function testCart(host: CartHost | null): TestCart {
  return { host, cart: undefined, sessionId: `test-session-${crypto.randomUUID()}` };
}

export function cartArgs(cart: TestCart): CartArgs {
  return { host: cart.host, cart: cart.cart };
}

/** Stores the cart a service changed (none when it answered `store: null`) and answers its view. */
export async function keepCart(cart: TestCart, change: CartChange | Promise<CartChange>): Promise<CartView> {
  const { view, store } = await change;
  if (store) cart.cart = store;
  return view;
}

/** The same session on another restaurant's domain (the customer opened another subdomain): one stored cart. */
export function sameSessionAt(cart: TestCart, host: CartHost | null): TestCart {
  return {
    host,
    sessionId: cart.sessionId,
    get cart() {
      return cart.cart;
    },
    set cart(stored) {
      cart.cart = stored;
    },
  };
}
