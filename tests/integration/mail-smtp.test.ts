// Mail through a local SMTP fake with the real nodemailer client (decision 080): the message as it
// arrives (headers, Dutch plain text, the HTML part, an attachment), the log line without content,
// the petition's link by e-mail with a mail sender configured, and production without SMTP_URL:
// it starts, the petition says e-mail cannot be used, and signing by e-mail is a Dutch 422.
import { randomInt } from "node:crypto";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mailHtml, mailText } from "~/domain/mail";
import { parseEnv, smtpConfig } from "~/env.server";
import { getMailProvider, type MailProvider } from "~/integrations/mail/index.server";
import { createSmtpProvider } from "~/integrations/mail/smtp.server";
import { action as petitionAction, loader as petitionLoader } from "~/routes/petitie";
import { closeDay } from "~/services/day-close.server";
import { mailAvailable, sendMail } from "~/services/mail.server";
import { getDb } from "~/db.server";
import { getSingleton, setSingleton } from "~/infra/singleton.server";
import { createHost } from "../../db/factory";
import { requestContext } from "../support/context";
import { callRoute } from "../support/route-call";
import { startSmtpFake, type SmtpFake } from "../support/smtp-fake";

let smtp: SmtpFake;
let previous: MailProvider | undefined;
const FROM = "Bestelinfo <noreply@bestelinfo.test>";

beforeAll(async () => {
  smtp = await startSmtpFake();
  previous = getSingleton<MailProvider>("mail-provider");
});
afterEach(() => {
  if (previous) setSingleton("mail-provider", previous);
  else setSingleton("mail-provider", getMailProvider());
});
afterAll(async () => {
  await smtp.close();
});

const useSmtp = () => setSingleton<MailProvider>("mail-provider", createSmtpProvider({ url: smtp.url, from: FROM }));
const newIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** A browser on the platform's domain, from this address. */
const platform = (ip: string) => requestContext("http://localhost/", { clientIp: ip });

describe("the SMTP channel", () => {
  it("sends a Dutch mail with a plain-text and an HTML part through nodemailer, and logs no content", async () => {
    useSmtp();
    const lines: string[] = [];
    const previousLogger = getSingleton("logger");
    setSingleton(
      "logger",
      pino(
        { level: "info" },
        new Writable({
          write(chunk: Buffer, _enc, done) {
            lines.push(chunk.toString());
            done();
          },
        }),
      ),
    );
    const to = `sanne.${Date.now()}@voorbeeld.nl`;
    const body = {
      heading: "Welkom bij Bestelinfo",
      paragraphs: ["Je restaurant <Pizzeria & Co> staat klaar."],
      list: ["Menu invullen", "Openingstijden instellen"],
      link: { href: "https://pizzeria.bestelinfo.test/admin", label: "Naar je beheer" },
    };
    try {
      await sendMail({
        kind: "welcome",
        to,
        subject: "Welkom, je restaurant staat klaar",
        text: mailText(body),
        html: mailHtml(body),
        attachments: [{ filename: "gegevens.json", content: '{"naam":"Sanne"}', contentType: "application/json" }],
      });
    } finally {
      setSingleton("logger", previousLogger);
    }
    const mail = await smtp.next(to);
    expect(mail.from?.value).toEqual([{ name: "Bestelinfo", address: "noreply@bestelinfo.test" }]);
    expect(mail.to).toMatchObject({ value: [{ address: to }] });
    expect(mail.subject).toBe("Welkom, je restaurant staat klaar");
    expect(mail.headers.get("content-type")).toMatchObject({ value: "multipart/mixed" });
    expect(mail.text).toContain("Je restaurant <Pizzeria & Co> staat klaar.");
    expect(mail.text).toContain("- Openingstijden instellen");
    expect(mail.text).toContain("Naar je beheer: https://pizzeria.bestelinfo.test/admin");
    expect(mail.html).toContain('<html lang="nl">');
    expect(mail.html).toContain("Je restaurant &lt;Pizzeria &amp; Co&gt; staat klaar.");
    expect(mail.html).toContain('<a href="https://pizzeria.bestelinfo.test/admin"');
    expect(mail.attachments.map((a) => [a.filename, a.contentType, a.content.toString()])).toEqual([
      ["gegevens.json", "application/json", '{"naam":"Sanne"}'],
    ]);
    expect(smtp.envelopes[smtp.received.indexOf(mail)]).toEqual([to]);

    const log = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.area === "mail");
    expect(log).toEqual([
      expect.objectContaining({ msg: "mail sent", kind: "welcome", provider: "smtp", toDomain: "voorbeeld.nl" }),
    ]);
    const raw = lines.join("");
    for (const secret of [to, "Welkom", "Pizzeria", "gegevens.json"]) expect(raw).not.toContain(secret);
  });

  it("throws when the SMTP server cannot be reached, for the caller to answer", async () => {
    setSingleton<MailProvider>("mail-provider", createSmtpProvider({ url: "smtp://127.0.0.1:1", from: FROM }));
    await expect(sendMail({ to: "a@voorbeeld.nl", subject: "x", text: "x" })).rejects.toThrow();
  });

  it("sends the petition's confirmation link by e-mail when a mail sender is configured", async () => {
    useSmtp();
    const email = `petitie.${Date.now()}@voorbeeld.nl`;
    const page = await callRoute(petitionLoader, { url: "http://localhost/petitie", context: await platform(newIp()) });
    expect(page.body.mail).toBe(true);
    const signed = await callRoute(petitionAction, {
      url: "http://localhost/petitie",
      context: await platform(newIp()),
      form: { intent: "sign", name: "Anna de Vries", place: "Utrecht", contact: email, owner: "nee" },
    });
    expect(signed.status).toBe(200);
    const mail = await smtp.next(email);
    expect(mail.subject).toBe("Bevestig je handtekening: Eerlijk bestellen");
    expect(mail.text).toMatch(/Handtekening bevestigen: http:\/\/localhost\/petitie\/bevestig\/\d+\.\S+/);
    expect(mail.html).toMatch(/<a href="http:\/\/localhost\/petitie\/bevestig\/\d+\.[^"]+"/);
  });
});

describe("production without SMTP_URL", () => {
  const production = {
    NODE_ENV: "production",
    SESSION_SECRET: "x".repeat(32),
    SMS_DISABLED: "1",
    EMBEDDED_DB: "1",
  } as const;

  it("starts, with no mail sender; SMTP_URL and MAIL_FROM configure one", () => {
    expect(smtpConfig(parseEnv({ ...production }))).toBeNull();
    expect(smtpConfig(parseEnv({ ...production, SMTP_URL: "smtps://u:p@mail.example:465" }))).toEqual({
      url: "smtps://u:p@mail.example:465",
      from: "Bestelinfo <noreply@localhost>",
    });
    expect(
      smtpConfig(parseEnv({ ...production, SMTP_URL: "smtp://mail.example:587", MAIL_FROM: "Pizzeria <a@b.nl>" }))
        ?.from,
    ).toBe("Pizzeria <a@b.nl>");
    expect(() => parseEnv({ ...production, SMTP_URL: "https://mail.example" })).toThrow(/SMTP_URL/);
  });

  it("the petition asks for a mobile number only, and signing by e-mail is a Dutch 422, not a 500", async () => {
    setSingleton<MailProvider>("mail-provider", {
      name: "disabled",
      async send() {
        throw new Error("mail not configured");
      },
    });
    expect(mailAvailable()).toBe(false);
    const page = await callRoute(petitionLoader, { url: "http://localhost/petitie", context: await platform(newIp()) });
    expect(page.body.mail).toBe(false);
    const signed = await callRoute(petitionAction, {
      url: "http://localhost/petitie",
      context: await platform(newIp()),
      form: { intent: "sign", name: "Anna", place: "Utrecht", contact: "anna@voorbeeld.nl", owner: "nee" },
    });
    expect(signed.status).toBe(422);
    expect(signed.body.message).toBe(
      "Ondertekenen per e-mail is op dit moment niet mogelijk. Gebruik je mobiele nummer.",
    );
  });
});

describe("the daily close by mail", () => {
  const disabled: MailProvider = {
    name: "disabled",
    async send() {
      throw new Error("mail not configured");
    },
  };

  it("'Dag afsluiten' mails the close to the address the owner set, and says so", async () => {
    useSmtp();
    const to = `eigenaar.${Date.now()}@voorbeeld.nl`;
    const owner = await createHost(getDb(), { name: "Afsluithuis", settings: { dayCloseMail: to } });
    const answer = await closeDay({
      hostId: owner.id,
      userId: null,
      dag: "2026-11-02",
      now: new Date("2026-11-02T22:00:00Z"),
    });
    expect(answer.message).toBe(`ma 02-11-2026 is afgesloten. De dagafsluiting is gemaild naar ${to}.`);
    const mail = await smtp.next(to);
    expect(mail.subject).toBe("Dagafsluiting Afsluithuis ma 02-11-2026");
    expect(mail.text).toContain("DAGAFSLUITING");
    expect(mail.text).toContain("Contant in de kassa");
    expect(mail.html).toMatch(/<pre [^>]*>[^<]*DAGAFSLUITING[^<]*Contant in de kassa/);
  });

  it("without an address nothing is mailed; without a mail sender the close still closes and says the mail is off", async () => {
    useSmtp();
    const before = smtp.received.length;
    const plain = await createHost(getDb(), { name: "Stilhuis" });
    const quiet = await closeDay({
      hostId: plain.id,
      userId: null,
      dag: "2026-11-02",
      now: new Date("2026-11-02T22:00:00Z"),
    });
    expect(quiet.message).toBe("ma 02-11-2026 is afgesloten.");
    expect(smtp.received.length).toBe(before);

    setSingleton("mail-provider", disabled);
    const wanting = await createHost(getDb(), { name: "Wachthuis", settings: { dayCloseMail: "a@voorbeeld.nl" } });
    const answer = await closeDay({
      hostId: wanting.id,
      userId: null,
      dag: "2026-11-02",
      now: new Date("2026-11-02T22:00:00Z"),
    });
    expect(answer.message).toBe(
      "ma 02-11-2026 is afgesloten. De e-mail is niet verstuurd: e-mail versturen is op dit moment niet mogelijk.",
    );
  });
});
