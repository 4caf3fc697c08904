// /beoordeling/{order id} (docs/issues/020.md §6): the customer rates their finished order on the six-icon
// scale with an optional remark — from the thank-you page or the link in a message. Only their own
// order (anyone else's is "not found"), once (a second answers 409).
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DefaultLayout } from "~/components/layouts";
import { FavoriteForm } from "~/components/loyalty/favorite-form";
import { ReviewForm, ReviewScore } from "~/components/loyalty/review-form";
import { NOT_FOUND_TEXT, ORDER_MISSING } from "~/domain/messages";
import { REVIEW_NOT_DONE } from "~/domain/reviews";
import { reviewSchema } from "~/schemas/reviews";
import { loadFavorite } from "~/services/favorites.server";
import { loadReviewPage, submitReview } from "~/services/reviews.server";
import { requireCustomer } from "~/http/guards.server";
import { formAction, loadOrRefuse, requireId } from "~/http/http.server";
import { refuseWhenSuspended } from "~/http/suspension.server";

export const meta: MetaFunction = () => [
  { title: "Beoordeel je bestelling — Bestelinfo" },
  { name: "robots", content: "noindex" },
];

async function who(context: AppLoadContext, request: Request, index: string | undefined) {
  const current = await requireCustomer(context, request);
  if (context.tenant.kind !== "host") throw new Response(NOT_FOUND_TEXT, { status: 404 });
  const orderId = requireId(request, index, ORDER_MISSING);
  return { hostId: context.tenant.host.id, hostName: context.tenant.host.name, customerId: current.user.id, orderId };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  refuseWhenSuspended(context);
  const order = await who(context, request, params.index);
  const [page, favorite] = await Promise.all([loadOrRefuse(request, () => loadReviewPage(order)), loadFavorite(order)]);
  return { ...page, hostName: order.hostName, favorite: favorite.favorite };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  refuseWhenSuspended(context);
  const order = await who(context, request, params.index);
  return formAction(request, reviewSchema, (input) => submitReview({ ...order, input }));
}

export default function ReviewPage() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <DefaultLayout title={data.hostName}>
      <div className="mx-auto max-w-xl space-y-5 p-4">
        <h1 className="text-2xl font-bold">Beoordeel je bestelling</h1>
        <p>
          Bestelling {data.order.number} bij {data.hostName}, {data.order.date}.
        </p>
        {result?.ok ? (
          <p role="status" className="rounded-xl bg-green-100 p-3 text-lg font-semibold text-green-900">
            {result.message}
          </p>
        ) : null}
        {data.review ? (
          <section aria-labelledby="mine" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
            <h2 id="mine" className="mb-1 font-bold">
              Jouw beoordeling
            </h2>
            <ReviewScore score={data.review.score} />
            {data.review.remark ? <p className="mt-2 whitespace-pre-line">{data.review.remark}</p> : null}
          </section>
        ) : data.reviewable ? (
          <ReviewForm
            error={result && !result.ok ? result.message : null}
            fields={result && !result.ok ? result.fields : undefined}
          />
        ) : (
          <p className="rounded-xl bg-stone-100 p-3">{REVIEW_NOT_DONE}</p>
        )}
        <FavoriteForm favorite={data.favorite} hostName={data.hostName} />
        <p className="text-center">
          <Link to="/" className="font-semibold underline underline-offset-4">
            Naar het menu
          </Link>
        </p>
      </div>
    </DefaultLayout>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
