// "/": the directory on the platform, the restaurant's menu on a restaurant's domain; a logged-in
// customer sees "Mijn Bestelinfo" above the directory, and below a restaurant's menu with a line in its
// banner that leads there (decision 099).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DefaultLayout } from "~/components/layouts";
import { IdleAppWatch } from "~/components/pwa/idle-app-watch";
import { RestaurantHome } from "~/components/menu/restaurant-home";
import { loadHomePage } from "~/services/my-bestelinfo.server";
import { getOptionalUser } from "~/http/session-user.server";
import { redirectToLanding } from "~/http/guards.server";
import { useIsland } from "~/components/islands";
import { refuseWhenSuspended } from "~/http/suspension.server";
import { loadOrRefuse } from "~/http/http.server";
import { sessionCart } from "~/http/cart-session.server";

// the platform's page only: a restaurant's menu does not download it (the menu JS budget, docs/issues/021.md §7)
const Directory = lazy(() => import("~/components/directory/directory").then((m) => ({ default: m.Directory })));

// only logged-in customers see them: visitors do not download them (one chunk for both)
const loadMine = () => import("~/components/stamps/my-bestelinfo");
const MyBestelinfoPanel = lazy(() => loadMine().then((m) => ({ default: m.MyBestelinfoPanel })));
const MyBestelinfoLine = lazy(() => loadMine().then((m) => ({ default: m.MyBestelinfoLine })));

export async function loader({ request, context }: LoaderFunctionArgs) {
  await redirectToLanding(context, request);
  refuseWhenSuspended(context);
  return loadOrRefuse(request, async () => {
    const hostId = context.tenant.kind === "host" ? context.tenant.host.id : null;
    return loadHomePage({
      hostId,
      cart: hostId === null ? null : await sessionCart(context),
      user: await getOptionalUser(context),
      requestUrl: request.url,
      shell: context.shell,
    });
  });
}

export default function Home() {
  // on the cached shell, the cart and "Mijn Bestelinfo" are this visitor's islands (decision 054)
  const data = useIsland(useLoaderData<typeof loader>(), "routes/_index");
  if (data.kind === "platform") {
    return (
      <DefaultLayout title="Bestelinfo" website>
        {data.mine ? (
          <Suspense fallback={null}>
            <MyBestelinfoPanel mine={data.mine} />
          </Suspense>
        ) : null}
        <Suspense fallback={null}>
          <Directory hosts={data.hosts} />
        </Suspense>
        {/* docs/issues/016.md: the way in for a restaurant (a few bytes: the menu page's JS budget) */}
        <p className="my-8 text-center">
          <Link
            to="/register"
            className="rounded-full bg-primary px-6 py-3 font-semibold text-on-primary shadow hover:opacity-90"
          >
            Restaurant aanmelden
          </Link>
        </p>
      </DefaultLayout>
    );
  }
  // her panel comes in after hydration (an island, then its chunk): below the menu and over the banner's
  // empty top, where it moves nothing the customer sees (decision 099)
  const mine = data.mine?.kind === "host" ? data.mine : null;
  return (
    <DefaultLayout title={data.restaurant.name} website>
      <RestaurantHome
        restaurant={data.restaurant}
        cart={data.cart}
        pending={data.pending}
        bannerLine={
          mine ? (
            <Suspense fallback={null}>
              <MyBestelinfoLine mine={mine} />
            </Suspense>
          ) : null
        }
        afterMenu={
          mine ? (
            <Suspense fallback={null}>
              <MyBestelinfoPanel mine={mine} />
            </Suspense>
          ) : null
        }
      />
      <IdleAppWatch />
    </DefaultLayout>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
