// /customers: the restaurant's customers for admin, order and user staff (SPEC §2, §6); on the
// platform domain root's list over every restaurant. Search ?q=, page ?page=.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CustomerList } from "~/components/customers/customer-list";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { customerListQuerySchema } from "~/schemas/customers";
import { CUSTOMER_ROLES, loadCustomerList } from "~/services/customers.server";
import { requireHostStaff, requireRoot } from "~/utils/auth.server";

export const meta: MetaFunction = () => [{ title: "Klanten — Bestelinfo" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (context.tenant.kind === "platform") await requireRoot(context, request);
  else await requireHostStaff(context, request, CUSTOMER_ROLES);
  const url = new URL(request.url);
  const query = customerListQuerySchema.parse({ q: url.searchParams.get("q") ?? "", page: url.searchParams.get("page") ?? 1 });
  return loadCustomerList(context, query);
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
