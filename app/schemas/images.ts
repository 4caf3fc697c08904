// The image upload (docs/issues/015.md §5, docs/issues/016.md §2): a multipart form with the photo and what it is for;
// or the removal of one of the restaurant's images. Answered in the /api envelope: {result, image}.
import { z } from "zod";
import { CHOOSE_IMAGE, IMAGE_KINDS, type ImageKind } from "~/domain/images";
import { MAX_ID } from "~/domain/ids";
import { UNKNOWN_ACTION } from "~/domain/messages";

const kind = z.enum(IMAGE_KINDS as [ImageKind, ...ImageKind[]], { message: "Onbekend soort foto." });

export const imageActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("upload"),
      kind,
      file: z.custom<Blob>((v) => v instanceof Blob && v.size > 0, { message: CHOOSE_IMAGE }),
    }),
    z.object({
      intent: z.literal("delete"),
      id: z.coerce
        .number({ message: "Foto niet gevonden." })
        .int("Foto niet gevonden.")
        .min(1, "Foto niet gevonden.")
        .max(MAX_ID, "Foto niet gevonden."),
    }),
  ],
  { message: UNKNOWN_ACTION },
);
