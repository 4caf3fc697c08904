// Thuisbezorgd's further webhooks in JET's published shapes (docs/issues/018.md §4, decision 064): Cancel Order
// `{orderID, reason: {code}, initiatedBy?, happenedAt}` (the card says cancelled with the reason in
// Dutch, a cancellation slip prints), Driver Status `{orderID, driverStatus: {code}, happenedAt}` (on
// the card), Restaurant Temporarily Offline `{restaurantId, lastChangedTimeStampUtc, collection,
// delivery, dineIn}` (a banner while a service says isOffline; all false clears it) and Failed Order
// For Backup Flow `{validationError, unknownReference?, order: {orderId}}` (a banner). The key is
// required; a signature is checked when sent (JET does not publish whether these carry one). An event
// for an order we never had is answered 404, a malformed one 400.
import { z } from "zod";
import { getDb } from "~/db.server";
import { setLinkOffline } from "~/models/marketplace.server";
import { findByExternalId, markCanceled, setDriverStatus } from "~/models/marketplace-orders.server";
import { queueJobs, listPrinters } from "~/models/printers.server";
import { publish } from "~/realtime/bus.server";
import { hostChannel } from "~/realtime/channels";
import { ServiceError } from "~/services/errors.server";
import { verifiedLink, type JetCallInput } from "~/services/thuisbezorgd-keys.server";

export const JET_EVENTS = ["cancel", "driver", "offline", "backup"] as const;
export type JetEvent = (typeof JET_EVENTS)[number];

/** JET's driver status codes (two public clients agree on these four) as the card says them. */
const DRIVER_STATUSES: Record<string, string> = {
  driverArrivingAtRestaurant: "Bezorger bijna bij het restaurant",
  driverAtRestaurant: "Bezorger is er",
  onItsWay: "Bezorger onderweg",
  delivered: "Bezorgd",
};
export const driverStatusLabel = (status: string): string => DRIVER_STATUSES[status] ?? `Bezorger: ${status}`;

/** JET publishes no list of cancel reason codes: the one of its example, then by who cancelled, else the code itself. */
const CANCEL_REASONS: Record<string, string> = {
  custCancelledMadeMistake: "De klant heeft per vergissing besteld",
};
export function cancelReasonText(code: string, initiatedBy: string | null): string {
  const known = CANCEL_REASONS[code];
  if (known) return known;
  const key = `${code} ${initiatedBy ?? ""}`.toLowerCase();
  const who = /^cust|customer/.test(key)
    ? "De klant heeft geannuleerd"
    : /^rest|restaurant|partner/.test(key)
      ? "Het restaurant heeft geannuleerd"
      : /driver|courier|deliver/.test(key)
        ? "Geannuleerd wegens de bezorging"
        : "Thuisbezorgd heeft geannuleerd";
  return `${who} (code ${code})`;
}

const text = (max: number) =>
  z
    .string()
    .max(max)
    .transform((v) => v.replaceAll("\0", ""));
const code = z.object({ code: text(100).pipe(z.string().min(1)) });
const happenedAt = text(40).nullish();
const service = z.object({ isOffline: z.boolean(), allowRestaurantOverride: z.boolean().nullish() }).nullish();
const schemas = {
  cancel: z.object({
    orderID: text(100).pipe(z.string().min(1)),
    reason: code,
    initiatedBy: code.nullish(),
    happenedAt,
  }),
  driver: z.object({ orderID: text(100).pipe(z.string().min(1)), driverStatus: code, happenedAt }),
  offline: z.object({
    restaurantId: z.union([text(100), z.number()]),
    lastChangedTimeStampUtc: text(40).nullish(),
    collection: service,
    delivery: service,
    dineIn: service,
  }),
  backup: z.object({
    validationError: text(200).nullish(),
    unknownReference: text(200).nullish(),
    menuId: z.union([text(100), z.number()]).nullish(),
    order: z
      .object({ orderId: text(100).nullish() })
      .passthrough()
      .nullish(),
  }),
};

const SERVICES = [
  ["delivery", "bezorgen"],
  ["collection", "afhalen"],
  ["dineIn", "eten ter plaatse"],
] as const;

/** The banner of a Restaurant Temporarily Offline notification; null when every service is online again. */
export function offlineText(body: z.output<typeof schemas.offline>): string | null {
  const off = SERVICES.filter(([k]) => body[k]?.isOffline === true).map(([, name]) => name);
  if (off.length === 0) return null;
  const list = off.length === 1 ? off[0] : `${off.slice(0, -1).join(", ")} en ${off[off.length - 1]}`;
  return `Restaurant tijdelijk offline bij Thuisbezorgd voor ${list}`;
}

const BAD_EVENT = "Dit bericht van Thuisbezorgd kon niet worden gelezen.";
const UNKNOWN_ORDER = "Deze Thuisbezorgd-bestelling is hier niet bekend.";

function read<S extends z.ZodType>(schema: S, raw: string): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ServiceError(BAD_EVENT, 400);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ServiceError(BAD_EVENT, 400);
  return parsed.data;
}

async function placedOrder(hostId: number, externalId: string) {
  const found = await findByExternalId(getDb(), { hostId, externalId });
  if (!found) throw new ServiceError(UNKNOWN_ORDER, 404);
  return found;
}

export async function receiveJetEvent(event: JetEvent, input: JetCallInput): Promise<{ event: JetEvent }> {
  const db = getDb();
  const { hostId } = input;
  await verifiedLink(db, input, { hashRequired: false });
  switch (event) {
    case "cancel": {
      const body = read(schemas.cancel, input.raw);
      const found = await placedOrder(hostId, body.orderID);
      const reason = cancelReasonText(body.reason.code, body.initiatedBy?.code ?? null);
      const fresh = await markCanceled(db, { hostId, id: found.id, reason });
      if (fresh && found.orderId) {
        const orderId = found.orderId;
        // the cancellation slip: printing.server receiptFor reads the mark, receipt-text.ts/starprnt.ts print "GEANNULEERD"
        await db.transaction(async (trx) => {
          const printerIds = (await listPrinters(trx, { hostId })).filter((p) => p.active).map((p) => p.id);
          if (printerIds.length > 0) await queueJobs(trx, { hostId, orderId, printerIds, requestedBy: null });
        });
      }
      break;
    }
    case "driver": {
      const body = read(schemas.driver, input.raw);
      const found = await placedOrder(hostId, body.orderID);
      await setDriverStatus(db, { hostId, id: found.id, status: body.driverStatus.code });
      break;
    }
    case "offline": {
      const body = read(schemas.offline, input.raw);
      const reason = offlineText(body);
      await setLinkOffline(db, { hostId, since: reason ? new Date() : null, reason });
      break;
    }
    case "backup": {
      const body = read(schemas.backup, input.raw);
      const ref = body.order?.orderId ?? "";
      const why = [body.validationError, body.unknownReference ? `onbekend: ${body.unknownReference}` : null]
        .filter(Boolean)
        .join(", ");
      await setLinkOffline(db, {
        hostId,
        since: new Date(),
        reason: `Bestelling ${ref.slice(0, 8)} ging naar de Thuisbezorgd-tablet${why ? ` (${why})` : ""}`,
      });
      break;
    }
  }
  await publish({ channel: hostChannel(hostId), type: "thuisbezorgd", payload: { event } });
  return { event };
}
