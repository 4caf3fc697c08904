// Root's /hosts (docs/issues/016.md §6): the filter in the query, the suspend/lift/open forms, and the view.
import { z } from "zod";
import { SUSPEND_REASON_MAX, SUSPEND_REASON_REQUIRED } from "~/domain/suspension";
import { UNKNOWN_ACTION } from "~/domain/messages";

const hostId = z.coerce
  .number({ message: "Onbekend restaurant." })
  .int("Onbekend restaurant.")
  .min(1, "Onbekend restaurant.")
  .max(2147483647, "Onbekend restaurant.");

export const rootHostActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("suspend"),
      hostId,
      reason: z
        .string({ error: SUSPEND_REASON_REQUIRED })
        .trim()
        .min(1, SUSPEND_REASON_REQUIRED)
        .max(SUSPEND_REASON_MAX, `Maximaal ${SUSPEND_REASON_MAX} tekens`),
    }),
    z.object({ intent: z.literal("lift"), hostId }),
    z.object({ intent: z.literal("open"), hostId }),
  ],
  { error: () => UNKNOWN_ACTION },
);
export type RootHostAction = z.output<typeof rootHostActionSchema>;

export interface RootHostView {
  id: number;
  name: string;
  perma: string;
  href: string;
  city: string | null;
  status: "live" | "suspended" | "new";
  statusLabel: string;
  signedUp: boolean;
  createdAt: string;
  suspendedReason: string | null;
  ordersToday: number;
  lastOrder: string | null;
  /** "Thuisbezorgd: gekoppeld · laatste bestelling 24 nov. 18:02 · 2 wachten op bevestiging"; null without a link. */
  marketplace: { active: boolean; text: string; waiting: number } | null;
}
