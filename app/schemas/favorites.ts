// The "Favoriet" button (docs/issues/020.md §7): mark or unmark the restaurant of this domain.
import { z } from "zod";
import { UNKNOWN_ACTION } from "~/domain/messages";

export const favoriteSchema = z.object(
  {
    intent: z.literal("favorite", { error: UNKNOWN_ACTION }),
    favorite: z.enum(["1", "0"], { error: "Ongeldige keuze." }).transform((v) => v === "1"),
  },
  { error: "Ongeldige keuze." },
);

export type FavoriteInput = z.output<typeof favoriteSchema>;
