// /admin/settings/berichten: the restaurant's admin rewords the customer messages (docs/spec.md §9).
// "settings_" keeps it out of the /admin/settings page's layout: its own page, not a child.
// Only the restaurant's own admins (or root), not a call centre serving it; each situation saves on its own.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { TemplateSettings } from "~/components/settings/template-settings";
import { templateOverrideSchema } from "~/schemas/notification-templates";
import { loadTemplateSettings, saveTemplateOverride } from "~/services/notification-templates.server";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { apiAnswer, assertPost, parseBody } from "~/http/http.server";
import { staffMeta } from "~/http/meta";

export const meta: MetaFunction = () => staffMeta("Berichten aan klanten");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  return loadTemplateSettings(host);
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertPost(request);
  const { host } = await requireRestaurantAdmin(context, request);
  return apiAnswer(async () => ({
    saved: await saveTemplateOverride({
      hostId: host.id,
      input: await parseBody(request, templateOverrideSchema, ["form"]),
    }),
  }));
}

export default function TemplatesPage() {
  const data = useLoaderData<typeof loader>();
  return (
    <AdminLayout title="Berichten">
      <TemplateSettings {...data} />
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
