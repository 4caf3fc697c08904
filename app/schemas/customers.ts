// What /customers reads from its query string, the customer id in /customers/:id, and the note
// staff keep about a customer (SPEC §6 engagement). Browser-safe: the note form uses the same limit.
import { z } from "zod";
import { NOTE_MAX_LENGTH } from "~/domain/customers";
import { idField } from "~/schemas/ids";

/** A list query never fails: a nonsense page is page 1, an overlong search is cut. */
export const customerListQuerySchema = z.object({
  q: z
    .string()
    .catch("")
    .transform((v) => v.trim().slice(0, 100)),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

export const customerNoteSchema = z.object(
  {
    note: z
      .string({ error: "Verplicht." })
      .transform((v) => v.replace(/\r\n/g, "\n").trim())
      .pipe(z.string().max(NOTE_MAX_LENGTH, `Maximaal ${NOTE_MAX_LENGTH} tekens`)),
  },
  { error: "Ongeldige invoer." },
);

export type CustomerNote = z.infer<typeof customerNoteSchema>;

/** Root's "open at this restaurant" from the platform list. */
export const openAtHostSchema = z.object(
  { hostId: idField("Ongeldige invoer."), customerId: idField("Ongeldige invoer.") },
  { error: "Ongeldige invoer." },
);
