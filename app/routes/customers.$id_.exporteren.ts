// POST /customers/:id/exporteren {reason}: "Gegevens exporteren" for the restaurant answering a
// customer's request (art. 15/20, decision 078): the zip of JSON and CSV of this customer at this
// restaurant only. The restaurant's admins and root; recorded with who, when and why.
import type { ActionFunctionArgs } from "@remix-run/node";
import { CUSTOMER_NOT_FOUND } from "~/domain/customers";
import { staffExportSchema } from "~/schemas/privacy";
import { actorOf } from "~/services/actor.server";
import { staffExport } from "~/services/privacy-export.server";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { assertPost, loadOrRefuse, parseBody, requireId } from "~/http/http.server";
import { zipResponse } from "~/http/privacy-export.server";

export async function action({ request, context, params }: ActionFunctionArgs) {
  assertPost(request);
  const { staff, host } = await requireRestaurantAdmin(context, request);
  const customerId = requireId(request, params.id, CUSTOMER_NOT_FOUND);
  const input = await loadOrRefuse(request, () => parseBody(request, staffExportSchema));
  const { filename, bytes } = await loadOrRefuse(request, () =>
    staffExport({ hostId: host.id, customerId, actor: actorOf(staff), reason: input.reason }),
  );
  return zipResponse(bytes, filename);
}
