// iDEAL payments (docs/issues/005.md): request a payment for an order, and learn its outcome — from the
// webhook or from the customer's return — by asking the provider, never by trusting the caller.
// Both paths end in applyProviderState, which locks the order row, so a webhook storm and a
// racing return make exactly one concept→new transition and one event.
// const view = await requestPayment({ hostId, hostName, orderId, customerId, baseUrl: url.origin });
import { customerChanged } from "~/realtime/customer-events.server";
import { getHost } from "~/models/hosts.server";
import { notifyWithTemplate } from "~/services/notify.server";
import { statusWhenPaid } from "~/domain/order-ahead";
import { getDb } from "~/db.server";
import { paymentProviderFor } from "~/integrations/mollie/index.server";
import { ProviderRefusedError, ProviderUnavailableError, type ProviderPayment } from "~/integrations/mollie/provider";
import { getOrder, lockOrder } from "~/models/order-queries.server";
import {
  countPayments,
  findPaymentByProviderId,
  insertPaymentAttempt,
  latestPayment,
  markOrderPaid,
  savePaymentState,
  setOrderPaymentStatus,
  type PaymentRow,
} from "~/models/payments.server";
import { orderPaid } from "~/realtime/order-events.server";
import { announceToStaff } from "~/services/staff-push.server";
import { ServiceError } from "~/services/errors.server";
import { logger } from "~/infra/logger.server";
import { metrics } from "~/infra/metrics.server";

export const PROVIDER_DOWN =
  "De betaalprovider is op dit moment niet bereikbaar. Je bestelling is bewaard: probeer het zo nog eens.";
const NOT_FOUND = "Deze bestelling bestaat niet.";
const UNSETTLED = new Set(["open", "pending", "authorized"]);
/** Reuse an open payment's link while it has at least this long to live. */
const REUSE_MARGIN_MS = 60_000;

/** The provider could not be reached: the order stays as it is and the customer may retry. */
/** The payment provider cannot be reached: a 503 refusal the customer may retry. */
export class PaymentUnavailableError extends ServiceError {
  constructor() {
    super(PROVIDER_DOWN, 503);
  }
}

/** docs/spec.md §7 POST /api/payment/request answer. */
export interface PaymentView {
  id: string;
  status: string;
  profileId: string | null;
  mode: string | null;
  _links: { checkout: { href: string } | null };
}

function view(row: PaymentRow): PaymentView {
  return {
    id: row.provider_payment_id ?? "",
    status: row.status,
    profileId: row.profile_id,
    mode: row.mode,
    _links: { checkout: row.status === "open" && row.checkout_url ? { href: row.checkout_url } : null },
  };
}

async function provider(hostId: number) {
  try {
    return await paymentProviderFor(hostId);
  } catch (err) {
    if (err instanceof ProviderUnavailableError) throw new PaymentUnavailableError();
    throw err;
  }
}

export interface PaymentRequest {
  hostId: number;
  hostName: string;
  orderId: number;
  /** The customer asking; null for staff or the checkout service acting for them. */
  customerId: number | null;
  /** The origin the customer uses (the host's domain): return and webhook URLs are built on it. */
  baseUrl: string;
}

export async function requestPayment(req: PaymentRequest, now = new Date()): Promise<PaymentView> {
  const where = { hostId: req.hostId, orderId: req.orderId };
  const order = await getOrder(getDb(), { hostId: req.hostId, id: req.orderId });
  if (!order || (req.customerId !== null && order.customerId !== req.customerId))
    throw new ServiceError(NOT_FOUND, 404);
  if (order.paymentMethod !== "ideal") throw new ServiceError("Deze bestelling wordt niet met iDEAL betaald.", 409);
  if (order.paid) throw new ServiceError("Deze bestelling is al betaald.", 409);
  if (order.status !== "concept") throw new ServiceError("Deze bestelling kan niet meer online betaald worden.", 409);

  const latest = await latestPayment(getDb(), where);
  if (
    latest?.status === "open" &&
    latest.checkout_url &&
    latest.expires_at &&
    latest.expires_at.getTime() - now.getTime() > REUSE_MARGIN_MS
  ) {
    return view(latest);
  }
  // An attempt whose create got no answer keeps its idempotency key: if the provider did make that
  // payment, asking again with the same key returns it instead of charging a second time.
  const attempt = await getDb().transaction(async (trx) => {
    const locked = await lockOrder(trx, { hostId: req.hostId, id: req.orderId });
    if (!locked || locked.paid) throw new ServiceError("Deze bestelling is al betaald.", 409);
    const last = await latestPayment(trx, where);
    if (last && last.provider_payment_id === null) return last;
    const n = (await countPayments(trx, where)) + 1;
    return insertPaymentAttempt(trx, {
      ...where,
      idempotencyKey: `order-${order.id}-attempt-${n}`,
      amount: locked.amount,
      fee: locked.fee,
    });
  });

  const mollie = await provider(req.hostId);
  let created: ProviderPayment;
  try {
    created = await mollie.createPayment({
      amount: attempt.amount,
      description: `Bestelling ${order.number} bij ${req.hostName}`,
      redirectUrl: `${req.baseUrl}/thanks/${order.id}`,
      webhookUrl: `${req.baseUrl}/api/payment/webhook`,
      idempotencyKey: attempt.idempotency_key,
      metadata: { hostId: req.hostId, orderId: order.id },
    });
  } catch (err) {
    if (!(err instanceof ProviderUnavailableError || err instanceof ProviderRefusedError)) throw err;
    logger().warn({ area: "payments" }, `order ${order.id}: ${err.message}`);
    throw new PaymentUnavailableError();
  }
  await applyProviderState(attempt, created);
  return view({ ...attempt, ...(await latestPayment(getDb(), where)) });
}

/**
 * Records what the provider says about one payment. Paid → the order is paid and leaves 'concept'
 * in the same transaction, under the order's row lock; only the first caller sees it unpaid.
 */
export async function applyProviderState(
  payment: PaymentRow,
  fetched: ProviderPayment,
): Promise<{ transitioned: boolean }> {
  const where = { hostId: payment.host_id, orderId: payment.order_id };
  metrics().paymentUpdates.inc({ status: fetched.status });
  const result = await getDb().transaction(async (trx) => {
    const order = await lockOrder(trx, { hostId: payment.host_id, id: payment.order_id });
    if (!order) return null;
    await savePaymentState(trx, { where: { hostId: payment.host_id, id: payment.id }, p: fetched });
    if (fetched.status === "paid" && !order.paid) {
      if (fetched.amount !== payment.amount) {
        // Amounts are ours: a payment for another amount does not pay this order
        logger().warn(
          { area: "payments" },
          `${fetched.id} paid ${fetched.amount}, order ${order.id} expects ${payment.amount}`,
        );
        return null;
      }
      const newStatus = statusWhenPaid(order.status, order.due, new Date());
      await markOrderPaid(trx, {
        order,
        paidAt: fetched.paidAt ?? new Date(),
        paymentStatus: "paid",
        paidBy: null,
        newStatus,
      });
      return { order, newStatus };
    }
    // An older attempt's late news must not overwrite the current attempt's status
    const latest = await latestPayment(trx, where);
    if (latest?.id === payment.id) await setOrderPaymentStatus(trx, { where, status: fetched.status });
    return { customerId: order.customerId };
  });
  if (!result?.order) {
    // the payment's link or state changed (opened, failed, expired): the menu's redirect and banner
    // on every worker read it again (decision 097); paid, the order's own event does that below
    if (result?.customerId) await customerChanged(result.customerId);
    return { transitioned: false };
  }
  const { order, newStatus } = result;
  await orderPaid(order, { id: order.id, number: order.number, status: newStatus });
  // paid by iDEAL: now it is a new order on the board, and staff devices hear of it (docs/issues/019.md)
  if (newStatus === "new") void announceToStaff({ hostId: order.hostId, orderId: order.id });
  // docs/spec.md §9 template 'ideal': the customer hears the payment is in
  const host = await getHost(getDb(), { hostId: order.hostId });
  if (host) {
    await notifyWithTemplate(getDb(), {
      host: { id: host.id, name: host.name },
      order: {
        id: order.id,
        number: order.number,
        customerId: order.customerId,
        customerName: order.customerName,
        phone: order.phone,
        due: order.due,
      },
      key: { type: "ideal", sub: "" },
      from: host.name,
    });
  }
  return { transitioned: true };
}

/** POST /api/payment/webhook: `id` is a claim; only the provider's answer counts. */
export async function handleWebhook(
  hostId: number,
  providerPaymentId: string,
): Promise<{ known: boolean; transitioned: boolean }> {
  const payment = await findPaymentByProviderId(getDb(), { hostId, providerPaymentId });
  if (!payment) return { known: false, transitioned: false };
  const fetched = await (await provider(hostId)).getPayment(providerPaymentId).catch((err: unknown) => {
    if (err instanceof ProviderUnavailableError) throw new PaymentUnavailableError();
    throw err;
  });
  if (!fetched) return { known: false, transitioned: false };
  return { known: true, ...(await applyProviderState(payment, fetched)) };
}

/**
 * The customer is back (or polling): ask the provider about the latest attempt when its outcome
 * is not settled yet. The webhook may come before or after this; either way one transition.
 */
export async function syncOrderPayment(hostId: number, orderId: number): Promise<PaymentRow | null> {
  const where = { hostId, orderId };
  const latest = await latestPayment(getDb(), where);
  if (!latest?.provider_payment_id || !UNSETTLED.has(latest.status)) return latest;
  try {
    const fetched = await (await provider(hostId)).getPayment(latest.provider_payment_id);
    if (fetched) await applyProviderState(latest, fetched);
  } catch (err) {
    if (!(err instanceof PaymentUnavailableError || err instanceof ProviderUnavailableError)) throw err;
    logger().warn({ area: "payments" }, `status of order ${orderId} unknown for now: provider unavailable`);
  }
  return latestPayment(getDb(), where);
}
