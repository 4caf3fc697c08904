// The identity of the cart an order was placed from (issue 14 §11, issue 35 §3): the orders table's
// unique (host_id, cart_key) lets one cart become at most one order, however many checkouts of it
// race with different idempotency keys (two tabs, a double tap). It is made of the cart's contents
// and its version — a random id every write of the cart renews (writeCart) — so a changed cart is
// never the same cart, even when the session lost the write that emptied it after its last order.
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

export function cartKey(sessionId: string, hostId: number, cart: SessionCart): string {
  // sessions from before the version still carry `placed`: their next order keeps a distinct key
  return crypto
    .createHash("sha256")
    .update(`${sessionId}|${hostId}|${cart.placed ?? 0}|${cart.version ?? ""}|${contents(cart)}`)
    .digest("base64url");
}
