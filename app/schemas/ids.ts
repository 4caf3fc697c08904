// An id in a body or a query: a positive whole number that fits the integer column (int4). Anything
// else is refused with the field's own Dutch message before it reaches PostgreSQL, where an id of
// 3000000000 would fail the query (a 500) rather than find nothing.
import { z } from "zod";
import { MAX_ID } from "~/domain/ids";

export function idField(message: string) {
  return z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);
}
