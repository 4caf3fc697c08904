// Two uses of the mail channel (decision 080), through a local SMTP fake with the real nodemailer
// client: "Mijn gegevens" mails the export's zip (the same gegevens.json as the download) when the
// account has an e-mail address, and says why not when it has none or mail is off; a new
// restaurant's sign-up with an e-mail address sends one welcome mail with the checklist, without
// one none, and with the SMTP server down the sign-up still stands.
import crypto from "node:crypto";
import { strFromU8, unzipSync } from "fflate";
import type { ParsedMail } from "mailparser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { PRIVACY_MESSAGES } from "~/domain/privacy";
import { checkSignUp } from "~/domain/sign-up";
import { getMailProvider, type MailProvider } from "~/integrations/mail/index.server";
import { createSmtpProvider } from "~/integrations/mail/smtp.server";
import { insertLoginCode } from "~/models/login-codes.server";
import { action as myDataAction, loader as myDataLoader } from "~/routes/mijn-gegevens";
import { loader as downloadLoader } from "~/routes/mijn-gegevens_.download.$hostId";
import { hashCode } from "~/services/login-codes.server";
import { openRestaurant } from "~/services/sign-up.server";
import { getSingleton, setSingleton } from "~/infra/singleton.server";
import { createHost, createUser } from "../../db/factory";
import { freshIp } from "../support/auth";
import { requestContext } from "../support/context";
import { personEverywhere } from "../support/privacy";
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
const disabled: MailProvider = {
  name: "disabled",
  async send() {
    throw new Error("mail not configured");
  },
};
const sentTo = (to: string) =>
  smtp.received.filter((m: ParsedMail) =>
    (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).some((a) => a.value.some((v) => v.address === to)),
  );

function unzip(bytes: Uint8Array) {
  return Object.fromEntries(Object.entries(unzipSync(bytes)).map(([name, data]) => [name, strFromU8(data)]));
}

/** gegevens.json without the moment it was made (the download and the mail are made a moment apart). */
function gegevens(bytes: Uint8Array) {
  const json = JSON.parse(unzip(bytes)["gegevens.json"]) as Record<string, unknown>;
  delete json.exportedAt;
  return json;
}

async function codeFor(phone: string, code = "M4IL") {
  await insertLoginCode(getDb(), {
    phone,
    codeHash: hashCode(phone, code),
    expiresAt: new Date(Date.now() + 600_000),
    ip: null,
    from: "privacy",
    hostId: null,
  });
  return code;
}

describe("the data export by e-mail", () => {
  it("after the SMS code mails the same zip as the download to the account's address, recorded like a download", async () => {
    useSmtp();
    const p = await personEverywhere(getDb());
    const context = await requestContext(`http://${p.a.perma}.localhost/`, { userId: p.anna.id, sessionVersion: 0 });
    const url = `http://${p.a.perma}.localhost/mijn-gegevens`;
    const mail = () => callRoute(myDataAction, { url, context, form: { intent: "mail", hostId: String(p.a.id) } });

    const page = await callRoute(myDataLoader, { url, context });
    expect(page.body).toMatchObject({ mailTo: p.email, mailWhy: null });
    // not before the code
    expect(await mail()).toMatchObject({ status: 403, body: { message: PRIVACY_MESSAGES.exportExpired } });
    expect(sentTo(p.email)).toHaveLength(0);

    const confirmed = await callRoute(myDataAction, {
      url,
      context,
      form: { intent: "export", code: await codeFor(p.phone) },
    });
    expect(confirmed.status).toBe(200);
    const requests = () => getDb()("privacy_requests").where({ host_id: p.a.id, kind: "export" }).count("* as n");
    const before = Number((await requests())[0].n);
    const answer = await mail();
    expect(answer).toMatchObject({
      status: 200,
      body: { result: "OK", message: `Je gegevens zijn gemaild naar ${p.email}.` },
    });
    expect(Number((await requests())[0].n)).toBe(before + 1);

    const received = await smtp.next(p.email);
    expect(sentTo(p.email)).toHaveLength(1);
    expect(received.subject).toBe(`Je gegevens bij ${p.a.name}`);
    expect(received.text).toContain("gegevens.json");
    expect(received.html).toContain('<html lang="nl">');
    expect(received.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [
        expect.stringMatching(new RegExp(`^bestelinfo-gegevens-${p.a.perma}-\\d{4}-\\d{2}-\\d{2}\\.zip$`)),
        "application/zip",
      ],
    ]);
    const mailed = new Uint8Array(received.attachments[0].content);

    const download = (await downloadLoader({
      request: new Request(`${url}/download/${p.a.id}`),
      context,
      params: { hostId: String(p.a.id) },
    })) as Response;
    expect(download.status).toBe(200);
    const downloaded = new Uint8Array(await download.arrayBuffer());
    expect(Object.keys(unzip(mailed)).sort()).toEqual(Object.keys(unzip(downloaded)).sort());
    expect(gegevens(mailed)).toEqual(gegevens(downloaded));
    expect(gegevens(mailed)).toMatchObject({ profile: { email: p.email }, restaurant: { perma: p.a.perma } });

    // on A's domain only A's data; B's is asked for on B's domain
    const other = await callRoute(myDataAction, { url, context, form: { intent: "mail", hostId: String(p.b.id) } });
    expect(other.status).toBe(404);
    expect(sentTo(p.email)).toHaveLength(1);
  });

  it("a customer without an e-mail address is offered no mail and told why; mail off says so; never a 500", async () => {
    useSmtp();
    const host = await createHost(getDb(), {});
    const phone = `+316${crypto.randomInt(10_000_000, 99_999_999)}`;
    const user = await createUser(getDb(), { phone, firstName: "Zonder" });
    const context = await requestContext(`http://${host.perma}.localhost/`, { userId: user.id, sessionVersion: 0 });
    const url = `http://${host.perma}.localhost/mijn-gegevens`;
    const page = await callRoute(myDataLoader, { url, context });
    expect(page.body).toMatchObject({ mailTo: null, mailWhy: PRIVACY_MESSAGES.noEmail });

    await callRoute(myDataAction, { url, context, form: { intent: "export", code: await codeFor(phone) } });
    const count = smtp.received.length;
    const refused = await callRoute(myDataAction, {
      url,
      context,
      form: { intent: "mail", hostId: String(host.id) },
    });
    expect(refused).toMatchObject({ status: 400, body: { message: PRIVACY_MESSAGES.noEmail } });
    expect(smtp.received.length).toBe(count);

    // an address, but no mail sender (production without SMTP_URL)
    setSingleton("mail-provider", disabled);
    const p = await personEverywhere(getDb());
    const withMail = await requestContext(`http://${p.a.perma}.localhost/`, { userId: p.anna.id, sessionVersion: 0 });
    const urlA = `http://${p.a.perma}.localhost/mijn-gegevens`;
    expect((await callRoute(myDataLoader, { url: urlA, context: withMail })).body).toMatchObject({
      mailTo: null,
      mailWhy: PRIVACY_MESSAGES.mailOff,
    });
    await callRoute(myDataAction, {
      url: urlA,
      context: withMail,
      form: { intent: "export", code: await codeFor(p.phone) },
    });
    const off = await callRoute(myDataAction, {
      url: urlA,
      context: withMail,
      form: { intent: "mail", hostId: String(p.a.id) },
    });
    expect(off).toMatchObject({ status: 503, body: { message: PRIVACY_MESSAGES.mailOff } });

    // the SMTP server refuses: a Dutch 503, nothing recorded
    setSingleton<MailProvider>("mail-provider", createSmtpProvider({ url: "smtp://127.0.0.1:1", from: FROM }));
    const failed = await callRoute(myDataAction, {
      url: urlA,
      context: withMail,
      form: { intent: "mail", hostId: String(p.a.id) },
    });
    expect(failed).toMatchObject({ status: 503, body: { message: PRIVACY_MESSAGES.mailFailed } });
    expect(await getDb()("privacy_requests").where({ host_id: p.a.id, kind: "export" }).first()).toBeUndefined();
  });
});

describe("a new restaurant's welcome mail", () => {
  let counter = crypto.randomInt(0, 40_000_000);
  const mobile = () => `+316${String(50_000_000 + ++counter)}`;
  const suffix = () => crypto.randomBytes(3).toString("hex");

  function input(email: string | undefined) {
    const raw: Record<string, string> = {
      key: crypto.randomBytes(18).toString("base64url"),
      name: `Welkomhuis ${suffix()}`,
      perma: `welkom-${suffix()}`,
      category: "friet",
      address: "Kerkstraat 1",
      zipcode: "3811 AB",
      city: "Amersfoort",
      phone: "0331234567",
      open2: "on",
      opens2: "16:00",
      closes2: "21:00",
      pickup: "on",
      cash: "on",
      starter: "friet",
      ...(email === undefined ? {} : { email }),
    };
    const checked = checkSignUp(raw);
    if (!checked.ok) throw new Error(checked.message);
    return checked.value;
  }

  async function signUp(email: string | undefined) {
    const user = await createUser(getDb(), { phone: mobile() });
    const form = input(email);
    const done = await openRestaurant({
      userId: user.id,
      ip: freshIp(),
      requestUrl: "http://localhost:3000/register",
      input: form,
    });
    const host = await getDb()("hosts").where({ perma: form.perma }).first();
    return { done, host, form };
  }

  it("checks the optional address with the form's rules", () => {
    expect(input(undefined).email).toBeNull();
    expect(input("").email).toBeNull();
    expect(input(" Eigenaar@Voorbeeld.NL ").email).toBe("eigenaar@voorbeeld.nl");
    const bad = checkSignUp({ email: "geen-adres" });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.fields.email).toBe("Ongeldig e-mail adres.");
  });

  it("signing up with an e-mail address sends one welcome mail with the checklist and the board's link", async () => {
    useSmtp();
    const to = `eigenaar.${suffix()}@voorbeeld.nl`;
    const { done, host, form } = await signUp(to);
    expect(done.replayed).toBe(false);
    // the daily close goes to the same address (Instellingen → Profiel shows it)
    expect(host.settings.dayCloseMail).toBe(to);
    await done.welcome;
    const mail = await smtp.next(to);
    expect(sentTo(to)).toHaveLength(1);
    expect(mail.subject).toBe(`Welkom bij Bestelinfo: ${form.name} staat klaar`);
    const origin = new URL(done.loginUrl).origin;
    expect(new URL(origin).hostname.startsWith(`${form.perma}.`)).toBe(true);
    for (const [label, path] of [
      ["Menu controleren", "/admin/products"],
      ["Openingstijden", "/admin/settings/openingstijden"],
      ["iDEAL koppelen", "/admin/settings"],
      ["Printer koppelen", "/admin/settings/printers"],
      ["Test-bestelling plaatsen", "/admin/play"],
    ]) {
      expect(mail.text).toContain(`- ${label}: ${origin}${path}\n`);
      expect(mail.html).toContain(`<li>${label}: ${origin}${path}</li>`);
    }
    expect(mail.text).toContain(`Naar je beheer: ${origin}/orders`);

    // the same form submitted again finds the same restaurant and sends nothing more
    const user = await getDb()("users").where({ id: host.created_by }).first();
    const again = await openRestaurant({
      userId: user.id,
      ip: freshIp(),
      requestUrl: "http://localhost:3000/register",
      input: form,
    });
    expect(again.replayed).toBe(true);
    await again.welcome;
    expect(sentTo(to)).toHaveLength(1);
  });

  it("without an e-mail address no mail; with the SMTP server down or mail off the sign-up still stands", async () => {
    useSmtp();
    const count = smtp.received.length;
    const plain = await signUp(undefined);
    await plain.done.welcome;
    expect(plain.host).toBeTruthy();
    expect(plain.host.settings.dayCloseMail).toBeUndefined();
    expect(smtp.received.length).toBe(count);

    setSingleton<MailProvider>("mail-provider", createSmtpProvider({ url: "smtp://127.0.0.1:1", from: FROM }));
    const down = await signUp(`down.${suffix()}@voorbeeld.nl`);
    expect(down.done.loginUrl).toMatch(/\/exlogin\//);
    expect(down.host).toBeTruthy();
    await expect(down.done.welcome).resolves.toBeUndefined();

    setSingleton("mail-provider", disabled);
    const off = await signUp(`off.${suffix()}@voorbeeld.nl`);
    expect(off.host.settings.dayCloseMail).toMatch(/^off\./);
    await expect(off.done.welcome).resolves.toBeUndefined();
    expect(smtp.received.length).toBe(count);
  });
});
