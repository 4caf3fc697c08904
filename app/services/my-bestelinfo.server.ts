// "Mijn Bestelinfo" (docs/spec.md §2: "/" is "My {product}" for customers): the stamp card and recent
// orders at this restaurant, or on the platform every card and order with a link to its restaurant.
// const mine = await loadMyBestelinfo({ hostId, user, requestUrl }); // null unless a customer is logged in
import type { MyBestelinfo, MyOrderView } from "~/schemas/my-bestelinfo-view";
import { MAX_STAMPS, isCardFull, normaliseStamps } from "~/domain/stamps";
import { customerStatusLabel } from "~/domain/order-status";
import { getEnv } from "~/env.server";
import { listOrdersAcrossHosts, listStampCardsForCustomer } from "~/models/customer-overview.server";
import { listRecentOrdersForCustomer, type RecentOrder } from "~/models/order-queries.server";
import { getStampBalance } from "~/models/stamps.server";
import { loadHome, type HomeArgs } from "~/services/home.server";
import type { SessionUser } from "~/services/session-user.server";
import { hostOrigin } from "~/domain/urls";
import { getDb } from "~/db.server";
import { formatAmsterdam } from "~/domain/amsterdam-time";

// Formatted here so the server's and the browser's clocks and locales cannot disagree at hydration
function orderView(o: RecentOrder): MyOrderView {
  return {
    id: o.id,
    number: o.number,
    date: formatAmsterdam(o.createdAt, "dateLong"),
    status: customerStatusLabel(o.status, { deliver: o.deliver }),
    amount: o.amount,
  };
}

/** What "Mijn Bestelinfo" is made of, as read (the islands' memo keeps this, decision 097). */
export type MyBestelinfoRows =
  | { kind: "host"; balance: number; orders: RecentOrder[] }
  | {
      kind: "platform";
      cards: Awaited<ReturnType<typeof listStampCardsForCustomer>>;
      orders: Awaited<ReturnType<typeof listOrdersAcrossHosts>>;
    };

/** The customer's stamp card and recent orders at this restaurant, or on the platform (`hostId` null) all of them. */
export async function readMyBestelinfo({
  hostId,
  customerId,
}: {
  hostId: number | null;
  customerId: number;
}): Promise<MyBestelinfoRows> {
  if (hostId !== null) {
    const where = { hostId, customerId };
    const [balance, orders] = await Promise.all([
      getStampBalance(getDb(), where),
      listRecentOrdersForCustomer(getDb(), { ...where, limit: 5 }),
    ]);
    return { kind: "host", balance, orders };
  }
  const [cards, orders] = await Promise.all([
    listStampCardsForCustomer(getDb(), { customerId }),
    listOrdersAcrossHosts(getDb(), { customerId, limit: 8 }),
  ]);
  return { kind: "platform", cards, orders };
}

/** The panel as shown, from what readMyBestelinfo read for this customer. */
export function myBestelinfoView(rows: MyBestelinfoRows, current: SessionUser, requestUrl: string): MyBestelinfo {
  // the name they gave: their profile's first name, else the first word of the name they ordered under
  const firstName = current.user.firstName ?? current.user.name?.trim().split(/\s+/)[0] ?? null;
  if (rows.kind === "host") {
    const stamps = normaliseStamps(rows.balance);
    return {
      kind: "host",
      firstName,
      stamps,
      maxStamps: MAX_STAMPS,
      full: isCardFull(stamps),
      orders: rows.orders.map(orderView),
    };
  }
  const platformDomain = getEnv().PLATFORM_DOMAIN;
  const link = (h: { perma: string; url: string | null }) => hostOrigin(h, requestUrl, platformDomain);
  return {
    kind: "platform",
    firstName,
    maxStamps: MAX_STAMPS,
    cards: rows.cards.map((c) => ({
      hostId: c.hostId,
      hostName: c.hostName,
      href: link(c),
      stamps: normaliseStamps(c.stamps),
    })),
    orders: rows.orders.map((o) => ({ ...orderView(o), hostName: o.hostName, href: link(o) })),
  };
}

/** `hostId`: the restaurant of the request's domain, null on the platform; `user` from the session. */
export async function loadMyBestelinfo({
  hostId,
  user: current,
  requestUrl,
}: {
  hostId: number | null;
  user: SessionUser | null;
  requestUrl: string;
}): Promise<MyBestelinfo | null> {
  if (!current || current.user.kind !== "customer") return null;
  return myBestelinfoView(await readMyBestelinfo({ hostId, customerId: current.user.id }), current, requestUrl);
}

/** "/": the menu or the directory, with the customer's own panel above it. */
export async function loadHomePage(args: HomeArgs & { shell?: boolean }) {
  const [home, mine] = await Promise.all([loadHome(args), loadMyBestelinfo(args)]);
  // the page cache's shell (decision 054): the cart and "Mijn Bestelinfo" come as an island
  return args.shell ? { ...home, mine, shell: true } : { ...home, mine };
}
