// "/": the directory on the platform, the restaurant's menu on a restaurant's domain.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Directory } from "~/components/directory/directory";
import { DefaultLayout } from "~/components/layouts";
import { RestaurantHome } from "~/components/menu/restaurant-home";
import { loadHome } from "~/services/home.server";
import { redirectToLanding } from "~/utils/auth.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await redirectToLanding(context, request);
  return loadHome(context, request);
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === "platform") {
    return (
      <DefaultLayout title="Bestelinfo" website>
        <Directory hosts={data.hosts} />
      </DefaultLayout>
    );
  }
  return (
    <DefaultLayout title={data.restaurant.name} website>
      <RestaurantHome restaurant={data.restaurant} cart={data.cart} />
    </DefaultLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
