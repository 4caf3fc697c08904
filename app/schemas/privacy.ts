// Input of "Mijn gegevens" and of the restaurant's "Gegevens exporteren" / "Verwijderen op verzoek"
// (decision 078). Browser-safe: the forms use the same limits.
import { z } from "zod";

const code = z
  .string({ error: "Vul de code uit de sms in." })
  .trim()
  .regex(/^[A-Za-z0-9]{4}$/, "Vul de 4 tekens uit de sms in.");

export const myDataActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("code") }),
    z.object({ intent: z.literal("export"), code }),
    // "Stuur naar {e-mail}", after the code opened the export (decision 080)
    z.object({
      intent: z.literal("mail"),
      hostId: z.coerce.number({ error: "Onbekend restaurant." }).int().positive("Onbekend restaurant."),
    }),
    z.object({
      intent: z.literal("erase"),
      code,
      confirm: z.literal("ja", { error: "Vink aan dat je begrijpt dat dit niet terug te draaien is." }),
    }),
  ],
  { error: "Ongeldige invoer." },
);

const reason = z
  .string({ error: "Vul in waarom (bijvoorbeeld: verzoek per telefoon van de klant)." })
  .trim()
  .min(3, "Vul in waarom (bijvoorbeeld: verzoek per telefoon van de klant).")
  .max(500, "Maximaal 500 tekens");

export const staffExportSchema = z.object({ reason }, { error: "Ongeldige invoer." });

export const staffEraseSchema = z.object(
  {
    reason,
    confirm: z.literal("ja", { error: "Vink aan dat dit niet terug te draaien is." }),
  },
  { error: "Ongeldige invoer." },
);
