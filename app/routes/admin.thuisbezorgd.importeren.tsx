// /admin/thuisbezorgd/importeren — "Importeren van Thuisbezorgd" (docs/issues/018.md §5, decisions 047, 064):
// what happens to a missed order (JET's tablet has it), and the portal's CSV export for bookkeeping. The body limit for this path is 2 MB (app/server/body-limit.server.ts).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { ThuisbezorgdImport } from "~/components/thuisbezorgd/import-page";
import { exportImportSchema } from "~/schemas/thuisbezorgd-import";
import { importJetExport, loadImportPage } from "~/services/thuisbezorgd-import.server";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { formAction, loadOrRefuse } from "~/http/http.server";
import { staffMeta } from "~/http/meta";

export const meta: MetaFunction = () => staffMeta("Importeren van Thuisbezorgd");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  return loadOrRefuse(request, () => loadImportPage({ hostId: host.id, hostName: host.name }));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  return formAction(request, exportImportSchema, async (input) => {
    const bytes = input.file ? new Uint8Array(await input.file.arrayBuffer()) : null;
    const done = await importJetExport({ hostId: host.id, bytes });
    return { intent: input.intent, ...done };
  });
}

export default function ThuisbezorgdImportPage() {
  const view = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() ?? null;
  return (
    <AdminLayout title="Thuisbezorgd">
      <ThuisbezorgdImport view={view} answer={answer} />
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
