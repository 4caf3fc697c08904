// An order's landing page: the thank-you sequence (see app/components/order/thank-you.tsx). For an
// iDEAL order this is also the payment's return page: until it is paid it shows the payment's state,
// and its form may switch a failed iDEAL order to cash or pin (POST, intent=switch).
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { DefaultLayout } from "~/components/layouts";
import { LandingPage } from "~/components/order/landing-page";
import { ThankYou } from "~/components/order/thank-you";
import { PaymentReturn } from "~/components/payment/payment-return";
import { loadThanksWithPayment, switchPaymentFor } from "~/services/payment-checkout.server";
import { ORDER_MISSING } from "~/domain/messages";
import { assertPost, readFormData, requireId } from "~/http/http.server";
import { requireCustomer } from "~/http/guards.server";
import { refuseWhenSuspended } from "~/http/suspension.server";
import { hostPageMeta } from "~/http/meta";

export const loader = ({ context, params }: LoaderFunctionArgs) => {
  // a suspended restaurant's pages say so, this one too (docs/issues/033.md §3, decision 072)
  refuseWhenSuspended(context);
  return loadThanksWithPayment(context, params);
};

/** "Bedankt — bestelling 8 — Pizzeria Roma": the tab and a screen reader say which order this is. */
export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  hostPageMeta(data?.found ? `Bedankt — bestelling ${data.order.number}` : "Bestelling", matches);

const switchSchema = z.object({ intent: z.literal("switch"), method: z.enum(["cash", "pin"]) });

export async function action({ request, context, params }: ActionFunctionArgs) {
  assertPost(request);
  const customer = await requireCustomer(context, request);
  const orderId = requireId(request, params.index, ORDER_MISSING);
  const parsed = switchSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success) return json({ ok: false, message: "Ongeldige keuze." }, { status: 400 });
  const result = await switchPaymentFor(context.tenant, customer.user.id, { orderId, method: parsed.data.method });
  return json(result, { status: result.ok ? 200 : 409 });
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
