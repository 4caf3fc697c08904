// /api/order/:id/refund — GET {refundable} (cents still refundable), POST {amount: "12,50", key}
// refunds that much of the order's iDEAL payment. Admin and order staff of this restaurant only.
// 200 {refund}, 400 bad input, 403, 404 unknown order, 409/422 not refundable or too much, 503
// provider down (the same key may be sent again).
import { parseId } from "~/domain/ids";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { issueFields } from "~/schemas/issues";
import { refundSchema } from "~/schemas/payments-staff";
import { ServiceError } from "~/services/errors.server";
import { PaymentUnavailableError } from "~/services/payments.server";
import { refundableForTenant, refundForTenant } from "~/services/payment-refunds.server";
import { requireHostStaff } from "~/utils/auth.server";
import { apiError, apiOk, assertPost, readBody } from "~/utils/http.server";
import { ORDER_MISSING } from "~/domain/messages";

const REFUND_ROLES = ["admin", "order"] as const;


function refusal(err: unknown): Response {
  if (err instanceof ServiceError) return apiError(err.status, err.message, err.fields ? { fields: err.fields } : {});
  if (err instanceof PaymentUnavailableError) return apiError(503, err.message);
  throw err;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireHostStaff(context, request, REFUND_ROLES);
  const orderId = parseId(params.id);
  if (!orderId) return apiError(404, ORDER_MISSING);
  try {
    return apiOk({ refundable: await refundableForTenant(context, orderId) });
  } catch (err) {
    return refusal(err);
  }
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  assertPost(request);
  const staff = await requireHostStaff(context, request, REFUND_ROLES);
  const orderId = parseId(params.id);
  if (!orderId) return apiError(404, ORDER_MISSING);
  const parsed = refundSchema.safeParse(await readBody(request));
  if (!parsed.success) {
    const { message, fields } = issueFields(parsed.error);
    return apiError(400, message, { fields });
  }
  try {
    return apiOk({ refund: await refundForTenant(context, staff, { orderId, ...parsed.data }) });
  } catch (err) {
    return refusal(err);
  }
}
