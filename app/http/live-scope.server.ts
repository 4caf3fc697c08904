// Who sees which restaurants on the live lists (docs/issues/007.md), decided where every route decides its
// roles (decision 018): the to-do list and the feed take the resolved scope, not the request.
// - to-do: call-centre staff every host their organisation serves (on the platform domain or on
//   any of those hosts' domains); root every host on the platform domain, that host on a host's.
// - feed: root every host on the platform domain; root or an admin on a host's domain that host.
// Everybody else gets 403.
import type { AppLoadContext } from "@remix-run/node";
import { getDb } from "~/db.server";
import { listAllHostIds } from "~/models/hosts.root.server";
import { listOrganisationHosts } from "~/models/organisations.server";
import { forbidden, requireUser, servesTenant } from "~/http/guards.server";
import type { LiveScope as Scope } from "~/schemas/staff-scopes";
import { type SessionUser } from "~/services/session-user.server";
import { may } from "~/domain/policy";

type LiveScope = Scope<SessionUser>;

export async function requireTodoScope(context: AppLoadContext, request: Request): Promise<LiveScope> {
  const current = await requireUser(context, request);
  const here = context.tenant.kind === "host" ? context.tenant.host : null;
  if (current.user.kind === "root") {
    if (here) return { current, hostIds: [here.id], everyHost: false, here };
    return { current, hostIds: await listAllHostIds(getDb()), everyHost: true, here };
  }
  const orgId = current.user.organisationId;
  if (!may(current, "todo") || !orgId) throw forbidden(request);
  if (context.tenant.kind !== "platform" && !(await servesTenant(current, context))) throw forbidden(request);
  return {
    current,
    hostIds: (await listOrganisationHosts(getDb(), { organisationId: orgId })).map((h) => h.id),
    everyHost: false,
    here,
  };
}

export async function requireFeedScope(context: AppLoadContext, request: Request): Promise<LiveScope> {
  const current = await requireUser(context, request);
  if (current.user.kind === "root" && context.tenant.kind === "platform") {
    return { current, hostIds: await listAllHostIds(getDb()), everyHost: true, here: null };
  }
  if (context.tenant.kind !== "host") throw forbidden(request);
  if (!may(current, "feed") || !(await servesTenant(current, context))) throw forbidden(request);
  return { current, hostIds: [context.tenant.host.id], everyHost: false, here: context.tenant.host };
}
