// POST /api/board/:id — one card action of the order board ({intent, …}, see schemas/board.ts).
// 200 {order: {id, status}}, 400 bad input, 403 not staff here, 404 unknown order, 409 not
// allowed in the order's status (nothing changed).
import { parseId } from "~/domain/ids";
import type { ActionFunctionArgs } from "@remix-run/node";
import { boardActionSchema } from "~/schemas/board";
import { issueFields } from "~/schemas/issues";
import { boardAction } from "~/services/board-actions.server";
import { BOARD_ROLES } from "~/services/board.server";
import { ServiceError } from "~/services/errors.server";
import { requireHostStaff } from "~/utils/auth.server";
import { apiError, apiOk, assertPost, readBody } from "~/utils/http.server";
import { ORDER_MISSING } from "~/domain/messages";

export async function action({ request, context, params }: ActionFunctionArgs) {
  assertPost(request);
  const staff = await requireHostStaff(context, request, BOARD_ROLES);
  const orderId = parseId(params.id);
  if (orderId === null) return apiError(404, ORDER_MISSING);
  const parsed = boardActionSchema.safeParse(await readBody(request));
  if (!parsed.success) {
    const { message, fields } = issueFields(parsed.error);
    return apiError(400, message, { fields });
  }
  try {
    const outcome = await boardAction(context, staff, { orderId, action: parsed.data });
    return apiOk({ order: { id: outcome.orderId, status: outcome.status } });
  } catch (err) {
    if (err instanceof ServiceError) return apiError(err.status, err.message);
    throw err;
  }
}

export const loader = () => apiError(405, "Methode niet toegestaan");
