// /admin/profile: your names and avatar; changing the phone number needs a code sent to the new one.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { ProfileForms } from "~/components/auth/profile-forms";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { StaffPushSwitch } from "~/components/push/staff-push-switch";
import { AppWatch } from "~/components/pwa/app-watch";
import type { RootData } from "~/root";
import { profileFormSchema } from "~/schemas/auth";
import { loadProfile, saveProfile } from "~/services/profile.server";
import { requireUser } from "~/http/guards.server";
import { formAction } from "~/http/http.server";
import { codeHost } from "~/http/login-session.server";
import { staffMeta } from "~/http/meta";

export const meta: MetaFunction = () => staffMeta("Profiel");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireUser(context, request);
  return loadProfile(user);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { user } = await requireUser(context, request);
  return formAction(request, profileFormSchema, (input) =>
    saveProfile({ userId: user.id, host: codeHost(context), clientIp: context.clientIp, input }),
  );
}

export default function Profile() {
  const profile = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  // a restaurant's staff switch new-order notifications on per device (docs/issues/019.md §7)
  const staff = useRouteLoaderData<RootData>("root")?.user?.kind === "host";
  return (
    <AdminLayout title="Profiel">
      <AppWatch />
      <h1 className="mb-4 text-2xl font-bold">Profiel</h1>
      {staff ? <StaffPushSwitch /> : null}
      <ProfileForms profile={profile} result={result ?? null} />
    </AdminLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
