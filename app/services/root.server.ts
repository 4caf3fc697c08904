// What every page needs: the tenant's public face and the browser-safe env.
import type { AppContext } from "~/context";
import { inkOnWhite, textColorOn } from "~/domain/colors";
import { PRIMARY_COLOR, SECONDARY_COLOR } from "~/domain/constants";
import { getClientEnv } from "~/env.server";
import { currentUser } from "~/services/auth.server";
import { idealPaymentNotices } from "~/services/unpaid-ideal.server";
import { NOT_FOUND_TEXT } from "~/domain/messages";
import { ServiceError } from "~/services/errors.server";

export async function loadRoot(context: AppContext) {
  const { tenant } = context;
  if (tenant.kind === "unknown") {
    throw new ServiceError(NOT_FOUND_TEXT, 404);
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
  const { redirect: paymentRedirect, banner: paymentBanner } = customer
    ? await idealPaymentNotices(user.id, host?.id ?? null)
    : { redirect: null, banner: null };
  // animations switched off by the restaurant (/admin/settings/uiterlijk): a class on <html>, CSS does the rest
  const still = tenant.kind === "host" && tenant.host.animation === null;
  const data = { host, theme: themeVariables(host), still, env: getClientEnv(), user, paymentRedirect, paymentBanner };
  // the page cache's shell (decision 054): the user and the banner come as an island
  return context.shell ? { ...data, shell: true } : data;
}

/** The host's colours as CSS variables, with text colours that stay readable on them (WCAG). */
function themeVariables(host: { themePrimary: string; themeSecondary: string } | null): Record<string, string> {
  const primary = host?.themePrimary ?? PRIMARY_COLOR;
  const secondary = host?.themeSecondary ?? SECONDARY_COLOR;
  return {
    "--host-primary": primary,
    "--host-secondary": secondary,
    "--host-on-primary": textColorOn(primary),
    "--host-on-secondary": textColorOn(secondary),
    "--host-primary-ink": inkOnWhite(primary),
  };
}
