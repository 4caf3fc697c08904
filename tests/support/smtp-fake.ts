// A local SMTP server for tests (decision 080): the real nodemailer client talks SMTP to it on
// 127.0.0.1 and a free port; every message it receives is parsed (mailparser) and kept in order.
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface SmtpFake {
  url: string;
  received: ParsedMail[];
  /** The envelope recipients of each message, in the same order as `received`. */
  envelopes: string[][];
  /** Resolves with the next message whose To includes `to` (already received ones count). */
  next(to: string): Promise<ParsedMail>;
  close(): Promise<void>;
}

export async function startSmtpFake(): Promise<SmtpFake> {
  const received: ParsedMail[] = [];
  const envelopes: string[][] = [];
  const waiters: Array<{ to: string; resolve: (m: ParsedMail) => void }> = [];
  const recipients = (m: ParsedMail) =>
    (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) => a.value.map((v) => v.address ?? ""));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          envelopes.push(session.envelope.rcptTo.map((r) => r.address));
          for (const w of [...waiters]) {
            if (recipients(mail).includes(w.to)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(mail);
            }
          }
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    envelopes,
    next(to) {
      const found = received.find((m) => recipients(m).includes(to));
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ to, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
