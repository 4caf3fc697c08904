// POST /api/thuisbezorgd/get (docs/spec.md §7; docs/issues/018.md §5): JET Connect publishes no order list we can read
// reliably (decision 064), so this answers 409 with what to do instead — never a promise of a retry.
// The restaurant's admins (and root) only.
import type { ActionFunctionArgs } from "@remix-run/node";
import { thuisbezorgdGetSchema } from "~/schemas/thuisbezorgd-import";
import { pullMissedOrders } from "~/services/thuisbezorgd-import.server";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { apiAction, apiError } from "~/http/http.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  return apiAction(request, thuisbezorgdGetSchema, () => pullMissedOrders({ hostId: host.id }));
}

export const loader = () => apiError(405, "Methode niet toegestaan.");
