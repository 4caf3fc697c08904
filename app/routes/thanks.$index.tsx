// An order's landing page: the thank-you sequence (see app/components/order/thank-you.tsx). For an
// iDEAL order this is also the payment's return page: until it is paid it shows the payment's state,
// and its form may switch a failed iDEAL order to cash or pin (POST, intent=switch).
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DefaultLayout } from "~/components/layouts";
import { LandingPage } from "~/components/order/landing-page";
import { ThankYou } from "~/components/order/thank-you";
import { PaymentReturn } from "~/components/payment/payment-return";
import { loadThanksWithPayment, switchPaymentFor } from "~/services/payment-checkout.server";
import { ORDER_MISSING } from "~/domain/messages";
import { assertPost, formAction, requireId } from "~/http/http.server";
import { requireCustomer } from "~/http/guards.server";
import { getOptionalUser } from "~/http/session-user.server";
import { domainHost } from "~/http/tenant-host.server";
import { refuseWhenSuspended } from "~/http/suspension.server";
import { hostPageMeta } from "~/http/meta";

export const loader = async ({ context, params }: LoaderFunctionArgs) => {
  // a suspended restaurant's pages say so, this one too (docs/issues/033.md §3, decision 072)
  refuseWhenSuspended(context);
  return loadThanksWithPayment({
    host: domainHost(context.tenant),
    current: await getOptionalUser(context),
    params,
  });
};

/** "Bedankt — bestelling 8 — Pizzeria Roma": the tab and a screen reader say which order this is. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  hostPageMeta(data?.found ? `Bedankt — bestelling ${data.order.number}` : "Bestelling", matches);

const BAD_CHOICE = "Ongeldige keuze.";
const switchSchema = z.object(
  { intent: z.literal("switch", { error: BAD_CHOICE }), method: z.enum(["cash", "pin"], { error: BAD_CHOICE }) },
  { error: BAD_CHOICE },
);

export async function action({ request, context, params }: ActionFunctionArgs) {
  assertPost(request);
  const customer = await requireCustomer(context, request);
  const orderId = requireId(request, params.index, ORDER_MISSING);
  // a refusal (not this customer's order, still open at the bank, a method not offered) is the form's answer
  return formAction(request, switchSchema, async ({ intent, method }) => ({
    intent,
    ...(await switchPaymentFor({
      host: domainHost(context.tenant),
      customerId: customer.user.id,
      input: { orderId, method },
    })),
  }));
}

export default function OrderLanding() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (data.found && data.payment && data.payment.state !== "paid" && data.payment.state !== "offline") {
    return (
      <DefaultLayout title={data.hostName}>
        <PaymentReturn
          order={data.order}
          payment={data.payment}
          switchTo={data.switchTo}
          refusal={result && !result.ok ? result.message : null}
        />
      </DefaultLayout>
    );
  }
  if (data.found && result?.ok) {
    return (
      <DefaultLayout title={data.hostName}>
        <p role="status" className="m-4 rounded-xl bg-green-100 p-3 text-center font-semibold text-green-900">
          {result.message}
        </p>
        <ThankYou {...data} />
      </DefaultLayout>
    );
  }
  return <LandingPage {...data} title="Bestelinfo" />;
}

export const ErrorBoundary = GeneralErrorBoundary;
