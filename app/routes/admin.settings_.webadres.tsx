// /admin/settings/webadres (docs/issues/016.md §2): the restaurant's subdomain (the old one redirects for 90
// days) and its own domain, with the DNS record to create and a check whether it points at us.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { getEnv } from "~/env.server";
import { addressFormSchema } from "~/schemas/host-settings";
import { loadAddress, saveAddress } from "~/services/settings/address.server";
import { actorOf } from "~/services/actor.server";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { formAction, loadOrRefuse } from "~/http/http.server";
import { staffMeta } from "~/http/meta";
import { AddressSettingsForm } from "~/components/settings/address-form";

export const meta: MetaFunction = () => staffMeta("Webadres");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  return loadOrRefuse(request, () => loadAddress({ hostId: host.id, platformDomain: getEnv().PLATFORM_DOMAIN }));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { staff, host } = await requireRestaurantAdmin(context, request);
  return formAction(request, addressFormSchema, (input) =>
    saveAddress({ hostId: host.id, actor: actorOf(staff), input, platformDomain: getEnv().PLATFORM_DOMAIN }),
  );
}

export default function AddressPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() ?? null;
  return (
    <AdminLayout title="Webadres">
      <AddressSettingsForm data={data} result={result} />
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
