// /admin/dashboard, the owner's dashboard (docs/issues/017.md §6, decision 045): the restaurant's admins, or
// root on a restaurant's domain. Menu entry "Dashboard" for a restaurant's admins.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { OwnerDashboard } from "~/components/finance/owner-dashboard";
import { AdminLayout } from "~/components/layouts";
import { loadOwnerDashboard } from "~/services/owner-dashboard.server";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { staffMeta } from "~/http/meta";

export const meta: MetaFunction = () => staffMeta("Dashboard");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  return loadOwnerDashboard({ hostId: host.id, hostName: host.name });
}

export default function Dashboard() {
  return (
    <AdminLayout title="Dashboard">
      <OwnerDashboard data={useLoaderData<typeof loader>()} />
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
