// One template override as /admin/settings/berichten posts it. Empty means "back to the default";
// anything else must be long enough to be sent at all (docs/spec.md §5: under 20 characters nothing goes).
import { z } from "zod";
import { MIN_NOTIFICATION_LENGTH } from "~/domain/constants";
import { isTemplateKey } from "~/domain/template-settings";

export const TOO_SHORT = `Gebruik tenminste ${MIN_NOTIFICATION_LENGTH} tekens, of maak het veld leeg voor onze tekst.`;

export const templateOverrideSchema = z
  .object({
    type: z.string().max(20),
    sub: z.string().max(20).default(""),
    message: z
      .string()
      .trim()
      .max(480, "Maximaal 480 tekens")
      .refine((v) => v === "" || v.length >= MIN_NOTIFICATION_LENGTH, TOO_SHORT),
  })
  .refine((v) => isTemplateKey(v), { message: "Onbekend bericht.", path: ["type"] });

export type TemplateOverride = z.infer<typeof templateOverrideSchema>;
