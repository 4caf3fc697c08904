// zod schema of the checkout form (POST /api/order/place), with the spec's Dutch messages (docs/spec.md §5).
// Shared by the route and the browser form: nothing here touches the server.
import { z } from "zod";
import { DEFAULT_ORDER_SOURCE, type PaymentMethod } from "~/domain/constants";
import { validate } from "~/domain/validation";
import { TOTAL_MISSING } from "~/domain/confirmed-total";

/** The methods a customer can pay with, from the one labelled list (domain/constants). */
export const PAYMENT_METHODS = ["cash", "pin", "ideal"] as const satisfies ReadonlyArray<PaymentMethod>;
export const STALE_FORM = "De bestelling kon niet verstuurd worden. Vernieuw de pagina en probeer het opnieuw.";

const field = z.string().trim().max(100, "Maximaal 100 tekens").default("");
const bool = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0", "on"])])
  .transform((v) => v === true || v === "true" || v === "1" || v === "on");

export const addressSchema = z.object({
  street: field,
  number: z.string().trim().max(20, "Maximaal 20 tekens").default(""),
  zipcode: z.string().trim().max(10, "Ongeldige postcode").default(""),
  city: field,
  name: field,
  phone: z.string().trim().max(20, "Ongeldig telefoonnummer").default(""),
});

export const checkoutSchema = z
  .object({
    /** Default delivery (docs/issues/004.md). */
    deliver: bool.default(true),
    address: addressSchema.default({ street: "", number: "", zipcode: "", city: "", name: "", phone: "" }),
    /** A time option value of docs/spec.md §9: 'asap', minutes ('15', '30', …) or 'pick'. */
    time: z.string().trim().max(10).default("asap"),
    /** 'HH:mm' with time 'pick'. */
    at: z.string().trim().max(5).optional(),
    /** 'YYYY-MM-DD' with time 'pick' when ordering ahead for a later day; today when absent. */
    day: z.string().trim().max(10).optional(),
    payment: z.enum(PAYMENT_METHODS, { error: "Kies een betaalmethode." }),
    description: z.string().trim().max(500, "Maximaal 500 tekens").optional(),
    /** Rendered into the form once; a double submit sends the same key and gets the same order. */
    idempotencyKey: z.uuid({ error: STALE_FORM }),
    /** 'app' when the installed PWA sends it. */
    source: z.enum(["internet", "app"]).default(DEFAULT_ORDER_SOURCE),
  })
  .superRefine((input, ctx) => {
    const check = (path: keyof z.infer<typeof addressSchema>, message: string | null) => {
      if (message) ctx.addIssue({ code: "custom", path: ["address", path], message });
    };
    check("name", validate("required", input.address.name));
    check("phone", validate("phone", input.address.phone));
    if (input.deliver) {
      check("street", validate("required", input.address.street));
      check("number", validate("required", input.address.number));
      check("zipcode", validate("zipcode", input.address.zipcode));
      check("city", validate("required", input.address.city));
    }
    if (input.time === "pick") {
      const message = validate("time", input.at ?? "");
      if (message) ctx.addIssue({ code: "custom", path: ["at"], message });
    }
  });

export type CheckoutInput = z.infer<typeof checkoutSchema>;

/**
 * The total (cents) the page showed when the customer tapped "Bestelling plaatsen" (docs/issues/033.md §1,
 * decision 066): placing charges exactly this or refuses. Absent (an old page, a hand-made
 * request) it is null, and placing refuses it with a 422 — never charged unseen.
 */
export const confirmedTotalField = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? null : v),
  z.coerce
    .number({ error: TOTAL_MISSING })
    .int(TOTAL_MISSING)
    .min(0, TOTAL_MISSING)
    .max(100_000_000, TOTAL_MISSING)
    .nullable(),
);

/** The checkout fields and the confirmed total: what POST /api/order/place and the desk's place take. */
export const confirmedCheckoutSchema = checkoutSchema.safeExtend({ confirmedTotal: confirmedTotalField });
export type ConfirmedCheckoutInput = z.infer<typeof confirmedCheckoutSchema>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A plain <form> posts flat fields (street, zipcode, …); the schema wants them under address. */
function nestCheckoutForm(fields: unknown): unknown {
  if (!isRecord(fields) || isRecord(fields.address)) return fields;
  const keys = Object.keys(addressSchema.shape);
  const address = Object.fromEntries(keys.filter((k) => k in fields).map((k) => [k, fields[k]]));
  const rest = Object.fromEntries(Object.entries(fields).filter(([k]) => !keys.includes(k)));
  return { ...rest, address };
}

/**
 * POST /api/order/place: the checkout as JSON or as the page's flat <form>; `redirect: true` (JSON
 * only) asks to be sent on to the payment or thank-you page instead of an answer.
 */
export const placeOrderRequestSchema = z.preprocess(
  nestCheckoutForm,
  confirmedCheckoutSchema.safeExtend({ redirect: z.boolean().catch(false) }),
);

/** What POST /api/order/place answers on success. */
export interface PlacedOrderView {
  id: number;
  number: number;
  day: string;
  status: "new" | "concept" | "pending";
  due: string;
  asap: boolean;
  deliver: boolean;
  paymentMethod: (typeof PAYMENT_METHODS)[number];
  paymentStatus: string;
  subtotal: number;
  deliveryFee: number;
  fee: number;
  amount: number;
}
