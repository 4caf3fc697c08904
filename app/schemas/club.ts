// The forms of /admin/club (docs/issues/020.md §1), told apart by `intent`.
import { z } from "zod";
import { CAMPAIGN_MAX, CLUB_REWARD_MAX, CORRECTION_REASON_MAX, NEGATIVE_BALANCE } from "~/domain/club";
import { MAX_STAMPS } from "~/domain/stamps";
import { idField } from "./ids";
import { UNKNOWN_ACTION } from "~/domain/messages";

const message = z
  .string({ error: "Verplicht." })
  .trim()
  .min(20, "Schrijf tenminste 20 tekens.")
  .max(CAMPAIGN_MAX, `Maximaal ${CAMPAIGN_MAX} tekens.`);

export const clubSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("reward"),
      reward: z
        .string()
        .trim()
        .max(CLUB_REWARD_MAX, `Maximaal ${CLUB_REWARD_MAX} tekens.`)
        .catch("")
        .transform((v) => v || null),
    }),
    z.object({
      intent: z.literal("correct"),
      customerId: idField("Klant niet gevonden."),
      stamps: z.coerce
        .number({ error: "Vul een aantal stempels in." })
        .int("Vul een heel aantal stempels in.")
        .min(0, NEGATIVE_BALANCE)
        .max(MAX_STAMPS, `Maximaal ${MAX_STAMPS} stempels.`),
      reason: z
        .string({ error: "Geef een reden op." })
        .trim()
        .min(3, "Geef een reden op.")
        .max(CORRECTION_REASON_MAX, `Maximaal ${CORRECTION_REASON_MAX} tekens.`),
    }),
    z.object({
      intent: z.literal("import"),
      cards: z.string({ error: "Verplicht." }).max(50_000, "De lijst is te lang."),
    }),
    z.object({ intent: z.literal("preview"), message }),
    z.object({
      intent: z.literal("send"),
      message,
      recipients: z.coerce.number({ error: "Ongeldige invoer." }).int().min(0).max(1_000_000),
    }),
  ],
  { error: () => UNKNOWN_ACTION },
);

export type ClubInput = z.output<typeof clubSchema>;

/** The customer's own choice on /club: receive the club's messages or not. */
export const consentSchema = z.object(
  {
    intent: z.literal("consent", { error: UNKNOWN_ACTION }),
    optIn: z.enum(["1", "0"], { error: "Ongeldige keuze." }).transform((v) => v === "1"),
  },
  { error: "Ongeldige keuze." },
);

export type ConsentInput = z.output<typeof consentSchema>;
