// The forms of /admin/settings' sub-pages (docs/issues/016.md §2), one discriminated union per page on
// `intent`, with docs/spec.md §5's Dutch messages. What needs the clock or the database (a date in the past,
// a perma taken) is the service's to refuse.
import { z } from "zod";
import { MAX_ID } from "~/domain/ids";
import { priceField } from "~/domain/euro-input";
import { isHostCategory, zipRange } from "~/domain/host-settings";
import { minuteOfDay, shiftsProblem, weekdayName } from "~/domain/opening-hours";
import { validate } from "~/domain/validation";
import { parseDay } from "~/domain/amsterdam-time";
import { UNKNOWN_ACTION } from "~/domain/messages";

const REQUIRED = "Verplicht.";
const text = (max: number) => z.string({ message: REQUIRED }).trim().max(max, `Maximaal ${max} tekens`);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Maximaal ${max} tekens`)
    .optional()
    .transform((v) => (v ? v : null));
/** A field checked by one of docs/spec.md §5's rules (validate), empty → null. */
const ruled = (rule: "zipcode" | "phone" | "email" | "url" | "mobile", max = 200) =>
  z
    .string()
    .trim()
    .max(max, validateMessage(rule))
    .optional()
    .superRefine((v, ctx) => {
      const problem = v ? validate(rule, v) : null;
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .transform((v) => (v ? v : null));

function validateMessage(rule: "zipcode" | "phone" | "email" | "url" | "mobile"): string {
  return validate(rule, "x") ?? "Ongeldige invoer.";
}

/** A checkbox list: absent → [], one → [value], several → the array the form reader made. */
const list = <T extends z.ZodType>(item: T) =>
  z
    .union([item, z.array(item).max(100, "Te veel keuzes.")])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]));
const checkbox = z
  .string()
  .max(10)
  .optional()
  .transform((v) => v === "on" || v === "1" || v === "true");
const id = (message: string) => z.coerce.number({ message }).int(message).min(1, message).max(MAX_ID, message);

// --- profile and categories --------------------------------------------------------------------

export const profileFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("profile"),
      name: text(80).min(1, REQUIRED),
      short: z
        .string()
        .trim()
        .max(11, "Maximaal 11 tekens")
        .optional()
        .transform((v) => (v ? v : null)),
      address: optionalText(120),
      zipcode: ruled("zipcode", 7).transform((v) => (v ? v.toUpperCase().replace(/^(\d{4}) ?/, "$1 ") : null)),
      city: optionalText(80),
      phone: ruled("phone", 11),
      email: ruled("email", 200).transform((v) => (v ? v.toLowerCase() : null)),
      website: ruled("url", 200),
      kvk: z
        .string()
        .trim()
        .max(20, "Een KvK-nummer heeft 8 cijfers.")
        .optional()
        .transform((v) => (v ? v.replace(/\s/g, "") : null))
        .refine((v) => v === null || /^\d{8}$/.test(v), "Een KvK-nummer heeft 8 cijfers."),
      dayCloseMail: ruled("email", 200).transform((v) => (v ? v.toLowerCase() : null)),
      description: optionalText(500),
    }),
    z.object({
      intent: z.literal("categories"),
      category: list(z.string().max(40).refine(isHostCategory, "Onbekende categorie.")),
    }),
  ],
  { message: UNKNOWN_ACTION },
);
export type ProfileForm = z.infer<typeof profileFormSchema>;

// --- subdomain and own domain ------------------------------------------------------------------

export const addressFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("perma"), perma: z.string({ message: REQUIRED }).max(100, "Maximaal 63 tekens.") }),
    z.object({
      intent: z.literal("domain"),
      url: z.string().max(300, "Ongeldig domein, bijvoorbeeld www.pizzaroma.nl.").optional().default(""),
    }),
    z.object({ intent: z.literal("domain-check") }),
  ],
  { message: UNKNOWN_ACTION },
);
export type AddressForm = z.infer<typeof addressFormSchema>;

// --- opening hours -------------------------------------------------------------------------------

/** Shifts a weekday can have on the form (lunch, dinner, a late night). */
export const SHIFTS_PER_DAY = 3;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const TIME = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** Field names of one shift on the weekly form: opens-1-0 … closes-7-2. */
export const shiftField = (kind: "opens" | "closes", weekday: number, index: number) => `${kind}-${weekday}-${index}`;

const timeField = z.string().trim().max(5, "Ongeldige tijd").optional().default("");

const weeklyShape: Record<string, typeof timeField> = {};
for (const d of WEEKDAYS) {
  for (let i = 0; i < SHIFTS_PER_DAY; i++) {
    weeklyShape[shiftField("opens", d, i)] = timeField;
    weeklyShape[shiftField("closes", d, i)] = timeField;
  }
}

type Shift = { opens: string; closes: string };

/** Filled pairs become shifts; half a pair, a bad time, a shift closing before it opens or overlapping shifts are refused per field. */
function collectShifts(
  values: Record<string, string>,
  pairs: Array<[string, string]>,
  dayName: string,
  dayField: string,
  ctx: z.RefinementCtx,
): Shift[] {
  const shifts: Shift[] = [];
  for (const [o, c] of pairs) {
    const opens = values[o] ?? "";
    const closes = values[c] ?? "";
    if (!opens && !closes) continue;
    if (!opens) ctx.addIssue({ code: "custom", path: [o], message: REQUIRED });
    else if (!TIME.test(opens) || opens === "24:00")
      ctx.addIssue({ code: "custom", path: [o], message: "Ongeldige tijd" });
    if (!closes) ctx.addIssue({ code: "custom", path: [c], message: REQUIRED });
    else if (!TIME.test(closes)) ctx.addIssue({ code: "custom", path: [c], message: "Ongeldige tijd" });
    if (opens && closes && TIME.test(opens) && TIME.test(closes) && opens !== "24:00") {
      if (minuteOfDay(closes) <= minuteOfDay(opens))
        ctx.addIssue({ code: "custom", path: [c], message: "De sluitingstijd moet na de openingstijd liggen." });
      else shifts.push({ opens, closes });
    }
  }
  const problem = shiftsProblem(shifts, dayName);
  if (problem) ctx.addIssue({ code: "custom", path: [dayField], message: problem });
  return shifts;
}

const weeklySchema = z.object({ intent: z.literal("weekly"), ...weeklyShape }).transform((values, ctx) => {
  const shifts: Array<Shift & { weekday: number }> = [];
  for (const d of WEEKDAYS) {
    const pairs = Array.from({ length: SHIFTS_PER_DAY }, (_, i): [string, string] => [
      shiftField("opens", d, i),
      shiftField("closes", d, i),
    ]);
    for (const s of collectShifts(values as Record<string, string>, pairs, weekdayName(d), `day-${d}`, ctx))
      shifts.push({ weekday: d, ...s });
  }
  return { intent: "weekly" as const, shifts };
});

const dateField = z
  .string({ message: REQUIRED })
  .trim()
  .min(1, REQUIRED)
  .max(10, "Ongeldige datum")
  .refine((v) => parseDay(v) !== null, "Ongeldige datum");

const exceptionSchema = z
  .object({
    intent: z.literal("exception"),
    date: dateField,
    closed: checkbox,
    opens: timeField,
    closes: timeField,
    opens2: timeField,
    closes2: timeField,
    note: optionalText(80),
  })
  .transform((v, ctx) => {
    const shifts = v.closed
      ? []
      : collectShifts(
          v as unknown as Record<string, string>,
          [
            ["opens", "closes"],
            ["opens2", "closes2"],
          ],
          v.date,
          "opens",
          ctx,
        );
    if (!v.closed && shifts.length === 0 && !v.opens && !v.closes)
      ctx.addIssue({ code: "custom", path: ["opens"], message: "Vul tijden in, of kies Gesloten." });
    return { intent: "exception" as const, date: v.date, closed: v.closed, shifts, note: v.note };
  });

export const hoursFormSchema = z.discriminatedUnion(
  "intent",
  [
    weeklySchema,
    exceptionSchema,
    z.object({ intent: z.literal("exception-remove"), date: dateField }),
    z.object({ intent: z.literal("closed-today") }),
  ],
  { message: UNKNOWN_ACTION },
);
export type HoursForm = z.infer<typeof hoursFormSchema>;

// --- delivery zones ------------------------------------------------------------------------------

export const ZONE_NOT_FOUND = "Bezorggebied niet gevonden.";

const euro = (optional: boolean) =>
  z
    .string()
    .max(20, "Ongeldig bedrag, bijvoorbeeld 12,50.")
    .optional()
    .transform((raw, ctx) => {
      const field = priceField(raw, { optional });
      if (!field.ok) {
        ctx.addIssue({ code: "custom", message: field.message });
        return z.NEVER;
      }
      return field.cents;
    });

export const zonesFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("zone"),
      id: z.union([z.literal(""), id(ZONE_NOT_FOUND)]).optional(),
      name: optionalText(60),
      range: z
        .string({ message: REQUIRED })
        .max(40, "Ongeldige postcodes, bijvoorbeeld 3500-3599 of 3511.")
        .transform((raw, ctx) => {
          const r = zipRange(raw);
          if ("error" in r) {
            ctx.addIssue({ code: "custom", message: raw.trim() ? r.error : REQUIRED });
            return z.NEVER;
          }
          return r;
        }),
      fee: euro(false),
      minimum: euro(true),
      freeFrom: euro(true),
      active: checkbox,
    }),
    z.object({ intent: z.literal("zone-remove"), id: id(ZONE_NOT_FOUND) }),
  ],
  { message: UNKNOWN_ACTION },
);
export type ZonesForm = z.infer<typeof zonesFormSchema>;

// --- orders: pause, escalation, stamp card, marketplace -------------------------------------------

export const orderingFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("pause"),
      reason: optionalText(120),
      until: z
        .string()
        .trim()
        .max(5, "Ongeldige tijd")
        .optional()
        .default("")
        .refine((v) => v === "" || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), "Ongeldige tijd"),
    }),
    z.object({ intent: z.literal("resume") }),
    z
      .object({
        intent: z.literal("escalation"),
        minutes: z
          .string()
          .trim()
          .max(4, "Kies 1 tot 240 minuten.")
          .optional()
          .default("")
          .refine((v) => v === "" || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 240), "Kies 1 tot 240 minuten.")
          .transform((v) => (v === "" ? null : Number(v))),
        adminPhone: ruled("mobile", 12),
      })
      .superRefine((v, ctx) => {
        if (v.minutes !== null && !v.adminPhone)
          ctx.addIssue({ code: "custom", path: ["adminPhone"], message: REQUIRED });
      }),
    z.object({ intent: z.literal("stamp-reward"), productId: list(id("Product niet gevonden.")) }),
    z.object({ intent: z.literal("marketplace"), sync: checkbox }),
  ],
  { message: UNKNOWN_ACTION },
);
export type OrderingForm = z.infer<typeof orderingFormSchema>;
