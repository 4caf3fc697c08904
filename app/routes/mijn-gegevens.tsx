// /mijn-gegevens ("Mijn gegevens" in Mijn Bestelinfo, decision 078): what we store about the
// logged-in customer, per restaurant (only this one on a restaurant's domain); "Download mijn
// gegevens" and "Verwijder mijn account", each confirmed by an SMS code to the account's phone.
// A confirmed export opens the downloads for EXPORT_WINDOW_MS in this session, and with an e-mail
// address and a mail sender also "Stuur naar {e-mail}" (decision 080).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DefaultLayout } from "~/components/layouts";
import { MyDataPage } from "~/components/privacy/my-data-page";
import { PRIVACY_MESSAGES } from "~/domain/privacy";
import { myDataActionSchema } from "~/schemas/privacy";
import { loadMyData } from "~/services/privacy.server";
import { eraseMyAccount } from "~/services/privacy-erase.server";
import { mailMyExport } from "~/services/privacy-export.server";
import { checkPrivacyCode, sendPrivacyCode } from "~/services/privacy-person.server";
import { ServiceError } from "~/services/errors.server";
import { requireCustomer } from "~/http/guards.server";
import { apiAction, loadOrRefuse } from "~/http/http.server";
import { EXPORT_WINDOW_MS } from "~/http/privacy-export.server";

export const meta: MetaFunction = () => [
  { title: "Mijn gegevens — Bestelinfo" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const current = await requireCustomer(context, request);
  const hostId = context.tenant.kind === "host" ? context.tenant.host.id : null;
  const data = await loadOrRefuse(request, () => loadMyData({ customerId: current.user.id, hostId }));
  const until = context.session.data.privacyExportUntil ?? 0;
  return { ...data, exportOpen: until > Date.now() };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const current = await requireCustomer(context, request);
  const host = context.tenant.kind === "host" ? context.tenant.host : null;
  return apiAction(request, myDataActionSchema, async (input) => {
    switch (input.intent) {
      case "code":
        await sendPrivacyCode({
          customerId: current.user.id,
          ip: context.clientIp,
          hostId: host?.id ?? null,
          hostName: host?.name ?? null,
        });
        return { message: PRIVACY_MESSAGES.codeSent, erased: false };
      case "export":
        await checkPrivacyCode({ customerId: current.user.id, code: input.code });
        context.session.data.privacyExportUntil = Date.now() + EXPORT_WINDOW_MS;
        await context.session.save();
        return { message: PRIVACY_MESSAGES.exportReady, erased: false };
      case "mail": {
        if ((context.session.data.privacyExportUntil ?? 0) <= Date.now())
          throw new ServiceError(PRIVACY_MESSAGES.exportExpired, 403);
        if (host && host.id !== input.hostId) throw new ServiceError("Niet gevonden.", 404);
        const { message } = await mailMyExport({ hostId: input.hostId, customerId: current.user.id });
        return { message, erased: false };
      }
      case "erase":
        await checkPrivacyCode({ customerId: current.user.id, code: input.code });
        await eraseMyAccount({ customerId: current.user.id });
        await context.session.destroy().catch(() => {});
        return { message: PRIVACY_MESSAGES.erased, erased: true };
    }
  });
}

/** After the erasure the page stays to say so: its loader would send the logged-out visitor to the login. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  (actionResult as { erased?: boolean } | undefined)?.erased ? false : defaultShouldRevalidate;

export default function MyDataRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <DefaultLayout title="Mijn gegevens">
      <MyDataPage data={data} />
    </DefaultLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
