// A failed zod parse as the API answers it: the first Dutch message, and one message per field
// ("address.zipcode": "Ongeldige postcode") so a form can show each under its input.
import type { z } from "zod";

export function issueFields(error: z.ZodError): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".") || "_";
    fields[path] ??= issue.message;
  }
  return { message: error.issues[0]?.message ?? "Ongeldige invoer.", fields };
}
