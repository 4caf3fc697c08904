// The forms of /petitie (docs/issues/020.md §4), told apart by `intent`: sign (name, place, e-mail or mobile,
// restaurant owner yes/no, consent to be kept informed) and verify (the 6-digit SMS code).
import { z } from "zod";
import { CONTACT_MAX, contactMessage, contactOf, MESSAGES, NAME_MAX, PLACE_MAX, type Contact } from "~/domain/petition";
import { idField } from "./ids";
import { UNKNOWN_ACTION } from "~/domain/messages";

const text = (max: number, missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `Maximaal ${max} tekens.`)
    // one line: a name or place with a line break would break the CSV's columns for a spreadsheet
    .transform((v) => v.replace(/\s+/g, " "));

export const petitionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("sign"),
      name: text(NAME_MAX, "Vul je naam in."),
      place: text(PLACE_MAX, "Vul je woonplaats in."),
      contact: z
        .string({ error: MESSAGES.badContact })
        .max(CONTACT_MAX, MESSAGES.badContact)
        .transform((raw, ctx): Contact => {
          const contact = contactOf(raw);
          if (contact) return contact;
          ctx.addIssue({ code: "custom", message: contactMessage(raw) });
          return z.NEVER;
        }),
      owner: z.enum(["ja", "nee"], { error: MESSAGES.owner }).transform((v) => v === "ja"),
      keepInformed: z
        .string()
        .optional()
        .transform((v) => v === "on" || v === "1" || v === "ja"),
    }),
    z.object({
      intent: z.literal("verify"),
      id: idField(MESSAGES.wrongCode),
      // its form is checked by the service, whose refusal keeps the signature's id for the next try
      code: z.string({ error: MESSAGES.badCode }).trim().max(20, MESSAGES.badCode),
    }),
  ],
  { error: () => UNKNOWN_ACTION },
);

export type PetitionInput = z.output<typeof petitionSchema>;

/** The token of a link (e-mail confirmation, withdrawal): "{id}.{secret}" as the link carries it. */
export const linkTokenSchema = z.object({
  token: z
    .string()
    .regex(/^[1-9]\d{0,9}\.[A-Za-z0-9_-]{20,64}$/)
    .transform((t) => {
      const [id, secret] = t.split(".") as [string, string];
      return { id: Number(id), secret };
    })
    .refine((t) => t.id <= 2_147_483_647),
});

export const confirmSchema = z.object({ intent: z.literal("confirm") });
export const withdrawSchema = z.object({ intent: z.literal("withdraw") });
