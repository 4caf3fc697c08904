// /organisation: the staff member's organisation and role, and the restaurants it works for. Its
// admin opens one of its restaurants without logging in again, sees the members and switches the
// marketplace sync; root creates organisations and moves restaurants (docs/issues/016.md §4, decision 034).
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OrganisationPage } from "~/components/chains/organisation-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { organisationActionSchema } from "~/schemas/chains";
import {
  createOrganisation,
  loadOrganisation,
  moveRestaurant,
  openOrganisationHost,
  switchMarketplaceSync,
} from "~/services/chains.server";
import { requireHostStaff } from "~/http/guards.server";
import { formAction } from "~/http/http.server";
import { staffMeta } from "~/http/meta";

export const meta: MetaFunction = () => staffMeta("Organisatie");

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadOrganisation({ actor: await requireHostStaff(context, request) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const current = await requireHostStaff(context, request);
  const hostId = context.tenant.kind === "host" ? context.tenant.host.id : null;
  return formAction(request, organisationActionSchema, async (input) => {
    switch (input.intent) {
      case "open":
        throw redirect(await openOrganisationHost({ hostId: input.hostId, actor: current, requestUrl: request.url }));
      case "sync":
        return {
          intent: input.intent,
          message: await switchMarketplaceSync({ actor: current, input: { on: input.on, hostId } }),
        };
      case "create":
        return { intent: input.intent, message: await createOrganisation({ actor: current, name: input.name }) };
      case "move":
        return { intent: input.intent, message: await moveRestaurant({ actor: current, input }) };
    }
  });
}

export default function Organisation() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AdminLayout title="Organisatie">
      <OrganisationPage data={data} result={result ?? null} />
    </AdminLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
