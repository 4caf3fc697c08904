// The JET Connect order body ("Receive Order", decision 064) as JET publishes it: times as Unix-second
// strings (an ISO time is accepted too, as older Flyt pages show), `payment.items_in_cart`,
// `payment.final` and each `adjustments[].price` as {inc_tax, tax} in cents, items without `quantity`
// (→ 1) whose `children` are the same shape, recursively, and `collector` / `delivery` / `driver` by
// `type`. What we need is checked strictly (a price "9,50" is no price: the order is unreadable);
// the rest passes. parseJetPayload(raw) says which of three it is — malformed (no JSON object with an
// order id and posLocationId: 400, kept), unreadable past its id (sent-to-pos-failed, shown on the
// board as at the tablet), or a full order.
import { z } from "zod";
import type { JetItem, JetOrder } from "~/domain/thuisbezorgd";

const MAX_CENTS = 10_000_000;
const text = (max: number) => z.string().max(max);
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => (v && v.trim() ? v : null));
const idText = (max: number) =>
  z
    .union([
      z.string().max(max),
      z
        .number()
        .int()
        .nonnegative()
        .max(2 ** 53),
    ])
    .transform((v) => String(v).trim())
    .pipe(z.string().min(1));
const plu = z
  .union([
    z.string().max(64),
    z
      .number()
      .int()
      .nonnegative()
      .max(2 ** 53),
  ])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === "" ? null : String(v)));
const cents = z.number().int().min(0).max(MAX_CENTS);
const signedCents = z.number().int().min(-MAX_CENTS).max(MAX_CENTS);
const money = z.object({ inc_tax: signedCents, tax: signedCents.default(0) });

/** JET's form: Unix seconds as a string ("1606780145"); also a number, milliseconds, or an ISO time. */
const when = z
  .union([z.string().max(40), z.number()])
  .nullish()
  .transform((v, ctx): Date | null => {
    if (v === null || v === undefined || v === "") return null;
    let at: Date;
    if (typeof v === "number" || /^\d{9,13}$/.test(v)) {
      const n = Number(v);
      at = new Date(n >= 1e11 ? n : n * 1000);
    } else if (/^\d{4}-\d{2}-\d{2}T/.test(v)) at = new Date(v);
    else at = new Date(NaN);
    if (Number.isNaN(at.getTime())) {
      ctx.addIssue({ code: "custom", message: "Onleesbare tijd." });
      return z.NEVER;
    }
    return at;
  });

const item: z.ZodType<JetItem, unknown> = z.lazy(() =>
  z
    .object({
      name: text(200),
      plu,
      price: cents,
      quantity: z.number().int().min(1).max(999).default(1),
      notes: optionalText(500),
      children: z.array(item).max(50).nullish(),
    })
    .transform((i) => ({ ...i, children: i.children ?? [] })),
);

const person = z
  .object({
    first_name: optionalText(100),
    last_name: optionalText(100),
    phone_number: optionalText(40),
    phone_masking_code: optionalText(40),
  })
  .nullish();
const delivery = z
  .object({
    first_name: optionalText(100),
    last_name: optionalText(100),
    phone_number: optionalText(40),
    phone_masking_code: optionalText(40),
    line_one: optionalText(200),
    line_two: optionalText(200),
    city: optionalText(100),
    postcode: optionalText(20),
  })
  .nullish();

export const jetOrderSchema = z.object({
  id: idText(100),
  third_party_order_reference: idText(100).nullish(),
  type: z.enum(["delivery-by-delivery-partner", "delivery-by-merchant", "collection-by-customer"]),
  posLocationId: idText(100),
  items: z.array(item).min(1).max(200),
  created_at: when,
  collect_at: when,
  deliver_at: when,
  kitchen_notes: optionalText(1000),
  delivery_notes: optionalText(1000),
  collection_notes: optionalText(1000),
  payment_method: z.enum(["CARD", "CASH"]),
  payment: z.object({
    items_in_cart: money.nullish(),
    adjustments: z
      .array(z.object({ name: text(100).default(""), price: money }))
      .max(20)
      .nullish(),
    final: money.refine((m) => m.inc_tax >= 0),
  }),
  collector: person,
  delivery,
  driver: person,
  extras: z
    .object({ asap: z.union([z.string(), z.boolean()]).optional() })
    .passthrough()
    .nullish(),
});

type Payload = z.output<typeof jetOrderSchema>;

/** A masked field ("****") says nothing. */
const shown = (v: string | null | undefined): string | null => (v && !/^\*+$/.test(v.trim()) ? v.trim() : null);
const fullName = (p: { first_name: string | null; last_name: string | null } | null | undefined) =>
  [shown(p?.first_name), shown(p?.last_name)].filter(Boolean).join(" ") || null;

function toOrder(p: Payload): JetOrder {
  const contact = p.type === "collection-by-customer" ? p.collector : p.delivery;
  const d = p.delivery;
  const street = [shown(d?.line_one), shown(d?.line_two)].filter(Boolean).join(", ");
  // JET's courier collects at collect_at: that is when the kitchen must be ready
  const dueAt =
    p.type === "delivery-by-delivery-partner" ? (p.collect_at ?? p.deliver_at) : (p.deliver_at ?? p.collect_at);
  const asap = p.extras?.asap === true || p.extras?.asap === "true";
  return {
    id: p.id,
    reference: p.third_party_order_reference ?? null,
    posLocationId: p.posLocationId,
    type: p.type,
    items: p.items,
    createdAt: p.created_at,
    dueAt,
    asap: asap || dueAt === null,
    kitchenNotes: p.kitchen_notes,
    deliveryNotes: p.delivery_notes ?? p.collection_notes,
    paymentMethod: p.payment_method,
    itemsInCart: p.payment.items_in_cart
      ? { incTax: p.payment.items_in_cart.inc_tax, tax: p.payment.items_in_cart.tax }
      : null,
    adjustments: (p.payment.adjustments ?? []).map((a) => ({ name: a.name, amount: a.price.inc_tax })),
    final: p.payment.final.inc_tax,
    finalTax: p.payment.final.tax,
    customer: {
      name: fullName(contact),
      phone: shown(contact?.phone_number),
      phoneCode: shown(contact?.phone_masking_code),
    },
    driver: fullName(p.driver),
    address: d ? { street, number: "", zipcode: shown(d.postcode) ?? "", city: shown(d.city) ?? "" } : null,
  };
}

export type JetPayload =
  | { kind: "malformed"; message: string; id: string | null }
  | { kind: "unmapped"; id: string; posLocationId: string; final: number | null; reference: string | null }
  | { kind: "order"; order: JetOrder };

export const MALFORMED_JSON = "De bestelling is geen geldige JSON.";
export const MALFORMED_ID = 'De bestelling heeft geen order-id (veld "id").';
export const MALFORMED_LOCATION = 'De bestelling zegt niet voor welke locatie ze is (veld "posLocationId").';

const head = z.object({ id: idText(100) });
const location = z.object({ posLocationId: idText(100) });
const known = z.object({
  third_party_order_reference: idText(100).optional().catch(undefined),
  payment: z.object({ final: money }).optional().catch(undefined),
});

/** The raw body as we can store it (text without NUL bytes); the inspection copy of the payload. */
export function storableRaw(raw: string): string {
  return raw.replaceAll("\0", "\\u0000");
}

export function parseJetPayload(raw: string): JetPayload {
  let json: unknown;
  try {
    // PostgreSQL refuses NUL in text: an escaped \u0000 inside a name must not make the order fail
    json = JSON.parse(raw, (_key, value: unknown) => (typeof value === "string" ? value.replaceAll("\0", "") : value));
  } catch {
    return { kind: "malformed", message: MALFORMED_JSON, id: null };
  }
  const h = head.safeParse(json);
  if (!h.success) return { kind: "malformed", message: MALFORMED_ID, id: null };
  const l = location.safeParse(json);
  if (!l.success) return { kind: "malformed", message: MALFORMED_LOCATION, id: h.data.id };
  const full = jetOrderSchema.safeParse(json);
  if (full.success) return { kind: "order", order: toOrder(full.data) };
  const k = known.safeParse(json);
  const final = k.success ? k.data.payment?.final.inc_tax : undefined;
  return {
    kind: "unmapped",
    id: h.data.id,
    posLocationId: l.data.posLocationId,
    final: final !== undefined && final >= 0 ? final : null,
    reference: k.success ? (k.data.third_party_order_reference ?? null) : null,
  };
}
