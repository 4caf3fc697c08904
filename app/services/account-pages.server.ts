// Loaders/actions behind /login, /exlogin, /exlogin/{token} and /organisation.
import { redirect, type AppLoadContext } from "@remix-run/node";
import { loadOrganisation } from "~/services/chains.server";
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

/** /organisation: the staff member's organisation and role; an admin's restaurants and members; root's organisations (decision 034). */
export async function loadOrganisationPage(context: AppLoadContext, request: Request) {
  return loadOrganisation(await requireHostStaff(context, request));
}
