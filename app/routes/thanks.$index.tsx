// An order's landing page: the thank-you sequence (see app/components/order/thank-you.tsx). For an
// iDEAL order this is also the payment's return page: until it is paid it shows the payment's state.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DefaultLayout } from "~/components/layouts";
import { LandingPage } from "~/components/order/landing-page";
import { PaymentReturn } from "~/components/payment/payment-return";
import { loadThanksWithPayment } from "~/services/payment-checkout.server";

export const loader = ({ context, params }: LoaderFunctionArgs) => loadThanksWithPayment(context, params);

export default function OrderLanding() {
  const data = useLoaderData<typeof loader>();
  if (data.found && data.payment && data.payment.state !== "paid" && data.payment.state !== "offline") {
    return (
      <DefaultLayout title={data.hostName}>
        <PaymentReturn order={data.order} payment={data.payment} />
      </DefaultLayout>
    );
  }
  return <LandingPage {...data} title="Bestelinfo" />;
}

export const ErrorBoundary = GeneralErrorBoundary;
