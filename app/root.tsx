// must stay the first import: no schema may be built before it (see the module)
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { type CSSProperties, type ReactNode } from "react";
import { AnnouncerProvider } from "~/components/a11y/announce";
import { useFocusOnNewPage } from "~/components/a11y/route-focus";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { HydratedProvider } from "~/components/hydrated";
import { HoldInstallOffer } from "~/components/pwa/hold-install-offer";
import { SkipLink } from "~/components/layouts";
import { MessagesProvider } from "~/components/messages";
import { PaymentNotice } from "~/components/payment/payment-notice";
import { APP_VERSION, PRIMARY_COLOR, SECONDARY_COLOR } from "~/domain/constants";
import { errorPageText, NOT_FOUND_TEXT } from "~/domain/messages";
import { loadRoot } from "~/services/root.server";
import { ServiceError } from "~/services/errors.server";
import { getUserWithFacts } from "~/http/session-user.server";

/** Before the root loader has run (its own error page): the platform's colours. */
const defaultTheme = {
  "--host-primary": PRIMARY_COLOR,
  "--host-secondary": SECONDARY_COLOR,
  "--host-on-primary": "#ffffff",
  "--host-on-secondary": "#ffffff",
  "--host-primary-ink": PRIMARY_COLOR,
};
import { useNonce } from "~/components/nonce";
import { useDocumentRequestId } from "~/components/request-id";
import { AppStylesheet } from "~/components/inline-css";
import { useIsland } from "~/components/islands";
import { loadOrRefuse } from "~/http/http.server";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  const place = data?.host ? `${data.host.name} — bestel online` : "Bestelinfo — bestel direct bij het restaurant";
  // an error page says what it is, not the restaurant's menu title
  const title = error
    ? `${errorPageText(isRouteErrorResponse(error) ? error.status : 500)} — ${data?.host?.name ?? "Bestelinfo"}`
    : place;
  return [
    { title },
    {
      name: "description",
      content: data?.host
        ? `Bestel online bij ${data.host.name}: afhalen of bezorgen.`
        : "Bestel eten direct bij je restaurant, zonder marktplaats.",
    },
    { name: "theme-color", content: data?.host?.themePrimary ?? PRIMARY_COLOR },
  ];
};

// A cart action changes nothing the root shows (restaurant, theme, user, payment notices): the
// menu page's own loader revalidates, the root's user and payment queries need not run again.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === "/api/cart" ? false : defaultShouldRevalidate;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadOrRefuse(request, async () => {
    const { tenant } = context;
    if (tenant.kind === "unknown") throw new ServiceError(NOT_FOUND_TEXT, 404);
    const host = tenant.kind === "host" ? tenant.host : null;
    // the customer and their iDEAL payments from this worker's memo when it holds them (decision 107)
    const { current, facts } = getUserWithFacts(context, host?.id ?? null);
    return loadRoot({ host, current: await current, facts, shell: context.shell });
  });
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function Document({ children, style, still }: { children: ReactNode; style?: CSSProperties; still?: boolean }) {
  const nonce = useNonce();
  const requestId = useDocumentRequestId();
  return (
    <html lang="nl" style={style} className={still ? "still" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <HoldInstallOffer nonce={nonce} />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="application-name" content="Bestelinfo" />
        <meta name="generator" content={`Bestelinfo ${APP_VERSION}`} />
        {requestId ? <meta name="request-id" content={requestId} /> : null}
        <Meta />
        {/* no first paint of a half-parsed page (decision 096): the browser renders once #parsed, the empty
            element after the page's content, is in. A paint between two parser slices showed the header's
            button without its text; with <main> as the target, a menu card was still painted before its price
            column, and its feature chips moved when the price came in (first-paint.spec) */}
        <link rel="expect" href="#parsed" {...{ blocking: "render" }} />
        <AppStylesheet />
        <Links />
      </head>
      <body className="min-h-dvh">
        {/* the page has hydrated: its buttons answer, and <html data-hydrated> says so (decision 062 loads
            the modules after the first paint; the e2e suite waits for it before it taps) */}
        <HydratedProvider>{children}</HydratedProvider>
        <div id="parsed" hidden />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  // the theme's CSS variables are worked out on the server (root loader): no colour maths in the browser
  const style = (data?.theme ?? defaultTheme) as CSSProperties;
  return (
    <Document style={style} still={data?.still}>
      {children}
    </Document>
  );
}

export default function App() {
  const { paymentRedirect, paymentBanner } = useIsland(useLoaderData<typeof loader>(), "root");
  useFocusOnNewPage();
  return (
    <MessagesProvider>
      <AnnouncerProvider>
        <SkipLink />
        <PaymentNotice redirect={paymentRedirect} banner={paymentBanner} />
        <Outlet />
      </AnnouncerProvider>
    </MessagesProvider>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
