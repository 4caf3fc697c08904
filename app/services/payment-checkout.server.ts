// The customer-facing edges of iDEAL: paying right after checkout, the retry button, and the
// return page's view of the payment. Thin wrappers so routes stay one call. The route hands over the
// restaurant of the request's domain (null elsewhere) and the logged-in user as values (decision 083).
import { canRetry, paymentProblemMessage } from "~/domain/payment-status";
import { ServiceError } from "~/services/errors.server";
import { SUSPENDED_ORDERS, SUSPENDED_STATUS } from "~/domain/suspension";
import { counterMethodsFor, switchToCounterPayment, type CounterMethod } from "~/services/payment-switch.server";
import { loadThanks } from "~/services/thanks.server";
import type { SessionUser } from "~/services/session-user.server";
import {
  PaymentUnavailableError,
  requestPayment,
  syncOrderPayment,
  type PaymentView,
} from "~/services/payments.server";
import type { OrderStatus } from "~/domain/order-status";

/** The restaurant of the request's domain as the route hands it over; null on any other domain. */
export interface PaymentHost {
  id: number;
  name: string;
  suspended: boolean;
}

const ORDER_MISSING = "Deze bestelling bestaat niet.";

function payingHost(host: PaymentHost | null): PaymentHost {
  if (!host) throw new ServiceError(ORDER_MISSING, 404);
  // suspended by root (docs/issues/016.md): no new payment either; the order and its data stay
  if (host.suspended) throw new ServiceError(SUSPENDED_ORDERS, SUSPENDED_STATUS);
  return host;
}

/** POST /api/payment/request: a (new) payment for one of the customer's own orders at this host. */
export function requestPaymentFor({
  host: domainHost,
  input,
}: {
  host: PaymentHost | null;
  input: { orderId: number; customerId: number | null; baseUrl: string };
}): Promise<PaymentView> {
  const host = payingHost(domainHost);
  return requestPayment({
    hostId: host.id,
    hostName: host.name,
    orderId: input.orderId,
    customerId: input.customerId,
    baseUrl: input.baseUrl,
  });
}

/**
 * Right after checkout placed an iDEAL order: where the browser goes next. The payment page when
 * the provider answered; otherwise the order's own page, which explains and offers the retry.
 */
export async function startIdealPayment({
  host,
  order,
  input,
}: {
  host: PaymentHost | null;
  order: { id: number; paymentMethod: string; status: OrderStatus; paid: boolean };
  input: { customerId: number; baseUrl: string };
}): Promise<{ payment: PaymentView | null; next: string; message: string | null }> {
  const thanks = `/thanks/${order.id}`;
  if (order.paymentMethod !== "ideal" || order.status !== "concept" || order.paid)
    return { payment: null, next: thanks, message: null };
  try {
    const payment = await requestPaymentFor({ host, input: { orderId: order.id, ...input } });
    return { payment, next: payment._links.checkout?.href ?? thanks, message: null };
  } catch (err) {
    if (err instanceof PaymentUnavailableError) return { payment: null, next: thanks, message: err.message };
    if (err instanceof ServiceError) return { payment: null, next: thanks, message: err.message };
    throw err;
  }
}

export type ReturnState = "paid" | "processing" | "problem" | "unrequested" | "offline";

export interface PaymentReturnView {
  state: ReturnState;
  status: string;
  message: string | null;
  canRetry: boolean;
}

/**
 * The return page asks the provider itself (the webhook may still be on its way). Orders not paid
 * online, or already paid, need nothing from the provider.
 */
export async function paymentReturnView(
  hostId: number,
  order: { id: number; paymentMethod: string; paymentStatus: string; status: OrderStatus },
): Promise<PaymentReturnView> {
  if (order.paymentMethod !== "ideal")
    return { state: "offline", status: order.paymentStatus, message: null, canRetry: false };
  if (order.paymentStatus === "paid") return { state: "paid", status: "paid", message: null, canRetry: false };
  const latest = await syncOrderPayment(hostId, order.id);
  const status = latest?.status ?? "none";
  if (status === "paid") return { state: "paid", status, message: null, canRetry: false };
  if (!latest?.provider_payment_id) {
    // checkout could not reach the provider: the order waits for a retry
    return {
      state: "unrequested",
      status,
      message: order.status === "concept" ? "De betaling is nog niet gestart. Probeer het nog eens." : null,
      canRetry: order.status === "concept",
    };
  }
  if (status === "open" || status === "pending" || status === "authorized") {
    return { state: "processing", status, message: paymentProblemMessage(status), canRetry: canRetry(status) };
  }
  return {
    state: "problem",
    status,
    message: paymentProblemMessage(status),
    canRetry: canRetry(status) && order.status === "concept",
  };
}

/** /thanks/{index}: the landing data, with the payment checked at the provider first when unsettled. */
export async function loadThanksWithPayment({
  host,
  current,
  params,
}: {
  host: PaymentHost | null;
  current: SessionUser | null;
  params: { index?: string; type?: string };
}) {
  // when the page's data was read, taken before the reads: the live join's `since` (decision 114)
  const now = new Date().toISOString();
  const at = { host, current, params };
  const first = await loadThanks(at);
  if (!first.found || !host) return { ...first, payment: null, switchTo: [], now };
  const payment = await paymentReturnView(host.id, first.order);
  // the check may just have paid the order: show its new status, not the one read before
  const landing = payment.state === "paid" && first.order.paymentStatus !== "paid" ? await loadThanks(at) : first;
  // beside the retry: pay at the counter or door instead, where the host offers that for this mode
  const switchTo =
    payment.canRetry && payment.state !== "processing" ? await counterMethodsFor(host.id, first.order.deliver) : [];
  return { ...landing, payment, switchTo, now };
}

/** POST /thanks/{index} intent=switch: the route's one call; a refusal is a thrown ServiceError. */
export async function switchPaymentFor({
  host,
  customerId,
  input,
}: {
  host: PaymentHost | null;
  customerId: number;
  input: { orderId: number; method: CounterMethod };
}): Promise<{ message: string }> {
  if (!host) throw new ServiceError(ORDER_MISSING, 404);
  return switchToCounterPayment({ hostId: host.id, customerId, ...input });
}
