// What a searchable list reads from its query string (customers, root's users and restaurants): a
// search never fails — broken characters are dropped (PostgreSQL refuses a NUL: it was a 500 on
// /customers?q=%00), an overlong one cut — and a nonsense page is page 1.
import { z } from "zod";
import { withoutBadCharacters } from "~/domain/ids";

export const listQuerySchema = z.object({
  q: z
    .string()
    .catch("")
    .transform((v) => withoutBadCharacters(v).trim().slice(0, 100)),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

export type ListQuery = z.infer<typeof listQuerySchema>;

/** ?q= and ?page= of a list page's URL. */
export function listQueryOf(url: URL): ListQuery {
  return listQuerySchema.parse({ q: url.searchParams.get("q") ?? "", page: url.searchParams.get("page") ?? 1 });
}
