// Loaders/actions behind /login, /exlogin, /exlogin/{token} and /organisation.
import { redirect, type AppLoadContext } from "@remix-run/node";
import { ROLES } from "~/domain/menu";
import { labelOf } from "~/domain/labels";
import { listOrganisationHosts } from "~/models/organisations.server";
import { checkExloginToken, redeemExloginToken } from "~/services/exlogin.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { getOptionalUser, requireHostStaff } from "~/utils/auth.server";

/** /login: a logged-in user goes straight on to where they were headed. */
export async function loadLoginPage(context: AppLoadContext, request: Request) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  if (await getOptionalUser(context)) throw redirect(redirectTo);
  return { redirectTo };
}

export async function loadExlogin(context: AppLoadContext, token: string | undefined) {
  return checkExloginToken(context, token);
}

export async function submitExlogin(context: AppLoadContext, token: string | undefined) {
  const result = await redeemExloginToken(context, token);
  if (result.ok) throw redirect(result.redirectTo);
  return { valid: false };
}

/** /organisation: the staff member's organisation, role and the restaurants it works for. */
export async function loadOrganisationPage(context: AppLoadContext, request: Request) {
  const { user, roles, organisation } = await requireHostStaff(context, request);
  const hosts = organisation ? await listOrganisationHosts(organisation.id) : [];
  return {
    organisation: organisation ? { name: organisation.name, marketplaceSync: organisation.marketplaceSync } : null,
    kind: user.kind,
    roles: roles.map((r) => labelOf(ROLES, r) ?? r),
    hosts: hosts.map((h) => ({ name: h.name, perma: h.perma, own: h.own })),
  };
}
