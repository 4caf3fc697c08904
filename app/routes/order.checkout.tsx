// /order/checkout: the checkout step by step.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CheckoutPage } from "~/components/checkout/checkout-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { loadCheckout } from "~/services/checkout-page.server";
import { refuseWhenSuspended } from "~/utils/suspension.server";
import { loadOrRefuse } from "~/utils/http.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => {
  refuseWhenSuspended(context);
  return loadOrRefuse(request, () => loadCheckout(context, { returning: false }));
};

export default function Checkout() {
  return <CheckoutPage {...useLoaderData<typeof loader>()} steps />;
}

export const ErrorBoundary = GeneralErrorBoundary;
