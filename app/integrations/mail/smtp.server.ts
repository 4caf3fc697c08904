// The real mail client: nodemailer over SMTP, configured by one URL (smtp://user:pass@host:587 or
// smtps://…:465). Tests point it at a local SMTP fake (tests/integration/mail-smtp.test.ts): only
// the URL changes, so the message the library builds is the one production sends.
import nodemailer from "nodemailer";
import type { MailProvider } from "./types";

export interface SmtpConfig {
  url: string;
  from: string;
}

export function createSmtpProvider(config: SmtpConfig): MailProvider {
  const transport = nodemailer.createTransport(config.url);
  return {
    name: "smtp",
    async send({ to, subject, text, html, attachments }) {
      await transport.sendMail({ from: config.from, to, subject, text, html, attachments });
    },
  };
}
