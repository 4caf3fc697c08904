// What the board's "Product toevoegen" posts (POST /api/board/:id/add): the same choice the
// customer's product dialog sends to the cart, so one schema decides what a valid choice is.
import type { z } from "zod";
import { addToCartSchema } from "~/schemas/cart";

export const boardAddSchema = addToCartSchema.omit({ intent: true });

export type BoardAddInput = z.infer<typeof boardAddSchema>;
