// Sending mail (decision 080): one function for every feature — the petition's links, the daily
// close, the welcome mail, and later the data export (attachments). Logged like the SMS: who got
// which kind of mail through which sender, never the subject, body or full address.
import type { MailAttachment } from "~/integrations/mail/index.server";
import { getMailProvider } from "~/integrations/mail/index.server";
import { mailDomain } from "~/domain/mail";
import { logger } from "~/infra/logger.server";

export type { MailAttachment } from "~/integrations/mail/index.server";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** What this mail is, for the log: "petition-link", "daily-close", "welcome", "data-export"… */
  kind?: string;
}

/** False in production without SMTP_URL: screens that need mail say so instead of offering it. */
export function mailAvailable(): boolean {
  return getMailProvider().name !== "disabled";
}

/**
 * Sends one mail; throws when it cannot be sent (no sender configured, or the SMTP server refused),
 * after logging the failure. Callers answer a Dutch 503 or carry on, as their feature needs.
 */
export async function sendMail(mail: OutgoingMail): Promise<void> {
  const provider = getMailProvider();
  const fields = { area: "mail", kind: mail.kind ?? "mail", provider: provider.name, toDomain: mailDomain(mail.to) };
  try {
    await provider.send({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.attachments,
    });
  } catch (err) {
    // nodemailer's code and the SMTP reply code; its message may quote the address
    const { code, responseCode } = err as { code?: string; responseCode?: number };
    logger().warn({ ...fields, errorCode: code ?? "unknown", responseCode }, "mail not sent");
    throw err;
  }
  logger().info(fields, "mail sent");
}
