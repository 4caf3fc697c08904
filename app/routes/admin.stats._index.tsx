// /admin/stats, "Financieel overzicht" (SPEC §2, issue 17): the restaurant's admins, or root on a
// restaurant's domain. The period comes from the query string; a bad one is a 400 in Dutch.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FinancePage } from "~/components/finance/finance-page";
import { AdminLayout } from "~/components/layouts";
import { financeQuerySchema } from "~/schemas/finance";
import { loadFinance } from "~/services/finance.server";
import { requireRestaurantAdmin } from "~/utils/auth.server";
import { loadOrRefuse, parseQuery } from "~/utils/http.server";
import { staffMeta } from "~/utils/meta";

export const meta: MetaFunction = () => staffMeta("Financieel overzicht");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  const query = parseQuery(request, financeQuerySchema);
  return loadOrRefuse(request, () => loadFinance({ hostId: host.id, hostName: host.name, query }));
}

export default function FinancialOverview() {
  return (
    <AdminLayout title="Financieel overzicht">
      <FinancePage data={useLoaderData<typeof loader>()} />
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
