// POST /api/printjobs/:id {intent: "reprint" | "dismiss"} — a ticket the printer could not print
// (docs/issues/022.md §3), from the board's printer banner: back in its printer's queue, or off the banner.
// 200 {job: {id, status}}; 403 not staff here; 404 not this restaurant's failed job.
import type { ActionFunctionArgs } from "@remix-run/node";
import { printJobActionSchema } from "~/schemas/printers";
import { resolveFailedJob } from "~/services/printing.server";
import { requireHostStaff } from "~/http/guards.server";
import { tenantHost } from "~/http/tenant-host.server";
import { apiAction, apiError, requireId } from "~/http/http.server";
import { rolesFor } from "~/domain/policy";

export async function action({ request, context, params }: ActionFunctionArgs) {
  const staff = await requireHostStaff(context, request, rolesFor("board"));
  const id = requireId(request, params.id, "Afdruk niet gevonden.");
  return apiAction(request, printJobActionSchema, (input) =>
    resolveFailedJob({ hostId: tenantHost(context.tenant).id, userId: staff.user.id, id, intent: input.intent }),
  );
}

export const loader = () => apiError(405, "Methode niet toegestaan");
