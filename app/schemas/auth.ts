// zod schemas of the auth API and forms, with the spec's Dutch messages (docs/spec.md §5, §8).
// Shared by routes (server) and usable in the browser: nothing here touches the server.
import { z } from "zod";
import { codeError, normaliseCode, parseMobile } from "~/domain/login";
import { validate } from "~/domain/validation";
import { UNKNOWN_ACTION } from "~/domain/messages";

const text = (message: string) => z.string({ error: message });

export const mobileSchema = text("Ongeldig nummer").transform((raw, ctx) => {
  const phone = parseMobile(raw);
  if (!phone) {
    ctx.addIssue({ code: "custom", message: "Ongeldig nummer" });
    return z.NEVER;
  }
  return phone;
});

export const codeSchema = text("Ongeldige code")
  .refine((raw) => codeError(raw) === null, { message: "Ongeldige code" })
  .transform(normaliseCode);

const bool = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0"])])
  .transform((v) => v === true || v === "true" || v === "1");

/** POST /api/auth/code {phone, force, from} (docs/spec.md §3 Login). */
export const codeRequestSchema = z.object({
  phone: mobileSchema,
  force: bool.optional().default(false),
  from: z.string().max(100).optional(),
});

const codeLogin = z.object({ phone: mobileSchema, code: codeSchema });
const passwordLogin = z.object({
  username: text("Ongeldig e-mail adres.")
    .trim()
    .refine((v) => validate("required", v) === null && validate("email", v) === null, {
      message: "Ongeldig e-mail adres.",
    }),
  password: text("Tenminste 8 tekens").refine((v) => validate("min8", v) === null, { message: "Tenminste 8 tekens" }),
});

export type LoginInput = z.infer<typeof codeLogin> | z.infer<typeof passwordLogin>;

/**
 * POST /api/auth/login: {phone, code} or {username, password}. The shape is chosen by the keys
 * present, so a failure reports the field's own Dutch message instead of a generic union error.
 */
export function parseLogin(body: unknown) {
  const staff = typeof body === "object" && body !== null && ("username" in body || "password" in body);
  return staff ? passwordLogin.safeParse(body) : codeLogin.safeParse(body);
}

export const profileSchema = z.object({
  firstName: z.string().trim().max(100, "Maximaal 100 tekens").optional().default(""),
  lastName: z.string().trim().max(100, "Maximaal 100 tekens").optional().default(""),
  avatar: z
    .string()
    .trim()
    .max(500)
    .optional()
    .default("")
    .refine((v) => v === "" || /^https:\/\/[^\s]+$/.test(v), { message: "Ongeldig website adres." }),
});

/** The first message of a failed parse, as the forms show one message at a time. */
export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Ongeldige invoer";
}

/** The forms of /admin/profile, told apart by `intent`: names and avatar, a new number's code, its confirmation. */
export const profileFormSchema = z.discriminatedUnion(
  "intent",
  [
    profileSchema.extend({ intent: z.literal("profile") }),
    z.object({ intent: z.literal("phone-code"), phone: mobileSchema }),
    z.object({ intent: z.literal("phone-confirm"), phone: mobileSchema, code: codeSchema }),
  ],
  { error: () => UNKNOWN_ACTION },
);

export type ProfileFormInput = z.output<typeof profileFormSchema>;
