// One interface for every mail sender: SMTP through nodemailer, the dev outbox, or "disabled" in
// production without SMTP_URL (decision 080).
export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text part; every mail has one. */
  text: string;
  /** The simple HTML part (domain/mail.ts `mailHtml`). */
  html?: string;
  attachments?: MailAttachment[];
}

export interface MailProvider {
  readonly name: "smtp" | "outbox" | "disabled";
  send(mail: MailMessage): Promise<void>;
}
