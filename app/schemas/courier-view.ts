// What /ritten shows (decisions 076, 077) and the taps it posts. A tap's key is made on the phone,
// one per tap: the same key sent again (queued offline, retried) acts once.
import { z } from "zod";

export interface RideView {
  id: number;
  number: number;
  isTest: boolean;
  /** On the road with this courier ("Onderweg"); otherwise ready to take. */
  mine: boolean;
  due: string;
  lateText: string;
  late: boolean;
  name: string;
  addressLines: string[];
  routeUrl: string | null;
  /** Only while the ride is his. */
  tel: string | null;
  phone: string | null;
  notes: string | null;
  courierNote: string | null;
  collection: { kind: "paid" | "cash" | "pin"; label: string; amount: number };
  deliverLabel: string;
  since: string | null;
}

export interface RidesView {
  courierName: string;
  ready: RideView[];
  mine: RideView[];
  now: string;
}

const key = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{8,64}$/, "Ongeldige sleutel.");
const orderId = z.coerce.number().int().positive().max(2_147_483_647);

export const courierTapSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("take"), orderId, key }),
  z.object({
    intent: z.literal("deliver"),
    orderId,
    key,
    received: z.coerce.number().int().min(0).max(10_000_000).nullable().optional(),
  }),
  z.object({ intent: z.literal("problem"), orderId, key, note: z.string().max(300).default("") }),
]);
