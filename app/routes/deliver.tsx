// /deliver: the order desk (SPEC §2 "Bestellen"). On a restaurant's domain staff take an order for
// a caller or a counter customer; on the platform domain call-centre staff choose the restaurant.
// POST intents: choose (platform), lookup {phone}, repeat {phone, orderId}, place (checkout fields).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DeskChooser } from "~/components/deliver/desk-chooser";
import { DeskPage } from "~/components/deliver/desk-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { checkoutSchema } from "~/schemas/checkout";
import { deliverChooseSchema, deliverIntentSchema, deliverLookupSchema, deliverRepeatSchema } from "~/schemas/deliver";
import { issueFields } from "~/schemas/issues";
import { chooseDeliverHost, loadDeliverPage, lookupCaller, placeForCaller, repeatForCaller } from "~/services/deliver.server";
import { ServiceError } from "~/services/errors.server";
import { apiError, apiOk, assertPost, readBody } from "~/utils/http.server";
import { staffMeta } from "~/utils/meta";

export const meta: MetaFunction = () => staffMeta("Bestellen");

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadDeliverPage(context, request);
}

function invalid(error: Parameters<typeof issueFields>[0]): Response {
  const { message, fields } = issueFields(error);
  return apiError(400, message, { fields });
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertPost(request);
  const body = await readBody(request);
  const intent = deliverIntentSchema.safeParse(body);
  if (!intent.success) return invalid(intent.error);
  try {
    switch (intent.data.intent) {
      case "choose": {
        const parsed = deliverChooseSchema.safeParse(body);
        return parsed.success ? await chooseDeliverHost(context, request, parsed.data.hostId) : invalid(parsed.error);
      }
      case "lookup": {
        const parsed = deliverLookupSchema.safeParse(body);
        return parsed.success ? apiOk(await lookupCaller(context, request, parsed.data.phone)) : invalid(parsed.error);
      }
      case "repeat": {
        const parsed = deliverRepeatSchema.safeParse(body);
        return parsed.success ? apiOk({ cart: await repeatForCaller(context, request, parsed.data) }) : invalid(parsed.error);
      }
      case "place": {
        const parsed = checkoutSchema.safeParse(body);
        if (!parsed.success) return invalid(parsed.error);
        const placed = await placeForCaller(context, request, parsed.data);
        return apiOk(placed, { status: placed.replayed ? 200 : 201 });
      }
    }
  } catch (err) {
    if (err instanceof ServiceError) return apiError(err.status, err.message, err.fields ? { fields: err.fields } : {});
    throw err;
  }
}

export default function Deliver() {
  const data = useLoaderData<typeof loader>();
  return data.kind === "chooser" ? <DeskChooser hosts={data.hosts} /> : <DeskPage data={data} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
