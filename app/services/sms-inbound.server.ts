// Inbound SMS (docs/issues/020.md §1 leftover): Twilio posts a member's reply to our number here. Only a
// request signed with our auth token counts (twilio.validateRequest over the URL Twilio called and
// the posted fields); "STOP" (and its usual variants) leaves the club messages of the restaurants
// whose campaign reached that number, recorded with the date and the source 'sms-stop'.
// const { reply } = await receiveSms({ url, signature, params });
import twilio from "twilio";
import { getDb } from "~/db.server";
import { getEnv } from "~/env.server";
import { optOutByPhone } from "~/models/club-opt-out.server";
import { ServiceError } from "~/services/errors.server";

const STOP_WORDS = new Set(["STOP", "STOPALL", "UNSUBSCRIBE", "AFMELDEN", "UITSCHRIJVEN"]);
const STOP_REPLY = "Je ontvangt geen berichten van de klantenclub meer.";
const BAD_SIGNATURE = "Ongeldige handtekening.";

function isStopWord(body: string): boolean {
  return STOP_WORDS.has(
    body
      .trim()
      .toUpperCase()
      .replace(/[^A-Z]/g, ""),
  );
}

export async function receiveSms(input: {
  url: string;
  signature: string | null;
  params: Record<string, string>;
}): Promise<{ reply: string | null; optedOut: number[] }> {
  const token = getEnv().TWILIO_AUTH_TOKEN;
  if (!token || !input.signature || !twilio.validateRequest(token, input.signature, input.url, input.params))
    throw new ServiceError(BAD_SIGNATURE, 403);
  const from = input.params.From ?? "";
  const body = input.params.Body ?? "";
  if (!from || !isStopWord(body)) return { reply: null, optedOut: [] };
  const optedOut = await optOutByPhone(getDb(), { phone: from, source: "sms-stop" });
  return { reply: optedOut.length > 0 ? STOP_REPLY : null, optedOut };
}
