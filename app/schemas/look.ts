// /admin/settings/uiterlijk (docs/issues/016.md §2 "look"): banner image and text, logo, primary colour,
// animation on or off. A plain form: the images as ids (uploaded first through /api/images; empty:
// none), the colour as #rrggbb (its readability is the domain's checkThemeColor, in the service).
import { z } from "zod";
import { MAX_ID } from "~/domain/ids";
import { UNKNOWN_ACTION } from "~/domain/messages";

export const BANNER_TEXT_MAX = 120;

const imageId = z
  .string()
  .trim()
  .max(12, "Foto niet gevonden.")
  .transform((raw, ctx) => {
    if (raw === "") return null;
    const id = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : NaN;
    if (!(id <= MAX_ID)) {
      ctx.addIssue({ code: "custom", message: "Foto niet gevonden." });
      return z.NEVER;
    }
    return id;
  });

export const lookSchema = z.object({
  intent: z.literal("look", { message: UNKNOWN_ACTION }),
  themePrimary: z.string({ message: "Kies een kleur als #rrggbb." }).trim().max(20, "Kies een kleur als #rrggbb."),
  bannerText: z
    .string()
    .max(BANNER_TEXT_MAX, `Maximaal ${BANNER_TEXT_MAX} tekens.`)
    .optional()
    .transform((t) => (t ?? "").trim().replace(/\s+/g, " ") || null),
  bannerImageId: imageId.optional().transform((v) => v ?? null),
  logoImageId: imageId.optional().transform((v) => v ?? null),
  animation: z
    .union([z.literal("on"), z.literal("")])
    .optional()
    .transform((v) => v === "on"),
});

export type LookInput = z.output<typeof lookSchema>;
