// /admin/products/prijzen: "Prijzen aanpassen" (docs/issues/015.md §6) — a tab or group up or down by an amount
// or a percentage, previewed old → new, then saved in one transaction. Only the restaurant's admins
// (or root). authenticate → parse → one service call → answer (decision 010).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { PriceChangeTool } from "~/components/products/bulk-prices";
import { priceChangeSchema } from "~/schemas/menu-bulk";
import { applyPrices, loadBulkTools, previewPrices } from "~/services/menu-bulk.server";
import { actorOf } from "~/services/actor.server";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { formAction } from "~/http/http.server";
import { staffMeta } from "~/http/meta";

export const meta: MetaFunction = () => staffMeta("Prijzen aanpassen — Producten");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  return { hostName: host.name, ...(await loadBulkTools({ hostId: host.id })) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { host, staff } = await requireRestaurantAdmin(context, request);
  return formAction(request, priceChangeSchema, async (input) => {
    if (input.intent === "preview")
      return {
        intent: input.intent,
        message: "Bekijk de nieuwe prijzen.",
        ...(await previewPrices({ hostId: host.id, input })),
      };
    const saved = await applyPrices({ hostId: host.id, staff: actorOf(staff), input, token: input.token });
    return { intent: input.intent, message: saved.message };
  });
}

export default function PricesPage() {
  const view = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <AdminLayout title="Producten">
      <PriceChangeTool tabs={view.tabs} answer={answer ?? null} />
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
