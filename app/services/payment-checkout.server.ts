// The customer-facing edges of iDEAL: paying right after checkout, the retry button, and the
// return page's view of the payment. Thin wrappers so routes stay one call.
import type { AppContext, Tenant } from "~/context";
import { canRetry, paymentProblemMessage } from "~/domain/payment-status";
import { ServiceError } from "~/services/errors.server";
import { SUSPENDED_ORDERS, SUSPENDED_STATUS } from "~/domain/suspension";
import { counterMethodsFor, switchToCounterPayment, type CounterMethod } from "~/services/payment-switch.server";
import { loadThanks } from "~/services/thanks.server";
import { getOptionalUser } from "~/services/session-user.server";
import {
  PaymentUnavailableError,
  requestPayment,
  syncOrderPayment,
  type PaymentView,
} from "~/services/payments.server";
import type { OrderStatus } from "~/domain/order-status";

function tenantHost(context: AppContext) {
  if (context.tenant.kind !== "host") throw new ServiceError("Deze bestelling bestaat niet.", 404);
  // suspended by root (docs/issues/016.md): no new payment either; the order and its data stay
  if (context.tenant.host.suspended) throw new ServiceError(SUSPENDED_ORDERS, SUSPENDED_STATUS);
  return context.tenant.host;
}

/** POST /api/payment/request: a (new) payment for one of the customer's own orders at this host. */
export function requestPaymentFor(
  context: AppContext,
  input: { orderId: number; customerId: number | null; baseUrl: string },
): Promise<PaymentView> {
  const host = tenantHost(context);
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
export async function startIdealPayment(
  context: AppContext,
  order: { id: number; paymentMethod: string; status: OrderStatus; paid: boolean },
  input: { customerId: number; baseUrl: string },
): Promise<{ payment: PaymentView | null; next: string; message: string | null }> {
  const thanks = `/thanks/${order.id}`;
  if (order.paymentMethod !== "ideal" || order.status !== "concept" || order.paid)
    return { payment: null, next: thanks, message: null };
  try {
    const payment = await requestPaymentFor(context, { orderId: order.id, ...input });
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
export async function loadThanksWithPayment(context: AppContext, params: { index?: string; type?: string }) {
  const at = {
    host: context.tenant.kind === "host" ? context.tenant.host : null,
    current: await getOptionalUser(context),
    params,
  };
  const first = await loadThanks(at);
  if (!first.found || context.tenant.kind !== "host") return { ...first, payment: null, switchTo: [] };
  const payment = await paymentReturnView(context.tenant.host.id, first.order);
  // the check may just have paid the order: show its new status, not the one read before
  const landing = payment.state === "paid" && first.order.paymentStatus !== "paid" ? await loadThanks(at) : first;
  // beside the retry: pay at the counter or door instead, where the host offers that for this mode
  const switchTo =
    payment.canRetry && payment.state !== "processing"
      ? await counterMethodsFor(context.tenant.host.id, first.order.deliver)
      : [];
  return { ...landing, payment, switchTo };
}

/** POST /thanks/{index} intent=switch: the route's one call; refusals come back as a message. */
export async function switchPaymentFor(
  tenant: Tenant,
  customerId: number,
  input: { orderId: number; method: CounterMethod },
): Promise<{ ok: boolean; message: string }> {
  try {
    if (tenant.kind !== "host") throw new ServiceError("Deze bestelling bestaat niet.", 404);
    return { ok: true, ...(await switchToCounterPayment({ hostId: tenant.host.id, customerId, ...input })) };
  } catch (err) {
    if (err instanceof ServiceError) return { ok: false, message: err.message };
    throw err;
  }
}
