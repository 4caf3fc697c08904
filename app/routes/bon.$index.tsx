// /bon/{index}: the receipt of order {index} (the order id, as /order/{index}) at 58 or 80 mm
// (?paper=thermal2|thermal3, else the paper of the host's first printer), for the browser's print
// dialog. Staff of this restaurant only; another restaurant's order is not found here.
import { parseId } from "~/domain/ids";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ReceiptToolbar, ReceiptView } from "~/components/receipt/receipt-view";
import { loadReceiptPage } from "~/services/printing.server";
import { requireHostStaff } from "~/http/guards.server";
import { tenantHost } from "~/http/tenant-host.server";
import { NOT_FOUND_TEXT } from "~/domain/messages";
import { loadOrRefuse } from "~/http/http.server";
import { staffMeta } from "~/http/meta";

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  staffMeta(data ? `Bon #${String(data.receipt.number)}` : "Bon");

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireHostStaff(context, request);
  const orderId = parseId(params.index);
  const paper = new URL(request.url).searchParams.get("paper");
  return loadOrRefuse(request, () =>
    loadReceiptPage({ hostId: tenantHost(context.tenant, NOT_FOUND_TEXT).id, orderId, paper, requestUrl: request.url }),
  );
}

export default function ReceiptPage() {
  const { receipt, orderId, paper, papers, qr } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="min-h-dvh bg-stone-200 px-2 py-4 print:bg-white print:p-0">
      <ReceiptToolbar orderId={orderId} paper={paper} papers={papers} />
      <ReceiptView receipt={receipt} paper={paper} qr={qr} />
    </main>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
