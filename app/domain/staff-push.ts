// The push a restaurant's staff devices get for a new order (docs/issues/019.md §7), pure:
// staffOrderPush({id: 7, number: 12, amount: 2450, deliver: true, due}) →
//   {title: "Nieuwe bestelling #12", body: "Nieuwe bestelling #12 — € 24,50 — bezorgen 18:45", url: "/orders#order-7"}
import { formatClock } from "./amsterdam-time";
import { formatEuro } from "./pricing";

/** A delivery is ready (decision 076): to the couriers' devices, no address or name in the push. */
export function courierReadyPush(order: { id: number; number: number; due: Date }) {
  const title = `Klaar om te bezorgen #${order.number}`;
  return { title, body: `${title} — bezorgen ${formatClock(order.due)}`, url: "/ritten", tag: `ride-${order.id}` };
}

export function staffOrderPush(order: { id: number; number: number; amount: number; deliver: boolean; due: Date }) {
  const title = `Nieuwe bestelling #${order.number}`;
  return {
    title,
    body: `${title} — ${formatEuro(order.amount)} — ${order.deliver ? "bezorgen" : "afhalen"} ${formatClock(order.due)}`,
    // the board at that order: its card's heading carries this id
    url: `/orders#order-${order.id}`,
    tag: `order-${order.id}`,
  };
}
