// The order desk, /deliver (docs/spec.md §2 "Bestellen" / "Deliver"): host staff and call-centre staff
// take an order for someone on the phone or at the counter. The caller's number finds their
// account (or, when the order is placed, makes one); the staff member's own session cart holds
// the lines; placing goes through the customers' one checkout path with source phone or desk.
// const page = await loadDeliverPage(context, await requireDeskStaff(context, request));
import crypto from "node:crypto";
import type { AppContext } from "~/context";
import type { MenuCardView } from "~/schemas/menu-view";
import { getDb } from "~/db.server";
import { timeChoice } from "~/domain/order-ahead";
import { formatEuro } from "~/domain/pricing";
import { cleanPhone, displayPhone } from "~/domain/validation";
import { getLastOrderChoice } from "~/models/customer-history.server";
import { getOpeningHours } from "~/models/host-operations.server";
import { getHost } from "~/models/hosts.server";
import { listAllHostsForRoot } from "~/models/hosts.root.server";
import { listOrderLines, listRecentOrdersForCustomer } from "~/models/orders.server";
import { listOrganisationHosts } from "~/models/organisations.server";
import { getStampBalance } from "~/models/stamps.server";
import { findOrCreateCustomerByPhone, getUserByPhone, type UserRecord } from "~/models/users.server";
import type { CartView } from "~/schemas/cart";
import type { ConfirmedCheckoutInput, PlacedOrderView } from "~/schemas/checkout";
import type { CallerView } from "~/schemas/deliver";
import { reorderFor, ORDER_NOT_FOUND } from "~/services/cart-stamps.server";
import {
  cartArgsOf,
  getCart,
  keepIn,
  readCart,
  requireTenantHost,
  setMode,
  setZipcode,
  type CartChange,
} from "~/services/cart.server";
import { offeredMethods, placeOrder, placedOrderView } from "~/services/checkout.server";
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
  return (await listOrganisationHosts(getDb(), current.user.organisationId)).map(({ id, name, perma }) => ({
    id,
    name,
    perma,
  }));
}

type DeskStaff = Desk<SessionUser>;

export async function loadDeliverPage(context: AppContext, staff: DeskStaff, now = new Date()) {
  if (context.tenant.kind !== "host") {
    return { kind: "chooser" as const, hosts: await choosableHosts(staff.current) };
  }
  const tenant = context.tenant.host;
  const [host, cart, hours] = await Promise.all([
    getHost(getDb(), tenant.id),
    keepIn(context.session, await getCart(cartArgsOf(context))),
    getOpeningHours(getDb(), tenant.id),
  ]);
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
export async function chooseDeliverHost({ current }: DeskStaff, hostId: number, requestUrl: string): Promise<string> {
  if (!(await choosableHosts(current)).some((h) => h.id === hostId)) throw new ServiceError(NO_RESTAURANT_CHOSEN, 404);
  const host = await getHost(getDb(), hostId);
  if (!host) throw new ServiceError(NO_RESTAURANT_CHOSEN, 404);
  return hostLoginUrl(requestUrl, { userId: current.user.id, host, redirectTo: "/deliver", hop: true });
}

async function customerByPhone(phone: string): Promise<UserRecord | null> {
  const user = await getUserByPhone(getDb(), cleanPhone(phone));
  if (user && user.kind !== "customer") throw new ServiceError(STAFF_NUMBER, 409);
  return user;
}

/**
 * The number that called: their name, last address and mode at this restaurant, recent orders and
 * stamps. Only reads: an unknown number gets its account when the order is placed. The staff
 * member's cart follows the caller's usual mode and postcode, so prices and delivery costs match.
 */
export async function lookupCaller(
  context: AppContext,
  phone: string,
): Promise<{ caller: CallerView; cart: CartView }> {
  const tenant = requireTenantHost(cartArgsOf(context).host);
  const user = await customerByPhone(phone);
  const host = await getHost(getDb(), tenant.id);
  const national = displayPhone(phone);
  if (!user) {
    const cart = await keepIn(context.session, await getCart(cartArgsOf(context)));
    const caller: CallerView = {
      phone: national,
      known: false,
      name: "",
      deliver: cart.deliver,
      address: { street: "", number: "", zipcode: "", city: host?.city ?? "" },
      stamps: null,
      orders: [],
    };
    return { caller, cart };
  }
  const where = { hostId: tenant.id, customerId: user.id };
  const [last, recent, stamps] = await Promise.all([
    getLastOrderChoice(getDb(), where),
    listRecentOrdersForCustomer(getDb(), { ...where, limit: 3 }),
    getStampBalance(getDb(), where),
  ]);
  const lines = await listOrderLines(getDb(), { hostId: tenant.id, orderIds: recent.map((o) => o.id) });
  const address = last?.address ?? null;
  const deliver = last?.deliver ?? readCart(context.session.data.cart, tenant.id).deliver;
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
  const keep = async (change: Promise<CartChange>) => keepIn(context.session, await change);
  let cart =
    readCart(context.session.data.cart, tenant.id).deliver === deliver
      ? await keep(getCart(cartArgsOf(context)))
      : await keep(setMode({ ...cartArgsOf(context), input: { deliver } }));
  if (deliver && caller.address.zipcode && cart.zipcode !== caller.address.zipcode.toUpperCase())
    cart = await keep(setZipcode({ ...cartArgsOf(context), input: { zipcode: caller.address.zipcode } }));
  return { caller, cart };
}

/** "Herhaal": one of the caller's own orders at this restaurant, priced anew, into the cart. */
export async function repeatForCaller(
  context: AppContext,
  input: { phone: string; orderId: number },
): Promise<CartView> {
  requireTenantHost(cartArgsOf(context).host);
  const user = await customerByPhone(input.phone);
  if (!user) throw new ServiceError(ORDER_NOT_FOUND, 404);
  return keepIn(context.session, await reorderFor({ ...cartArgsOf(context), customerId: user.id, input }));
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
 * gets its customer account here (as a first SMS login would make it); iDEAL asks the provider
 * for a payment and texts its link to the caller.
 */
export async function placeForCaller(
  context: AppContext,
  staff: DeskStaff,
  input: ConfirmedCheckoutInput,
  baseUrl: string,
): Promise<DeskPlaced> {
  const tenant = requireTenantHost(context.tenant.kind === "host" ? context.tenant.host : null);
  const phone = cleanPhone(input.address.phone);
  const existing = await customerByPhone(phone);
  // nothing to order: no account for nobody (a replayed key has an account already)
  if (!existing && readCart(context.session.data.cart, tenant.id).items.length === 0)
    throw new CheckoutError(EMPTY_CART, 422);
  const customer = existing ?? (await findOrCreateCustomerByPhone(getDb(), phone));
  const { order, replayed } = await placeOrder(context, input, {
    customerId: customer.id,
    onBehalf: { createdBy: staff.current.user.id, source: staff.source },
  });
  const placed: DeskPlaced = { order: placedOrderView(order), replayed, sms: null, paymentMessage: null };
  if (replayed || order.paymentMethod !== "ideal" || order.status !== "concept") return placed;

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
        customerId: customer.id,
        customerName: order.customerName,
        phone,
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
