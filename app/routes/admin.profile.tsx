// /admin/profile: your names and avatar; changing the phone number needs a code sent to the new one.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ProfileForms } from "~/components/auth/profile-forms";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { loadProfile, submitProfile } from "~/services/profile.server";
import { assertPost, readFormData } from "~/utils/http.server";

export const meta: MetaFunction = () => [{ title: "Profiel — Bestelinfo" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadProfile(context, request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertPost(request);
  return submitProfile(context, request, await readFormData(request));
}

export default function Profile() {
  const profile = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AdminLayout title="Profiel">
      <h1 className="mb-4 text-2xl font-bold">Profiel</h1>
      <ProfileForms profile={profile} result={result ?? null} />
    </AdminLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
