// The cart of the current restaurant, kept in the server-side session (docs/issues/004.md): it survives
// reloads and the login, and the browser's prices are never trusted — every line is priced here.
// The route reads the session's cart and stores what comes back (decision 083, app/http/cart-session.server.ts):
// const { view, store } = await addToCart({ host, cart: stored, input: { productId, quantity, … } });
import crypto from "node:crypto";
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
import { getProduct, getProducts, type MenuProduct } from "~/models/products.server";
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
import { priceTable } from "~/services/price-table.server";

/**
 * The domain's cart functions take and return plain CartItems; every line this service stores
 * carries its choice, so this guard only narrows the type back (and drops a line that lost it).
 */
export function withChoices(items: CartItem[]): SessionCartItem[] {
  return items.filter((i): i is SessionCartItem => "choice" in i);
}

export const NO_RESTAURANT = "Kies eerst een restaurant.";

/** The restaurant a cart is kept for, as the route hands it over (the request's domain). */
export interface CartHost {
  id: number;
  /** the menu's tab order: the cart's lines are sorted by it */
  menu: string[];
  suspended: boolean;
}

/** What every cart use case reads from the route: the restaurant and the session's stored cart. */
export interface CartArgs {
  /** null on the platform domain, which has no cart */
  host: CartHost | null;
  /** the session's cart as stored (`session.data.cart`), undefined before the first change */
  cart: SessionCart | undefined;
}

/** A cart use case's answer: the view, and the cart the route stores in the session (null: unchanged). */
export interface CartChange {
  view: CartView;
  store: SessionCart | null;
}

/** The cart belongs to the restaurant of the request's domain; the platform has none. */
export function requireTenantHost<H extends CartHost>(host: H | null): H {
  if (!host) throw new CartError(NO_RESTAURANT, 404);
  // suspended by root (docs/issues/016.md): no cart, no checkout, no order — from customers or the desk
  if (host.suspended) throw new CartError(SUSPENDED_ORDERS, SUSPENDED_STATUS);
  return host;
}

/**
 * The session's cart for this host. A cart from another restaurant loses that restaurant's lines
 * (docs/spec.md §4) but keeps the mode and postcode: they describe the customer, not the restaurant.
 */
export function readCart(stored: SessionCart | undefined, hostId: number): SessionCart {
  if (!stored) return { hostId, deliver: true, items: [] };
  if (stored.hostId === hostId) return stored;
  const items = withChoices(clearForHost(stored.items, hostId)).filter((i) => String(i.host) === String(hostId));
  return { ...stored, hostId, items };
}

/** The cart to store, under a new version: whatever changed, it is another cart than before (docs/issues/035.md). */
export function versioned(cart: SessionCart): SessionCart {
  return { ...cart, version: crypto.randomUUID() };
}

async function deliveryFor(hostId: number, zipcode: string, subtotal: number): Promise<CartDelivery> {
  const zone = zoneFor(await getDeliveryZones(getDb(), { hostId }), zipcode);
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
export async function atCurrentPrices(
  cart: SessionCart,
  known: ReadonlyMap<number, MenuProduct> = new Map(),
): Promise<{ cart: SessionCart; changed: boolean }> {
  const paid = cart.items.filter((i) => !i.reward);
  if (paid.length === 0) return { cart, changed: false };
  // a product this request has just read (the one added) is not read again (decision 092)
  const missing = paid.map((i) => Number(i._id)).filter((id) => !known.has(id));
  const read = missing.length > 0 ? await getProducts(getDb(), { hostId: cart.hostId, ids: missing }) : new Map();
  const products = read.size === 0 ? known : known.size === 0 ? read : new Map([...known, ...read]);
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
async function saveAndView(cart: SessionCart, known?: ReadonlyMap<number, MenuProduct>): Promise<CartChange> {
  // priced from the restaurant's price table like every view (decision 097), unless given
  const products = known ?? (cart.items.some((i) => !i.reward) ? await priceTable(cart.hostId) : undefined);
  const current = versioned((await atCurrentPrices(cart, products)).cart);
  return { view: await viewAsIs(current), store: current };
}

/** The cart stored as it is (no repricing) and its view. */
async function storeAsIs(cart: SessionCart): Promise<CartChange> {
  const next = versioned(cart);
  return { view: await viewAsIs(next), store: next };
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
export async function getCart({ host: tenantHost, cart: stored }: CartArgs): Promise<CartChange> {
  const host = requireTenantHost(tenantHost);
  const current = readCart(stored, host.id);
  // the restaurant's price table, checked against the database's menu generation (decision 097)
  const table = current.items.some((i) => !i.reward) ? await priceTable(host.id) : null;
  const { cart, changed } = await atCurrentPrices(current, table ?? undefined);
  const store = changed ? versioned(cart) : null;
  return { view: await viewAsIs(store ?? cart), store };
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
export async function addToCart({
  input,
  ...args
}: CartArgs & { input: Omit<AddToCartInput, "intent"> }): Promise<CartChange> {
  const host = requireTenantHost(args.host);
  const cart = readCart(args.cart, host.id);
  // the price table first (no query while the menu is unchanged); a product it does not know yet is read
  const table = await priceTable(host.id);
  const product = table.get(input.productId) ?? (await getProduct(getDb(), { hostId: host.id, id: input.productId }));
  if (!product) throw new CartError(UNKNOWN_PRODUCT, 404);
  const built = buildCartLine(
    product,
    { volume: input.volume, variation: input.variation, includes: input.includes, removed: input.removed },
    { hostId: host.id, quantity: input.quantity, deliver: cart.deliver, remark: input.remark },
  );
  if (!built.ok) throw new CartError(built.message, 422);
  const items = withChoices(sortItems(mergeLine(cart.items, built.item), host.menu));
  return saveAndView({ ...cart, items }, table.has(product.id) ? table : new Map([...table, [product.id, product]]));
}

/** docs/spec.md §4: below 1 removes the line; `position` is the line's $_id. */
export async function updateQuantity({
  input: { position, quantity },
  ...args
}: CartArgs & { input: { position: number; quantity: number } }): Promise<CartChange> {
  const host = requireTenantHost(args.host);
  const cart = readCart(args.cart, host.id);
  const line = cart.items.find((item, i) => (item.$_id ?? i + 1) === position);
  if (!line) throw new CartError("Deze regel staat niet (meer) in je winkelmandje.", 404);
  if (line.reward && quantity > 1) throw new CartError(ONE_REWARD, 422);
  return saveAndView({ ...cart, items: withChoices(setQuantity(cart.items, position, quantity)) });
}

export async function clearCart(args: CartArgs): Promise<CartChange> {
  const host = requireTenantHost(args.host);
  return storeAsIs({ ...readCart(args.cart, host.id), items: [] });
}

/**
 * Pickup or delivery. Prices differ per mode (price_deliver / price_takeout), so every line is
 * priced again from the database; a line whose product is gone keeps its old price here and is
 * refused at checkout with its name, rather than vanishing from the cart unseen.
 */
export async function setMode({
  input: { deliver },
  ...args
}: CartArgs & { input: { deliver: boolean } }): Promise<CartChange> {
  const host = requireTenantHost(args.host);
  const cart = readCart(args.cart, host.id);
  const products = await getProducts(getDb(), { hostId: host.id, ids: cart.items.map((i) => Number(i._id)) });
  const items = cart.items.map((item) => {
    if (item.reward) return item; // free in either mode
    const again = repriceLine(item, products.get(Number(item._id)), { hostId: host.id, deliver });
    return again.ok ? again.item : item;
  });
  return storeAsIs({ ...cart, deliver, items });
}

/** The postcode the delivery summary is shown for ("Bezorging naar 3511: …"). */
export async function setZipcode({
  input: { zipcode },
  ...args
}: CartArgs & { input: { zipcode: string } }): Promise<CartChange> {
  const host = requireTenantHost(args.host);
  return saveAndView({ ...readCart(args.cart, host.id), zipcode: zipcode.toUpperCase() });
}
