// A Remix load context without a server, for calling services directly: the tenant of a host and
// an in-memory session whose data is a plain object (save/regenerate/destroy do nothing).
// const context = fakeContext(host); await addToCart(context, {...}); context.session.data.cart
import type { AppLoadContext } from "@remix-run/node";
import type { AppSession } from "~/context";
import type { Host } from "~/models/hosts.server";
import type { CartView } from "~/schemas/cart";
import { keepIn, type CartChange } from "~/services/cart.server";

export function fakeContext(host: Host, data: Record<string, unknown> = {}): AppLoadContext {
  // express-session's Session type carries methods no service calls; a plain object stands in
  const sessionData = { ...data } as unknown as AppSession["data"];
  return {
    requestId: "test-request",
    tenant: {
      kind: "host",
      host: {
        id: host.id,
        organisationId: host.organisationId,
        perma: host.perma,
        url: host.url,
        name: host.name,
        short: host.short,
        banner: host.banner,
        themePrimary: host.themePrimary,
        themeSecondary: host.themeSecondary,
        menu: host.menu,
        animation: host.animation,
        paused: host.paused,
        suspended: host.suspended,
      },
    },
    session: {
      data: sessionData,
      // each fake context is its own session, as each browser is
      id: `test-session-${crypto.randomUUID()}`,
      regenerate: async () => {},
      destroy: async () => {},
      save: async () => {},
    },
    cspNonce: "",
    clientIp: "127.0.0.1",
  };
}

/** What a route does with a cart service's answer (app/http/cart-session.server.ts): store it, show the view. */
export async function keep(context: AppLoadContext, change: Promise<CartChange>): Promise<CartView> {
  return keepIn(context.session, await change);
}
