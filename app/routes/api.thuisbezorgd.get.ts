// POST /api/thuisbezorgd/get (SPEC §7; issue 18 §5): fetches the orders the link missed from the
// marketplace and places them as the webhook would; a re-run finds them "al aanwezig". The
// restaurant's admins (and root) only.
import type { ActionFunctionArgs } from "@remix-run/node";
import { thuisbezorgdGetSchema } from "~/schemas/thuisbezorgd-import";
import { pullMissedOrders } from "~/services/thuisbezorgd-import.server";
import { requireRestaurantAdmin } from "~/utils/auth.server";
import { apiAction, apiError } from "~/utils/http.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  return apiAction(request, thuisbezorgdGetSchema, () => pullMissedOrders(host.id));
}

export const loader = () => apiError(405, "Methode niet toegestaan.");
