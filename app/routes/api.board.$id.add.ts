// GET /api/board/:id/add — the menu for the staff's product dialog, priced for this order.
// POST /api/board/:id/add — add the chosen product to the order ({productId, quantity, volume,
// variation, includes, removed, remark}); 200 {order: {id, amount}}, 400 bad input, 403 not staff
// here, 404 unknown order, 409 status without 'edit' or already paid, 422 product not orderable.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { boardAddSchema } from "~/schemas/board-add";
import { addProductToOrder, boardMenu } from "~/services/board-add.server";
import { requireHostStaff } from "~/http/guards.server";
import { tenantHost } from "~/http/tenant-host.server";
import { apiAction, apiAnswer, assertPost, requireId } from "~/http/http.server";
import { ORDER_MISSING } from "~/domain/messages";
import { rolesFor } from "~/domain/policy";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireHostStaff(context, request, rolesFor("board"));
  const orderId = requireId(request, params.id, ORDER_MISSING);
  return apiAnswer(async () => ({ menu: await boardMenu({ hostId: tenantHost(context.tenant).id, orderId }) }));
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  assertPost(request);
  const staff = await requireHostStaff(context, request, rolesFor("board"));
  const orderId = requireId(request, params.id, ORDER_MISSING);
  return apiAction(request, boardAddSchema, async (choice) => {
    const outcome = await addProductToOrder({ hostId: tenantHost(context.tenant).id, staff, orderId, choice });
    return { order: { id: outcome.orderId, amount: outcome.amount } };
  });
}
