// zod schemas of POST /api/cart (one per intent) and the JSON shapes it answers. Shared by the
// route and the browser: nothing here touches the server. Prices never come in: the server prices.
import { z } from "zod";
import { idField } from "~/schemas/ids";
import { MAX_QUANTITY, type CartItem } from "~/domain/cart";
import { UNKNOWN_ACTION } from "~/domain/messages";

export const QUANTITY_MESSAGE = `Kies een aantal van 1 tot en met ${MAX_QUANTITY}.`;
export const UNKNOWN_PRODUCT = "Dit product bestaat niet (meer) bij dit restaurant.";

/** A plain <form> sends JSON-encoded lists and maps as one field; JSON bodies send them as is. */
const fromJsonText = (value: unknown) => {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};
const optionalText = z
  .string()
  .trim()
  .max(100)
  .nullish()
  .transform((v) => v || null);
const bool = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0", "on"])])
  .transform((v) => v === true || v === "true" || v === "1" || v === "on");

export const addToCartSchema = z.object({
  intent: z.literal("add"),
  productId: idField(UNKNOWN_PRODUCT),
  quantity: z.coerce
    .number({ error: QUANTITY_MESSAGE })
    .int(QUANTITY_MESSAGE)
    .min(1, QUANTITY_MESSAGE)
    .max(MAX_QUANTITY, QUANTITY_MESSAGE)
    .default(1),
  volume: optionalText,
  variation: optionalText,
  /** Chosen item names per include group name. */
  includes: z
    .preprocess(fromJsonText, z.record(z.string().max(100), z.array(z.string().max(100)).max(100)))
    .default({}),
  /** Default includes taken off, by name. */
  removed: z
    .preprocess(
      (v) => (typeof v === "string" && !v.trim().startsWith("[") ? [v] : fromJsonText(v)),
      z.array(z.string().max(100)).max(50),
    )
    .default([]),
  /** "Opmerking". */
  remark: z.string().trim().max(500, "Maximaal 500 tekens").optional(),
});

export const updateCartSchema = z.object({
  intent: z.literal("update"),
  /** The line's $_id (1-based). */
  position: z.coerce.number({ error: "Onbekende regel." }).int("Onbekende regel.").positive("Onbekende regel."),
  /** Below 1 removes the line (docs/spec.md §4). */
  quantity: z.coerce.number({ error: QUANTITY_MESSAGE }).int(QUANTITY_MESSAGE).max(MAX_QUANTITY, QUANTITY_MESSAGE),
});

export const clearCartSchema = z.object({ intent: z.literal("clear") });

export const cartModeSchema = z.object({ intent: z.literal("mode"), deliver: bool });

export const cartZipcodeSchema = z.object({
  intent: z.literal("zipcode"),
  zipcode: z
    .string()
    .trim()
    .max(10)
    .regex(/^[1-9]\d{3}(\s?[a-z]{2})?$/i, "Ongeldige postcode"),
});

/** A full stamp card's free product, one of the host's stampRewardProductIds. */
export const cartRewardSchema = z.object({
  intent: z.literal("reward"),
  productId: idField(UNKNOWN_PRODUCT),
});

/** "Opnieuw bestellen": the lines of one of the customer's own orders, priced anew. */
export const cartReorderSchema = z.object({
  intent: z.literal("reorder"),
  orderId: idField("Onbekende bestelling."),
});

export const cartRequestSchema = z.discriminatedUnion(
  "intent",
  [
    addToCartSchema,
    updateCartSchema,
    clearCartSchema,
    cartModeSchema,
    cartZipcodeSchema,
    cartRewardSchema,
    cartReorderSchema,
  ],
  { error: UNKNOWN_ACTION },
);

export type AddToCartInput = z.infer<typeof addToCartSchema>;
export type CartRequest = z.infer<typeof cartRequestSchema>;

/** What the customer chose for a line; kept so the server can price the line again. */
export interface LineChoice {
  volume: string | null;
  variation: string | null;
  includes: Record<string, string[]>;
  removed: string[];
}

export interface SessionCartItem extends CartItem {
  choice: LineChoice;
  /** A full stamp card's free item: € 0,00, never merged with a paid line, one per cart. */
  reward?: boolean;
}

/** context.session.data.cart */
export interface SessionCart {
  hostId: number;
  deliver: boolean;
  items: SessionCartItem[];
  zipcode?: string;
  /** How many orders this session's cart at this restaurant became (sessions from before docs/issues/035.md key on it). */
  placed?: number;
  /**
   * A fresh random id with every write of the cart (docs/issues/035.md §3): with the cart's contents it is
   * the cart's identity, so one cart becomes at most one order, and a changed cart — even one whose
   * emptying after its last order was lost with the session store — is never taken for that order.
   */
  version?: string;
  /** The "Kortingscode" typed at checkout (docs/issues/020.md §5), upper-case; checked again at placing. */
  discountCode?: string;
}

/** Delivery to the known postcode; null while no postcode is known or in pickup mode. */
export interface CartDelivery {
  zipcode: string;
  inZone: boolean;
  /** Cents: what delivery costs for this subtotal (0 when free). */
  fee: number;
  minimum: number;
  freeFrom: number | null;
  /** "Bezorging naar 3511: € 2,50, gratis vanaf € 25,00", or why there is no delivery. */
  summary: string;
  /** Dutch reason checkout would refuse (outside the zones, below the minimum), or null. */
  problem: string | null;
}

/** GET /api/cart and every POST answer. Amounts in cents. */
export interface CartView {
  hostId: number;
  deliver: boolean;
  items: SessionCartItem[];
  count: number;
  subtotal: number;
  zipcode: string | null;
  delivery: CartDelivery | null;
  /** subtotal + delivery fee (no iDEAL fee: that depends on the payment chosen at checkout). */
  total: number;
  /** Dutch notices about this change, e.g. the lines "Opnieuw bestellen" could not add. */
  notices?: string[];
}
