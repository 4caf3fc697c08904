import type { OrderStatus } from "./order-status";
/**
 * docs/spec.md §1/§9 loyalty card. A card holds at most MAX_STAMPS; every order adds
 * one. A new customer's card starts with one stamp ("the first stamp is
 * free"). A full card stays full (orders add nothing) until it is redeemed
 * for a free snack or drink, which empties it to 0 — not to 1, the free
 * stamp is a welcome gift, not part of every card.
 */
export const MAX_STAMPS = 10;
export const NEW_CUSTOMER_STAMPS = 1;

/** Stored counts may be missing or out of range; the card shows 0..MAX. */
export function normaliseStamps(current: number | null | undefined): number {
  if (typeof current !== "number" || !Number.isFinite(current)) return 0;
  return Math.min(MAX_STAMPS, Math.max(0, Math.floor(current)));
}

/**
 * Stamps after one more order. A customer without a card yet (null or
 * undefined) gets the free first stamp plus the stamp for this order.
 */
export function stampsAfterOrder(current: number | null | undefined): number {
  const start = current === null || current === undefined ? NEW_CUSTOMER_STAMPS : normaliseStamps(current);
  return Math.min(MAX_STAMPS, start + 1);
}

export function isCardFull(stamps: number): boolean {
  return normaliseStamps(stamps) >= MAX_STAMPS;
}

export function stampsToGo(stamps: number): number {
  return MAX_STAMPS - normaliseStamps(stamps);
}

export interface Redemption {
  /** The card's stamps afterwards. */
  stamps: number;
  /** Whether the customer gets a free snack or drink now. */
  freeItem: boolean;
}

/** Cashing in: only a full card gives the free item; otherwise nothing changes. */
export function redeem(stamps: number): Redemption {
  return isCardFull(stamps) ? { stamps: 0, freeItem: true } : { stamps: normaliseStamps(stamps), freeItem: false };
}

/**
 * Statuses in which an order counts as completed for its stamp. The board may call the award on
 * 'done' and again on 'archive'; 'hide' is an archived order that was hidden afterwards.
 */
export const STAMPING_STATUSES: ReadonlyArray<string> = ["done", "archive", "hide"];

/** The ledger row a full card's redemption writes: the card goes back to 0. */
export const REWARD_DELTA = -MAX_STAMPS;

/**
 * The stamp a completed order earns on a card that holds `balance` stamps (the ledger's sum,
 * which already contains the free welcome stamp): 1, or 0 when the card is full or the order is
 * not completed. 0 means "write no row" — the ledger refuses zero deltas.
 */
export function stampForCompletedOrder(balance: number, status: OrderStatus): number {
  if (!STAMPING_STATUSES.includes(status)) return 0;
  return stampsAfterOrder(normaliseStamps(balance)) - normaliseStamps(balance);
}
