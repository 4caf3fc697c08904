// A payment and a refund as the payment provider reports them (docs/design.md: one interface per integration):
// the shapes the provider interface (integrations/mollie/provider.ts) answers and the payments and refunds
// models store, kept here so a model reads them without importing an integration.
// Money in cents.

/** Mollie's payment statuses (docs.mollie.com/payments/status-changes). */
export const PROVIDER_STATUSES = ["open", "canceled", "pending", "authorized", "expired", "failed", "paid"] as const;
export type ProviderStatus = (typeof PROVIDER_STATUSES)[number];

export function isProviderStatus(value: unknown): value is ProviderStatus {
  return typeof value === "string" && (PROVIDER_STATUSES as readonly string[]).includes(value);
}

/** Mollie payment ids: "tr_" and an alphanumeric token. */
export const PAYMENT_ID = /^tr_[A-Za-z0-9]{4,64}$/;

export interface ProviderPayment {
  id: string;
  status: ProviderStatus;
  mode: "test" | "live";
  profileId: string | null;
  amount: number;
  amountRefunded: number;
  checkoutUrl: string | null;
  paidAt: Date | null;
  expiresAt: Date | null;
}

export interface ProviderRefund {
  id: string;
  amount: number;
  status: "queued" | "pending" | "processing" | "refunded" | "failed" | "canceled";
}
