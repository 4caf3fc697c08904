// Picks the mail sender once (decision 080): SMTP with SMTP_URL; without it the dev outbox outside
// production, and in production "disabled": the server starts, and every feature that needs mail
// says in the UI that it cannot send (services/mail.server.ts `mailAvailable`).
import { createSmtpProvider } from "./smtp.server";
import type { MailProvider } from "./types";
import { addOutboxEntry } from "~/integrations/sms/outbox.server";
import { getEnv, smtpConfig } from "~/env.server";
import { singleton } from "~/infra/singleton.server";

export type { MailAttachment, MailMessage, MailProvider } from "./types";

function createMailOutbox(): MailProvider {
  return {
    name: "outbox",
    async send({ to, subject, text, html, attachments }) {
      addOutboxEntry({
        channel: "mail",
        to,
        // `message` as the SMS have it, so one list serves both
        message: `${subject}\n\n${text}`,
        subject,
        html: html ?? null,
        attachments: (attachments ?? []).map((a) => a.filename),
      });
      console.log(`[mail outbox] to ${to}: ${subject}`);
    },
  };
}

export function getMailProvider(): MailProvider {
  return singleton("mail-provider", () => {
    const config = smtpConfig();
    if (config) return createSmtpProvider(config);
    if (getEnv().NODE_ENV === "production") {
      return {
        name: "disabled",
        async send() {
          throw new Error("mail not configured: set SMTP_URL");
        },
      };
    }
    return createMailOutbox();
  });
}
