// /customers: the restaurant's customers for admin, order and user staff (docs/spec.md §2, §6); on the
// platform domain root's list over every restaurant. Search ?q=, page ?page=.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CustomerList } from "~/components/customers/customer-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { openAtHostSchema } from "~/schemas/customers";
import { listQueryOf } from "~/schemas/list-query";
import { loadCustomerList, openCustomerAtHost } from "~/services/customers.server";
import { requireHostStaff, requireRoot } from "~/http/guards.server";
import { tenantHostOrPlatform } from "~/http/tenant-host.server";
import { apiError, apiRefusal, assertPost, parseBody } from "~/http/http.server";
import { staffMeta } from "~/http/meta";
import { rolesFor } from "~/domain/policy";

export const meta: MetaFunction = () => staffMeta("Klanten");

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (context.tenant.kind === "platform") await requireRoot(context, request);
  else await requireHostStaff(context, request, rolesFor("customers"));
  return loadCustomerList({ host: tenantHostOrPlatform(context.tenant), query: listQueryOf(new URL(request.url)) });
}

/** Root on the platform domain opens a customer at one restaurant (a login hop to its domain). */
export async function action({ request, context }: ActionFunctionArgs) {
  assertPost(request);
  if (context.tenant.kind !== "platform") return apiError(405, "Methode niet toegestaan");
  const current = await requireRoot(context, request);
  try {
    return redirect(
      await openCustomerAtHost({
        actor: current,
        input: await parseBody(request, openAtHostSchema),
        requestUrl: request.url,
      }),
    );
  } catch (err) {
    return apiRefusal(err);
  }
}

export default function CustomersPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <AdminLayout title={data.title}>
      <CustomerList data={data} />
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
