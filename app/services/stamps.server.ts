// Stamps (docs/issues/004.md §9): a stamp per completed order, and a full card exchanged at checkout for a
// free snack or drink the host chose. Every change of a card locks it first (lockStampCard).
// await db.transaction((trx) => awardStampForCompletedOrder(trx, { hostId, orderId }));
import type { Knex } from "knex";
import { getDb } from "~/db.server";
import { MAX_STAMPS, REWARD_DELTA, isCardFull, normaliseStamps, stampForCompletedOrder } from "~/domain/stamps";
import type { Host } from "~/models/hosts.server";
import { getProduct, type MenuProduct } from "~/models/products.server";
import { getStampBalance, insertStamp, lockStampCard } from "~/models/stamps.server";
import { CheckoutError } from "~/services/errors.server";
import { ensureHostCustomer } from "~/models/host-customers.server";
import type { NewOrderItem } from "~/models/orders.server";
import { getOrder } from "~/models/order-queries.server";

export const CARD_NOT_FULL = `Je stempelkaart is nog niet vol: pas met ${MAX_STAMPS} stempels krijg je een gratis snack of drankje.`;
export const NOT_A_REWARD = "Dit product kun je niet gratis kiezen met je stempelkaart.";
export const ONE_REWARD = "Je kunt één gratis product per bestelling kiezen.";

export interface RewardProduct {
  id: number;
  name: string;
}

/**
 * The board calls this when an order reaches 'done' or 'archive', in the transaction that moves
 * it. Idempotent: the unique index on (order_id, reason) turns a second call into a no-op, and a
 * full card earns nothing (the domain rule), so no row is written then.
 */
export async function awardStampForCompletedOrder(
  trx: Knex.Transaction,
  { hostId, orderId }: { hostId: number; orderId: number },
): Promise<{ awarded: boolean; stamps: number }> {
  const order = await getOrder(trx, { hostId, id: orderId });
  if (!order?.customerId) return { awarded: false, stamps: 0 };
  const card = { hostId, customerId: order.customerId };
  // an order placed before the welcome stamp existed still has its customer linked here
  await ensureHostCustomer(trx, card);
  await lockStampCard(trx, card);
  const balance = await getStampBalance(trx, card);
  const delta = stampForCompletedOrder(balance, order.status);
  const awarded = delta > 0 && (await insertStamp(trx, { ...card, orderId, delta, reason: "order" }));
  return { awarded, stamps: normaliseStamps(awarded ? balance + delta : balance) };
}

/** The cheapest volume and the first variation: a reward is the plain product, not a choice. */
export function rewardChoice(product: MenuProduct): { volume: string | null; variation: string | null } {
  const price = (v: { price: number | null }) => v.price ?? product.price;
  const volume = [...product.volumes].sort((a, b) => price(a) - price(b))[0]?.name ?? null;
  return { volume, variation: product.variations[0] ?? null };
}

function rewardIds(host: Pick<Host, "settings">): number[] {
  return host.settings.stampRewardProductIds ?? [];
}

/** A product the host offers for a full card, still on the menu; else null. */
export async function getRewardProduct(
  host: Pick<Host, "id" | "settings">,
  productId: number,
  db: Knex = getDb(),
): Promise<MenuProduct | null> {
  if (!rewardIds(host).includes(productId)) return null;
  const product = await getProduct(db, { hostId: host.id, id: productId });
  return product?.active ? product : null;
}

/**
 * What checkout offers: the reward products when the customer's card here is full, else nothing.
 * `balance`: the card as the islands' memo holds it (decision 107); read here without it.
 */
export async function loadRewardOffer(
  host: Pick<Host, "id" | "settings">,
  customerId: number | null,
  balance?: number,
): Promise<RewardProduct[]> {
  if (!customerId || rewardIds(host).length === 0) return [];
  if (!isCardFull(balance ?? (await getStampBalance(getDb(), { hostId: host.id, customerId })))) return [];
  const products = await Promise.all(rewardIds(host).map((id) => getRewardProduct(host, id)));
  return products.filter((p): p is MenuProduct => p !== null).map((p) => ({ id: p.id, name: p.name }));
}

/**
 * The order row of the cart's reward line, checked again inside the order's transaction: the
 * card is locked and must be full, the product must still be one of the host's rewards.
 */
export async function rewardOrderItem(
  trx: Knex.Transaction,
  {
    host,
    customerId,
    productId,
    position,
  }: { host: Pick<Host, "id" | "settings">; customerId: number; productId: number; position: number },
): Promise<NewOrderItem> {
  const card = { hostId: host.id, customerId };
  await lockStampCard(trx, card);
  if (!isCardFull(await getStampBalance(trx, card))) throw new CheckoutError(CARD_NOT_FULL, 409);
  const product = await getRewardProduct(host, productId, trx);
  if (!product) throw new CheckoutError(NOT_A_REWARD, 422);
  const { volume, variation } = rewardChoice(product);
  return {
    productId: product.id,
    position,
    name: product.name,
    subname: volume,
    remark: null,
    quantity: 1,
    unitPrice: 0,
    extras: 0,
    amount: 0,
    volume,
    variation,
    includes: [],
    includes2: null,
    removed: [],
    half: false,
    tab: product.tab,
    groupName: product.groupName,
    reward: true,
  };
}

/** Empties the card for this order, in the order's transaction (after rewardOrderItem locked it). */
export async function redeemCardForOrder(
  trx: Knex.Transaction,
  { hostId, customerId, orderId }: { hostId: number; customerId: number; orderId: number },
) {
  await insertStamp(trx, { hostId, customerId, orderId, delta: REWARD_DELTA, reason: "reward" });
}
