// Discounts at the checkout (docs/issues/020.md §5, decision 050): the "Kortingscode" the customer types
// (rate-limited against guessing, kept in the session's cart), what the checkout page shows for
// pickup and for delivery, and the discount the placing transaction writes — all by the domain's
// one price rule (priceDiscount), so the page and the order agree to the cent.
// const d = await discountForOrder(trx, { hostId, customerId, lines, deliver, code, now });
import type { Knex } from "knex";
import { getDb } from "~/db.server";
import { CODE_MESSAGES, discountLabel, priceDiscount, type Discount, type DiscountLine } from "~/domain/discounts";
import { discountUses, listDiscounts, lockDiscountUse } from "~/models/discounts.server";
import type { SessionCartItem } from "~/schemas/cart";
import type { CheckoutDiscounts } from "~/schemas/discounts";
import { readCart, requireTenantHost, versioned, type CartArgs, type CartChange } from "~/services/cart.server";
import { cachedRestaurant } from "~/services/restaurant-cache.server";
import { CheckoutError } from "~/services/errors.server";
import { hitLimit } from "~/infra/rate-limit.server";

/** Tries of a code per client IP and per session: enough for typos, far too few to guess. */
export const CODE_TRIES = { limit: 10, windowMs: 15 * 60 * 1000 };
export const TOO_MANY_CODES = "Te veel pogingen. Probeer het over een kwartier opnieuw.";

function linesOf(items: ReadonlyArray<SessionCartItem>): DiscountLine[] {
  return items.map((i) => ({
    amount: i.reward ? 0 : (i.$amount ?? 0),
    quantity: i.$quantity,
    tab: i.tab ?? null,
    group: i.group ?? null,
  }));
}

/** This customer's earlier uses, read only when a promotion has a maximum per customer (nothing else counts them). */
async function usesFor(
  db: Knex,
  discounts: ReadonlyArray<Discount>,
  { hostId, customerId }: { hostId: number; customerId: number | null },
): Promise<Record<number, number>> {
  if (!customerId || !discounts.some((d) => d.maxUsesPerCustomer !== null)) return {};
  return discountUses(db, { hostId, customerId });
}

/**
 * The running promotions as the menu shows them (the restaurant cache) and this customer's uses of
 * them; the placing transaction reads both afresh (discountForOrder).
 */
async function promotionsFor(hostId: number, customerId: number | null) {
  const { discounts } = await cachedRestaurant(hostId);
  return { discounts, uses: await usesFor(getDb(), discounts, { hostId, customerId }) };
}

/** What the checkout page shows: the discount for pickup and for delivery (a pickup-only one differs). */
export async function checkoutDiscounts({
  customerId,
  now = new Date(),
  ...args
}: CartArgs & { customerId: number | null; now?: Date }): Promise<CheckoutDiscounts> {
  const host = requireTenantHost(args.host);
  const cart = readCart(args.cart, host.id);
  const { discounts, uses } = await promotionsFor(host.id, customerId);
  const code = cart.discountCode ?? null;
  const lines = linesOf(cart.items);
  const view = (deliver: boolean) => {
    const r = priceDiscount({ lines, deliver, now, discounts, code, uses });
    return {
      discount: r.applied ? { amount: r.discount, label: discountLabel(r.applied.name) } : null,
      message: r.code === "none" || r.code === "applied" ? null : CODE_MESSAGES[r.code],
    };
  };
  const d = view(true);
  const p = view(false);
  return { code, codeMessage: { deliver: d.message, pickup: p.message }, deliver: d.discount, pickup: p.discount };
}

/**
 * The customer types a code: counted against CODE_TRIES per IP and per session first (429 when
 * over), then checked against this restaurant's codes. An unknown one is refused; a known one is
 * kept in the cart (its fit with this cart and mode the page then shows). An empty code removes it.
 */
export async function applyDiscountCode({
  customerId,
  clientIp,
  sessionId,
  input: { code },
  now = new Date(),
  ...args
}: CartArgs & {
  customerId: number | null;
  /** the tries are counted per client address and per session */
  clientIp: string;
  sessionId: string;
  input: { code: string };
  now?: Date;
}): Promise<{ answer: { message: string; code: string | null }; store: CartChange["store"] }> {
  const host = requireTenantHost(args.host);
  const cart = readCart(args.cart, host.id);
  const typed = code.trim().toUpperCase();
  if (!typed) {
    const store = versioned({ ...cart, discountCode: undefined });
    return { answer: { message: "De kortingscode is verwijderd.", code: null }, store };
  }
  for (const key of [`discount:ip:${clientIp}`, `discount:session:${sessionId}`]) {
    const { allowed } = await hitLimit(key, CODE_TRIES);
    if (!allowed) throw new CheckoutError(TOO_MANY_CODES, 429, { code: TOO_MANY_CODES });
  }
  const { discounts, uses } = await promotionsFor(host.id, customerId);
  const r = priceDiscount({ lines: linesOf(cart.items), deliver: cart.deliver, now, discounts, code: typed, uses });
  if (r.code === "unknown" || r.code === "used") {
    const message = CODE_MESSAGES[r.code];
    throw new CheckoutError(message, 422, { code: message });
  }
  const store = versioned({ ...cart, discountCode: typed });
  const message =
    r.code === "applied" ? `Kortingscode ${typed} toegepast.` : CODE_MESSAGES[r.code === "none" ? "not_now" : r.code];
  return { answer: { message, code: typed }, store };
}

/**
 * Inside the placing transaction: the discount this order gets. A promotion with a maximum per
 * customer takes a lock on (promotion, customer) held until commit and counts the uses again under
 * it, so two checkouts at once cannot both use the last one. A typed code that does not apply
 * refuses the order with its Dutch reason (the customer sees why rather than paying more).
 */
export async function discountForOrder(
  trx: Knex.Transaction,
  input: {
    hostId: number;
    customerId: number;
    lines: ReadonlyArray<DiscountLine>;
    deliver: boolean;
    code: string | null;
    now: Date;
  },
): Promise<{ amount: number; id: number; name: string } | null> {
  const discounts = await listDiscounts(trx, { hostId: input.hostId, current: true });
  let uses = await usesFor(trx, discounts, input);
  const price = () => priceDiscount({ ...input, discounts, uses });
  let r = price();
  if (r.applied?.maxUsesPerCustomer != null) {
    await lockDiscountUse(trx, { discountId: r.applied.id, customerId: input.customerId });
    uses = await discountUses(trx, { hostId: input.hostId, customerId: input.customerId });
    r = price();
    // a second promotion with a maximum chosen now is taken under its own lock too
    if (r.applied?.maxUsesPerCustomer != null) {
      await lockDiscountUse(trx, { discountId: r.applied.id, customerId: input.customerId });
      uses = await discountUses(trx, { hostId: input.hostId, customerId: input.customerId });
      r = price();
    }
  }
  if (input.code && (r.code === "unknown" || r.code === "used" || r.code === "not_now")) {
    const message = CODE_MESSAGES[r.code];
    throw new CheckoutError(message, 409, { code: message });
  }
  return r.applied ? { amount: r.discount, id: r.applied.id, name: r.applied.name } : null;
}
