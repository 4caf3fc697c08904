// The real PaymentProvider on @mollie/api-client. `apiEndpoint` points it at the built-in simulator
// in development and tests; in production it is Mollie's own API.
// const provider = mollieProvider({ apiKey: "test_…", apiEndpoint: "https://127.0.0.1:4443/v2/" });
import { createMollieClient, MollieApiError, PaymentMethod, type Payment, type Refund } from "@mollie/api-client";
import {
  ProviderRefusedError,
  ProviderUnavailableError,
  fromMollieAmount,
  isProviderStatus,
  toMollieAmount,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderRefund,
} from "./provider";

function toPayment(p: Payment): ProviderPayment {
  if (!isProviderStatus(p.status)) throw new Error(`unexpected payment status from the provider: ${String(p.status)}`);
  return {
    id: p.id,
    status: p.status,
    mode: p.mode === "live" ? "live" : "test",
    profileId: p.profileId ?? null,
    amount: fromMollieAmount(p.amount.value),
    amountRefunded: p.amountRefunded ? fromMollieAmount(p.amountRefunded.value) : 0,
    checkoutUrl: p._links.checkout?.href ?? null,
    paidAt: p.paidAt ? new Date(p.paidAt) : null,
    expiresAt: p.expiresAt ? new Date(p.expiresAt) : null,
  };
}

function toRefund(r: Refund): ProviderRefund {
  return { id: r.id, amount: fromMollieAmount(r.amount.value), status: r.status as ProviderRefund["status"] };
}

/** 5xx and network failures mean "try again later"; 4xx mean the request itself was refused. */
function translate(err: unknown): never {
  if (err instanceof MollieApiError && err.statusCode !== undefined && err.statusCode < 500) {
    throw new ProviderRefusedError(err.message, err.statusCode);
  }
  const reason = err instanceof Error ? err.message : String(err);
  throw new ProviderUnavailableError(`payment provider unavailable: ${reason}`);
}

export function mollieProvider(options: { apiKey: string; apiEndpoint?: string }): PaymentProvider {
  const client = createMollieClient({ apiKey: options.apiKey, apiEndpoint: options.apiEndpoint });
  return {
    async createPayment(input) {
      try {
        const payment = await client.payments.create({
          amount: toMollieAmount(input.amount),
          description: input.description,
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl,
          method: PaymentMethod.ideal,
          metadata: input.metadata,
          idempotencyKey: input.idempotencyKey,
        });
        return toPayment(payment);
      } catch (err) {
        return translate(err);
      }
    },
    async getPayment(id) {
      try {
        return toPayment(await client.payments.get(id));
      } catch (err) {
        if (err instanceof MollieApiError && err.statusCode === 404) return null;
        return translate(err);
      }
    },
    async createRefund(paymentId, input) {
      try {
        const refund = await client.paymentRefunds.create({
          paymentId,
          amount: toMollieAmount(input.amount),
          description: input.description,
          idempotencyKey: input.idempotencyKey,
        });
        return toRefund(refund);
      } catch (err) {
        return translate(err);
      }
    },
  };
}
