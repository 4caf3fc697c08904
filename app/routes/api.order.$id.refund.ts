// /api/order/:id/refund — GET {refundable} (cents still refundable), POST {amount: "12,50", key}
// refunds that much of the order's iDEAL payment. Admin and order staff of this restaurant only.
// 200 {refund}, 400 bad input, 403, 404 unknown order, 409/422 not refundable or too much, 503
// provider down (the same key may be sent again).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { refundSchema } from "~/schemas/payments-staff";
import { refundableAmount, refundOrder } from "~/services/payment-refunds.server";
import { requireHostStaff } from "~/http/guards.server";
import { tenantHost } from "~/http/tenant-host.server";
import { apiAction, apiAnswer, assertPost, requireId } from "~/http/http.server";
import { ORDER_MISSING } from "~/domain/messages";
import { rolesFor } from "~/domain/policy";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireHostStaff(context, request, rolesFor("refund"));
  const orderId = requireId(request, params.id, ORDER_MISSING);
  return apiAnswer(async () => ({
    refundable: await refundableAmount({ hostId: tenantHost(context.tenant, ORDER_MISSING).id, orderId }),
  }));
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  assertPost(request);
  const staff = await requireHostStaff(context, request, rolesFor("refund"));
  const orderId = requireId(request, params.id, ORDER_MISSING);
  return apiAction(request, refundSchema, async (input) => ({
    refund: await refundOrder({
      hostId: tenantHost(context.tenant, ORDER_MISSING).id,
      orderId,
      amount: input.amount,
      key: input.key,
      userId: staff.user.id,
    }),
  }));
}
