// "Dagafsluiting" (docs/issues/017.md §3): the day in the query string (?dag=2026-11-23; its meaning is
// checked by the service, in Dutch), and the page's two forms: "Dag afsluiten" and "Print op
// bonprinter" (with the printer chosen when there are several).
import { z } from "zod";
import { idField } from "~/schemas/ids";
import { UNKNOWN_ACTION } from "~/domain/messages";

const day = z.string({ message: "Ongeldige invoer." }).max(40, "Ongeldige invoer.");

export const dayCloseQuerySchema = z.object({ dag: day.optional() });

export const dayCloseFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("close"), dag: day }),
    z.object({
      intent: z.literal("print"),
      dag: day,
      printer: z.union([z.literal(""), idField("Printer niet gevonden.")]).optional(),
    }),
  ],
  { message: UNKNOWN_ACTION },
);
