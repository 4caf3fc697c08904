// /deliver: the order desk (docs/spec.md §2 "Bestellen"). On a restaurant's domain staff take an order for
// a caller or a counter customer; on the platform domain call-centre staff choose the restaurant.
// POST intents: choose (platform), lookup {phone}, repeat {phone, orderId}, place (checkout fields).
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DeskChooser } from "~/components/deliver/desk-chooser";
import { DeskPage } from "~/components/deliver/desk-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { deliverActionSchema } from "~/schemas/deliver";
import {
  chooseDeliverHost,
  loadDeliverPage,
  lookupCaller,
  placeForCaller,
  repeatForCaller,
  sendPayLink,
} from "~/services/deliver.server";
import { announcePlaced } from "~/services/checkout.server";
import { cartArgs, keepCart, keepPlacedCart, sessionCart } from "~/http/cart-session.server";
import { requireDeskStaff } from "~/http/desk-staff.server";
import { apiAnswer, apiRefusal, assertPost, loadOrRefuse, parseBody } from "~/http/http.server";
import { staffMeta } from "~/http/meta";

export const meta: MetaFunction = () => staffMeta("Bestellen");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireDeskStaff(context, request);
  return loadOrRefuse(request, async () =>
    context.tenant.kind === "host"
      ? loadDeliverPage({ hostId: context.tenant.host.id, staff, cart: await sessionCart(context) })
      : loadDeliverPage({ hostId: null, staff, cart: null }),
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertPost(request);
  const staff = await requireDeskStaff(context, request);
  let input;
  try {
    input = await parseBody(request, deliverActionSchema);
  } catch (err) {
    return apiRefusal(err);
  }
  switch (input.intent) {
    case "choose":
      try {
        return redirect(await chooseDeliverHost({ hostId: input.hostId, staff, requestUrl: request.url }));
      } catch (err) {
        return apiRefusal(err);
      }
    case "lookup":
      return apiAnswer(async () => {
        const { caller, change } = await lookupCaller({ ...cartArgs(context), phone: input.phone });
        return { caller, cart: await keepCart(context, change) };
      });
    case "repeat":
      return apiAnswer(async () => ({
        cart: await keepCart(context, await repeatForCaller({ ...cartArgs(context), input })),
      }));
    case "place":
      return apiAnswer(
        async () => {
          const placed = await placeForCaller({ ...cartArgs(context), sessionId: context.session.id, staff, input });
          // the emptied cart first, then the board hears of it, then the caller gets the pay link
          await keepPlacedCart(context, placed);
          await announcePlaced(placed);
          return sendPayLink({ staff, placed, baseUrl: new URL(request.url).origin });
        },
        (placed) => ({ status: placed.replayed ? 200 : 201 }),
      );
  }
}

export default function Deliver() {
  const data = useLoaderData<typeof loader>();
  return data.kind === "chooser" ? <DeskChooser hosts={data.hosts} /> : <DeskPage data={data} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
