// /admin/products/importeren: the whole menu from producten.csv (and keuzegroepen.csv) — the
// differences first (new / changed / removed), then applied in one transaction, all or nothing, with
// line-numbered Dutch errors (docs/issues/015.md §6, decision 022). The body limit for this path is 2 MB
// (app/server/body-limit.server.ts): a larger upload is a 413 before anything reads it.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { ImportTool } from "~/components/products/bulk-import";
import { importSchema, type UploadedFile } from "~/schemas/menu-bulk";
import { applyImport, previewImport } from "~/services/menu-csv.server";
import { actorOf } from "~/services/actor.server";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { formAction } from "~/http/http.server";
import { staffMeta } from "~/http/meta";

export const meta: MetaFunction = () => staffMeta("Importeren — Producten");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  return { hostName: host.name };
}

const bytes = async (f: UploadedFile | null) => (f ? new Uint8Array(await f.arrayBuffer()) : null);

export async function action({ request, context }: ActionFunctionArgs) {
  const { host, staff } = await requireRestaurantAdmin(context, request);
  return formAction(request, importSchema, async (input) => {
    const files = { products: await bytes(input.products), groups: await bytes(input.groups) };
    if (input.intent === "preview")
      return {
        intent: input.intent,
        message: "Bekijk de verschillen.",
        ...(await previewImport({ hostId: host.id, files })),
      };
    const done = await applyImport({ hostId: host.id, staff: actorOf(staff), files, token: input.token });
    return { intent: input.intent, message: done.message };
  });
}

export default function ImportPage() {
  const view = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <AdminLayout title="Producten">
      <ImportTool hostName={view.hostName} answer={answer ?? null} />
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
