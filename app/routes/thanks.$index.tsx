// An order's landing page: the thank-you sequence (see app/components/order/thank-you.tsx).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { LandingPage } from "~/components/order/landing-page";
import { loadThanks } from "~/services/thanks.server";

export const loader = ({ context, params }: LoaderFunctionArgs) => loadThanks(context, params);

export default function OrderLanding() {
  return <LandingPage {...useLoaderData<typeof loader>()} title="Bestelinfo" />;
}

export const ErrorBoundary = GeneralErrorBoundary;
