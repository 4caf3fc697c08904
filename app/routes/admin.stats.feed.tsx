// /admin/stats/feed (docs/issues/007.md, "Bestellingoverzicht"): today's orders as they come in, live. Root on
// the platform domain sees every restaurant; root or an admin on a restaurant's domain that one.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FeedPage } from "~/components/stats/feed-page";
import { loadFeed } from "~/services/live-stats.server";
import { requireFeedScope } from "~/http/live-scope.server";
import { staffMeta } from "~/http/meta";

export const meta: MetaFunction = () => staffMeta("Bestellingoverzicht");

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadFeed({ scope: await requireFeedScope(context, request) });
}

export default function Feed() {
  return <FeedPage data={useLoaderData<typeof loader>()} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
