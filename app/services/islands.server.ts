// The personal islands on the cached menu page (docs/issues/021.md §1, decision 054): what the root and the
// "/" route would have loaded for this visitor that differs from the anonymous shell — the user
// (account menu), the failed-iDEAL banner, the cart (count, contents, "Oplaan", mode, postcode) and
// "Mijn Bestelinfo". The page cache serves the shell for the cart's mode and adds this as a JSON
// island; an open iDEAL payment is a redirect before any shell is served.
import { landingPath } from "~/domain/menu";
import { userView } from "~/services/auth.server";
import { customerFacts, type PersonalFacts } from "~/services/islands-memo.server";
import { loadMyBestelinfo, myBestelinfoView } from "~/services/my-bestelinfo.server";
import type { SessionUser } from "~/services/session-user.server";
import { idealPaymentNotices, noticesOf } from "~/services/unpaid-ideal.server";
import type { CartView } from "~/schemas/cart";

export type PageIslands =
  /** a user whose "/" is somewhere else, or who sees more than a customer (staff, root): Remix renders it */
  | { kind: "render" }
  /** an open iDEAL payment: back to its payment page (docs/spec.md §2) */
  | { kind: "redirect"; to: string }
  | {
      kind: "islands";
      /** the shell of this mode: the menu's prices differ for pickup and delivery */
      deliver: boolean;
      /** merged into the loader data of these routes once the page has hydrated */
      data: Record<"root" | "routes/_index", Record<string, unknown>>;
    };

/**
 * The page cache reads the request (decision 083): `host` is the restaurant of the domain (null on
 * the platform), `current` the session's user, `cart` loads the session's cart — only when islands are
 * served, so a staff member's visit leaves the session as it was. `facts`: what the islands' memo
 * holds for the session's user (islands-memo.server.ts, decision 097), read once for the user and
 * the rest; without it (or for another user) the database is asked as before.
 */
export async function loadPageIslands({
  host,
  current,
  cart: loadCart,
  requestUrl,
  facts,
}: {
  host: { id: number; suspended: boolean } | null;
  current: SessionUser | null;
  cart: () => Promise<CartView>;
  requestUrl: string;
  facts?: Promise<PersonalFacts> | null;
}): Promise<PageIslands> {
  // a suspended restaurant's menu is its Dutch "Tijdelijk niet beschikbaar" page, whoever asks (docs/issues/033.md §3)
  if (host?.suspended) return { kind: "render" };
  const user = current ? userView(current) : null;
  if (user && (user.kind !== "customer" || landingPath(user, user.roles, { path: "/", hasFeatureQuery: false })))
    return { kind: "render" };
  const hostId = host?.id ?? null;
  const known = await customerFacts(facts, current?.user.id);
  const memo = known?.mine ? { payments: known.payments, mine: known.mine } : null;
  const [notices, cart, mine] = await Promise.all([
    !user ? { redirect: null, banner: null } : memo ? noticesOf(memo.payments) : idealPaymentNotices(user.id, hostId),
    hostId === null ? null : loadCart(),
    memo && current
      ? myBestelinfoView(memo.mine, current, requestUrl)
      : loadMyBestelinfo({ hostId, user: current, requestUrl }),
  ]);
  if (notices.redirect) return { kind: "redirect", to: notices.redirect };
  return {
    kind: "islands",
    deliver: cart?.deliver ?? true,
    data: {
      root: { user, paymentBanner: notices.banner },
      "routes/_index": cart ? { cart, mine } : { mine },
    },
  };
}
