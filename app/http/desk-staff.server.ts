// Who may take orders at the order desk (/deliver), decided in the route like every role check
// (decision 018). Anonymous: the login, back to /deliver after. Customers order themselves (the
// menu). Staff need a taking role (or none) and, on a restaurant, to work for it.
import { redirect, type AppLoadContext } from "@remix-run/node";
import { forbidden, requireUser, servesTenant } from "~/http/guards.server";
import type { DeskStaff as Desk } from "~/schemas/staff-scopes";
import { type SessionUser } from "~/services/session-user.server";
import { may } from "~/domain/policy";

type DeskStaff = Desk<SessionUser>;

function sourceFor(current: SessionUser, context: AppLoadContext): "phone" | "desk" {
  if (may(current, "phone")) return "phone";
  if (context.tenant.kind === "host" && current.user.organisationId !== context.tenant.host.organisationId)
    return "phone";
  return "desk";
}

/** The staff member taking orders here, with the order source their orders get; else login, / or 403. */
export async function requireDeskStaff(context: AppLoadContext, request: Request): Promise<DeskStaff> {
  const current = await requireUser(context, request);
  if (current.user.kind === "customer") throw redirect("/");
  if (current.user.kind !== "root") {
    if (!may(current, "desk")) throw forbidden(request);
    if (context.tenant.kind === "host" && !(await servesTenant(current, context))) throw forbidden(request);
  }
  return { current, source: sourceFor(current, context) };
}
