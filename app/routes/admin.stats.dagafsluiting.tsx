// /admin/stats/dagafsluiting?dag=YYYY-MM-DD, "Dagafsluiting" (docs/issues/017.md §3, decision 045): the
// restaurant's admins, or root on a restaurant's domain; staff roles 403. A bad day is a Dutch 400.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DayClosePage } from "~/components/finance/day-close-page";
import { AdminLayout } from "~/components/layouts";
import { dayCloseFormSchema, dayCloseQuerySchema } from "~/schemas/day-close";
import { closeDay, loadDayClose, printDayClose } from "~/services/day-close.server";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { assertPost, formAction, loadOrRefuse, parseQuery } from "~/http/http.server";
import { staffMeta } from "~/http/meta";

export const meta: MetaFunction = () => staffMeta("Dagafsluiting");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  const { dag } = parseQuery(request, dayCloseQuerySchema);
  return loadOrRefuse(request, () => loadDayClose({ hostId: host.id, hostName: host.name, dag }));
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertPost(request);
  const { host, staff } = await requireRestaurantAdmin(context, request);
  return formAction(request, dayCloseFormSchema, (form) =>
    form.intent === "close"
      ? closeDay({ hostId: host.id, userId: staff.user.id, dag: form.dag })
      : printDayClose({
          hostId: host.id,
          hostName: host.name,
          userId: staff.user.id,
          dag: form.dag,
          printerId: typeof form.printer === "number" ? form.printer : null,
        }),
  );
}

export default function DayClose() {
  return (
    <AdminLayout title="Dagafsluiting">
      <DayClosePage data={useLoaderData<typeof loader>()} />
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
