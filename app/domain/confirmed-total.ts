// What the customer sees is what the customer pays (docs/issues/033.md §1, decision 066). The checkout and
// the desk send the total they showed ("confirmedTotal", cents); placing prices the order afresh
// and, when its amount is another one, refuses with what changed in between, in Dutch, rather than
// charge an amount nobody was shown. Pure: the placing service decides with it.
// totalChangeMessage({ confirmed: 1525, lines: [{ name: "Walkpizza", shown: 1250, now: 1375, unitNow: 1375 }], … })
//   → "De prijs van Walkpizza is gewijzigd: nu € 13,75. Controleer je bestelling."
import { orderTotal } from "./order-totals";
import { formatEuro, paymentFee } from "./pricing";

export const CHECK_ORDER = "Controleer je bestelling.";
/** A request without the total it showed (an old page, a hand-made request): nothing is charged. */
export const TOTAL_MISSING = "Het totaal dat je zag ontbreekt. Vernieuw de pagina en probeer het opnieuw.";

/**
 * The total the checkout's summary shows under "Totaal" (and sends as the confirmed total): the
 * cart's lines at current prices, delivery when it delivers in a known zone, the payment's fee,
 * less the discount the page shows for this mode.
 */
export function checkoutTotal(input: {
  cart: { subtotal: number; delivery: { inZone: boolean; fee: number } | null };
  deliver: boolean;
  payment: string;
  discount: { amount: number } | null;
}): number {
  const delivery = input.deliver && input.cart.delivery?.inZone ? input.cart.delivery.fee : 0;
  return orderTotal({
    subtotal: input.cart.subtotal,
    deliveryFee: delivery,
    fee: paymentFee(input.payment),
    discount: input.discount?.amount ?? 0,
  });
}

/** One paid cart line: its amount as last shown (the session's cart) and as priced now. */
export interface LineChange {
  name: string;
  shown: number;
  now: number;
  /** One piece at today's price (unit + extras), what the message names. */
  unitNow: number;
}

/** The order as placing would charge it now. */
export interface ChargeNow {
  subtotal: number;
  deliveryFee: number;
  fee: number;
  discount: number;
  total: number;
}

/**
 * Why the total the customer confirmed is not the total now. The lines are compared with what the
 * cart last showed; when none moved, the difference is put where it can be: the delivery fee (its
 * amount implied by the confirmed total), else the discount. Always ends with CHECK_ORDER.
 */
export function totalChangeMessage(input: {
  confirmed: number;
  deliver: boolean;
  lines: ReadonlyArray<LineChange>;
  now: ChargeNow;
}): string {
  const moved = input.lines.filter((l) => l.shown !== l.now);
  if (moved.length > 0) {
    const named = moved
      .slice(0, 3)
      .map((l) => `De prijs van ${l.name} is gewijzigd: nu ${formatEuro(l.unitNow)}.`)
      .join(" ");
    const more = moved.length > 3 ? ` En van ${moved.length - 3} andere producten.` : "";
    return `${named}${more} ${CHECK_ORDER}`;
  }
  const { now } = input;
  // the lines are as shown, so the rest of the confirmed total was delivery + fee − discount
  const impliedDelivery = input.confirmed - now.subtotal - now.fee + now.discount;
  if (input.deliver && impliedDelivery !== now.deliveryFee) {
    const fee = now.deliveryFee === 0 ? "gratis" : `nu ${formatEuro(now.deliveryFee)}`;
    return `De bezorgkosten zijn gewijzigd: ${fee}. ${CHECK_ORDER}`;
  }
  if (now.discount > 0) return `De korting is gewijzigd: nu ${formatEuro(now.discount)}. ${CHECK_ORDER}`;
  if (input.confirmed < now.total) return `De korting geldt niet meer. ${CHECK_ORDER}`;
  return `Het totaal van je bestelling is gewijzigd: nu ${formatEuro(now.total)}. ${CHECK_ORDER}`;
}

/** What the refusal tells the page besides its message: the total it would charge now. */
export interface TotalChanged {
  /** "totalChanged": the page shows `total` as the new total and may place at it. */
  reason: "totalChanged";
  total: number;
}
