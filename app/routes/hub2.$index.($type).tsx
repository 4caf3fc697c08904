// /hub2/{index} and /hub2/{index}/{type}: a chain's public page on the platform domain (docs/issues/016.md
// §5, decision 034). {index} is the organisation's id — a single restaurant is an organisation of
// one, so it is reachable the same way; {type} "afhalen" or "bezorgen" narrows the list. A GET form
// finds the location that delivers to a postcode. Unknown index or type: the Dutch 404.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ChainPageView } from "~/components/chains/chain-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DefaultLayout } from "~/components/layouts";
import { NOT_FOUND_TEXT } from "~/domain/messages";
import { loadChainPage } from "~/services/chains.server";
import { loadOrRefuse } from "~/http/http.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.name} — vestigingen` : NOT_FOUND_TEXT },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  if (context.tenant.kind !== "platform") throw new Response(NOT_FOUND_TEXT, { status: 404 });
  const postcode = new URL(request.url).searchParams.get("postcode");
  return loadOrRefuse(request, () =>
    loadChainPage({ input: { index: params.index, type: params.type, postcode }, requestUrl: request.url }),
  );
}

export default function Hub2() {
  const data = useLoaderData<typeof loader>();
  return (
    <DefaultLayout title={data.name} website>
      <ChainPageView data={data} />
    </DefaultLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
