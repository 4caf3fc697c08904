// The product dialog's data: a product of the current restaurant only, priced for the cart's mode.
import type { AppContext } from "~/context";
import { getCart } from "~/services/cart.server";
import { loadProductDetail } from "~/services/home.server";

export async function productDetail(context: AppContext, productId: number) {
  if (context.tenant.kind !== "host") return null;
  const cart = await getCart(context);
  return loadProductDetail(context.tenant.host.id, productId, cart.deliver);
}
