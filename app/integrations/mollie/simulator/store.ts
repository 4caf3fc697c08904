// The simulator's memory: payments and refunds in Mollie's JSON shape, and the idempotency keys it
// has seen. Pure bookkeeping; the HTTP sides live in api.server.ts and checkout.server.ts.
import crypto from "node:crypto";
import { fromMollieAmount, toMollieAmount, type ProviderStatus } from "../provider";

export interface SimPayment {
  id: string;
  mode: "test" | "live";
  createdAt: Date;
  amount: number;
  description: string;
  redirectUrl: string;
  webhookUrl: string | null;
  metadata: unknown;
  status: ProviderStatus;
  paidAt: Date | null;
  expiresAt: Date;
  refunds: SimRefund[];
}

export interface SimRefund {
  id: string;
  paymentId: string;
  amount: number;
  description: string;
  createdAt: Date;
}

const TOKEN = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
const EXPIRY_MS = 15 * 60_000;
export const PROFILE_ID = "pfl_SimulatorBI";

function token(length: number): string {
  return Array.from(crypto.randomBytes(length), (b) => TOKEN[b % TOKEN.length]).join("");
}

const at = (d: Date | null) => (d ? d.toISOString() : undefined);

export class SimulatorStore {
  readonly payments = new Map<string, SimPayment>();
  private readonly idempotent = new Map<string, string>();

  /** The payment an earlier request with this key made, if any (Mollie's Idempotency-Key). */
  replay(key: string | null): SimPayment | null {
    const id = key ? this.idempotent.get(key) : undefined;
    return id?.startsWith("tr_") ? (this.payments.get(id) ?? null) : null;
  }

  create(
    input: Omit<SimPayment, "id" | "createdAt" | "status" | "paidAt" | "expiresAt" | "refunds">,
    key: string | null,
  ): SimPayment {
    const now = new Date();
    const payment: SimPayment = {
      ...input,
      id: `tr_${token(10)}`,
      createdAt: now,
      status: "open",
      paidAt: null,
      expiresAt: new Date(now.getTime() + EXPIRY_MS),
      refunds: [],
    };
    this.payments.set(payment.id, payment);
    if (key) this.idempotent.set(key, payment.id);
    return payment;
  }

  /** The payer's choice on the checkout page (or a test's). Only an open payment changes. */
  complete(id: string, status: ProviderStatus): SimPayment | null {
    const payment = this.payments.get(id);
    if (!payment) return null;
    if (payment.status !== "open" && payment.status !== "pending") return payment;
    payment.status = status;
    if (status === "paid") payment.paidAt = new Date();
    return payment;
  }

  refunded(p: SimPayment): number {
    return p.refunds.reduce((sum, r) => sum + r.amount, 0);
  }

  refund(p: SimPayment, amount: number, description: string, key: string | null): SimRefund {
    const refund: SimRefund = { id: `re_${token(10)}`, paymentId: p.id, amount, description, createdAt: new Date() };
    p.refunds.push(refund);
    if (key) this.idempotent.set(key, refund.id);
    return refund;
  }

  refundReplay(key: string): SimRefund | null {
    const id = this.idempotent.get(key);
    if (!id?.startsWith("re_")) return null;
    for (const p of this.payments.values()) {
      const hit = p.refunds.find((r) => r.id === id);
      if (hit) return hit;
    }
    return null;
  }

  paymentJson(p: SimPayment, urls: { api: string; checkout: string }) {
    const refunded = this.refunded(p);
    const self = `${urls.api}payments/${p.id}`;
    return {
      resource: "payment",
      id: p.id,
      mode: p.mode,
      createdAt: p.createdAt.toISOString(),
      amount: toMollieAmount(p.amount),
      description: p.description,
      method: "ideal",
      metadata: p.metadata,
      status: p.status,
      isCancelable: false,
      expiresAt: p.status === "open" ? p.expiresAt.toISOString() : undefined,
      paidAt: at(p.paidAt),
      profileId: PROFILE_ID,
      sequenceType: "oneoff",
      redirectUrl: p.redirectUrl,
      webhookUrl: p.webhookUrl ?? undefined,
      ...(p.status === "paid"
        ? { amountRefunded: toMollieAmount(refunded), amountRemaining: toMollieAmount(p.amount - refunded) }
        : {}),
      _links: {
        self: { href: self, type: "application/hal+json" },
        ...(p.status === "open" ? { checkout: { href: `${urls.checkout}checkout/${p.id}`, type: "text/html" } } : {}),
        ...(p.refunds.length ? { refunds: { href: `${self}/refunds`, type: "application/hal+json" } } : {}),
        documentation: { href: "https://docs.mollie.com/reference/get-payment", type: "text/html" },
      },
    };
  }

  refundJson(r: SimRefund, urls: { api: string }) {
    return {
      resource: "refund",
      id: r.id,
      amount: toMollieAmount(r.amount),
      status: "pending",
      createdAt: r.createdAt.toISOString(),
      description: r.description,
      metadata: null,
      paymentId: r.paymentId,
      _links: {
        self: { href: `${urls.api}payments/${r.paymentId}/refunds/${r.id}`, type: "application/hal+json" },
        payment: { href: `${urls.api}payments/${r.paymentId}`, type: "application/hal+json" },
        documentation: { href: "https://docs.mollie.com/reference/create-refund", type: "text/html" },
      },
    };
  }
}

/** {currency: "EUR", value: "12.50"} → 1250, or null when malformed. */
export function parseAmount(value: unknown): number | null {
  if (typeof value !== "object" || value === null) return null;
  const { currency, value: v } = value as { currency?: unknown; value?: unknown };
  if (currency !== "EUR" || typeof v !== "string") return null;
  const cents = fromMollieAmount(v);
  return Number.isFinite(cents) ? cents : null;
}
