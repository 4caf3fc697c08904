// POST /api/board/:id — one card action of the order board ({intent, …}, see schemas/board.ts).
// 200 {order: {id, status}}, 400 bad input, 403 not staff here, 404 unknown order, 409 not
// allowed in the order's status (nothing changed).
import type { ActionFunctionArgs } from "@remix-run/node";
import { boardActionSchema } from "~/schemas/board";
import { boardAction } from "~/services/board-actions.server";
import { requireHostStaff } from "~/http/guards.server";
import { tenantHost } from "~/http/tenant-host.server";
import { apiAction, apiError, assertPost, requireId } from "~/http/http.server";
import { ORDER_MISSING } from "~/domain/messages";
import { rolesFor } from "~/domain/policy";

export async function action({ request, context, params }: ActionFunctionArgs) {
  assertPost(request);
  const staff = await requireHostStaff(context, request, rolesFor("board"));
  const orderId = requireId(request, params.id, ORDER_MISSING);
  return apiAction(request, boardActionSchema, async (action) => {
    const outcome = await boardAction({ hostId: tenantHost(context.tenant).id, staff, orderId, action });
    return { order: { id: outcome.orderId, status: outcome.status } };
  });
}

export const loader = () => apiError(405, "Methode niet toegestaan");
