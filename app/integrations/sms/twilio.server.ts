// The real Twilio client. TWILIO_API_BASE points it at a local fake in tests (STACK.md): only the
// base URL changes, so the request the library builds is the one production sends.
import twilio from "twilio";
import type { SmsProvider } from "./types";

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
  apiBase?: string;
}

export function createTwilioProvider(config: TwilioConfig): SmsProvider {
  const client = twilio(config.accountSid, config.authToken);
  if (config.apiBase) client.api.baseUrl = config.apiBase;
  return {
    name: "twilio",
    async send({ to, message }) {
      await client.messages.create({ to, from: config.from, body: message });
    },
  };
}
