// The money lines under an order's items, the same on every view of it (thank-you page, account,
// receipt, board, SMS): subtotal, delivery fee, the iDEAL transaction fee, a discount, and the total
// they add up to. One function, so no view can show a total its lines do not add up to (docs/issues/014.md §17).
// chargeLines({ subtotal: 3370, deliveryFee: 0, fee: 29, discount: 0 }) → Subtotaal, Transactiekosten

export interface OrderCharges {
  subtotal: number;
  deliveryFee: number;
  fee: number;
  discount: number;
  /** The discount's line: "Korting: Tweede pizza halve prijs" (docs/issues/020.md §5); "Korting" without. */
  discountLabel?: string | null;
}

export interface ChargeLine {
  label: string;
  amount: number;
}

/** What the customer pays: subtotal + delivery + fee − discount, never below 0. */
export function orderTotal(charges: OrderCharges): number {
  return Math.max(0, charges.subtotal + charges.deliveryFee + charges.fee - charges.discount);
}

/** The lines between the items and "Totaal"; none when the total is the items' sum. */
export function chargeLines(charges: OrderCharges): ChargeLine[] {
  const lines: ChargeLine[] = [];
  if (charges.deliveryFee === 0 && charges.fee === 0 && charges.discount === 0) return lines;
  lines.push({ label: "Subtotaal", amount: charges.subtotal });
  if (charges.deliveryFee > 0) lines.push({ label: "Bezorgkosten", amount: charges.deliveryFee });
  if (charges.fee > 0) lines.push({ label: "Transactiekosten", amount: charges.fee });
  if (charges.discount > 0) lines.push({ label: charges.discountLabel || "Korting", amount: -charges.discount });
  return lines;
}
