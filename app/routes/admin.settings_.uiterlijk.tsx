// /admin/settings/uiterlijk: the restaurant's look (docs/issues/016.md §2): banner image and text, logo,
// primary colour (readable, WCAG AA) and animations. "settings_" keeps it out of the /admin/settings
// page's layout: its own page. Only the restaurant's own admins (or root on any restaurant).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { LookSettings } from "~/components/settings/look-settings";
import { lookSchema } from "~/schemas/look";
import { loadLook, saveLook } from "~/services/look.server";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { formAction, loadOrRefuse } from "~/http/http.server";
import { staffMeta } from "~/http/meta";

export const meta: MetaFunction = () => staffMeta("Uiterlijk — Instellingen");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  return loadOrRefuse(request, () => loadLook({ hostId: host.id }));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  return formAction(request, lookSchema, (input) => saveLook({ hostId: host.id, input }));
}

export default function LookPage() {
  const look = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AdminLayout title="Instellingen">
      <LookSettings key={look.themePrimary} look={look} result={result ?? null} />
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
