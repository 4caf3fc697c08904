// /admin/beoordelingen "Beoordelingen" (docs/issues/020.md §6): the restaurant's reviews — average, trend,
// remarks — with a private reply by SMS; its admins and root. On the platform domain root sees
// every restaurant's.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { AdminLayout } from "~/components/layouts";
import { ReviewsOverviewScreen } from "~/components/loyalty/reviews-overview";
import { replySchema } from "~/schemas/reviews";
import { actorOf } from "~/services/actor.server";
import { loadAllReviews, loadHostReviews, replyToReview } from "~/services/reviews.server";
import { requireRestaurantAdmin, requireRoot } from "~/http/guards.server";
import { formAction } from "~/http/http.server";
import { staffMeta } from "~/http/meta";

export const meta: MetaFunction = () => staffMeta("Beoordelingen");

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (context.tenant.kind === "platform") {
    await requireRoot(context, request);
    return loadAllReviews();
  }
  const { host } = await requireRestaurantAdmin(context, request);
  return loadHostReviews({ hostId: host.id });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { staff, host } = await requireRestaurantAdmin(context, request);
  return formAction(request, replySchema, (input) =>
    replyToReview({ host, actor: actorOf(staff), input }).then((done) => ({ ...done, reviewId: input.reviewId })),
  );
}

export default function Reviews() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const replyingTo = result && "reviewId" in result ? (result.reviewId ?? null) : null;
  return (
    <AdminLayout title="Beoordelingen">
      <ReviewsOverviewScreen data={data} result={result ?? null} replyingTo={replyingTo} />
    </AdminLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
