// POST /admin/checklist (docs/issues/016.md §1): the new restaurant's admin ticks an item of the board's
// checklist off, or dismisses the list. Admins of this restaurant and root only.
import type { ActionFunctionArgs } from "@remix-run/node";
import { checklistSchema } from "~/schemas/register";
import { updateChecklist } from "~/services/onboarding.server";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { apiAction } from "~/http/http.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  // a resource route: its answer is the JSON envelope, with the refusal's own status
  return apiAction(request, checklistSchema, (input) => updateChecklist({ hostId: host.id, input }));
}
