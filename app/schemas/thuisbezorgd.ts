// The JET Connect order payload (issue 18 §3), read leniently: what we need is checked, the rest
// passes. parseJetPayload(raw) says which of three it is — malformed (no JSON object with an order
// id: 400, kept), unreadable past its id (one product/thuisbezorgd line), or a full order.
import { z } from "zod";
import type { JetOrder } from "~/domain/thuisbezorgd";

const MAX_CENTS = 10_000_000;
const text = (max: number) => z.string().max(max);
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => v ?? null);
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
const quantity = z.number().int().min(1).max(999).default(1);
const when = z.iso
  .datetime({ offset: true })
  .nullish()
  .transform((v) => (v ? new Date(v) : null));

const child = z.object({
  name: text(200),
  plu,
  price: cents.default(0),
  quantity: z.number().int().min(1).max(99).default(1),
});
const item = z.object({
  name: text(200),
  plu,
  price: cents,
  quantity,
  notes: optionalText(500),
  children: z.array(child).max(50).default([]),
});
const adjustment = z.object({
  name: text(100).default(""),
  type: optionalText(100),
  amount: z.number().int().min(-MAX_CENTS).max(MAX_CENTS),
});
const address = z
  .object({
    lines: z.array(text(200)).max(5).optional(),
    street: optionalText(200),
    house_number: optionalText(20),
    postcode: optionalText(20),
    city: optionalText(100),
  })
  .nullish();

export const jetOrderSchema = z.object({
  id: text(100).min(1),
  third_party_order_reference: optionalText(100),
  type: z.enum(["delivery-by-delivery-partner", "delivery-by-merchant", "collection-by-customer"]),
  items: z.array(item).min(1).max(200),
  created_at: when,
  collect_at: when,
  deliver_at: when,
  kitchen_notes: optionalText(1000),
  delivery_notes: optionalText(1000),
  payment_method: z.enum(["CARD", "CASH"]),
  payment: z.object({
    items_in_cart: cents.nullish().transform((v) => v ?? null),
    adjustments: z.array(adjustment).max(20).default([]),
    final: cents,
  }),
  customer: z.object({ name: optionalText(200), phone: optionalText(40) }).nullish(),
  delivery: z.object({ address, phone: optionalText(40), name: optionalText(200) }).nullish(),
});

type Payload = z.output<typeof jetOrderSchema>;

function toOrder(p: Payload): JetOrder {
  const a = p.delivery?.address;
  const street = a?.street ?? a?.lines?.[0] ?? "";
  return {
    id: p.id,
    reference: p.third_party_order_reference,
    type: p.type,
    items: p.items,
    createdAt: p.created_at,
    dueAt: p.deliver_at ?? p.collect_at,
    kitchenNotes: p.kitchen_notes,
    deliveryNotes: p.delivery_notes,
    paymentMethod: p.payment_method,
    itemsInCart: p.payment.items_in_cart,
    adjustments: p.payment.adjustments.map((x) => ({ name: x.name, type: x.type, amount: x.amount })),
    final: p.payment.final,
    customer: {
      name: p.customer?.name ?? p.delivery?.name ?? null,
      phone: p.customer?.phone ?? p.delivery?.phone ?? null,
    },
    address: a ? { street, number: a.house_number ?? "", zipcode: a.postcode ?? "", city: a.city ?? "" } : null,
  };
}

export type JetPayload =
  | { kind: "malformed"; message: string; id: string | null }
  | { kind: "unmapped"; id: string; final: number | null }
  | { kind: "order"; order: JetOrder };

export const MALFORMED_JSON = "De bestelling is geen geldige JSON.";
export const MALFORMED_ID = 'De bestelling heeft geen order-id (veld "id").';

const idOnly = z.object({ id: text(100).min(1) });

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
  const head = idOnly.safeParse(json);
  if (!head.success) return { kind: "malformed", message: MALFORMED_ID, id: null };
  const full = jetOrderSchema.safeParse(json);
  if (full.success) return { kind: "order", order: toOrder(full.data) };
  const final = z.object({ payment: z.object({ final: cents }) }).safeParse(json);
  return { kind: "unmapped", id: head.data.id, final: final.success ? final.data.payment.final : null };
}
