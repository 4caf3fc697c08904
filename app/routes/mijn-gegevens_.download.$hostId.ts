// GET /mijn-gegevens/download/:hostId: "Download mijn gegevens" at one restaurant, a zip of JSON and
// CSV (art. 15/20, decision 079). Only after the SMS code was confirmed in this session (10 minutes);
// on a restaurant's domain only that restaurant. Recorded in privacy_requests.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { PRIVACY_MESSAGES } from "~/domain/privacy";
import { buildExport, recordExport } from "~/services/privacy-export.server";
import { requireCustomer } from "~/http/guards.server";
import { loadOrRefuse, refusal, requireId } from "~/http/http.server";
import { zipResponse } from "~/http/privacy-export.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const current = await requireCustomer(context, request);
  const hostId = requireId(request, params.hostId);
  if (context.tenant.kind === "host" && context.tenant.host.id !== hostId)
    throw refusal(request, 404, "Niet gevonden.");
  if ((context.session.data.privacyExportUntil ?? 0) <= Date.now())
    throw refusal(request, 403, PRIVACY_MESSAGES.exportExpired);
  const { filename, bytes } = await loadOrRefuse(request, async () => {
    const zip = await buildExport({ hostId, customerId: current.user.id });
    await recordExport({ hostId, requestedBy: "customer", actor: null, reason: null });
    return zip;
  });
  return zipResponse(bytes, filename);
}
