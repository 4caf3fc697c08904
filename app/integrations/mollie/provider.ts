// The payment provider as the services see it (docs/design.md §3: one interface per integration). The one
// implementation is the real Mollie client (mollie.server.ts); in development and tests it talks to
// the built-in simulator (simulator/) over HTTPS, so the production code path is the tested path.
// Money in cents here; Mollie's "12.50" strings stay inside mollie.server.ts.

export {
  PAYMENT_ID,
  PROVIDER_STATUSES,
  isProviderStatus,
  type ProviderPayment,
  type ProviderRefund,
  type ProviderStatus,
} from "~/schemas/provider-payment";
import type { ProviderPayment, ProviderRefund } from "~/schemas/provider-payment";

export interface CreatePayment {
  amount: number;
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  /** Sent as Mollie's Idempotency-Key: a retried create returns the payment the first one made. */
  idempotencyKey: string;
  metadata: { hostId: number; orderId: number };
}

export interface PaymentProvider {
  createPayment(input: CreatePayment): Promise<ProviderPayment>;
  /** null when the provider does not know the id. */
  getPayment(id: string): Promise<ProviderPayment | null>;
  createRefund(
    paymentId: string,
    input: { amount: number; description: string; idempotencyKey: string },
  ): Promise<ProviderRefund>;
}

/** The provider could not be reached or answered 5xx: nothing is known to have happened. */
export class ProviderUnavailableError extends Error {}

/** The provider refused the request (4xx): retrying the same request will not help. */
export class ProviderRefusedError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
  }
}

export function toMollieAmount(cents: number): { currency: "EUR"; value: string } {
  if (!Number.isInteger(cents) || cents < 0) throw new Error(`amount in cents expected, got ${cents}`);
  return { currency: "EUR", value: (cents / 100).toFixed(2) };
}

/** "12.50" → 1250; anything else → NaN (callers validate). */
export function fromMollieAmount(value: string): number {
  if (!/^\d+\.\d{2}$/.test(value)) return Number.NaN;
  const [euros, cents] = value.split(".");
  return Number(euros) * 100 + Number(cents);
}
