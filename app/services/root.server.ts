// What every page needs: the tenant's public face and the browser-safe env. The route hands over
// the restaurant (null on the platform domain), the logged-in user, what the islands' memo holds of
// them (decision 107) and the page cache's shell flag.
// await loadRoot({ host, current, facts, shell })
import { inkOnWhite, textColorOn } from "~/domain/colors";
import { PRIMARY_COLOR, SECONDARY_COLOR } from "~/domain/constants";
import { getClientEnv } from "~/env.server";
import { userView } from "~/services/auth.server";
import { customerFacts, type PersonalFacts } from "~/services/islands-memo.server";
import type { SessionUser } from "~/services/session-user.server";
import { idealPaymentNotices, noticesOf } from "~/services/unpaid-ideal.server";

/** The restaurant as the page shows it (the tenant's host: app/context.ts). */
interface RootHost {
  id: number;
  perma: string;
  name: string;
  short: string | null;
  banner: string | null;
  themePrimary: string;
  themeSecondary: string;
  animation: string | null;
}

export async function loadRoot({
  host: tenantHost,
  current,
  facts,
  shell,
}: {
  host: RootHost | null;
  current: SessionUser | null;
  /** the user's facts as the memo holds them (null: read the payments here) */
  facts?: Promise<PersonalFacts> | null;
  shell?: boolean;
}) {
  const host = tenantHost
    ? {
        id: tenantHost.id,
        perma: tenantHost.perma,
        name: tenantHost.name,
        short: tenantHost.short,
        banner: tenantHost.banner,
        themePrimary: tenantHost.themePrimary,
        themeSecondary: tenantHost.themeSecondary,
      }
    : null;
  const user = current ? userView(current) : null;
  const customer = user?.kind === "customer";
  // the memo's payments only when they are this customer's
  const known = customer ? await customerFacts(facts, user.id) : null;
  const { redirect: paymentRedirect, banner: paymentBanner } = !customer
    ? { redirect: null, banner: null }
    : known
      ? noticesOf(known.payments)
      : await idealPaymentNotices(user.id, host?.id ?? null);
  // animations switched off by the restaurant (/admin/settings/uiterlijk): a class on <html>, CSS does the rest
  const still = tenantHost !== null && tenantHost.animation === null;
  const data = { host, theme: themeVariables(host), still, env: getClientEnv(), user, paymentRedirect, paymentBanner };
  // the page cache's shell (decision 054): the user and the banner come as an island
  return shell ? { ...data, shell: true } : data;
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
