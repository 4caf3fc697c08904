// /customers/:id: one customer of this restaurant for its staff: contact, stamps, orders, the
// notifications sent, and the staff's note (POST; docs/spec.md §6: never stored by a customer).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { CustomerPage } from "~/components/customers/customer-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { CUSTOMER_NOT_FOUND } from "~/domain/customers";
import { customerNoteSchema } from "~/schemas/customers";
import { loadCustomer, saveNote } from "~/services/customers.server";
import { isRestaurantAdmin, requireHostStaff } from "~/http/guards.server";
import { tenantHost } from "~/http/tenant-host.server";
import { apiAction, assertPost, loadOrRefuse, requireId } from "~/http/http.server";
import { staffMeta } from "~/http/meta";
import { rolesFor } from "~/domain/policy";

export const meta: MetaFunction<typeof loader> = ({ data }) => staffMeta(`${data?.customer.name ?? "Klant"} — Klanten`);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const staff = await requireHostStaff(context, request, rolesFor("customers"));
  const id = requireId(request, params.id, CUSTOMER_NOT_FOUND);
  const data = await loadOrRefuse(request, () =>
    loadCustomer({ host: tenantHost(context.tenant, CUSTOMER_NOT_FOUND), customerId: id }),
  );
  // "Gegevens exporteren" and "Verwijderen op verzoek": the restaurant's admins and root (decision 078)
  return { ...data, privacy: isRestaurantAdmin(staff, context) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  assertPost(request);
  const current = await requireHostStaff(context, request, rolesFor("customers"));
  const id = requireId(request, params.id, CUSTOMER_NOT_FOUND);
  return apiAction(request, customerNoteSchema, async (input) => ({
    note: await saveNote({ hostId: tenantHost(context.tenant, CUSTOMER_NOT_FOUND).id, current, customerId: id, input }),
  }));
}

/** After "Verwijderen op verzoek" the customer is gone: the page leaves for the list instead of reloading into a 404. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, actionResult, defaultShouldRevalidate }) =>
  formAction?.endsWith("/verwijderen") && (actionResult as { result?: string } | undefined)?.result === "OK"
    ? false
    : defaultShouldRevalidate;

export default function CustomerRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <AdminLayout title={data.hostName}>
      <CustomerPage data={data} />
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
