// Cart changes that need the logged-in customer: the free product of a full stamp card, and
// "Opnieuw bestellen" (a past order's lines put in the cart again, priced from the database).
// const { view, store } = await reorder({ host, cart, user, input: { orderId } }); view.notices → the lines that were skipped
import { sortItems } from "~/domain/cart";
import { isCardFull } from "~/domain/stamps";
import { getReorderLines, type ReorderLine } from "~/models/customer-overview.server";
import { getHost } from "~/models/hosts.server";
import { getProducts, type MenuProduct } from "~/models/products.server";
import { getStampBalance } from "~/models/stamps.server";
import type { LineChoice, SessionCartItem } from "~/schemas/cart";
import { buildCartLine } from "~/services/cart-line.server";
import {
  mergeLine,
  readCart,
  requireTenantHost,
  versioned,
  viewCart,
  withChoices,
  type CartArgs,
  type CartChange,
} from "~/services/cart.server";
import { CartError } from "~/services/errors.server";
import { CARD_NOT_FULL, NOT_A_REWARD, getRewardProduct, rewardChoice } from "~/services/stamps.server";
import type { SessionUser } from "~/services/session-user.server";
import { getDb } from "~/db.server";

export const LOGIN_FOR_STAMPS = "Log eerst in om je stempelkaart te gebruiken.";
export const ORDER_NOT_FOUND = "Deze bestelling kunnen we niet vinden.";

function requireCustomerId(current: SessionUser | null): number {
  if (!current || current.user.kind !== "customer") throw new CartError(LOGIN_FOR_STAMPS, 401);
  return current.user.id;
}

/**
 * Puts the chosen reward in the cart as a € 0,00 line, replacing an earlier choice (one per
 * order). Checkout checks the card again when the order is placed; this check is for the UI.
 */
export async function addRewardToCart({
  user,
  input: { productId },
  ...args
}: CartArgs & { user: SessionUser | null; input: { productId: number } }): Promise<CartChange> {
  const tenant = requireTenantHost(args.host);
  const customerId = requireCustomerId(user);
  const host = await getHost(getDb(), { hostId: tenant.id });
  if (!host) throw new CartError("Dit restaurant bestaat niet meer.", 404);
  if (!isCardFull(await getStampBalance(getDb(), { hostId: host.id, customerId })))
    throw new CartError(CARD_NOT_FULL, 409);
  const product = await getRewardProduct(host, productId);
  if (!product) throw new CartError(NOT_A_REWARD, 422);
  const cart = readCart(args.cart, host.id);
  const { volume, variation } = rewardChoice(product);
  const line: SessionCartItem = {
    _id: product.id,
    name: product.name,
    $name: product.name,
    $subname: volume ?? undefined,
    $price: 0,
    $extras: 0,
    $amount: 0,
    $quantity: 1,
    $volume: volume,
    $variation: variation,
    $include: [],
    tab: product.tab,
    group: product.groupName ?? undefined,
    host: host.id,
    choice: { volume, variation, includes: {}, removed: [] },
    reward: true,
  };
  const next = versioned({
    ...cart,
    items: withChoices(sortItems([...cart.items.filter((i) => !i.reward), line], tenant.menu)),
  });
  return { view: await viewCart(next), store: next };
}

/** The order stored includes as flat name lists; the cart wants them per include group again. */
function choiceOf(line: ReorderLine, product: MenuProduct): LineChoice {
  const includes: Record<string, string[]> = {};
  const place = (name: string, half: boolean) => {
    const group = product.groups.find((g) => Boolean(g.half) === half && g.items.some((i) => i.name === name));
    // an include the product no longer has goes to no group: priceLine then reports it missing
    if (group) includes[group.name] = [...(includes[group.name] ?? []), name];
  };
  line.includes.forEach((name) => place(name, false));
  line.includes2.forEach((name) => place(name, true));
  return { volume: line.volume, variation: line.variation, includes, removed: line.removed };
}

/**
 * "Opnieuw bestellen": every line of the order priced again from today's menu. A line whose
 * product is gone or whose choices no longer fit is skipped with a Dutch notice; the free item
 * of a redeemed card is never free twice, so it is skipped too.
 */
export async function reorder({
  user,
  ...args
}: CartArgs & { user: SessionUser | null; input: { orderId: number } }): Promise<CartChange> {
  requireTenantHost(args.host);
  return reorderFor({ ...args, customerId: requireCustomerId(user) });
}

/** The same for staff taking a caller's order (/deliver): one of that customer's orders into the staff's cart. */
export async function reorderFor({
  customerId,
  input: { orderId },
  ...args
}: CartArgs & { customerId: number; input: { orderId: number } }): Promise<CartChange> {
  const host = requireTenantHost(args.host);
  const lines = await getReorderLines(getDb(), { hostId: host.id, customerId, orderId });
  if (!lines) throw new CartError(ORDER_NOT_FOUND, 404);
  const cart = readCart(args.cart, host.id);
  const products = await getProducts(getDb(), {
    hostId: host.id,
    ids: lines.flatMap((l) => (l.productId ? [l.productId] : [])),
  });
  const notices: string[] = [];
  let items = cart.items;
  for (const line of lines) {
    if (line.reward) {
      notices.push(`${line.name} was gratis met je stempelkaart en is niet opnieuw toegevoegd.`);
      continue;
    }
    const product = line.productId ? products.get(line.productId) : undefined;
    if (!product?.active) {
      notices.push(`${line.name} is niet meer beschikbaar en is niet toegevoegd.`);
      continue;
    }
    const built = buildCartLine(product, choiceOf(line, product), {
      hostId: host.id,
      quantity: line.quantity,
      deliver: cart.deliver,
      remark: line.remark,
    });
    if (!built.ok) {
      notices.push(`Niet toegevoegd: ${built.message}`);
      continue;
    }
    items = mergeLine(items, built.item);
  }
  const next = versioned({ ...cart, items: withChoices(sortItems(items, host.menu)) });
  return { view: { ...(await viewCart(next)), notices }, store: next };
}
