// /admin/settings/printers: the restaurant's admin manages its Star CloudPRNT printers (issue 7).
// "settings_" keeps it out of the /admin/settings page's layout: its own page, not a child.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { PrinterSettings } from "~/components/settings/printer-settings";
import { issueFields } from "~/schemas/issues";
import { printerFormSchema } from "~/schemas/printers";
import { loadPrinterSettings, printerAdmin, submitPrinterSettings, type PrinterSettingsResult } from "~/services/printer-settings.server";
import { assertPost, readFormData } from "~/utils/http.server";
import { staffMeta } from "~/utils/meta";

export const meta: MetaFunction = () => staffMeta("Printers");

export const loader = ({ request, context }: LoaderFunctionArgs) => loadPrinterSettings(context, request);

export async function action({ request, context }: ActionFunctionArgs) {
  assertPost(request);
  await printerAdmin(context, request);
  const form = Object.fromEntries(await readFormData(request));
  const parsed = printerFormSchema.safeParse(form);
  if (!parsed.success) {
    const { message, fields } = issueFields(parsed.error);
    const refused: PrinterSettingsResult = { intent: String(form.intent ?? ""), ok: false, status: 400, message, fields };
    return json(refused, { status: 400 });
  }
  const result = await submitPrinterSettings(context, request, parsed.data);
  return json(result, { status: result.status });
}

export default function PrintersPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AdminLayout title="Printers">
      <PrinterSettings {...data} result={result ?? null} />
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
