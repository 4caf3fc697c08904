// /organisation's forms (docs/issues/016.md §4; decision 034): open a restaurant, the marketplace switch,
// root's new organisation and moving a restaurant (with a confirmation).
import { z } from "zod";
import { UNKNOWN_ACTION } from "~/domain/messages";

const id = (message: string) => z.coerce.number({ message }).int(message).min(1, message).max(2147483647, message);
const NAME_REQUIRED = "Vul de naam van de organisatie in.";
const CONFIRM = "Bevestig dat je het restaurant wilt verplaatsen.";

export const organisationActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("open"), hostId: id("Onbekend restaurant.") }),
    z.object({
      intent: z.literal("sync"),
      on: z.enum(["1", "0"], { error: "Ongeldige invoer." }).transform((v) => v === "1"),
    }),
    z.object({
      intent: z.literal("create"),
      name: z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(100, "Maximaal 100 tekens"),
    }),
    z.object({
      intent: z.literal("move"),
      hostId: id("Kies een restaurant."),
      organisationId: id("Kies een organisatie."),
      confirm: z.literal("1", { error: CONFIRM }),
    }),
  ],
  { error: () => UNKNOWN_ACTION },
);
