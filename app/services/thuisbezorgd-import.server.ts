// "Importeren van Thuisbezorgd" (issue 18 §5, decision 047), two ways in, one dedupe:
//   pullMissedOrders — the orders of the last 24 hours the marketplace lists for the restaurant; each
//     goes through the webhook's own path (kept raw under UNIQUE host+provider+order id, placed on the
//     board, acknowledged), so an order that came by webhook, or a second run, is "al aanwezig";
//   importJetExport — the portal's CSV export, for bookkeeping: each row becomes an archived
//     marketplace order (one product/thuisbezorgd line) under the same unique key, in one transaction,
//     without ringing the board. Lines that cannot be read are skipped and named.
// Services know nothing of HTTP: refusals are ServiceError(message, status).
import { getDb } from "~/db.server";
import { MARKETPLACE_ITEM } from "~/domain/thuisbezorgd";
import { decodeCsv } from "~/domain/menu-csv";
import {
  readJetExport,
  summaryText,
  type ExportRow,
  type ImportSummary,
  type SkippedLine,
} from "~/domain/thuisbezorgd-csv";
import { jetClient } from "~/integrations/thuisbezorgd/client.server";
import { getMarketplaceLink, receiveInbox } from "~/models/marketplace.server";
import { inboxOrderId, linkImportedOrder } from "~/models/marketplace-import.server";
import { amsterdamDay, insertOrder, nextOrderNumber } from "~/models/orders.server";
import { parseJetPayload, storableRaw } from "~/schemas/thuisbezorgd";
import type { ImportPageView } from "~/schemas/thuisbezorgd-import";
import { ServiceError } from "~/services/errors.server";
import { linkSecrets, NOT_LINKED, settleJetOrder } from "~/services/thuisbezorgd.server";

const PULL_WINDOW_MS = 24 * 60 * 60_000;
export const UNREACHABLE = "Thuisbezorgd is nu niet bereikbaar. Probeer het over een paar minuten opnieuw.";

export interface ImportResult extends ImportSummary {
  message: string;
}

const result = (summary: ImportSummary): ImportResult => ({ ...summary, message: summaryText(summary) });

/** The orders the link missed: fetched from the marketplace and placed as if the webhook had brought them. */
export async function pullMissedOrders(hostId: number, now = new Date()): Promise<ImportResult> {
  const db = getDb();
  const link = await getMarketplaceLink(db, { hostId });
  const secrets = link?.active ? linkSecrets(link) : null;
  if (!link || !secrets) throw new ServiceError(NOT_LINKED, 409);
  const orders = await jetClient().listOrders({
    apiKey: secrets.apiKey,
    restaurantId: link.externalId,
    since: new Date(now.getTime() - PULL_WINDOW_MS),
  });
  if (orders === null) throw new ServiceError(UNREACHABLE, 503);
  const summary: ImportSummary = { imported: 0, present: 0, skipped: [] };
  for (const order of orders.slice(0, 500)) {
    const raw = storableRaw(JSON.stringify(order) ?? "null");
    const parsed = parseJetPayload(raw);
    if (parsed.kind === "malformed") {
      summary.skipped.push({ line: null, reason: `Een bestelling is overgeslagen: ${parsed.message}` });
      continue;
    }
    const externalId = parsed.kind === "order" ? parsed.order.id : parsed.id;
    const row = await receiveInbox(db, { hostId, externalId, raw, status: "received", ack: "pending", origin: "pull" });
    if (!row.fresh) {
      summary.present += 1;
      continue;
    }
    await settleJetOrder(hostId, row.id, now);
    if ((await inboxOrderId(db, { hostId, id: row.id })) === null)
      summary.skipped.push({ line: null, reason: `Bestelling ${externalId} kon niet worden geplaatst.` });
    else summary.imported += 1;
  }
  return result(summary);
}

function refused(message: string): ServiceError {
  return new ServiceError(`Niets geïmporteerd. ${message}`, 400, { file: message });
}

const rawOf = (r: ExportRow) =>
  JSON.stringify({
    csv: r.line,
    Bestelnummer: r.orderId,
    Datum: r.at.toISOString(),
    Totaal: r.total,
    Bezorgkosten: r.deliveryFee,
    Betaalmethode: r.cash ? "Contant" : "Online",
    Type: r.deliver ? "Bezorgen" : "Afhalen",
    Klant: r.customer,
  });

/** The portal's CSV export as bookkeeping: every readable row once, all in one transaction. */
export async function importJetExport({
  hostId,
  bytes,
}: {
  hostId: number;
  bytes: Uint8Array | null;
}): Promise<ImportResult> {
  if (!bytes) throw refused("Kies het exportbestand van Thuisbezorgd (CSV).");
  const decoded = decodeCsv(bytes);
  if (!decoded.ok) throw refused(decoded.message);
  const read = readJetExport(decoded.text);
  if (!read.ok) throw refused(read.message);
  const skipped: SkippedLine[] = [...read.skipped];
  let imported = 0;
  let present = 0;
  await getDb().transaction(async (trx) => {
    for (const r of read.rows) {
      const row = await receiveInbox(trx, {
        hostId,
        externalId: r.orderId,
        raw: rawOf(r),
        status: "placed",
        ack: "none",
        origin: "csv",
      });
      if (!row.fresh) {
        present += 1;
        continue;
      }
      const day = amsterdamDay(r.at);
      const goods = r.total - r.deliveryFee;
      const order = await insertOrder(
        trx,
        {
          hostId,
          customerId: null,
          number: await nextOrderNumber(trx, hostId, day),
          day,
          status: "archive",
          due: r.at,
          asap: false,
          deliver: r.deliver,
          source: "thuisbezorgd",
          paymentMethod: "thuisbezorgd",
          paymentStatus: r.cash ? "cash" : "thuisbezorgd",
          paid: true,
          marketplaceRef: r.orderId,
          address: null,
          customerName: r.customer ?? "Thuisbezorgd-klant",
          phone: "",
          description: `Geïmporteerd uit de Thuisbezorgd-export (regel ${r.line}).`,
          subtotal: goods,
          deliveryFee: r.deliveryFee,
          fee: 0,
          amount: r.total,
          idempotencyKey: `thuisbezorgd:${r.orderId}`,
        },
        [
          {
            productId: null,
            position: 1,
            name: "Thuisbezorgd-bestelling",
            subname: null,
            remark: `Bestelnummer ${r.orderId}`,
            quantity: 1,
            unitPrice: goods,
            extras: 0,
            amount: goods,
            volume: null,
            variation: null,
            includes: [],
            includes2: null,
            removed: [],
            half: false,
            tab: null,
            groupName: null,
            icon: MARKETPLACE_ITEM,
          },
        ],
      );
      await linkImportedOrder(trx, { hostId, id: row.id, orderId: order.id });
      imported += 1;
    }
  });
  return result({ imported, present, skipped });
}

/** What the import page shows before anything runs. */
export async function loadImportPage(hostId: number, hostName: string): Promise<ImportPageView> {
  const link = await getMarketplaceLink(getDb(), { hostId });
  return { hostName, linked: Boolean(link?.active && linkSecrets(link)) };
}
