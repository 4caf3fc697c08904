// The /register form and the live perma check (docs/issues/016.md §1). The rules are the domain's
// (app/domain/sign-up.ts), so the browser's "Volgende" and the server say the same words; zod
// only carries them into formAction's {message, fields} answer.
import { z } from "zod";
import { checkSignUp, type SignUpInput } from "~/domain/sign-up";
import { UNKNOWN_ACTION } from "~/domain/messages";

export const registerSchema = z.record(z.string(), z.unknown()).transform((raw, ctx): SignUpInput => {
  const checked = checkSignUp(raw);
  if (checked.ok) return checked.value;
  for (const [field, message] of Object.entries(checked.fields))
    ctx.addIssue({ code: "custom", path: [field], message });
  return z.NEVER;
});

/** GET /api/register/perma?perma=… */
export const permaQuerySchema = z.object({ perma: z.string().max(200).default("") });

/** POST /admin/checklist: tick "Menu controleren" or "Openingstijden" off, or put the list away. */
export const checklistSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("done"), key: z.enum(["menu", "hours"], { error: "Onbekend onderdeel." }) }),
    z.object({ intent: z.literal("dismiss") }),
  ],
  { error: () => UNKNOWN_ACTION },
);
