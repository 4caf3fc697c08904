// POST /admin/checklist (issue 16 §1): the new restaurant's admin ticks an item of the board's
// checklist off, or dismisses the list. Admins of this restaurant and root only.
import type { ActionFunctionArgs } from "@remix-run/node";
import { checklistSchema } from "~/schemas/register";
import { updateChecklist } from "~/services/onboarding.server";
import { requireRestaurantAdmin } from "~/utils/auth.server";
import { formAction } from "~/utils/http.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  return formAction(request, checklistSchema, (input) => updateChecklist(host.id, input));
}
