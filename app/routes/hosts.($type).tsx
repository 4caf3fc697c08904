// /hosts and /hosts/{type}: the public restaurant directory. Root on the platform domain gets the
// operator's list at /hosts instead (docs/issues/016.md §6, docs/spec.md §2 "Restaurants: root"): status, today's
// orders, last order, suspend/lift, open a restaurant's admin. The directory stays at /hosts/all.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Directory } from "~/components/directory/directory";
import { AdminLayout, DefaultLayout } from "~/components/layouts";
import { RootHosts } from "~/components/root/root-hosts";
import { NOT_FOUND_TEXT } from "~/domain/messages";
import { ROOT_HOST_FILTERS, type RootHostFilter } from "~/domain/root-host-filters";
import { rootHostActionSchema } from "~/schemas/root-hosts";
import { loadDirectory } from "~/services/home.server";
import { loadRootHosts, rootHostAction } from "~/services/root-hosts.server";
import { requireRoot } from "~/http/guards.server";
import { getOptionalUser } from "~/http/session-user.server";
import { formAction } from "~/http/http.server";
import { listQueryOf } from "~/schemas/list-query";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (params.type === undefined && context.tenant.kind === "platform") {
    const current = await getOptionalUser(context);
    if (current?.user.kind === "root") {
      const url = new URL(request.url);
      const asked = url.searchParams.get("status") ?? "all";
      const filter: RootHostFilter = ROOT_HOST_FILTERS.find((f) => f.value === asked)?.value ?? "all";
      return {
        kind: "root" as const,
        ...(await loadRootHosts({ filter, q: listQueryOf(url).q, requestUrl: request.url })),
      };
    }
  }
  return {
    kind: "directory" as const,
    ...(await loadDirectory({
      user: await getOptionalUser(context),
      requestUrl: request.url,
      asked: params.type ?? "all",
    })),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (context.tenant.kind !== "platform") throw new Response(NOT_FOUND_TEXT, { status: 404 });
  const { user } = await requireRoot(context, request);
  return formAction(request, rootHostActionSchema, async (input) => {
    const done = await rootHostAction({ rootUserId: user.id, input, requestUrl: request.url });
    if (done.loginUrl) throw redirect(done.loginUrl);
    return { intent: done.intent, message: done.message };
  });
}

export default function Hosts() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (data.kind === "root") {
    return (
      <AdminLayout title="Restaurants">
        <RootHosts data={data} result={result ?? null} />
      </AdminLayout>
    );
  }
  return (
    <DefaultLayout title="Restaurants" website>
      <Directory hosts={data.hosts} category={data.category} needsLogin={data.needsLogin} />
    </DefaultLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
