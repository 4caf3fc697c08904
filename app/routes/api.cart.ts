// GET /api/cart: the session's cart for this restaurant. POST /api/cart with `intent`
// add|update|clear|mode|zipcode|reward|reorder (JSON or a plain form): changes it and answers the new cart.
// Prices are never read from the request: the cart service prices from the database.
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { cartRequestSchema, type CartRequest, type CartView } from "~/schemas/cart";
import { addToCart, clearCart, getCart, setMode, setZipcode, updateQuantity } from "~/services/cart.server";
import { addRewardToCart, reorder } from "~/services/cart-stamps.server";
import { apiAction, apiAnswer } from "~/http/http.server";

function change(context: AppLoadContext, input: CartRequest): Promise<CartView> {
  switch (input.intent) {
    case "add": {
      const { intent: _intent, ...line } = input;
      return addToCart(context, line);
    }
    case "update":
      return updateQuantity(context, input.position, input.quantity);
    case "clear":
      return clearCart(context);
    case "mode":
      return setMode(context, { deliver: input.deliver });
    case "zipcode":
      return setZipcode(context, input.zipcode);
    case "reward":
      return addRewardToCart(context, input.productId);
    case "reorder":
      return reorder(context, input.orderId);
  }
}

export async function loader({ context }: LoaderFunctionArgs) {
  return apiAnswer(async () => ({ cart: await getCart(context) }));
}

export async function action({ request, context }: ActionFunctionArgs) {
  return apiAction(request, cartRequestSchema, async (input) => ({ cart: await change(context, input) }));
}
