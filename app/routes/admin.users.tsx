// /admin/users: the restaurant's admin manages its people (docs/spec.md §2 "Staff", docs/issues/016.md §3); on the
// platform domain root's "Gebruikers": every staff member, each restaurant's staff one tap away.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { PlatformUsers } from "~/components/settings/platform-users";
import { StaffSettings } from "~/components/settings/staff-settings";
import { getEnv } from "~/env.server";
import { listQueryOf } from "~/schemas/list-query";
import { openStaffAtHostSchema, staffFormSchema } from "~/schemas/staff";
import { actorOf } from "~/services/actor.server";
import { loadPlatformUsers, openStaffAtHost } from "~/services/platform-users.server";
import { loadStaff, submitStaff } from "~/services/staff.server";
import { requireRestaurantAdmin, requireRoot } from "~/http/guards.server";
import { apiRefusal, assertPost, formAction, parseBody } from "~/http/http.server";
import { staffMeta } from "~/http/meta";
import { hostOrigin } from "~/domain/urls";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  staffMeta(data?.scope === "platform" ? "Gebruikers" : "Personeel");

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (context.tenant.kind === "platform") {
    await requireRoot(context, request);
    return loadPlatformUsers(listQueryOf(new URL(request.url)));
  }
  const { staff, host } = await requireRestaurantAdmin(context, request);
  return { scope: "host" as const, ...(await loadStaff({ host, me: staff.user })) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (context.tenant.kind === "platform") {
    assertPost(request);
    const current = await requireRoot(context, request);
    const { hostId } = await parseBody(request, openStaffAtHostSchema);
    try {
      return redirect(await openStaffAtHost({ hostId, rootUserId: current.user.id, requestUrl: request.url }));
    } catch (err) {
      return apiRefusal(err);
    }
  }
  // the guard before the body: a stranger learns nothing from how the form is refused
  const { staff, host } = await requireRestaurantAdmin(context, request);
  const origin = hostOrigin(host, request.url, getEnv().PLATFORM_DOMAIN);
  return formAction(request, staffFormSchema, (input) => submitStaff({ host, actor: actorOf(staff), origin, input }));
}

export default function StaffPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (data.scope === "platform") {
    return (
      <AdminLayout title="Gebruikers">
        <PlatformUsers data={data} />
      </AdminLayout>
    );
  }
  return (
    <AdminLayout title="Personeel">
      <StaffSettings {...data} result={result && "intent" in result ? result : null} />
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
