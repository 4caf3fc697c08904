// The checkout form's own check of what the customer filled in (the server checks again), loaded
// when the customer first touches the form: zod is ~26 kB gzipped the first paint does not need
// (docs/issues/023.md §6, decision 055). The jitless switch comes first, before any schema is built.
// checkFields(input, ["name", "phone"]) → {phone: "Vul een geldig telefoonnummer in"}
import "~/components/zod-jitless";
import { checkoutSchema } from "~/schemas/checkout";
import { issueFields } from "~/schemas/issues";

/**
 * The field messages for what is wrong, only for fields starting with one of the prefixes when given.
 * @public — used through the checkout form's dynamic import, which knip does not follow
 */
export function checkFields(input: unknown, prefixes?: ReadonlyArray<string>): Record<string, string> {
  const parsed = checkoutSchema.safeParse(input);
  const fields = parsed.success ? {} : issueFields(parsed.error).fields;
  return prefixes
    ? Object.fromEntries(Object.entries(fields).filter(([k]) => prefixes.some((p) => k.startsWith(p))))
    : fields;
}
