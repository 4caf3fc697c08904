import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Directory } from "~/components/directory/directory";
import { DefaultLayout } from "~/components/layouts";
import { loadDirectory } from "~/services/home.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadDirectory(context, request, params.type ?? "all");
}

export default function Hosts() {
  const { hosts, category, needsLogin } = useLoaderData<typeof loader>();
  return (
    <DefaultLayout title="Restaurants" website>
      <Directory hosts={hosts} category={category} needsLogin={needsLogin} />
    </DefaultLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
