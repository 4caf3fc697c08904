// zod schemas of POST /deliver (the order desk: staff take an order for a caller, docs/spec.md §2) and
// the JSON it answers. Placing uses the customers' checkoutSchema as is: the source (phone or
// desk) and who placed it are decided by the server, never read from the body.
import { z } from "zod";
import type { CartView } from "~/schemas/cart";
import type { MenuCardView } from "~/schemas/menu-view";
import { confirmedCheckoutSchema } from "~/schemas/checkout";
import { idField } from "~/schemas/ids";
import { validate } from "~/domain/validation";
import { UNKNOWN_ACTION } from "~/domain/messages";
import type { OrderStatus } from "~/domain/order-status";

export const BAD_PHONE = "Ongeldig telefoonnummer";

/** What a caller says: "06-12345601", "06 1234 5601" or "+31 6 …"; checked as the spec's phone rule. */
export const callerPhoneSchema = z
  .string({ error: BAD_PHONE })
  .trim()
  .max(20, BAD_PHONE)
  .transform((raw) => (raw.startsWith("+31") ? `0${raw.slice(3)}` : raw).replace(/[\s().]/g, ""))
  .refine((phone) => validate("phone", phone) === null, { message: BAD_PHONE });

export const deliverLookupSchema = z.object({ intent: z.literal("lookup"), phone: callerPhoneSchema });

/** "Herhaal": one of the caller's orders at this restaurant into the staff member's cart. */
export const deliverRepeatSchema = z.object({
  intent: z.literal("repeat"),
  phone: callerPhoneSchema,
  orderId: idField("Onbekende bestelling."),
});

/** On the platform domain: the restaurant a call-centre member takes orders for. */
const deliverChooseSchema = z.object({
  intent: z.literal("choose"),
  hostId: idField("Kies een restaurant."),
});

/** Every POST /deliver: the intent names the form; placing takes the customers' checkout fields. */
export const deliverActionSchema = z.discriminatedUnion(
  "intent",
  [
    deliverChooseSchema,
    deliverLookupSchema,
    deliverRepeatSchema,
    confirmedCheckoutSchema.safeExtend({ intent: z.literal("place") }),
  ],
  { error: UNKNOWN_ACTION },
);

export interface CallerOrderView {
  id: number;
  number: number;
  status: OrderStatus;
  amount: number;
  createdAt: string;
  /** "2× Margherita, Coca-Cola" */
  lines: string;
}

/** What the desk knows about the number that called. */
export interface CallerView {
  /** As typed, cleaned to the national form ("0612345601"). */
  phone: string;
  known: boolean;
  name: string;
  deliver: boolean;
  address: { street: string; number: string; zipcode: string; city: string };
  stamps: number | null;
  orders: CallerOrderView[];
}

/** The order desk page on a restaurant's domain (services/deliver.server.ts loadDeliverPage). */
export interface DeskData {
  hostName: string;
  hostCity: string;
  source: "phone" | "desk";
  status: { open: boolean; paused: boolean; text: string };
  asapNow: boolean;
  /** The days one can order for ("Vandaag", "Morgen", …) and, closed now, the first opening. */
  days: ReadonlyArray<{ value: string; label: string }>;
  firstMoment: { day: string; time: string } | null;
  payments: { deliver: string[]; pickup: string[] };
  products: Array<MenuCardView & { tab: string }>;
  cart: CartView;
  idempotencyKey: string;
}
