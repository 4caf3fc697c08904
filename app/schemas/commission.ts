// The commission form of /admin/settings/thuisbezorgd (decision 056): a new rate from a date, or
// removing the rate of a date. Bounded strings here; their meaning (a day, a percent, euros) is
// checked in app/domain/commission.ts, in Dutch.
import { z } from "zod";
import { UNKNOWN_ACTION } from "~/domain/messages";

const text = z.string({ message: "Verplicht." }).trim().min(1, "Verplicht.").max(20, "Ongeldige invoer.");

export const commissionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("commission"), from: text, percent: text, fee: text }),
    z.object({ intent: z.literal("commission-delete"), from: text }),
  ],
  { error: () => UNKNOWN_ACTION },
);

export type CommissionInput = z.output<typeof commissionSchema>;

/** What the settings page shows: the rates set (newest first) and the default. */
export interface CommissionView {
  /** `from` as stored (YYYY-MM-DD, the delete form sends it back), `fromLabel` as the owner reads it. */
  rates: Array<{ from: string; fromLabel: string; label: string }>;
  defaultLabel: string;
  /** The label of the rate in force today. */
  current: string;
}
