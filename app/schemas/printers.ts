// /admin/settings/printers forms: add a printer (name, MAC, paper), remove one, a test print, and
// the host's "Automatisch afdrukken bij accepteren".
import { z } from "zod";
import { idField } from "~/schemas/ids";
import { validateAll } from "~/domain/validation";
import { UNKNOWN_ACTION } from "~/domain/messages";

const id = idField("Printer niet gevonden.");

export const printerFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("add"),
      name: z.string({ message: "Verplicht." }).trim().min(1, "Verplicht.").max(60, "Maximaal 60 tekens"),
      mac: z
        .string({ message: "Verplicht." })
        .trim()
        .superRefine((v, ctx) => {
          const message = validateAll(["required", "mac"], v);
          if (message) ctx.addIssue({ code: "custom", message });
        }),
      paper: z.enum(["thermal2", "thermal3"], { message: "Kies 58 mm of 80 mm." }),
      // the code page set in the printer (Windows-1252 unless someone changed it)
      codepage: z.enum(["1252", "858", "437"], { message: "Kies een tekenset." }).default("1252"),
      buzzer: z.literal("on").optional(),
    }),
    // a new key: the printer's server URL must be entered again
    z.object({ intent: z.literal("newkey"), id }),
    z.object({ intent: z.literal("remove"), id }),
    z.object({ intent: z.literal("test"), id }),
    // a checkbox: present when on
    z.object({ intent: z.literal("autoprint"), autoPrint: z.literal("on").optional() }),
  ],
  { message: UNKNOWN_ACTION },
);

export type PrinterForm = z.infer<typeof printerFormSchema>;

/** The board's printer banner: a failed ticket printed again, or taken off the banner. */
export const printJobActionSchema = z.object({
  intent: z.enum(["reprint", "dismiss"], { message: UNKNOWN_ACTION }),
});
