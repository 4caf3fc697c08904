// The forms of /admin/kortingen (docs/issues/020.md §5), told apart by `intent`: save (new or edit) and
// switch on/off. Amounts as typed in euros ("2,50") become cents here; every message is Dutch.
import { z } from "zod";
import { parseEuroInput, MAX_PRICE } from "~/domain/euro-input";
import { idField } from "./ids";
import { UNKNOWN_ACTION } from "~/domain/messages";

const NAME_MAX = 80;
const CODE_MAX = 20;
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Maximaal ${max} tekens.`)
    .optional()
    .transform((v) => v || null);

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || null);

export const DISCOUNT_ID = "Korting niet gevonden.";

const saveSchema = z
  .object({
    intent: z.literal("save"),
    id: z
      .union([z.literal(""), idField(DISCOUNT_ID)])
      .optional()
      .transform((v) => (v === "" || v === undefined ? null : v)),
    name: z
      .string({ error: "Geef de korting een naam." })
      .trim()
      .min(1, "Geef de korting een naam.")
      .max(NAME_MAX, `Maximaal ${NAME_MAX} tekens.`),
    kind: z.enum(["percent", "amount", "second_half", "free_item"], { error: "Kies een soort korting." }),
    value: optionalText,
    scope: z.enum(["order", "tab", "group"], { error: "Kies waarop de korting geldt." }),
    target: text(NAME_MAX),
    minimum: optionalText,
    pickupOnly: z.literal("1").optional().transform(Boolean),
    weekdays: z
      .union([z.string(), z.array(z.string()).max(7)])
      .optional()
      .transform((v, ctx) => {
        const list = v === undefined ? [] : Array.isArray(v) ? v : [v];
        const days = list.map(Number);
        if (days.some((d) => !Number.isInteger(d) || d < 1 || d > 7)) {
          ctx.addIssue({ code: "custom", message: "Ongeldige dag." });
          return z.NEVER;
        }
        return [...new Set(days)].sort((a, b) => a - b);
      }),
    fromTime: optionalText.refine((v) => v === null || CLOCK.test(v), "Tijd als 17:00."),
    untilTime: optionalText.refine((v) => v === null || CLOCK.test(v), "Tijd als 17:00."),
    startsOn: optionalText.refine(
      (v) => v === null || (DAY.test(v) && !Number.isNaN(Date.parse(v))),
      "Ongeldige datum.",
    ),
    endsOn: optionalText.refine((v) => v === null || (DAY.test(v) && !Number.isNaN(Date.parse(v))), "Ongeldige datum."),
    code: text(CODE_MAX)
      .refine((v) => v === null || /^[A-Za-z0-9-]+$/.test(v), "Alleen letters, cijfers en -.")
      .transform((v) => (v === null ? null : v.toUpperCase())),
    maxUses: optionalText,
  })
  .transform((f, ctx) => {
    const fail = (path: string, message: string) => {
      ctx.addIssue({ code: "custom", path: [path], message });
      return z.NEVER;
    };
    let value = 0;
    if (f.kind === "percent") {
      const n = Number((f.value ?? "").replace(",", "."));
      if (!f.value || !Number.isInteger(n) || n < 1 || n > 100)
        return fail("value", "Een percentage van 1 tot en met 100.");
      value = n;
    } else if (f.kind === "amount") {
      const cents = f.value ? parseEuroInput(f.value) : null;
      if (cents === null || cents <= 0 || cents > MAX_PRICE)
        return fail("value", "Het bedrag moet groter dan € 0,00 zijn.");
      value = cents;
    }
    let minimum = 0;
    if (f.minimum) {
      const cents = parseEuroInput(f.minimum);
      if (cents === null || cents > MAX_PRICE) return fail("minimum", "Ongeldig bedrag, bijvoorbeeld 20,00.");
      minimum = cents;
    }
    if (f.kind === "free_item" && minimum <= 0) return fail("minimum", "Vanaf welk bedrag is het artikel gratis?");
    if (f.scope !== "order" && !f.target)
      return fail("target", f.scope === "tab" ? "Kies een tab." : "Kies een groep.");
    if (f.kind === "free_item" && f.scope === "order")
      return fail("scope", "Kies de tab of groep van het gratis artikel.");
    if ((f.fromTime === null) !== (f.untilTime === null))
      return fail("untilTime", "Vul begin- en eindtijd allebei in.");
    if (f.fromTime && f.untilTime && f.untilTime <= f.fromTime)
      return fail("untilTime", "De eindtijd moet na de begintijd liggen.");
    if (f.startsOn && f.endsOn && f.endsOn < f.startsOn)
      return fail("endsOn", "De einddatum moet na de begindatum liggen.");
    let maxUses: number | null = null;
    if (f.maxUses) {
      const n = Number(f.maxUses);
      if (!Number.isInteger(n) || n < 1 || n > 1000) return fail("maxUses", "Een aantal van 1 tot en met 1000.");
      maxUses = n;
    }
    return {
      intent: f.intent,
      id: f.id,
      fields: {
        name: f.name,
        kind: f.kind,
        value,
        scope: f.scope,
        target: f.scope === "order" ? null : f.target,
        minimum,
        pickupOnly: f.pickupOnly,
        weekdays: f.weekdays.length === 7 ? [] : f.weekdays,
        fromTime: f.fromTime,
        untilTime: f.untilTime,
        startsOn: f.startsOn,
        endsOn: f.endsOn,
        code: f.code,
        maxUsesPerCustomer: maxUses,
        active: true,
      },
    };
  });

export const discountFormSchema = z.discriminatedUnion(
  "intent",
  [
    saveSchema,
    z.object({
      intent: z.literal("switch"),
      id: idField(DISCOUNT_ID),
      active: z.enum(["1", "0"], { error: "Ongeldige keuze." }).transform((v) => v === "1"),
    }),
  ],
  { error: () => UNKNOWN_ACTION },
);

export type DiscountFormInput = z.output<typeof discountFormSchema>;

/** The checkout's "Kortingscode" field; empty removes the code. */
export const discountCodeSchema = z.object({
  code: z.string({ error: "Deze code is niet geldig" }).trim().max(CODE_MAX, "Deze code is niet geldig"),
});

export interface DiscountView {
  /** Cents off. */
  amount: number;
  /** "Korting: Tweede pizza halve prijs". */
  label: string;
}

export interface CheckoutDiscounts {
  code: string | null;
  /** Why the typed code does not count (for this mode), or null. */
  codeMessage: { deliver: string | null; pickup: string | null };
  deliver: DiscountView | null;
  pickup: DiscountView | null;
}
