// /customers/:id: one customer of this restaurant for its staff: contact, stamps, orders, the
// notifications sent, and the staff's note (POST; SPEC §6: never stored by a customer).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CustomerPage } from "~/components/customers/customer-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { CUSTOMER_NOT_FOUND } from "~/domain/customers";
import { customerIdSchema, customerNoteSchema } from "~/schemas/customers";
import { issueFields } from "~/schemas/issues";
import { ServiceError } from "~/services/errors.server";
import { CUSTOMER_ROLES, loadCustomer, saveNote } from "~/services/customers.server";
import { requireHostStaff } from "~/utils/auth.server";
import { apiError, apiOk, assertPost, readBody } from "~/utils/http.server";
import { staffMeta } from "~/utils/meta";

export const meta: MetaFunction<typeof loader> = ({ data }) => staffMeta(`${data?.customer.name ?? "Klant"} — Klanten`);

function customerId(raw: string | undefined): number {
  const parsed = customerIdSchema.safeParse(raw);
  if (!parsed.success) throw new Response(CUSTOMER_NOT_FOUND, { status: 404, statusText: "Not Found" });
  return parsed.data;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireHostStaff(context, request, CUSTOMER_ROLES);
  const id = customerId(params.id);
  try {
    return await loadCustomer(context, id);
  } catch (err) {
    if (err instanceof ServiceError) throw new Response(err.message, { status: err.status });
    throw err;
  }
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  assertPost(request);
  const current = await requireHostStaff(context, request, CUSTOMER_ROLES);
  const parsed = customerNoteSchema.safeParse(await readBody(request));
  if (!parsed.success) {
    const { message, fields } = issueFields(parsed.error);
    return apiError(400, message, { fields });
  }
  try {
    return apiOk({ note: await saveNote(context, current, customerId(params.id), parsed.data) });
  } catch (err) {
    if (err instanceof ServiceError) return apiError(err.status, err.message);
    throw err;
  }
}

export default function CustomerRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <AdminLayout title={data.hostName}>
      <CustomerPage data={data} />
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
