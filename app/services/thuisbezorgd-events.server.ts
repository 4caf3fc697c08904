// Thuisbezorgd's further webhooks (issue 18 §4): Cancel Order (the card says cancelled with the
// reason, the board alerts, a cancellation slip prints), Driver Status (on the card), Restaurant
// Temporarily Offline and Failed Order For Backup Flow (a banner on the board). Verified like an
// order; an event for an order we never had is answered 404, a malformed one 400.
import { z } from "zod";
import { getDb } from "~/db.server";
import { findByExternalId, markCanceled, setDriverStatus, setLinkOffline } from "~/models/marketplace.server";
import { queueJobs, listPrinters } from "~/models/printers.server";
import { publish } from "~/realtime/bus.server";
import { hostChannel } from "~/realtime/channels";
import { ServiceError } from "~/services/errors.server";
import { verifiedLink, type JetCallInput } from "~/services/thuisbezorgd.server";

export const JET_EVENTS = ["cancel", "driver", "offline", "backup"] as const;
export type JetEvent = (typeof JET_EVENTS)[number];

const DRIVER_STATUSES = {
  onItsWay: "Bezorger onderweg",
  delivered: "Bezorgd",
  driverAtRestaurant: "Bezorger is er",
} as const;
export type DriverStatus = keyof typeof DRIVER_STATUSES;
export const driverStatusLabel = (status: string): string =>
  status in DRIVER_STATUSES ? DRIVER_STATUSES[status as DriverStatus] : status;

const text = (max: number) =>
  z
    .string()
    .max(max)
    .transform((v) => v.replaceAll("\0", ""));
const orderRef = z
  .object({ order_id: text(100).pipe(z.string().min(1)).optional(), id: text(100).pipe(z.string().min(1)).optional() })
  .refine((v) => v.order_id ?? v.id, "order_id ontbreekt");
const schemas = {
  cancel: orderRef.and(z.object({ reason: text(200).nullish(), reason_code: text(100).nullish() })),
  driver: orderRef.and(z.object({ status: z.enum(["onItsWay", "delivered", "driverAtRestaurant"]) })),
  offline: z.object({ reason: text(200).nullish(), online: z.boolean().optional() }),
  backup: orderRef.and(z.object({ reason: text(200).nullish() })),
};

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
  await verifiedLink(db, input);
  switch (event) {
    case "cancel": {
      const body = read(schemas.cancel, input.raw);
      const found = await placedOrder(hostId, body.order_id ?? body.id ?? "");
      const reason = body.reason || body.reason_code || "Geen reden opgegeven";
      const fresh = await markCanceled(db, { hostId, id: found.id, reason });
      if (fresh && found.orderId) {
        const orderId = found.orderId;
        // the cancellation slip: printing.server receiptFor reads the mark, receipt.ts/starprnt.ts print "GEANNULEERD"
        await db.transaction(async (trx) => {
          const printerIds = (await listPrinters(trx, hostId)).filter((p) => p.active).map((p) => p.id);
          if (printerIds.length > 0) await queueJobs(trx, { hostId, orderId, printerIds, requestedBy: null });
        });
      }
      break;
    }
    case "driver": {
      const body = read(schemas.driver, input.raw);
      const found = await placedOrder(hostId, body.order_id ?? body.id ?? "");
      await setDriverStatus(db, { hostId, id: found.id, status: body.status });
      break;
    }
    case "offline": {
      const body = read(schemas.offline, input.raw);
      await setLinkOffline(db, {
        hostId,
        since: body.online ? null : new Date(),
        reason: body.online ? null : (body.reason ?? "Restaurant tijdelijk offline bij Thuisbezorgd"),
      });
      break;
    }
    case "backup": {
      const body = read(schemas.backup, input.raw);
      const ref = body.order_id ?? body.id ?? "";
      await setLinkOffline(db, {
        hostId,
        since: new Date(),
        reason: `Bestelling ${ref.slice(0, 8)} ging naar de Thuisbezorgd-tablet${body.reason ? `: ${body.reason}` : ""}`,
      });
      break;
    }
  }
  await publish({ channel: hostChannel(hostId), type: "thuisbezorgd", payload: { event } });
  return { event };
}
