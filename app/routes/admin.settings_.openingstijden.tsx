// /admin/settings/openingstijden (docs/issues/016.md §2): the weekly hours with split shifts, and exceptions
// on a date — closed (a holiday, "Vandaag gesloten") or other hours. Overlapping shifts are refused.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { hoursFormSchema } from "~/schemas/host-settings";
import { loadHours, saveHours } from "~/services/settings/hours.server";
import { actorOf } from "~/services/actor.server";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { formAction, loadOrRefuse } from "~/http/http.server";
import { staffMeta } from "~/http/meta";
import { HoursSettingsForm } from "~/components/settings/hours-form";

export const meta: MetaFunction = () => staffMeta("Openingstijden");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  return loadOrRefuse(request, () => loadHours({ hostId: host.id }));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { staff, host } = await requireRestaurantAdmin(context, request);
  return formAction(request, hoursFormSchema, (input) => saveHours({ hostId: host.id, actor: actorOf(staff), input }));
}

export default function HoursPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() ?? null;
  return (
    <AdminLayout title="Openingstijden">
      <HoursSettingsForm data={data} result={result} />
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
