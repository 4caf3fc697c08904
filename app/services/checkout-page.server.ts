// What /order/checkout and /order/checkoutnew need: the cart, who is ordering, what the host
// offers, and (for a returning customer on checkoutnew) the last address and payment method.
import crypto from "node:crypto";
import { timeChoice } from "~/domain/order-ahead";
import { getLastOrderChoice } from "~/models/customer-history.server";
import { isPausedAt } from "~/domain/host-settings";
import { getCart, requireTenantHost, type CartArgs, type CartChange } from "~/services/cart.server";
import { cachedRestaurant } from "~/services/restaurant-cache.server";
import { offeredMethods } from "~/services/checkout.server";
import { loadRewardOffer } from "~/services/stamps.server";
import { checkoutDiscounts } from "~/services/checkout-discount.server";
import { customerFacts, type PersonalFacts } from "~/services/islands-memo.server";
import type { SessionUser } from "~/services/session-user.server";
import { NOT_FOUND_TEXT } from "~/domain/messages";
import { ServiceError } from "~/services/errors.server";
import { displayName } from "~/domain/customers";
import { getDb } from "~/db.server";

export interface CheckoutPrefill {
  deliver: boolean;
  payment: string | null;
  address: { street: string; number: string; zipcode: string; city: string; name: string; phone: string };
}

/**
 * The route reads the session (decision 083): the cart as stored, the logged-in user. `store` is the
 * cart at current prices when a price moved since it was stored (the route keeps it, as getCart's).
 */
export async function loadCheckout({
  user: current,
  facts,
  returning,
  now = new Date(),
  ...args
}: CartArgs & {
  user: SessionUser | null;
  /** what the islands' memo holds of the user (decision 107): her stamp balance here, when it is hers */
  facts?: Promise<PersonalFacts> | null;
  returning: boolean;
  now?: Date;
}) {
  const tenantHost = requireTenantHost(args.host);
  // the host, its hours and promotions as the menu shows them (cached, dropped on every change)
  const [{ host, hours }, { view: cart, store }] = await Promise.all([cachedRestaurant(tenantHost.id), getCart(args)]);
  if (!host) throw new ServiceError(NOT_FOUND_TEXT, 404);
  const customer = current?.user.kind === "customer" ? current.user : null;
  const known = await customerFacts(facts, customer?.id);
  const balance = known?.mine?.kind === "host" ? known.mine.balance : undefined;
  const [last, rewards, discounts] = await Promise.all([
    returning && customer ? getLastOrderChoice(getDb(), { hostId: host.id, customerId: customer.id }) : null,
    loadRewardOffer(host, customer?.id ?? null, balance),
    checkoutDiscounts({ host: args.host, cart: store ?? args.cart, customerId: customer?.id ?? null, now }),
  ]);
  const prefill: CheckoutPrefill = {
    deliver: last?.deliver ?? cart.deliver,
    payment: last?.paymentMethod ?? null,
    address: {
      street: last?.address?.street ?? "",
      number: last?.address?.number ?? "",
      zipcode: last?.address?.zipcode ?? cart.zipcode ?? "",
      city: last?.address?.city ?? host.city ?? "",
      name: last?.address?.name ?? (customer ? displayName(customer) : null) ?? "",
      phone: last?.address?.phone ?? (customer?.phone ? customer.phone.replace(/^\+31/, "0") : ""),
    },
  };
  const page = {
    hostName: host.name,
    paused: isPausedAt(host, now),
    // now or ahead, which days, and the first moment when closed: the order desk offers the same
    ...timeChoice(hours, now, host.settings.orderAheadDays),
    cart,
    loggedIn: Boolean(current),
    isCustomer: Boolean(customer),
    payments: { deliver: offeredMethods(host, true), pickup: offeredMethods(host, false) },
    prefill,
    // a full stamp card's free products ("Gratis met je volle stempelkaart"); empty otherwise
    rewards,
    // docs/issues/020.md §5: the running promotion and the typed "Kortingscode", for pickup and for delivery
    discounts,
    // one per rendering of the form: a double submit sends the same key and gets the same order
    idempotencyKey: crypto.randomUUID(),
  };
  return { page, store: store satisfies CartChange["store"] };
}
