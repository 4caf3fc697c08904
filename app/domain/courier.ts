// The courier's phone (decisions 076, 077): what a delivery order asks of the courier at the door,
// where it stands for him, and the cash he should hand in at closing. Pure: the screen, the server
// and the daily close read the same rules.
//   collection({ paid: false, paymentMethod: "cash", amount: 2350 }) → { kind: "cash", label: "€ 23,50 contant — wisselgeld mee", … }
//   reconcile([{ courierId: 7, courierName: "Tim", amount: 2350, collected: 2350 }]) → [{ expected: 2350, received: 2350, … }]
import { formatEuro } from "./pricing";
import type { OrderStatus } from "./order-status";

export type Collection =
  | { kind: "paid"; label: string; amount: 0 }
  | { kind: "cash"; label: string; amount: number }
  | { kind: "pin"; label: string; amount: number };

/** What to take along and collect: nothing (paid), cash with change, or the card terminal. */
export function collection(order: { paid: boolean; paymentMethod: string; amount: number }): Collection {
  if (order.paid || order.amount <= 0) return { kind: "paid", label: "Betaald", amount: 0 };
  if (order.paymentMethod === "pin") return { kind: "pin", label: "Pin-apparaat mee", amount: order.amount };
  // cash, and anything else paid at the door (ondelivery, onsite): money in hand
  return { kind: "cash", label: `${formatEuro(order.amount)} contant — wisselgeld mee`, amount: order.amount };
}

/** The label of the button that ends the ride at the door. */
export function deliverLabel(c: Collection): string {
  if (c.kind === "cash") return `Bezorgd en ${formatEuro(c.amount)} ontvangen`;
  if (c.kind === "pin") return `Bezorgd en ${formatEuro(c.amount)} gepind`;
  return "Bezorgd";
}

export type RideStage = "ready" | "mine" | "other" | "gone";

/**
 * Where a delivery order stands for this courier: ready to take (done, nobody has it), his
 * ("Onderweg"), another courier's, or no longer his business (delivered, not ready, pickup).
 */
export function rideStage(
  order: { status: OrderStatus; deliver: boolean; courierId: number | null },
  courierId: number,
): RideStage {
  if (!order.deliver || order.status !== "done") return "gone";
  if (order.courierId === null) return "ready";
  return order.courierId === courierId ? "mine" : "other";
}

export const TAKEN_BY_OTHER = "Een andere bezorger heeft deze bestelling net meegenomen.";
export const NOT_READY = "Deze bestelling is niet (meer) klaar om te bezorgen.";
export const NOT_YOURS = "Deze bestelling is niet (meer) van jou.";
export const WRONG_AMOUNT = "Het ontvangen bedrag klopt niet met de bestelling. Vernieuw de pagina.";

/** "5 min te laat", "nog 10 min", "nu" — whole minutes against the due time. */
export function lateness(due: Date, now: Date): { minutes: number; text: string; late: boolean } {
  const minutes = Math.round((now.getTime() - due.getTime()) / 60_000);
  if (minutes > 0) return { minutes, text: `${minutes} min te laat`, late: true };
  if (minutes < 0) return { minutes, text: `nog ${-minutes} min`, late: false };
  return { minutes: 0, text: "nu", late: false };
}

/** A maps link that opens the phone's own maps app: no API key, nothing tracked. */
export function routeUrl(a: { street: string; number: string; zipcode: string; city: string }): string | null {
  const q = [`${a.street} ${a.number}`.trim(), `${a.zipcode} ${a.city}`.trim()].filter(Boolean).join(", ");
  if (q === "") return null;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(q)}`;
}

/** A phone number as a tel: link (digits and a leading +). */
export function telUrl(phone: string | null): string | null {
  const digits = (phone ?? "").replace(/[^0-9+]/g, "");
  return digits.length >= 6 ? `tel:${digits}` : null;
}

export interface CourierDelivery {
  courierId: number | null;
  courierName: string;
  /** The order's amount: cash the courier should hand in. */
  amount: number;
  /** What he marked received at the door, or null. */
  collected: number | null;
}

export interface CourierCash {
  courierId: number | null;
  courierName: string;
  orders: number;
  /** The cash of the orders he delivered: what he should hand in. */
  expected: number;
  /** What he marked received. */
  received: number;
  /** Orders he delivered without marking the cash received. */
  unmarked: number;
  /** received − expected: negative is missing. */
  difference: number;
}

/** "Kas per bezorger": per courier, the cash orders delivered, expected, received and the difference. */
export function reconcile(deliveries: ReadonlyArray<CourierDelivery>): CourierCash[] {
  const by = new Map<string, CourierCash>();
  for (const d of deliveries) {
    const key = String(d.courierId);
    const row = by.get(key) ?? {
      courierId: d.courierId,
      courierName: d.courierName,
      orders: 0,
      expected: 0,
      received: 0,
      unmarked: 0,
      difference: 0,
    };
    row.orders += 1;
    row.expected += d.amount;
    if (d.collected === null) row.unmarked += 1;
    else row.received += d.collected;
    row.difference = row.received - row.expected;
    by.set(key, row);
  }
  return [...by.values()].sort((a, b) => a.courierName.localeCompare(b.courierName, "nl"));
}

/** The first name a customer reads: "Onderweg met Tim". */
export function firstName(name: string | null): string {
  return (name ?? "").trim().split(/\s+/)[0] || "de bezorger";
}

/** The courier's note when it goes back to the board, kept short. */
export const NOTE_MAX = 300;
