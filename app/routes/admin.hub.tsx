// /admin/hub "Koppelingen" (docs/spec.md §2, docs/issues/020.md §2, decision 053): every integration of the restaurant
// at a glance — green, amber or red, the facts, and the screen that fixes it. The restaurant's
// admins, or root on any restaurant; on the platform domain root chooses a restaurant
// (?restaurant=<id>).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { HubScreen, RootHubScreen } from "~/components/hub/hub-screen";
import { AdminLayout } from "~/components/layouts";
import { loadHub, loadRootHub } from "~/services/hub-status.server";
import { requireRestaurantAdmin, requireRoot } from "~/http/guards.server";
import { loadOrRefuse, requireId } from "~/http/http.server";
import { staffMeta } from "~/http/meta";
import { HOST_NOT_FOUND } from "~/domain/messages";

export const meta: MetaFunction = () => staffMeta("Koppelingen");

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (context.tenant.kind === "platform") {
    await requireRoot(context, request);
    const raw = new URL(request.url).searchParams.get("restaurant");
    const restaurantId = raw === null || raw === "" ? null : requireId(request, raw, HOST_NOT_FOUND);
    return {
      root: await loadOrRefuse(request, () => loadRootHub({ requestUrl: request.url, restaurantId })),
      hub: null,
    };
  }
  const { host } = await requireRestaurantAdmin(context, request);
  return { root: null, hub: await loadOrRefuse(request, () => loadHub({ hostId: host.id })) };
}

export default function Hub() {
  const data = useLoaderData<typeof loader>();
  return (
    <AdminLayout title="Koppelingen">
      {data.root ? <RootHubScreen view={data.root} /> : data.hub ? <HubScreen hub={data.hub} /> : null}
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
