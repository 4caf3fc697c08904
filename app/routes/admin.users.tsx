// /admin/users: the restaurant's admin manages its people (SPEC §2 "Staff", issue 16 §3).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { StaffSettings } from "~/components/settings/staff-settings";
import { getEnv } from "~/env.server";
import { staffFormSchema } from "~/schemas/staff";
import { editorStaff } from "~/services/product-editor.server";
import { loadStaff, submitStaff } from "~/services/staff.server";
import { requireRestaurantAdmin } from "~/utils/auth.server";
import { formAction } from "~/utils/http.server";
import { staffMeta } from "~/utils/meta";
import { hostOrigin } from "~/utils/urls";

export const meta: MetaFunction = () => staffMeta("Personeel");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { staff, host } = await requireRestaurantAdmin(context, request);
  return loadStaff(host, staff.user);
}

export async function action({ request, context }: ActionFunctionArgs) {
  // the guard before the body: a stranger learns nothing from how the form is refused
  const { staff, host } = await requireRestaurantAdmin(context, request);
  const origin = hostOrigin(host, request.url, getEnv().PLATFORM_DOMAIN);
  return formAction(request, staffFormSchema, (input) => submitStaff({ host, actor: editorStaff(staff), origin }, input));
}

export default function StaffPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AdminLayout title="Personeel">
      <StaffSettings {...data} result={result ?? null} />
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
