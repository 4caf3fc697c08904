// /admin/settings/profiel (docs/issues/016.md §2): the restaurant's name, address and contact details, and
// the categories it is listed under in the directory. Admins of this restaurant, or root.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { profileFormSchema } from "~/schemas/host-settings";
import { loadProfile, saveProfile } from "~/services/settings/profile.server";
import { actorOf } from "~/services/actor.server";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { formAction, loadOrRefuse } from "~/http/http.server";
import { staffMeta } from "~/http/meta";
import { ProfileSettingsForm } from "~/components/settings/profile-form";

export const meta: MetaFunction = () => staffMeta("Profiel");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  return loadOrRefuse(request, () => loadProfile({ hostId: host.id }));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { staff, host } = await requireRestaurantAdmin(context, request);
  return formAction(request, profileFormSchema, (input) =>
    saveProfile({ hostId: host.id, actor: actorOf(staff), input }),
  );
}

export default function ProfilePage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() ?? null;
  return (
    <AdminLayout title="Profiel">
      <ProfileSettingsForm data={data} result={result} />
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
