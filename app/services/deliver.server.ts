// The order desk, /deliver (docs/spec.md §2 "Bestellen" / "Deliver"): host staff and call-centre staff
// take an order for someone on the phone or at the counter. The caller's number finds their
// account (or, when the order is placed, makes one); the staff member's own session cart holds
// the lines; placing goes through the customers' one checkout path with source phone or desk.
// The session is the route's (decision 083): it hands over the restaurant, the cart and the session
// id as values and stores the cart the desk's use cases answer (app/http/cart-session.server.ts).
// const page = await loadDeliverPage({ hostId, staff, cart: await sessionCart(context) });
import crypto from "node:crypto";
import type { MenuCardView } from "~/schemas/menu-view";
import { getDb } from "~/db.server";
import { timeChoice } from "~/domain/order-ahead";
import { formatEuro } from "~/domain/pricing";
import { cleanPhone, displayPhone } from "~/domain/validation";
import { getLastOrderChoice } from "~/models/customer-history.server";
import { getOpeningHours } from "~/models/host-operations.server";
import { getHost } from "~/models/hosts.server";
import { listAllHostsForRoot } from "~/models/hosts.root.server";
import { listOrderLines, listRecentOrdersForCustomer } from "~/models/order-queries.server";
import { listOrganisationHosts } from "~/models/organisations.server";
import { getStampBalance } from "~/models/stamps.server";
import { findOrCreateCustomerByPhone, getUserByPhone, type UserRecord } from "~/models/users.server";
import type { CartView, SessionCart } from "~/schemas/cart";
import type { ConfirmedCheckoutInput, PlacedOrderView } from "~/schemas/checkout";
import type { CallerView } from "~/schemas/deliver";
import { reorderFor, ORDER_NOT_FOUND } from "~/services/cart-stamps.server";
import {
  getCart,
  readCart,
  requireTenantHost,
  setMode,
  setZipcode,
  type CartArgs,
  type CartChange,
} from "~/services/cart.server";
import { offeredMethods, placeOrder, placedOrderView, type PlacedOrder } from "~/services/checkout.server";
import { CheckoutError, ServiceError } from "~/services/errors.server";
import { loadRestaurant } from "~/services/home.server";
import { hostLoginUrl } from "~/services/exlogin.server";
import { notifyCustomer } from "~/services/notify.server";
import { requestPayment } from "~/services/payments.server";
import type { SessionUser } from "~/services/session-user.server";
import type { DeskStaff as Desk } from "~/schemas/staff-scopes";
import { CART_EMPTY, NOT_FOUND_TEXT } from "~/domain/messages";
import { displayName } from "~/domain/customers";
import { lineText } from "~/domain/order-lines";

export const STAFF_NUMBER = "Dit nummer hoort bij een medewerker, niet bij een klant.";
export const NO_RESTAURANT_CHOSEN = "Dit restaurant kun je niet kiezen.";
const EMPTY_CART = CART_EMPTY;

export interface DeskProduct extends MenuCardView {
  tab: string;
}

/** The restaurants a staff member may choose on the platform domain. */
async function choosableHosts(current: SessionUser): Promise<Array<{ id: number; name: string; perma: string }>> {
  if (current.user.kind === "root") return listAllHostsForRoot(getDb());
  if (!current.user.organisationId) return [];
  return (await listOrganisationHosts(getDb(), { organisationId: current.user.organisationId })).map(
    ({ id, name, perma }) => ({
      id,
      name,
      perma,
    }),
  );
}

type DeskStaff = Desk<SessionUser>;

/**
 * The desk on a restaurant's domain (`hostId`, with the session's cart at current prices as the
 * route keeps it), or the restaurant chooser on the platform (`hostId: null`, no cart).
 */
export async function loadDeliverPage({
  hostId,
  staff,
  cart,
  now = new Date(),
}: {
  hostId: number | null;
  staff: DeskStaff;
  cart: CartView | null;
  now?: Date;
}) {
  if (hostId === null || !cart) {
    return { kind: "chooser" as const, hosts: await choosableHosts(staff.current) };
  }
  const [host, hours] = await Promise.all([getHost(getDb(), { hostId }), getOpeningHours(getDb(), { hostId })]);
  if (!host) throw new ServiceError(NOT_FOUND_TEXT, 404);
  const restaurant = await loadRestaurant(host.id, cart.deliver);
  // once per product, under its own tab: the favourites tab comes first and repeats products
  // shown in a later tab, so the later one wins
  const byId = new Map<number, DeskProduct>();
  for (const tab of restaurant.tabs) {
    for (const p of tab.groups.flatMap((g) => g.products)) byId.set(p.id, { ...p, tab: tab.name });
  }
  const products = [...byId.values()];
  return {
    kind: "desk" as const,
    hostName: host.name,
    hostCity: host.city ?? "",
    source: staff.source,
    status: restaurant.status,
    // the customer's checkout's rule (docs/issues/033.md §14): closed now → only a chosen moment, today or a
    // later day up to the restaurant's limit, the first opening preselected
    ...timeChoice(hours, now, host.settings.orderAheadDays),
    payments: { deliver: offeredMethods(host, true), pickup: offeredMethods(host, false) },
    products,
    cart,
    // one per rendering; the page makes a new one for every caller
    idempotencyKey: crypto.randomUUID(),
  };
}

/**
 * Platform domain: the chosen restaurant's /deliver, through a single-use login hop for its domain —
 * the action redirects to it at once, so its GET logs in (no "Inloggen met je link" page per switch).
 */
export async function chooseDeliverHost({
  hostId,
  staff: { current },
  requestUrl,
}: {
  hostId: number;
  staff: DeskStaff;
  requestUrl: string;
}): Promise<string> {
  if (!(await choosableHosts(current)).some((h) => h.id === hostId)) throw new ServiceError(NO_RESTAURANT_CHOSEN, 404);
  const host = await getHost(getDb(), { hostId });
  if (!host) throw new ServiceError(NO_RESTAURANT_CHOSEN, 404);
  return hostLoginUrl(requestUrl, { userId: current.user.id, host, redirectTo: "/deliver", hop: true });
}

async function customerByPhone(phone: string): Promise<UserRecord | null> {
  const user = await getUserByPhone(getDb(), { phone: cleanPhone(phone) });
  if (user && user.kind !== "customer") throw new ServiceError(STAFF_NUMBER, 409);
  return user;
}

/**
 * The number that called: their name, last address and mode at this restaurant, recent orders and
 * stamps. Only reads: an unknown number gets its account when the order is placed. The staff
 * member's cart follows the caller's usual mode and postcode, so prices and delivery costs match.
 */
export async function lookupCaller({
  host: cartHost,
  cart: stored,
  phone,
}: CartArgs & { phone: string }): Promise<{ caller: CallerView; change: CartChange }> {
  const tenant = requireTenantHost(cartHost);
  const user = await customerByPhone(phone);
  const host = await getHost(getDb(), { hostId: tenant.id });
  const national = displayPhone(phone);
  if (!user) {
    const change = await getCart({ host: cartHost, cart: stored });
    const cart = change.view;
    const caller: CallerView = {
      phone: national,
      known: false,
      name: "",
      deliver: cart.deliver,
      address: { street: "", number: "", zipcode: "", city: host?.city ?? "" },
      stamps: null,
      orders: [],
    };
    return { caller, change };
  }
  const where = { hostId: tenant.id, customerId: user.id };
  const [last, recent, stamps] = await Promise.all([
    getLastOrderChoice(getDb(), where),
    listRecentOrdersForCustomer(getDb(), { ...where, limit: 3 }),
    getStampBalance(getDb(), where),
  ]);
  const lines = await listOrderLines(getDb(), { hostId: tenant.id, orderIds: recent.map((o) => o.id) });
  const address = last?.address ?? null;
  const deliver = last?.deliver ?? readCart(stored, tenant.id).deliver;
  const caller: CallerView = {
    phone: national,
    known: true,
    name: address?.name || displayName(user) || "",
    deliver,
    address: {
      street: address?.street ?? "",
      number: address?.number ?? "",
      zipcode: address?.zipcode ?? "",
      city: address?.city ?? host?.city ?? "",
    },
    stamps: last ? stamps : null,
    orders: recent.map((o) => ({
      id: o.id,
      number: o.number,
      status: o.status,
      amount: o.amount,
      createdAt: o.createdAt.toISOString(),
      lines: lines
        .filter((l) => l.orderId === o.id)
        .map(lineText)
        .join(", "),
    })),
  };
  // one change after the other, each on the cart the one before stored; the route stores the last
  let current = stored;
  let store: SessionCart | null = null;
  const keep = async (pending: Promise<CartChange>) => {
    const change = await pending;
    if (change.store) current = store = change.store;
    return change.view;
  };
  let cart =
    readCart(stored, tenant.id).deliver === deliver
      ? await keep(getCart({ host: cartHost, cart: current }))
      : await keep(setMode({ host: cartHost, cart: current, input: { deliver } }));
  if (deliver && caller.address.zipcode && cart.zipcode !== caller.address.zipcode.toUpperCase())
    cart = await keep(setZipcode({ host: cartHost, cart: current, input: { zipcode: caller.address.zipcode } }));
  return { caller, change: { view: cart, store } };
}

/** "Herhaal": one of the caller's own orders at this restaurant, priced anew, into the cart. */
export async function repeatForCaller({
  host,
  cart,
  input,
}: CartArgs & { input: { phone: string; orderId: number } }): Promise<CartChange> {
  requireTenantHost(host);
  const user = await customerByPhone(input.phone);
  if (!user) throw new ServiceError(ORDER_NOT_FOUND, 404);
  return reorderFor({ host, cart, customerId: user.id, input });
}

export interface DeskPlaced {
  order: PlacedOrderView;
  replayed: boolean;
  /** The iDEAL link's SMS: sent, failed, or null when there was none to send. */
  sms: "sent" | "failed" | null;
  paymentMessage: string | null;
}

/**
 * Places the order on the caller's account, through the one checkout path. An unknown number
 * gets its customer account here (as a first SMS login would make it). The route then stores the
 * emptied cart, announces the order (keepPlacedCart, announcePlaced) and sends the pay link.
 */
export async function placeForCaller({
  host,
  cart,
  sessionId,
  staff,
  input,
}: CartArgs & { sessionId: string; staff: DeskStaff; input: ConfirmedCheckoutInput }): Promise<PlacedOrder> {
  const tenant = requireTenantHost(host);
  const phone = cleanPhone(input.address.phone);
  const existing = await customerByPhone(phone);
  // nothing to order: no account for nobody (a replayed key has an account already)
  if (!existing && readCart(cart, tenant.id).items.length === 0) throw new CheckoutError(EMPTY_CART, 422);
  const customer = existing ?? (await findOrCreateCustomerByPhone(getDb(), { phone }));
  return placeOrder({
    host,
    cart,
    sessionId,
    customer: { id: customer.id },
    input,
    onBehalf: { createdBy: staff.current.user.id, source: staff.source },
  });
}

/** After placing for the caller: iDEAL asks the provider for a payment and texts its link to the caller. */
export async function sendPayLink({
  staff,
  placed: { order, replayed, announce },
  baseUrl,
}: {
  staff: DeskStaff;
  placed: PlacedOrder;
  baseUrl: string;
}): Promise<DeskPlaced> {
  const placed: DeskPlaced = { order: placedOrderView(order), replayed, sms: null, paymentMessage: null };
  if (replayed || !announce || order.paymentMethod !== "ideal" || order.status !== "concept") return placed;
  const tenant = announce.host;

  try {
    const payment = await requestPayment({
      hostId: tenant.id,
      hostName: tenant.name,
      orderId: order.id,
      customerId: null,
      baseUrl,
    });
    const href = payment._links.checkout?.href;
    if (!href) return { ...placed, paymentMessage: "De betaalprovider gaf geen betaallink." };
    const staffName = displayName(staff.current.user) ?? "medewerker";
    const how = await notifyCustomer(getDb(), {
      host: { id: tenant.id, name: tenant.name },
      order: {
        id: order.id,
        number: order.number,
        customerId: announce.customerId,
        customerName: order.customerName,
        phone: order.phone,
        due: order.due,
      },
      message: `${tenant.name}: betaal je bestelling ${order.number} (${formatEuro(order.amount)}) met iDEAL via ${href}`,
      type: "paylink",
      from: staffName,
      fromUserId: staff.current.user.id,
      via: "sms",
      link: href,
    });
    return { ...placed, sms: how === "sms" ? "sent" : "failed" };
  } catch (err) {
    if (err instanceof ServiceError) return { ...placed, paymentMessage: err.message };
    throw err;
  }
}
