import { DEFAULT_PAYMENT_METHOD, paymentMethodName } from "./constants";
import type { Labeled } from "./labels";
import { labelOf } from "./labels";

export type PaymentStatus =
  | "none"
  | "cash"
  | "pin"
  | "onsite"
  | "ondelivery"
  | "open"
  | "canceled"
  | "pending"
  | "authorized"
  | "expired"
  | "failed"
  | "paid"
  | "ideal"
  | "thuisbezorgd";

/** docs/spec.md §4 payment statuses as the customer sees them. */
export const PAYMENT_STATUSES: ReadonlyArray<Labeled<PaymentStatus>> = [
  { value: "none", label: "Niet betaald" },
  { value: "cash", label: paymentMethodName("cash") },
  { value: "pin", label: paymentMethodName("pin") },
  { value: "onsite", label: paymentMethodName("onsite") },
  { value: "ondelivery", label: paymentMethodName("ondelivery") },
  { value: "open", label: "Open" },
  { value: "canceled", label: "Geannuleerd" },
  { value: "pending", label: "In behandeling" },
  { value: "authorized", label: "Geautoriseerd" },
  { value: "expired", label: "Verlopen" },
  { value: "failed", label: "Mislukt" },
  { value: "paid", label: "Betaald" },
  { value: "ideal", label: paymentMethodName("ideal") },
  { value: "thuisbezorgd", label: paymentMethodName("thuisbezorgd") },
];

/** docs/spec.md §8, word for word (including "geannulleerd"). */
const PROBLEMS: Readonly<Partial<Record<PaymentStatus, string>>> = {
  open: "De betaling staat nog open. Probeer het nog eens.",
  canceled: "De betaling is geannulleerd. Probeer het nog eens.",
  expired: "De betaling is verlopen. Probeer het nog eens.",
  failed: "Er is iets misgegaan met de betaling. Probeer het nog eens.",
};

export function paymentStatusLabel(status: string): string | null {
  return labelOf(PAYMENT_STATUSES, status);
}

/** docs/spec.md §4: the four statuses where the customer is offered another try. */
export function canRetry(status: string): boolean {
  return paymentProblemMessage(status) !== null;
}

export function paymentProblemMessage(status: string): string | null {
  return Object.entries(PROBLEMS).find(([key]) => key === status)?.[1] ?? null;
}

/** docs/spec.md §4: only the provider's "paid" marks an order paid. */
export function marksOrderPaid(status: string): boolean {
  return status === "paid";
}

/** docs/spec.md §2 banner after a failed iDEAL payment. */
export function idealFailedBanner(orderNumber: number | string): string {
  return `De IDEAL betaling van order ${String(orderNumber)} is mislukt. Klik hier om deze aan te passen.`;
}

/**
 * The payment method to use: the customer's pick when the current mode (pickup or delivery)
 * offers it, else iDEAL where offered (docs/spec.md §3: the cart's payment defaults to 'ideal'), else the
 * first offered method ("cash" when nothing is configured). A pick made for the other mode comes
 * back when the customer switches back.
 */
export function choosePayment(offered: ReadonlyArray<string>, preferred: string | null | undefined): string {
  if (preferred && offered.includes(preferred)) return preferred;
  return offered.includes(DEFAULT_PAYMENT_METHOD) ? DEFAULT_PAYMENT_METHOD : (offered[0] ?? "cash");
}
