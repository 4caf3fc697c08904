// GET /api/push: the VAPID public key. POST /api/push: store this browser's push subscription for
// the logged-in user (PushSubscription.toJSON()).
import type { ActionFunctionArgs } from "@remix-run/node";
import { pushSubscriptionSchema } from "~/schemas/push";
import { issueFields } from "~/schemas/issues";
import { pushPublicKey, subscribePush } from "~/services/push-subscriptions.server";
import { apiError, apiOk, assertPost, readBody } from "~/utils/http.server";

export function loader() {
  return apiOk({ publicKey: pushPublicKey() });
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertPost(request);
  const parsed = pushSubscriptionSchema.safeParse(await readBody(request));
  if (!parsed.success) return apiError(400, issueFields(parsed.error).message);
  const saved = await subscribePush(context, parsed.data, request.headers.get("user-agent"));
  return saved ? apiOk({}, { status: 201 }) : apiError(401, "Log eerst in om meldingen te ontvangen.");
}
