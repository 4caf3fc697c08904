// GET /api/board/:id/add — the menu for the staff's product dialog, priced for this order.
// POST /api/board/:id/add — add the chosen product to the order ({productId, quantity, volume,
// variation, includes, removed, remark}); 200 {order: {id, amount}}, 400 bad input, 403 not staff
// here, 404 unknown order, 409 status without 'edit' or already paid, 422 product not orderable.
import { parseId } from "~/domain/ids";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { boardAddSchema } from "~/schemas/board-add";
import { issueFields } from "~/schemas/issues";
import { addProductToOrder, boardMenu } from "~/services/board-add.server";
import { BOARD_ROLES } from "~/services/board.server";
import { ServiceError } from "~/services/errors.server";
import { requireHostStaff } from "~/utils/auth.server";
import { apiError, apiOk, assertPost, readBody } from "~/utils/http.server";
import { ORDER_MISSING } from "~/domain/messages";


export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireHostStaff(context, request, BOARD_ROLES);
  const orderId = parseId(params.id);
  if (orderId === null) return apiError(404, ORDER_MISSING);
  try {
    return apiOk({ menu: await boardMenu(context, orderId) });
  } catch (err) {
    if (err instanceof ServiceError) return apiError(err.status, err.message);
    throw err;
  }
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  assertPost(request);
  const staff = await requireHostStaff(context, request, BOARD_ROLES);
  const orderId = parseId(params.id);
  if (orderId === null) return apiError(404, ORDER_MISSING);
  const parsed = boardAddSchema.safeParse(await readBody(request));
  if (!parsed.success) {
    const { message, fields } = issueFields(parsed.error);
    return apiError(400, message, { fields });
  }
  try {
    const outcome = await addProductToOrder(context, staff, { orderId, choice: parsed.data });
    return apiOk({ order: { id: outcome.orderId, amount: outcome.amount } });
  } catch (err) {
    if (err instanceof ServiceError) return apiError(err.status, err.message);
    throw err;
  }
}
