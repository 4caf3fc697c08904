// The note staff keep about a customer (docs/spec.md §6 engagement), and root's "open at this restaurant".
// Browser-safe: the note form uses the same limit. The list's ?q=&page= is schemas/list-query.ts.
import { z } from "zod";
import { NOTE_MAX_LENGTH } from "~/domain/customers";
import { idField } from "~/schemas/ids";

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
