// POST /api/sms/inbound: Twilio's webhook for SMS sent to our number (docs/issues/020.md §1 "STOP"). Signed
// by Twilio (X-Twilio-Signature); answers TwiML — a confirmation for a STOP, else nothing. A
// request without a valid signature is 403, a JSON body 415, never a 500.
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { receiveSms } from "~/services/sms-inbound.server";
import { apiError, apiRefusal, assertPost, INVALID_INPUT, readBody } from "~/http/http.server";

const inboundSchema = z.record(z.string().max(100), z.string().max(2000));

function twiml(message: string | null): Response {
  const escaped = message?.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
  const body = escaped ? `<Response><Message>${escaped}</Message></Response>` : "<Response/>";
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>${body}`, {
    headers: { "content-type": "text/xml; charset=utf-8" },
  });
}

export async function action({ request }: ActionFunctionArgs) {
  try {
    assertPost(request);
    const parsed = inboundSchema.safeParse(await readBody(request, ["form"]));
    if (!parsed.success) return apiError(400, INVALID_INPUT);
    const { reply } = await receiveSms({
      url: request.url,
      signature: request.headers.get("x-twilio-signature"),
      params: parsed.data,
    });
    return twiml(reply);
  } catch (err) {
    if (err instanceof Response) return err;
    return apiRefusal(err);
  }
}
