// /admin/products/keuzegroep: an include group with its choices copied from one product onto others
// ("Kaas" on every pizza, docs/issues/015.md §6) — a summary first, then one transaction. Products that already
// have a group of that name are skipped or get the copy instead, as the owner chooses.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { CopyGroupTool } from "~/components/products/bulk-copy-group";
import { copyGroupSchema } from "~/schemas/menu-bulk";
import { applyCopyGroup, loadBulkTools, previewCopyGroup } from "~/services/menu-bulk.server";
import { actorOf } from "~/services/actor.server";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { formAction } from "~/http/http.server";
import { staffMeta } from "~/http/meta";

export const meta: MetaFunction = () => staffMeta("Keuzegroep kopiëren — Producten");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  return loadBulkTools({ hostId: host.id });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { host, staff } = await requireRestaurantAdmin(context, request);
  return formAction(request, copyGroupSchema, async (input) => {
    if (input.intent === "preview")
      return {
        intent: input.intent,
        message: "Controleer wat er gebeurt.",
        ...(await previewCopyGroup({ hostId: host.id, input })),
      };
    const saved = await applyCopyGroup({ hostId: host.id, staff: actorOf(staff), input, token: input.token });
    return { intent: input.intent, message: saved.message };
  });
}

export default function CopyGroupPage() {
  const view = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <AdminLayout title="Producten">
      <CopyGroupTool tabs={view.tabs} answer={answer ?? null} />
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
