// Staff forms of payments: a refund from the board, shared by the card's form and the route.
import { z } from "zod";
import { parseEuroInput } from "~/domain/euro-input";
import { UNKNOWN_ACTION } from "~/domain/messages";

export const refundSchema = z.object({
  // euros as typed ("12,50"); cents from here on
  amount: z
    .string({ message: "Verplicht." })
    .trim()
    .min(1, "Verplicht.")
    .transform((s, ctx) => {
      const cents = parseEuroInput(s);
      if (cents === null) {
        ctx.addIssue({ code: "custom", message: "Ongeldig bedrag" });
        return z.NEVER;
      }
      return cents;
    })
    .refine((c) => c > 0, "Het bedrag moet groter dan € 0,00 zijn."),
  key: z.string().trim().min(8, "Ongeldig verzoek").max(100, "Ongeldig verzoek"),
});

const method = z.enum(["cash", "pin", "ideal"], { message: "Onbekende betaalwijze." });

export const mollieKeySchema = z.object({
  mollieKey: z
    .string({ message: "Verplicht." })
    .trim()
    .regex(/^(test|live)_[A-Za-z0-9]{20,}$/, "Ongeldige Mollie-sleutel."),
});

/** A checkbox list as a form sends it: absent, one value, or several. */
const checkboxes = (message: string) =>
  z.preprocess(
    (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
    z.array(method, { message }).min(1, message),
  );

/** The forms of /admin/settings (payments), told apart by `intent`: methods per mode (at least one each), the Mollie key. */
export const paymentSettingsSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("methods"),
      pickup: checkboxes("Kies tenminste één betaalwijze voor afhalen."),
      deliver: checkboxes("Kies tenminste één betaalwijze voor bezorgen."),
    }),
    mollieKeySchema.extend({ intent: z.literal("mollie-key") }),
    z.object({ intent: z.literal("mollie-key-delete") }),
  ],
  { error: () => UNKNOWN_ACTION },
);

export type PaymentSettingsInput = z.output<typeof paymentSettingsSchema>;
