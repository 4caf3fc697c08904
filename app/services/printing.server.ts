// Receipts and the print queue (docs/issues/007.md): the receipt model of an order, the /bon page, and the
// jobs the board queues — on accept when the host prints automatically, and on "Afdrukken".
// queueOrderPrint(trx, {hostId, orderId, userId}) inside the board's own transaction.
import { discountLabel as discountLabelOf } from "~/domain/discounts";
import type { Knex } from "knex";
import QRCode from "qrcode";
import { getDb } from "~/db.server";
import { buildReceipt, isPaper, PAPERS, type Paper, type Receipt } from "~/domain/receipt";
import { getBoardOrder } from "~/models/order-details.server";
import { getHost } from "~/models/hosts.server";
import { listCardInfo } from "~/models/marketplace-orders.server";
import { isMarketplaceSource, winBackUrl } from "~/domain/win-back";
import { getEnv } from "~/env.server";
import { hostOrigin } from "~/domain/urls";
import { cancelFailedJob, listPrinters, queueJobs, requeueFailedJob } from "~/models/printers.server";
import { publish } from "~/realtime/bus.server";
import { hostChannel } from "~/realtime/channels";
import { ServiceError } from "~/services/errors.server";
import { ORDER_MISSING } from "~/domain/messages";

export class PrintError extends ServiceError {}

export const NO_PRINTER = "Geen printer ingesteld.";

/**
 * The receipt of one of this host's orders, or null when the order is not this host's. A
 * marketplace order carries its cancellation (the slip) or the QR code to its landing on the
 * restaurant's own address: made from `requestUrl` when a page asks (its protocol and port), else
 * the public https address a customer's phone reaches.
 */
export async function receiptFor(
  db: Knex,
  { hostId, orderId, requestUrl }: { hostId: number; orderId: number; requestUrl?: string },
): Promise<Receipt | null> {
  const [order, host] = await Promise.all([getBoardOrder(db, { hostId, id: orderId }), getHost(db, { hostId })]);
  if (!order || !host) return null;
  const { subtotal, deliveryFee, fee, discount } = order;
  const discountLabel = discountLabelOf(order.discountName);
  let canceled: { reason: string } | null = null;
  let winBack: string | null = null;
  let marketplaceCourier = false;
  if (isMarketplaceSource(order.source)) {
    const [info] = await listCardInfo(db, { hostId, orderIds: [orderId] });
    if (info?.canceledAt) canceled = { reason: info.cancelReason ?? "Geen reden opgegeven" };
    // the marketplace's courier collects a cash payment: the ticket says so (docs/issues/033.md §15)
    marketplaceCourier = info?.courier === "marketplace";
    const platform = getEnv().PLATFORM_DOMAIN;
    winBack = winBackUrl(order, hostOrigin(host, requestUrl ?? `https://${platform}`, platform));
  }
  return buildReceipt(
    {
      ...order,
      charges: { subtotal, deliveryFee, fee, discount, discountLabel },
      canceled,
      winBackUrl: winBack,
      marketplaceCourier,
    },
    host,
  );
}

async function activePrinterIds(db: Knex, hostId: number): Promise<number[]> {
  return (await listPrinters(db, { hostId })).filter((p) => p.active).map((p) => p.id);
}

/** "Afdrukken" on a card: one job per active printer; none set up is a 409 the card shows. */
export async function queueOrderPrint(
  trx: Knex.Transaction,
  { hostId, orderId, userId }: { hostId: number; orderId: number; userId: number | null },
): Promise<number> {
  const printerIds = await activePrinterIds(trx, hostId);
  if (printerIds.length === 0) throw new PrintError(NO_PRINTER, 409);
  return queueJobs(trx, { hostId, orderId, printerIds, requestedBy: userId });
}

/** Accepting an order prints it when the host has "Automatisch afdrukken bij accepteren" on. */
export async function queueAcceptedPrint(
  trx: Knex.Transaction,
  { hostId, orderId, userId }: { hostId: number; orderId: number; userId: number | null },
): Promise<number> {
  const host = await getHost(trx, { hostId });
  if (!host?.settings.autoPrint) return 0;
  return queueJobs(trx, { hostId, orderId, printerIds: await activePrinterIds(trx, hostId), requestedBy: userId });
}

/**
 * A ticket the printer could not print (board banner): "reprint" puts it back in its printer's
 * queue with its tries counted afresh, "dismiss" takes it off the banner. Only a failed job of this
 * host; anything else is a 404.
 */
export async function resolveFailedJob({
  hostId,
  id,
  intent,
}: {
  hostId: number;
  userId: number;
  id: number;
  intent: "reprint" | "dismiss";
}) {
  const db = getDb();
  const changed =
    intent === "reprint" ? await requeueFailedJob(db, { hostId, id }) : await cancelFailedJob(db, { hostId, id });
  if (!changed) throw new PrintError("Afdruk niet gevonden.", 404);
  await publish({ channel: hostChannel(hostId), type: "printer", payload: { jobId: id } });
  return { job: { id, status: intent === "reprint" ? "queued" : "canceled" } };
}

export interface ReceiptPage {
  receipt: Receipt;
  orderId: number;
  paper: Paper;
  papers: typeof PAPERS;
  /** The win-back code as SVG, for a marketplace order (docs/issues/018.md §7). */
  qr: string | null;
}

/** /bon/{id}: staff of this restaurant (or root) only; another host's order is a 404 here. */
export async function loadReceiptPage({
  hostId,
  orderId,
  paper,
  requestUrl,
}: {
  hostId: number;
  orderId: number | null;
  paper: string | null;
  requestUrl: string;
}): Promise<ReceiptPage> {
  const db = getDb();
  const receipt = orderId ? await receiptFor(db, { hostId, orderId, requestUrl }) : null;
  if (!receipt || !orderId) throw new ServiceError(ORDER_MISSING, 404);
  let chosen: Paper = "thermal3";
  if (isPaper(paper)) chosen = paper;
  else {
    const first = (await listPrinters(db, { hostId })).find((p) => p.active);
    if (first) chosen = first.paper;
  }
  const qr = receipt.winBack
    ? await QRCode.toString(receipt.winBack.url, { type: "svg", errorCorrectionLevel: "M", margin: 1 })
    : null;
  return { receipt, orderId, paper: chosen, papers: PAPERS, qr };
}
