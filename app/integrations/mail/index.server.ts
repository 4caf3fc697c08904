// E-mail, for the petition's confirmation links (issue 20 §4, decision 052). The project has no mail
// sender yet: outside production a message goes to the dev outbox the SMS already use (printed, and
// listed at /__dev/outbox with the address as `to`); in production the provider is "disabled" and
// callers refuse with a Dutch message rather than pretend a link was sent. A real sender (SMTP or
// an API) is one more implementation of this interface.
import { createOutboxProvider } from "~/integrations/sms/outbox.server";
import { getEnv } from "~/env.server";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailProvider {
  readonly name: "outbox" | "disabled";
  send(mail: MailMessage): Promise<void>;
}

export function getMailProvider(): MailProvider {
  if (getEnv().NODE_ENV === "production") {
    return {
      name: "disabled",
      async send() {
        throw new Error("no mail sender configured");
      },
    };
  }
  const outbox = createOutboxProvider();
  return {
    name: "outbox",
    send: ({ to, subject, text }) => outbox.send({ to, message: `${subject}\n\n${text}` }),
  };
}
