// POST /api/push/remove {endpoint}: this device no longer gets push notifications (the per-device
// switch in the staff profile, docs/issues/019.md §7). Only the logged-in user's own subscription goes.
import type { ActionFunctionArgs } from "@remix-run/node";
import { pushRemovalSchema } from "~/schemas/push";
import { unsubscribePush } from "~/services/push-subscriptions.server";
import { getOptionalUser } from "~/http/session-user.server";
import { apiAction, apiError, assertPost } from "~/http/http.server";

const LOGIN_FOR_PUSH = "Log eerst in om meldingen te ontvangen.";

export async function action({ request, context }: ActionFunctionArgs) {
  assertPost(request);
  const current = await getOptionalUser(context);
  if (!current) return apiError(401, LOGIN_FOR_PUSH);
  return apiAction(request, pushRemovalSchema, (input) => unsubscribePush({ userId: current.user.id, input }));
}
