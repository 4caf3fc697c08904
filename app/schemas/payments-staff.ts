// Staff forms of payments: a refund from the board, shared by the card's form and the route.
import { z } from "zod";
import { parseEuroInput } from "~/domain/euro-input";

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

export type RefundInput = z.infer<typeof refundSchema>;

const method = z.enum(["cash", "pin", "ideal"], { message: "Onbekende betaalwijze." });

/** /admin/settings: methods offered per mode (checkboxes, so lists), at least one each. */
export const paymentMethodsSchema = z.object({
  pickup: z.array(method, { message: "Kies tenminste één betaalwijze voor afhalen." }).min(1, "Kies tenminste één betaalwijze voor afhalen."),
  deliver: z.array(method, { message: "Kies tenminste één betaalwijze voor bezorgen." }).min(1, "Kies tenminste één betaalwijze voor bezorgen."),
});

export const mollieKeySchema = z.object({
  mollieKey: z.string({ message: "Verplicht." }).trim().regex(/^(test|live)_[A-Za-z0-9]{20,}$/, "Ongeldige Mollie-sleutel."),
});
