// POST /api/thuisbezorgd/testbestelling (not "…test.ts": Remix skips test files) — the board's "Stuur een testbestelling via Thuisbezorgd" (docs/issues/018.md §6):
// the built-in simulator sends one order to this restaurant's webhook. Board staff only; 409 where
// no simulator is linked (production never runs one).
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { sendTestOrder } from "~/services/thuisbezorgd-board.server";
import { requireHostStaff } from "~/http/guards.server";
import { apiAction, apiError } from "~/http/http.server";
import { rolesFor } from "~/domain/policy";

export async function action({ request, context }: ActionFunctionArgs) {
  await requireHostStaff(context, request, rolesFor("board"));
  if (context.tenant.kind !== "host") return apiError(404, "Geen restaurant.");
  const hostId = context.tenant.host.id;
  return apiAction(request, z.object({}).passthrough(), () => sendTestOrder({ hostId }));
}

export const loader = () => apiError(405, "Methode niet toegestaan.");
