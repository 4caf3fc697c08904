// /admin/kortingen "Kortingen" (docs/issues/020.md §5, decision 050): the restaurant's promotions. The
// restaurant's admins and root; staff roles are refused (403) by requireRestaurantAdmin.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DiscountsScreen } from "~/components/discounts/discounts-screen";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { discountFormSchema } from "~/schemas/discounts";
import { loadDiscounts, saveDiscounts } from "~/services/discounts.server";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { formAction, loadOrRefuse } from "~/http/http.server";
import { staffMeta } from "~/http/meta";

export const meta: MetaFunction = () => staffMeta("Kortingen");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  const page = await loadOrRefuse(request, () => loadDiscounts({ hostId: host.id }));
  const edit = Number(new URL(request.url).searchParams.get("bewerk"));
  return { ...page, editing: page.discounts.find((d) => d.id === edit) ?? null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  return formAction(request, discountFormSchema, (input) => saveDiscounts({ hostId: host.id, input }));
}

export default function Discounts() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AdminLayout title="Kortingen">
      <DiscountsScreen {...page} result={result ?? null} />
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
