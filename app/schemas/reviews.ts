// The review form (customer) and the private reply (restaurant), docs/issues/020.md §6.
import { z } from "zod";
import { REVIEW_MAX, REVIEW_REMARK_MAX } from "~/domain/reviews";
import { idField } from "./ids";
import { UNKNOWN_ACTION } from "~/domain/messages";

export const reviewSchema = z.object(
  {
    intent: z.literal("review", { error: UNKNOWN_ACTION }),
    score: z.coerce
      .number({ error: "Kies hoe je het vond." })
      .int("Kies hoe je het vond.")
      .min(1, "Kies hoe je het vond.")
      .max(REVIEW_MAX, "Kies hoe je het vond."),
    remark: z
      .string()
      .trim()
      .max(REVIEW_REMARK_MAX, `Maximaal ${REVIEW_REMARK_MAX} tekens.`)
      .optional()
      .transform((v) => (v ? v : null)),
  },
  { error: "Ongeldige invoer." },
);

export type ReviewInput = z.output<typeof reviewSchema>;

/** docs/spec.md §5: a message under 20 characters is not sent; an SMS is kept to two parts. */
export const replySchema = z.object(
  {
    intent: z.literal("reply", { error: UNKNOWN_ACTION }),
    reviewId: idField("Beoordeling niet gevonden."),
    message: z
      .string({ error: "Verplicht." })
      .trim()
      .min(20, "Schrijf tenminste 20 tekens.")
      .max(300, "Maximaal 300 tekens."),
  },
  { error: "Ongeldige invoer." },
);

export type ReplyInput = z.output<typeof replySchema>;
