// GET /api/product/{id}: one product of this restaurant with its choices, priced for the cart's
// mode — what the product dialog needs, loaded when the customer opens it.
import { parseId } from "~/domain/ids";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { productDetail } from "~/services/product-detail.server";
import { apiError, apiOk } from "~/http/http.server";
import { sessionCart } from "~/http/cart-session.server";
import { suspendedApiRefusal } from "~/http/suspension.server";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const refused = suspendedApiRefusal(context);
  if (refused) return refused;
  const id = parseId(params.id);
  if (id === null) return apiError(400, "Onbekend product.");
  const product =
    context.tenant.kind === "host"
      ? await productDetail({
          hostId: context.tenant.host.id,
          productId: id,
          deliver: (await sessionCart(context)).deliver,
        })
      : null;
  return product ? apiOk({ product }) : apiError(404, "Dit product staat niet (meer) op het menu.");
}
