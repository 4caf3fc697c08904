// The identity of the cart an order was placed from (docs/issues/014.md §11, docs/issues/035.md §3): the orders table's
// unique (host_id, cart_key) lets one cart become at most one order, however many checkouts of it
// race with different idempotency keys (two tabs, a double tap). It is made of the cart's contents
// and its version — a random id every write of the cart renews (versioned) — so a changed cart is
// never the same cart, even when the session lost the write that emptied it after its last order.
// The contents' own hash is the key's second half: an idempotency key sent again is bound to it.
// const key = cartKey(context.session.id, host.id, cart);
import crypto from "node:crypto";
import type { SessionCart } from "~/schemas/cart";

/** What the customer ordered, in a stable text: the lines with their choices, and the mode. */
function contents(cart: SessionCart): string {
  return JSON.stringify({
    deliver: cart.deliver,
    code: cart.discountCode ?? null,
    lines: cart.items.map((i) => ({
      id: String(i._id ?? ""),
      quantity: i.$quantity,
      choice: i.choice,
      remark: i.$description ?? "",
      half: Boolean(i.$half),
      reward: Boolean(i.reward),
    })),
  });
}

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("base64url");

/** `<identity>.<contents>`: the whole is unique per order; the second half is what the idempotency key is bound to. */
export function cartKey(sessionId: string, hostId: number, cart: SessionCart): string {
  // sessions from before the version still carry `placed`: their next order keeps a distinct key
  return `${sha256(`${sessionId}|${hostId}|${cart.placed ?? 0}|${cart.version ?? ""}`)}.${sha256(contents(cart))}`;
}

/**
 * Whether an order's cart key was made from a cart with these contents (a resent idempotency key
 * must come with the cart it placed, docs/issues/035.md §3). Keys from before the contents were part of it
 * carry no contents and are taken as the same.
 */
export function sameContents(orderKey: string | null, requestKey: string): boolean {
  const placed = orderKey?.split(".")[1];
  return placed === undefined || placed === requestKey.split(".")[1];
}
