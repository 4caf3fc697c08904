// "Importeren van Thuisbezorgd" (docs/issues/018.md §5, decisions 047, 064):
//   pullMissedOrders — no longer fetches: JET publishes no order list we can read reliably, so the
//     SPEC's call answers 410 with what to do instead (the tablet has the order; the export is for the books);
//   importJetExport — the portal's CSV export, for bookkeeping: each row becomes an archived
//     marketplace order (one product/thuisbezorgd line) under the same unique key, in one transaction,
//     without ringing the board. Lines that cannot be read are skipped and named.
// Services know nothing of HTTP: refusals are ServiceError(message, status).
import { getDb } from "~/db.server";
import { MARKETPLACE_ITEM } from "~/domain/thuisbezorgd";
import { decodeCsv } from "~/domain/menu-csv-read";
import {
  readJetExport,
  summaryText,
  type ExportRow,
  type ImportSummary,
  type SkippedLine,
} from "~/domain/thuisbezorgd-csv";
import { getMarketplaceLink } from "~/models/marketplace.server";
import { receiveInbox } from "~/models/marketplace-orders.server";
import { hasReference, linkImportedOrder } from "~/models/marketplace-import.server";
import { amsterdamDay, insertOrder, nextOrderNumber } from "~/models/orders.server";
import type { ImportPageView } from "~/schemas/thuisbezorgd-import";
import { ServiceError } from "~/services/errors.server";
import { linkSecrets, NOT_LINKED } from "~/services/thuisbezorgd-keys.server";

export interface ImportResult extends ImportSummary {
  message: string;
}

const result = (summary: ImportSummary): ImportResult => ({ ...summary, message: summaryText(summary) });

/**
 * JET Connect pushes orders and publishes no call that lists them in a form we can read reliably
 * (decision 064): an order that did not reach us is on JET's tablet. The SPEC's call stays, and
 * says so plainly — it never promises a retry that cannot work.
 */
export const NO_PULL =
  "Ophalen bij Thuisbezorgd kan niet: Thuisbezorgd stuurt elke bestelling zelf naar je bord, en een bestelling die niet aankwam staat op de Thuisbezorgd-tablet. Voor je boekhouding kun je de export uit het Thuisbezorgd-portaal importeren.";

export async function pullMissedOrders({ hostId }: { hostId: number }): Promise<never> {
  const link = await getMarketplaceLink(getDb(), { hostId });
  if (!link?.active || !linkSecrets(link)) throw new ServiceError(NOT_LINKED, 409);
  throw new ServiceError(NO_PULL, 409);
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
      // the portal's number is the one the customer quotes: an order the webhook brought has it as its reference
      if (await hasReference(trx, { hostId, reference: r.orderId })) {
        present += 1;
        continue;
      }
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
      const order = await insertOrder(trx, {
        order: {
          hostId,
          customerId: null,
          number: await nextOrderNumber(trx, { hostId, day }),
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
        items: [
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
      });
      await linkImportedOrder(trx, { hostId, id: row.id, orderId: order.id });
      imported += 1;
    }
  });
  return result({ imported, present, skipped });
}

/** What the import page shows before anything runs. */
export async function loadImportPage({
  hostId,
  hostName,
}: {
  hostId: number;
  hostName: string;
}): Promise<ImportPageView> {
  const link = await getMarketplaceLink(getDb(), { hostId });
  return { hostName, linked: Boolean(link?.active && linkSecrets(link)) };
}
