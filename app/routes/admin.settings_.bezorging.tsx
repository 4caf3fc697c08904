// /admin/settings/bezorging (docs/issues/016.md §2): delivery zones as a list — postcodes (a range of the 4
// digits), fee, minimum order and free delivery from. A malformed range is refused in Dutch.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { zonesFormSchema } from "~/schemas/host-settings";
import { loadZones, saveZones } from "~/services/settings/zones.server";
import { actorOf } from "~/services/actor.server";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { formAction, loadOrRefuse } from "~/http/http.server";
import { staffMeta } from "~/http/meta";
import { ZonesSettingsForm } from "~/components/settings/zones-form";

export const meta: MetaFunction = () => staffMeta("Bezorggebieden");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  return loadOrRefuse(request, () => loadZones({ hostId: host.id }));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { staff, host } = await requireRestaurantAdmin(context, request);
  return formAction(request, zonesFormSchema, (input) => saveZones({ hostId: host.id, actor: actorOf(staff), input }));
}

export default function ZonesPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() ?? null;
  return (
    <AdminLayout title="Bezorggebieden">
      <ZonesSettingsForm data={data} result={result} />
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
