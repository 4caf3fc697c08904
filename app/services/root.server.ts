// What every page needs: the tenant's public face and the browser-safe env.
import type { AppLoadContext } from "@remix-run/node";
import { getClientEnv } from "~/env.server";
import { currentUser } from "~/services/auth.server";
import { failedIdealNotice, unpaidIdealRedirect } from "~/services/unpaid-ideal.server";

export async function loadRoot(context: AppLoadContext) {
  const { tenant } = context;
  if (tenant.kind === "unknown") {
    throw new Response("Deze pagina niet gevonden", { status: 404, statusText: "Not Found" });
  }
  const host =
    tenant.kind === "host"
      ? {
          id: tenant.host.id,
          perma: tenant.host.perma,
          name: tenant.host.name,
          short: tenant.host.short,
          banner: tenant.host.banner,
          themePrimary: tenant.host.themePrimary,
          themeSecondary: tenant.host.themeSecondary,
        }
      : null;
  const user = await currentUser(context);
  const customer = user?.kind === "customer";
  const [paymentRedirect, paymentBanner] = customer
    ? await Promise.all([unpaidIdealRedirect(user.id, host?.id ?? null), failedIdealNotice(user.id, host?.id ?? null)])
    : [null, null];
  return { host, env: getClientEnv(), user, paymentRedirect, paymentBanner };
}
