// Refunds of iDEAL payments from the order board (docs/issues/005.md §7), full or partial, through the
// provider. The amount is reserved in our own records under the payment's row lock before the
// provider is asked, and the request key is the provider's Idempotency-Key too: a repeated press,
// or a retry after the provider did not answer, refunds once.
// const view = await refundOrder({ hostId, orderId, amount: 1250, key, userId });
import { getDb } from "~/db.server";
import { formatEuro } from "~/domain/pricing";
import { paymentProviderFor } from "~/integrations/mollie/index.server";
import { ProviderRefusedError, ProviderUnavailableError } from "~/integrations/mollie/provider";
import { getOrder } from "~/models/order-queries.server";
import {
  findRefundByKey,
  lockPaidPayment,
  paidPayment,
  releaseRefund,
  reserveRefund,
  saveRefundAnswer,
  type RefundRow,
} from "~/models/refunds.server";
import { ServiceError } from "~/services/errors.server";
import { PaymentUnavailableError } from "~/services/payments.server";
import { logger } from "~/infra/logger.server";
import { ORDER_MISSING } from "~/domain/messages";

const NOT_REFUNDABLE = "Deze bestelling heeft geen iDEAL-betaling die terugbetaald kan worden.";

export interface RefundView {
  refundId: number;
  amount: number;
  status: string;
  /** What may still be refunded after this one. */
  refundable: number;
}

/** What may still be refunded on an order (0 when it has no paid iDEAL payment). */
export async function refundableAmount(where: { hostId: number; orderId: number }): Promise<number> {
  const order = await getOrder(getDb(), { hostId: where.hostId, id: where.orderId });
  if (!order) throw new ServiceError(ORDER_MISSING, 404);
  const payment = await paidPayment(getDb(), where);
  return payment ? payment.amount - payment.amount_refunded : 0;
}

export async function refundOrder(req: {
  hostId: number;
  orderId: number;
  amount: number;
  key: string;
  userId: number;
}): Promise<RefundView> {
  const where = { hostId: req.hostId, orderId: req.orderId };
  const db = getDb();
  const reserved = await db.transaction(async (trx) => {
    const order = await getOrder(trx, { hostId: req.hostId, id: req.orderId });
    if (!order) throw new ServiceError(ORDER_MISSING, 404);
    const payment = await lockPaidPayment(trx, where);
    if (!payment || order.paymentMethod !== "ideal") throw new ServiceError(NOT_REFUNDABLE, 409);
    const earlier = await findRefundByKey(trx, { hostId: req.hostId, key: req.key });
    if (earlier) {
      if (earlier.order_id !== order.id) throw new ServiceError("Dit verzoek hoort bij een andere bestelling.", 409);
      return { refund: earlier, providerId: payment.provider_payment_id ?? "", number: order.number };
    }
    const remainder = payment.amount - payment.amount_refunded;
    if (req.amount > remainder) {
      throw new ServiceError(
        `Het bedrag is hoger dan wat nog terugbetaald kan worden (${formatEuro(remainder)}).`,
        422,
        { amount: "Te hoog bedrag" },
      );
    }
    const refund = await reserveRefund(trx, {
      hostId: req.hostId,
      payment,
      amount: req.amount,
      key: req.key,
      description: `Terugbetaling bestelling ${order.number}`,
      userId: req.userId,
    });
    return { refund, providerId: payment.provider_payment_id ?? "", number: order.number };
  });

  const refund: RefundRow = reserved.refund;
  // A replay of a refund the provider already confirmed (or refused) changes nothing
  if (refund.provider_refund_id === null && refund.status !== "failed")
    await askProvider(req.hostId, reserved.providerId, refund, reserved.number);
  const after = await findRefundByKey(db, { hostId: req.hostId, key: req.key });
  if (after?.status === "failed") throw new ServiceError("De betaalprovider weigerde deze terugbetaling.", 409);
  return {
    refundId: refund.id,
    amount: refund.amount,
    status: after?.status ?? refund.status,
    refundable: await refundableAmount(where),
  };
}

async function askProvider(hostId: number, paymentId: string, refund: RefundRow, number: number): Promise<void> {
  try {
    const provider = await paymentProviderFor(hostId);
    const answer = await provider.createRefund(paymentId, {
      amount: refund.amount,
      description: `Terugbetaling bestelling ${number}`,
      idempotencyKey: refund.idempotency_key,
    });
    await saveRefundAnswer(getDb(), { where: { hostId, id: refund.id }, answer });
  } catch (err) {
    if (err instanceof ProviderRefusedError) {
      logger().warn({ area: "refunds" }, `refund ${refund.id} refused: ${err.message}`);
      await getDb().transaction((trx) => releaseRefund(trx, { hostId, refund }));
      throw new ServiceError("De betaalprovider weigerde deze terugbetaling.", 409);
    }
    if (err instanceof ProviderUnavailableError) {
      // The amount stays reserved: the provider may have made it; the same key asks again safely
      logger().warn({ area: "refunds" }, `refund ${refund.id}: ${err.message}`);
      throw new PaymentUnavailableError();
    }
    throw err;
  }
}
