// POST /customers/:id/verwijderen {reason, confirm: "ja"}: "Verwijderen op verzoek" (art. 17,
// decision 078): this customer's data at this restaurant is erased, each order keeping only its
// fiscal record; the account goes too when nothing is left elsewhere. The restaurant's admins and
// root; in the audit log and root's list of requests (who, when, why).
import type { ActionFunctionArgs } from "@remix-run/node";
import { CUSTOMER_NOT_FOUND } from "~/domain/customers";
import { PRIVACY_MESSAGES } from "~/domain/privacy";
import { staffEraseSchema } from "~/schemas/privacy";
import { actorOf } from "~/services/actor.server";
import { eraseAtRestaurant } from "~/services/privacy-erase.server";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { apiAction, requireId } from "~/http/http.server";

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { staff, host } = await requireRestaurantAdmin(context, request);
  const customerId = requireId(request, params.id, CUSTOMER_NOT_FOUND);
  return apiAction(request, staffEraseSchema, async (input) => {
    const done = await eraseAtRestaurant({
      hostId: host.id,
      customerId,
      actor: actorOf(staff),
      reason: input.reason,
    });
    return { message: PRIVACY_MESSAGES.customerErased, accountErased: done.accountErased };
  });
}
