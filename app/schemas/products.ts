// /admin/products forms (docs/issues/015.md): "Uitverkocht" for today or until switched back, "Weer beschikbaar";
// the tabs (add, rename, move, hide/show), the groups of a tab and the products of a group moved up or
// down (the keyboard's way) or put in a new order at once (a drag: `order`, the whole list) (§1).
import { z } from "zod";
import { MAX_ID } from "~/domain/ids";
import { TAB_NAME_EMPTY, TAB_UNKNOWN } from "~/domain/menu-structure";
import { ORDER_INVALID, ORDER_STALE } from "~/domain/menu-order";
import { UNKNOWN_ACTION } from "~/domain/messages";

export const PRODUCT_NOT_FOUND = "Product niet gevonden.";
export const INCLUDE_ITEM_NOT_FOUND = "Keuze niet gevonden.";
const id = z.coerce
  .number({ message: PRODUCT_NOT_FOUND })
  .int(PRODUCT_NOT_FOUND)
  .min(1, PRODUCT_NOT_FOUND)
  .max(MAX_ID, PRODUCT_NOT_FOUND);

/**
 * "Uitverkocht" for today, until switched back, or "Weer beschikbaar" — of a product or of an
 * include item (target "item"). The owner's list and the board's sold-out screen both post this.
 */
export const soldOutFormSchema = z.object({
  intent: z.enum(["soldout-today", "soldout", "available"], { message: UNKNOWN_ACTION }),
  id,
  target: z.enum(["product", "item"], { message: UNKNOWN_ACTION }).optional(),
});

export type SoldOutForm = z.infer<typeof soldOutFormSchema>;
const direction = z.enum(["up", "down"], { message: "Kies omhoog of omlaag." });
const tab = z.string({ message: TAB_UNKNOWN }).min(1, TAB_UNKNOWN);
const name = z.string({ message: TAB_NAME_EMPTY });
// a group by its name; "" is the products without a group (domain/menu-order groupKey)
const group = z.string({ message: ORDER_STALE }).max(500, ORDER_STALE);
/** A form field sent once arrives as a string, sent more often as an array: always a list here. */
const list = <T extends z.ZodType>(item: T) =>
  z
    .preprocess(
      (v) => (Array.isArray(v) ? v : v === undefined ? [] : [v]),
      z.array(item).min(1, ORDER_INVALID).max(500, ORDER_INVALID),
    )
    .refine((l) => new Set(l).size === l.length, ORDER_INVALID);

export const productFormSchema = z.discriminatedUnion(
  "intent",
  [
    soldOutFormSchema,
    z.object({ intent: z.literal("product-move"), id, direction }),
    z.object({ intent: z.literal("product-order"), tab, group, order: list(id) }),
    z.object({ intent: z.literal("group-move"), tab, group, direction }),
    z.object({ intent: z.literal("group-order"), tab, order: list(group) }),
    z.object({ intent: z.literal("tab-order"), order: list(tab) }),
    z.object({ intent: z.literal("tab-add"), name }),
    z.object({ intent: z.literal("tab-rename"), tab, name }),
    z.object({ intent: z.literal("tab-move"), tab, direction }),
    z.object({ intent: z.enum(["tab-hide", "tab-show"]), tab }),
  ],
  { message: UNKNOWN_ACTION },
);

export type ProductForm = z.infer<typeof productFormSchema>;

/** One product in the owner's list. */
export interface ProductRowView {
  id: number;
  name: string;
  price: number;
  fromPrice: boolean;
  /** Not on the customer's menu (docs/issues/015.md: a copy stays hidden until the owner shows it). */
  hidden: boolean;
  soldOut: boolean;
  /** "Uitverkocht tot morgen", "Uitverkocht": what the owner reads beside the product. */
  soldOutText: string | null;
}

/** A group of a tab with its products in menu order; `name` null: the products without a group. */
export interface ProductGroupView {
  name: string | null;
  products: ProductRowView[];
}

export interface ProductTabView {
  name: string;
  /** The 'extra' tab: always last, keeps its name. */
  extra: boolean;
  /** Not on the customer's menu (the owner hid the tab). */
  hidden: boolean;
  groups: ProductGroupView[];
}
