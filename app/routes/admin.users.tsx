// /admin/users: the restaurant's admin manages its people (SPEC §2 "Staff", issue 16 §3).
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { StaffSettings } from "~/components/settings/staff-settings";
import { issueFields } from "~/schemas/issues";
import { staffFormSchema } from "~/schemas/staff";
import { loadStaff, staffAdmin, submitStaff, type StaffResult } from "~/services/staff.server";
import { assertPost, readFormData } from "~/utils/http.server";
import { staffMeta } from "~/utils/meta";

export const meta: MetaFunction = () => staffMeta("Personeel");

export const loader = ({ request, context }: LoaderFunctionArgs) => loadStaff(context, request);

export async function action({ request, context }: ActionFunctionArgs) {
  assertPost(request);
  // the guard before the body: a stranger learns nothing from how the form is refused
  await staffAdmin(context, request);
  const form = Object.fromEntries(await readFormData(request));
  const parsed = staffFormSchema.safeParse(form);
  if (!parsed.success) {
    const { message, fields } = issueFields(parsed.error);
    const refused: StaffResult = { intent: String(form.intent ?? ""), ok: false, status: 400, message, fields };
    return json(refused, { status: 400 });
  }
  const result = await submitStaff(context, request, parsed.data);
  return json(result, { status: result.status });
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
