// POST /api/thuisbezorgd/hook/{order|cancel|driver|offline|backup} on the restaurant's own host:
// the JET Connect webhooks (docs/issues/018.md; decisions 039, 064). The raw body is what is signed, so its
// bytes are read here and handed over whole with their text. An order answers 202 as soon as it is kept; the placing and
// the sent-to-pos call follow off the request.
import type { ActionFunctionArgs } from "@remix-run/node";
import { JET_EVENTS, receiveJetEvent } from "~/services/thuisbezorgd-events.server";
import { receiveJetOrder } from "~/services/thuisbezorgd.server";
import { NOT_LINKED } from "~/services/thuisbezorgd-keys.server";
import { apiAnswer, apiError } from "~/http/http.server";

const KINDS: ReadonlyArray<string> = ["order", ...JET_EVENTS];
const isEvent = (kind: string): kind is (typeof JET_EVENTS)[number] =>
  (JET_EVENTS as ReadonlyArray<string>).includes(kind);

export async function action({ request, params, context }: ActionFunctionArgs) {
  const kind = params.kind ?? "";
  if (request.method !== "POST") return apiError(405, "Methode niet toegestaan.");
  if (!KINDS.includes(kind)) return apiError(404, "Onbekende Thuisbezorgd-koppeling.");
  if (context.tenant.kind !== "host") return apiError(404, NOT_LINKED);
  // the signature is over the bytes as received: read them first, decode after
  const bytes = new Uint8Array(await request.arrayBuffer());
  const input = {
    hostId: context.tenant.host.id,
    raw: new TextDecoder().decode(bytes),
    bytes,
    authorization: request.headers.get("authorization"),
    hash: request.headers.get("x-jet-connect-hash"),
  };
  if (isEvent(kind)) return apiAnswer(() => receiveJetEvent(kind, input));
  // JET's async answer: 202, then one sent-to-pos call; a "Test de koppeling" order is read and answered 200
  return apiAnswer(
    () => receiveJetOrder(input),
    (done) => ({ status: done.test ? 200 : 202 }),
  );
}

export const loader = () => apiError(405, "Methode niet toegestaan.");
