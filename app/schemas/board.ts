// What a board card may post (POST /api/board/:id). Each intent is one capability of docs/spec.md §4;
// the service checks that the order's status allows it.
import { z } from "zod";
import { EDIT_OPTIONS } from "~/domain/time-options";
import { TAB_TARGETS } from "~/domain/board";
import { STATUSES, type OrderStatus } from "~/domain/order-status";
import { UNKNOWN_ACTION } from "~/domain/messages";

const status = z.enum(STATUSES.map((s) => s.value) as [OrderStatus, ...OrderStatus[]], {
  message: "Onbekende status.",
});

export const boardActionSchema = z.discriminatedUnion(
  "intent",
  [
    // `from` is the status the card showed: a card that is out of date gets 409, not a double move
    z.object({ intent: z.literal("advance"), from: status }),
    // how it was paid; without it the order's own method (cash, pin, onsite, ondelivery) counts
    z.object({
      intent: z.literal("payed"),
      type: z.enum(["cash", "pin", "onsite", "ondelivery"], { message: "Onbekende betaalwijze." }).optional(),
    }),
    z.object({ intent: z.literal("delete") }),
    // the receipt once more on every active printer (docs/issues/007.md)
    z.object({ intent: z.literal("print") }),
    z.object({ intent: z.literal("message"), message: z.string().trim().min(20, "Tenminste 20 tekens").max(480) }),
    z.object({
      intent: z.literal("date"),
      minutes: z.coerce
        .number()
        .refine((n) => EDIT_OPTIONS.some((o) => o.kind === "minutes" && o.minutes === n), "Ongeldige tijd"),
    }),
    // docs/spec.md §5: a quantity below 1 deletes the item
    z.object({
      intent: z.literal("quantity"),
      position: z.coerce.number().int().min(1),
      quantity: z.coerce.number().int().min(0).max(99),
    }),
    z.object({ intent: z.literal("description"), description: z.string().trim().max(500, "Maximaal 500 tekens") }),
    // decision 076: give a ready delivery to one of the restaurant's couriers, or (null) take it back
    z.object({
      intent: z.literal("courier"),
      courierId: z.coerce.number().int().positive().max(2_147_483_647).nullable(),
    }),
    z.object({
      intent: z.literal("tab"),
      to: z.enum(TAB_TARGETS as [OrderStatus, ...OrderStatus[]], { message: "Onbekende status." }),
    }),
  ],
  { message: UNKNOWN_ACTION },
);

export type BoardAction = z.infer<typeof boardActionSchema>;

/** One line of an order on a board card: the model reads it, the card shows it. */
export interface BoardItem {
  position: number;
  name: string;
  subname: string | null;
  remark: string | null;
  quantity: number;
  amount: number;
  volume: string | null;
  variation: string | null;
  includes: Array<{ name: string }>;
  includes2: Array<{ name: string }> | null;
  removed: Array<{ name: string }>;
}
