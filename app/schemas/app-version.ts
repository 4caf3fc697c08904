// Root's form for the app version (docs/issues/019.md, version watch): a version like 1.8.8 and whether open
// apps must reload to it now (the update flag, docs/spec.md §3/§4).
import { z } from "zod";
import { UNKNOWN_ACTION } from "~/domain/messages";

export const APP_VERSION_INVALID = "Ongeldige versie: gebruik cijfers en punten, zoals 1.8.8.";

export const appVersionSchema = z.object({
  intent: z.literal("version", { message: UNKNOWN_ACTION }),
  version: z
    .string({ message: "Verplicht." })
    .trim()
    .min(1, "Verplicht.")
    .max(20, APP_VERSION_INVALID)
    .regex(/^[0-9]{1,4}(\.[0-9]{1,4}){0,3}$/, APP_VERSION_INVALID),
  // a checkbox: present ("1"/"on") means reload everyone now
  update: z
    .string()
    .max(5)
    .optional()
    .transform((v): 0 | 1 => (v === "1" || v === "on" ? 1 : 0)),
});

export type AppVersionInput = z.output<typeof appVersionSchema>;
