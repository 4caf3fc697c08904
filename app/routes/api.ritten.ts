// POST /api/ritten — one tap of the courier's screen ({intent: take|deliver|problem, orderId, key,
// …}, schemas/courier-view.ts; decisions 076, 077). 200 {order: {id, status}, message, replayed},
// 400 bad input, 401 logged out, 403 not a courier here, 404 unknown order, 409 taken by another
// courier or no longer his (a Dutch message). The same key again answers as the first time.
import type { ActionFunctionArgs } from "@remix-run/node";
import { courierTapSchema } from "~/schemas/courier-view";
import { deliverRide, takeRide, troubleRide } from "~/services/courier.server";
import { ServiceError } from "~/services/errors.server";
import { requireHostStaff } from "~/http/guards.server";
import { apiAction, apiError } from "~/http/http.server";
import { rolesFor } from "~/domain/policy";

const NO_STORE = { headers: { "Cache-Control": "private, no-store" } };

export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireHostStaff(context, request, rolesFor("rides"));
  return apiAction(
    request,
    courierTapSchema,
    async (tap) => {
      if (context.tenant.kind !== "host") throw new ServiceError("Geen restaurant.", 404);
      const host = context.tenant.host;
      const courier = { id: staff.user.id, name: staff.user.name };
      const base = { hostId: host.id, courier, orderId: tap.orderId, key: tap.key };
      const done =
        tap.intent === "take"
          ? await takeRide({ ...base, hostName: host.name })
          : tap.intent === "deliver"
            ? await deliverRide({ ...base, hostName: host.name, received: tap.received ?? null })
            : await troubleRide({ ...base, note: tap.note });
      return { order: { id: done.orderId, status: done.status }, message: done.message, replayed: done.replayed };
    },
    () => NO_STORE,
  );
}

export const loader = () => apiError(405, "Methode niet toegestaan");
