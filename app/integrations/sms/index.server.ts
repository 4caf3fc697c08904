// Picks the SMS provider once: Twilio with credentials; the dev outbox without, except in
// production, where a missing configuration is an error rather than a silently lost code.
import { createOutboxProvider } from "./outbox.server";
import { createTwilioProvider } from "./twilio.server";
import type { SmsProvider } from "./types";
import { getEnv, twilioConfig } from "~/env.server";
import { singleton } from "~/infra/singleton.server";
import { logger } from "~/infra/logger.server";

export type { SmsMessage, SmsProvider } from "./types";

export function getSmsProvider(): SmsProvider {
  return singleton("sms-provider", () => {
    const config = twilioConfig();
    if (config) return createTwilioProvider(config);
    if (getEnv().NODE_ENV === "production") {
      // only with SMS_DISABLED=1 (env.server.ts refuses to start otherwise)
      logger().warn("SMS_DISABLED=1: no SMS is sent; login codes answer 503");
      return {
        name: "disabled",
        async send() {
          throw new Error("SMS not configured: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM");
        },
      };
    }
    return createOutboxProvider();
  });
}

/** The dev outbox exists only outside production (GET /__dev/outbox). */
export function outboxEnabled(): boolean {
  return getEnv().NODE_ENV !== "production";
}
