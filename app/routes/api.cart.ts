// GET /api/cart: the session's cart for this restaurant. POST /api/cart with `intent`
// add|update|clear|mode|zipcode|reward|reorder (JSON or a plain form): changes it and answers the new cart.
// Prices are never read from the request: the cart service prices from the database.
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { cartRequestSchema, type CartRequest } from "~/schemas/cart";
import { addToCart, clearCart, setMode, setZipcode, updateQuantity, type CartChange } from "~/services/cart.server";
import { addRewardToCart, reorder } from "~/services/cart-stamps.server";
import { apiAction, apiAnswer } from "~/http/http.server";
import { cartArgs, keepCart, sessionCart } from "~/http/cart-session.server";
import { getOptionalUser } from "~/http/session-user.server";

async function change(context: AppLoadContext, input: CartRequest): Promise<CartChange> {
  // the session's cart and the restaurant, as values (decision 083); the route stores what comes back
  const args = cartArgs(context);
  switch (input.intent) {
    case "add": {
      const { intent: _intent, ...line } = input;
      return addToCart({ ...args, input: line });
    }
    case "update":
      return updateQuantity({ ...args, input });
    case "clear":
      return clearCart(args);
    case "mode":
      return setMode({ ...args, input });
    case "zipcode":
      return setZipcode({ ...args, input });
    case "reward":
      return addRewardToCart({ ...args, user: await getOptionalUser(context), input });
    case "reorder":
      return reorder({ ...args, user: await getOptionalUser(context), input });
  }
}

export async function loader({ context }: LoaderFunctionArgs) {
  return apiAnswer(async () => ({ cart: await sessionCart(context) }));
}

export async function action({ request, context }: ActionFunctionArgs) {
  return apiAction(request, cartRequestSchema, async (input) => ({
    cart: await keepCart(context, await change(context, input)),
  }));
}
