// /admin/settings/printers: the restaurant's admin manages its Star CloudPRNT printers (docs/issues/007.md).
// "settings_" keeps it out of the /admin/settings page's layout: its own page, not a child.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { PrinterSettings } from "~/components/settings/printer-settings";
import { printerFormSchema } from "~/schemas/printers";
import { loadPrinterSettings, submitPrinterSettings } from "~/services/printer-settings.server";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { actorOf } from "~/services/actor.server";
import { assertPost, formAction } from "~/http/http.server";
import { staffMeta } from "~/http/meta";

export const meta: MetaFunction = () => staffMeta("Printers");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  return loadPrinterSettings({ host, origin: new URL(request.url).origin });
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertPost(request);
  const { host, staff } = await requireRestaurantAdmin(context, request);
  return formAction(request, printerFormSchema, (form) =>
    submitPrinterSettings({ host, actor: actorOf(staff), origin: new URL(request.url).origin, input: form }),
  );
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
