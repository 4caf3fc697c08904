// /admin/products forms (issue 15): "Uitverkocht" for today or until switched back, "Weer beschikbaar".
import { z } from "zod";
import { MAX_ID } from "~/domain/ids";

export const PRODUCT_NOT_FOUND = "Product niet gevonden.";
const id = z.coerce.number({ message: PRODUCT_NOT_FOUND }).int(PRODUCT_NOT_FOUND).min(1, PRODUCT_NOT_FOUND).max(MAX_ID, PRODUCT_NOT_FOUND);

export const productFormSchema = z.object({
  intent: z.enum(["soldout-today", "soldout", "available"], { message: "Onbekende actie." }),
  id,
});

export type ProductForm = z.infer<typeof productFormSchema>;

/** One product in the owner's list. */
export interface ProductRowView {
  id: number;
  name: string;
  price: number;
  fromPrice: boolean;
  /** Not on the customer's menu (issue 15: a copy stays hidden until the owner shows it). */
  hidden: boolean;
  soldOut: boolean;
  /** "Uitverkocht tot morgen", "Uitverkocht": what the owner reads beside the product. */
  soldOutText: string | null;
}

export interface ProductTabView {
  name: string;
  products: ProductRowView[];
}
