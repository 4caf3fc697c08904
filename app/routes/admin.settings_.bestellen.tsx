// /admin/settings/bestellen (docs/issues/016.md §2): the pause switch ("Tijdelijk geen bestellingen", with a
// reason and an end time at which it ends by itself), the SMS for orders nobody accepts, the stamp
// card's reward and the marketplace sync switch.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { orderingFormSchema } from "~/schemas/host-settings";
import { loadOrdering, saveOrdering } from "~/services/settings/ordering.server";
import { actorOf } from "~/services/actor.server";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { formAction, loadOrRefuse } from "~/http/http.server";
import { staffMeta } from "~/http/meta";
import { OrderingSettingsForm } from "~/components/settings/ordering-form";

export const meta: MetaFunction = () => staffMeta("Bestellen");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  return loadOrRefuse(request, () => loadOrdering({ hostId: host.id }));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { staff, host } = await requireRestaurantAdmin(context, request);
  return formAction(request, orderingFormSchema, (input) =>
    saveOrdering({ hostId: host.id, actor: actorOf(staff), input }),
  );
}

export default function OrderingPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() ?? null;
  return (
    <AdminLayout title="Bestellen">
      <OrderingSettingsForm data={data} result={result} />
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
