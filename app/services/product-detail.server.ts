// The product dialog's data: a product of the current restaurant only, priced for the cart's mode
// (the route reads the cart's mode from the session: decision 083).
// const product = await productDetail({ hostId, productId, deliver: cart.deliver })
import { loadProductDetail } from "~/services/home.server";

export function productDetail({ hostId, productId, deliver }: { hostId: number; productId: number; deliver: boolean }) {
  return loadProductDetail(hostId, productId, deliver);
}
