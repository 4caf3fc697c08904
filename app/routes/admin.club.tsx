// /admin/club "Klantenclub" (docs/spec.md §2, docs/issues/020.md §1): the stamp-card club — reward, members,
// corrections with a reason, paper cards, a campaign to the members who opted in. The restaurant's
// admins and root.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { ClubScreen } from "~/components/loyalty/club-screen";
import { clubSchema } from "~/schemas/club";
import { listQueryOf } from "~/schemas/list-query";
import { loadClub, saveClub } from "~/services/club.server";
import { actorOf } from "~/services/actor.server";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { formAction, loadOrRefuse } from "~/http/http.server";
import { staffMeta } from "~/http/meta";

export const meta: MetaFunction = () => staffMeta("Klantenclub");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { host } = await requireRestaurantAdmin(context, request);
  const { q } = listQueryOf(new URL(request.url));
  return loadOrRefuse(request, () => loadClub({ hostId: host.id, q }));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { staff, host } = await requireRestaurantAdmin(context, request);
  const origin = new URL(request.url).origin;
  return formAction(request, clubSchema, (input) =>
    saveClub({ hostId: host.id, actor: actorOf(staff), origin, input }).then((done) => ({
      ...done,
      customerId: input.intent === "correct" ? input.customerId : undefined,
    })),
  );
}

export default function Club() {
  const club = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <AdminLayout title="Klantenclub">
      <ClubScreen club={club} result={result ?? null} />
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
