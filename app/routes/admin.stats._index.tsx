// /admin/stats, "Financieel overzicht" (docs/spec.md §2, docs/issues/017.md): the restaurant's admins, or root on a
// restaurant's domain; on the platform domain root sees every restaurant, or one (?restaurant=<id>).
// The period comes from the query string; a bad one is a 400 in Dutch, another restaurant's id a 403.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FinancePage } from "~/components/finance/finance-page";
import { RootFinancePage } from "~/components/finance/root-finance-page";
import { AdminLayout } from "~/components/layouts";
import { financeQuerySchema } from "~/schemas/finance";
import { loadFinance } from "~/services/finance.server";
import { loadRootFinance } from "~/services/finance-root.server";
import { requireRestaurantAdmin, requireRoot } from "~/http/guards.server";
import { ownRestaurantOnly, restaurantFilter } from "~/http/restaurant-filter.server";
import { loadOrRefuse, parseQuery } from "~/http/http.server";
import { staffMeta } from "~/http/meta";

export const meta: MetaFunction = () => staffMeta("Financieel overzicht");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = parseQuery(request, financeQuerySchema);
  if (context.tenant.kind === "platform") {
    await requireRoot(context, request);
    const restaurantId = restaurantFilter(request);
    return { root: await loadOrRefuse(request, () => loadRootFinance({ query, restaurantId })), host: null };
  }
  const { host } = await requireRestaurantAdmin(context, request);
  ownRestaurantOnly(request, host.id);
  return {
    root: null,
    host: await loadOrRefuse(request, () => loadFinance({ hostId: host.id, hostName: host.name, query })),
  };
}

export default function FinancialOverview() {
  const data = useLoaderData<typeof loader>();
  return (
    <AdminLayout title="Financieel overzicht">
      {data.root ? <RootFinancePage view={data.root} /> : data.host ? <FinancePage data={data.host} /> : null}
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
