// GET /api/push: the VAPID public key. POST /api/push: store this browser's push subscription for
// the logged-in user (PushSubscription.toJSON()).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { pushSubscriptionSchema } from "~/schemas/push";
import { pushPublicKey, subscribePush } from "~/services/push-subscriptions.server";
import { getOptionalUser } from "~/http/session-user.server";
import { apiAction, apiError, apiOk, assertPost } from "~/http/http.server";
import { suspendedApiRefusal } from "~/http/suspension.server";

const isStaff = (kind: string | undefined) => kind === "host" || kind === "root";

const LOGIN_FOR_PUSH = "Log eerst in om meldingen te ontvangen.";

export async function loader({ context }: LoaderFunctionArgs) {
  // a suspended restaurant's customers get no notifications; its staff keep theirs (decision 020)
  const refused = suspendedApiRefusal(context);
  if (refused && !isStaff((await getOptionalUser(context))?.user.kind)) return refused;
  return apiOk({ publicKey: pushPublicKey() });
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertPost(request);
  // a subscription always belongs to a user: the guard before the body
  const current = await getOptionalUser(context);
  if (!current) return apiError(401, LOGIN_FOR_PUSH);
  // a restaurant's staff member switches this device on for the restaurant's new orders (docs/issues/019.md §7)
  const staff = current.user.kind === "host";
  const refused = isStaff(current.user.kind) ? null : suspendedApiRefusal(context);
  if (refused) return refused;
  return apiAction(
    request,
    pushSubscriptionSchema,
    (sub) => subscribePush({ userId: current.user.id, sub, userAgent: request.headers.get("user-agent"), staff }),
    () => ({ status: 201 }),
  );
}
