// /order/checkoutnew: one page for returning customers, last address and payment prefilled.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CheckoutPage } from "~/components/checkout/checkout-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { loadCheckout } from "~/services/checkout-page.server";
import { getUserWithFacts } from "~/http/session-user.server";
import { cartArgs, storeCart } from "~/http/cart-session.server";
import { refuseWhenSuspended } from "~/http/suspension.server";
import { loadOrRefuse } from "~/http/http.server";
import { hostPageMeta } from "~/http/meta";

export const meta: MetaFunction = ({ matches }) => hostPageMeta("Afrekenen", matches);

export const loader = ({ request, context }: LoaderFunctionArgs) => {
  refuseWhenSuspended(context);
  return loadOrRefuse(request, async () => {
    const args = cartArgs(context);
    // the customer and her stamp card from this worker's memo when it holds them (decision 107)
    const { current, facts } = getUserWithFacts(context, args.host?.id ?? null);
    const { page, store } = await loadCheckout({ ...args, user: await current, facts, returning: true });
    await storeCart(context, store);
    return page;
  });
};

export default function CheckoutNew() {
  return <CheckoutPage {...useLoaderData<typeof loader>()} steps={false} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
