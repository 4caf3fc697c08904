// The cart of the current restaurant, kept in the server-side session (docs/issues/004.md): it survives
// reloads and the login, and the browser's prices are never trusted — every line is priced here.
// const cart = await addToCart(context, { productId, quantity, volume, variation, includes, removed, remark });
import crypto from "node:crypto";
import type { AppContext, TenantHost } from "~/context";
import {
  addItem,
  cartCount,
  cartTotal,
  clearForHost,
  isSameLine,
  setQuantity,
  sortItems,
  type CartItem,
} from "~/domain/cart";
import {
  deliveryFee,
  meetsMinimum,
  minimumMessage,
  outsideZonesMessage,
  zoneFor,
  zoneSummary,
} from "~/domain/delivery-zones";
import { getDeliveryZones } from "~/models/host-operations.server";
import { getProduct, getProducts } from "~/models/products.server";
import {
  UNKNOWN_PRODUCT,
  type AddToCartInput,
  type CartDelivery,
  type CartView,
  type SessionCart,
  type SessionCartItem,
} from "~/schemas/cart";
import { buildCartLine, repriceLine } from "~/services/cart-line.server";
import { CartError } from "~/services/errors.server";
import { SUSPENDED_ORDERS, SUSPENDED_STATUS } from "~/domain/suspension";
import { ONE_REWARD } from "~/services/stamps.server";
import { getDb } from "~/db.server";

/**
 * The domain's cart functions take and return plain CartItems; every line this service stores
 * carries its choice, so this guard only narrows the type back (and drops a line that lost it).
 */
export function withChoices(items: CartItem[]): SessionCartItem[] {
  return items.filter((i): i is SessionCartItem => "choice" in i);
}

export const NO_RESTAURANT = "Kies eerst een restaurant.";

/** The cart belongs to the restaurant of the request's domain; the platform has none. */
export function requireTenantHost(context: AppContext): TenantHost {
  if (context.tenant.kind !== "host") throw new CartError(NO_RESTAURANT, 404);
  // suspended by root (docs/issues/016.md): no cart, no checkout, no order — from customers or the desk
  if (context.tenant.host.suspended) throw new CartError(SUSPENDED_ORDERS, SUSPENDED_STATUS);
  return context.tenant.host;
}

/**
 * The session's cart for this host. A cart from another restaurant loses that restaurant's lines
 * (docs/spec.md §4) but keeps the mode and postcode: they describe the customer, not the restaurant.
 */
export function readCart(context: AppContext, hostId: number): SessionCart {
  const stored = context.session.data.cart;
  if (!stored) return { hostId, deliver: true, items: [] };
  if (stored.hostId === hostId) return stored;
  const items = withChoices(clearForHost(stored.items, hostId)).filter((i) => String(i.host) === String(hostId));
  return { ...stored, hostId, items };
}

/** Stores the cart under a new version: whatever changed, it is another cart than before (docs/issues/035.md). */
export async function writeCart(context: AppContext, cart: SessionCart): Promise<void> {
  context.session.data.cart = { ...cart, version: crypto.randomUUID() };
  await context.session.save();
}

async function deliveryFor(hostId: number, zipcode: string, subtotal: number): Promise<CartDelivery> {
  const zone = zoneFor(await getDeliveryZones(getDb(), hostId), zipcode);
  if (!zone) {
    const message = outsideZonesMessage(zipcode);
    return { zipcode, inZone: false, fee: 0, minimum: 0, freeFrom: null, summary: message, problem: message };
  }
  return {
    zipcode,
    inZone: true,
    fee: deliveryFee(zone, subtotal),
    minimum: zone.minimum,
    freeFrom: zone.freeFrom,
    summary: zoneSummary(zone, zipcode),
    problem: meetsMinimum(zone, subtotal) ? null : minimumMessage(zone, zipcode),
  };
}

/**
 * The cart at the database's prices of this moment (docs/issues/033.md §1): every paid line priced again, so
 * the cart sheet, the checkout and the desk show what placing will charge. A line that cannot be
 * priced any more (sold out, off the menu) keeps its old price here; placing refuses it by name.
 * `changed` when a line's price or name moved since the session last stored it.
 */
export async function atCurrentPrices(cart: SessionCart): Promise<{ cart: SessionCart; changed: boolean }> {
  const paid = cart.items.filter((i) => !i.reward);
  if (paid.length === 0) return { cart, changed: false };
  const products = await getProducts(getDb(), { hostId: cart.hostId, ids: paid.map((i) => Number(i._id)) });
  let changed = false;
  const items = cart.items.map((item) => {
    if (item.reward) return item;
    const again = repriceLine(item, products.get(Number(item._id)), { hostId: cart.hostId, deliver: cart.deliver });
    if (!again.ok || !linePriceMoved(item, again.item)) return item;
    changed = true;
    return again.item;
  });
  return { cart: changed ? { ...cart, items } : cart, changed };
}

const linePriceMoved = (a: SessionCartItem, b: SessionCartItem) =>
  a.$amount !== b.$amount || a.$price !== b.$price || a.$extras !== b.$extras || a.$name !== b.$name;

/** The cart as shown, at current prices (not stored: getCart and the cart's changes store them). */
export async function viewCart(cart: SessionCart): Promise<CartView> {
  return viewAsIs((await atCurrentPrices(cart)).cart);
}

/** Stores the cart at current prices (what the customer is then shown) and answers its view. */
async function saveAndView(context: AppContext, cart: SessionCart): Promise<CartView> {
  const current = (await atCurrentPrices(cart)).cart;
  await writeCart(context, current);
  return viewAsIs(current);
}

async function viewAsIs(cart: SessionCart): Promise<CartView> {
  const subtotal = cartTotal(cart.items);
  const delivery = cart.deliver && cart.zipcode ? await deliveryFor(cart.hostId, cart.zipcode, subtotal) : null;
  return {
    hostId: cart.hostId,
    deliver: cart.deliver,
    items: cart.items,
    count: cartCount(cart.items),
    subtotal,
    zipcode: cart.zipcode ?? null,
    delivery,
    total: subtotal + (delivery?.inZone ? delivery.fee : 0),
  };
}

/**
 * The session's cart as every view shows it: at current prices. A price changed since the cart was
 * last shown is stored, so the session holds what the customer last saw (placing names a price that
 * moved after that, decision 066).
 */
export async function getCart(context: AppContext): Promise<CartView> {
  const host = requireTenantHost(context);
  const { cart, changed } = await atCurrentPrices(readCart(context, host.id));
  if (changed) await writeCart(context, cart);
  return viewAsIs(cart);
}

const sameList = (a: ReadonlyArray<string>, b: ReadonlyArray<string>) =>
  JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());

/**
 * addItem merges on name, subname and includes but not on removed default includes; two lines
 * that differ only there cost differently, so such a line is appended instead of merged.
 */
export function mergeLine(items: SessionCartItem[], line: SessionCartItem): SessionCartItem[] {
  // a free reward line never absorbs (or is absorbed by) the same product bought at full price
  const rewards = items.filter((i) => i.reward);
  const paid = items.filter((i) => !i.reward);
  const clash = paid.some((i) => isSameLine(i, line) && !sameList(i.choice.removed, line.choice.removed));
  if (clash) return [...paid, line, ...rewards];
  return [...withChoices(addItem(paid, line)), ...rewards];
}

/** Adds a line priced from the database; a product of another restaurant is unknown here. */
export async function addToCart(context: AppContext, input: Omit<AddToCartInput, "intent">): Promise<CartView> {
  const host = requireTenantHost(context);
  const cart = readCart(context, host.id);
  const product = await getProduct(getDb(), { hostId: host.id, id: input.productId });
  if (!product) throw new CartError(UNKNOWN_PRODUCT, 404);
  const built = buildCartLine(
    product,
    { volume: input.volume, variation: input.variation, includes: input.includes, removed: input.removed },
    { hostId: host.id, quantity: input.quantity, deliver: cart.deliver, remark: input.remark },
  );
  if (!built.ok) throw new CartError(built.message, 422);
  const items = withChoices(sortItems(mergeLine(cart.items, built.item), host.menu));
  return saveAndView(context, { ...cart, items });
}

/** docs/spec.md §4: below 1 removes the line; `position` is the line's $_id. */
export async function updateQuantity(context: AppContext, position: number, quantity: number): Promise<CartView> {
  const host = requireTenantHost(context);
  const cart = readCart(context, host.id);
  const line = cart.items.find((item, i) => (item.$_id ?? i + 1) === position);
  if (!line) throw new CartError("Deze regel staat niet (meer) in je winkelmandje.", 404);
  if (line.reward && quantity > 1) throw new CartError(ONE_REWARD, 422);
  return saveAndView(context, { ...cart, items: withChoices(setQuantity(cart.items, position, quantity)) });
}

export async function clearCart(context: AppContext): Promise<CartView> {
  const host = requireTenantHost(context);
  const next = { ...readCart(context, host.id), items: [] };
  await writeCart(context, next);
  return viewAsIs(next);
}

/**
 * Pickup or delivery. Prices differ per mode (price_deliver / price_takeout), so every line is
 * priced again from the database; a line whose product is gone keeps its old price here and is
 * refused at checkout with its name, rather than vanishing from the cart unseen.
 */
export async function setMode(context: AppContext, { deliver }: { deliver: boolean }): Promise<CartView> {
  const host = requireTenantHost(context);
  const cart = readCart(context, host.id);
  const products = await getProducts(getDb(), { hostId: host.id, ids: cart.items.map((i) => Number(i._id)) });
  const items = cart.items.map((item) => {
    if (item.reward) return item; // free in either mode
    const again = repriceLine(item, products.get(Number(item._id)), { hostId: host.id, deliver });
    return again.ok ? again.item : item;
  });
  const next = { ...cart, deliver, items };
  await writeCart(context, next);
  return viewAsIs(next);
}

/** The postcode the delivery summary is shown for ("Bezorging naar 3511: …"). */
export async function setZipcode(context: AppContext, zipcode: string): Promise<CartView> {
  const host = requireTenantHost(context);
  return saveAndView(context, { ...readCart(context, host.id), zipcode: zipcode.toUpperCase() });
}
