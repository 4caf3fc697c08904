// /petitie "Eerlijk bestellen" (docs/issues/020.md §4) through its routes, in-process: a signature counts only
// after its code (SMS) or link (e-mail) — a wrong, expired or used-up code is refused; one address
// counts once however it is written; a flood from one IP gets 429; a signer withdraws with their
// link; the CSV is root's alone; the platform and a restaurant's domain show the same page; bad
// input gets a Dutch 4xx.
import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { listOutbox } from "~/integrations/sms/outbox.server";
import type { Host } from "~/models/hosts.server";
import { action as petitionAction, loader as petitionLoader } from "~/routes/petitie";
import { action as confirmAction, loader as confirmLoader } from "~/routes/petitie_.bevestig.$token";
import { loader as csvLoader } from "~/routes/petitie_.handtekeningen[.]csv";
import { action as withdrawAction, loader as withdrawLoader } from "~/routes/petitie_.intrekken.$token";
import { createHost, createOrganisation, createUser } from "../../db/factory";
import { requestContext } from "../support/context";
import { callRoute } from "../support/route-call";

let host: Host;
let org: { id: number };
beforeAll(async () => {
  org = await createOrganisation(getDb());
  host = await createHost(getDb(), { organisationId: org.id, name: `Petitiehuis ${Date.now()}` });
});

/** Every test its own client IP: the per-IP limits live in this process's memory. */
const newIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const newMobile = () => `06${String(randomInt(10_000_000, 100_000_000))}`;
const intl = (mobile: string) => `+31${mobile.slice(1)}`;

/** A browser on the restaurant's or the platform's domain, from this address. */
const on = (where: "host" | "platform", ip: string, userId?: number) =>
  requestContext(pageUrl(where), { clientIp: ip, userId });
const pageUrl = (where: "host" | "platform") =>
  where === "host" ? `http://${host.perma}.localhost/petitie` : "http://localhost/petitie";

const post = async (form: Record<string, string>, ip: string, where: "host" | "platform" = "platform") =>
  callRoute(petitionAction, { url: pageUrl(where), context: await on(where, ip), form });

const sign = (contact: string, ip: string, extra: Record<string, string> = {}) =>
  post({ intent: "sign", name: "Anna de Vries", place: "Utrecht", contact, owner: "nee", ...extra }, ip);

const count = async () =>
  (await callRoute(petitionLoader, { url: pageUrl("platform"), context: await on("platform", newIp()) })).body
    .count as number;

function codeFor(mobile: string): string {
  const sms = listOutbox().find((m) => m.to === intl(mobile) && /is je code voor de petitie/.test(m.message));
  expect(sms, `an SMS to ${mobile}`).toBeTruthy();
  return /^(\d{6}) /.exec(sms!.message)![1]!;
}

async function signedAndCounted(mobile = newMobile(), ip = newIp()) {
  const signed = await sign(mobile, ip);
  expect(signed.status).toBe(200);
  const id = String((signed.body.pending as { id: number }).id);
  const verified = await post({ intent: "verify", id, code: codeFor(mobile) }, ip);
  expect(verified.status).toBe(200);
  return { id, mobile, ip, verified };
}

const tokenOf = (url: string) => url.split("/").pop()!;

describe("verification", () => {
  it("counts a signature only after the right code; a wrong code is refused and counts nothing", async () => {
    const before = await count();
    const mobile = newMobile();
    const ip = newIp();
    const signed = await sign(mobile, ip, { keepInformed: "ja" });
    expect(signed.status).toBe(200);
    expect(signed.body.message).toMatch(/sms gestuurd met een code van 6 cijfers/);
    expect(await count()).toBe(before);
    const id = String((signed.body.pending as { id: number }).id);
    const right = codeFor(mobile);
    const wrong = right === "000000" ? "111111" : "000000";
    const refused = await post({ intent: "verify", id, code: wrong }, ip);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("Onjuiste of verlopen code. Vraag een nieuwe code aan.");
    expect(refused.body.id).toBe(Number(id));
    expect(await count()).toBe(before);
    const done = await post({ intent: "verify", id, code: right }, ip);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe("Bedankt! Je handtekening telt mee.");
    expect(done.body.withdrawUrl).toMatch(/^http:\/\/localhost\/petitie\/intrekken\/\d+\.[\w-]+$/);
    expect(await count()).toBe(before + 1);
    // the code is used up: the same code again counts nothing more
    expect((await post({ intent: "verify", id, code: right }, ip)).status).toBe(400);
    expect(await count()).toBe(before + 1);
    const row = await getDb()("petition_signatures")
      .where({ id: Number(id) })
      .first();
    expect(row).toMatchObject({ address: intl(mobile), channel: "sms", owner: false, keep_informed: true });
    expect(row.code_hash).toBeNull();
  });

  it("refuses an expired code", async () => {
    const before = await count();
    const mobile = newMobile();
    const ip = newIp();
    const signed = await sign(mobile, ip);
    const id = (signed.body.pending as { id: number }).id;
    await getDb()("petition_signatures")
      .where({ id })
      .update({ code_expires_at: new Date(Date.now() - 1000) });
    const refused = await post({ intent: "verify", id: String(id), code: codeFor(mobile) }, ip);
    expect(refused.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it("kills a code after 5 wrong tries: the right one is refused after that", async () => {
    const mobile = newMobile();
    const ip = newIp();
    const signed = await sign(mobile, ip);
    const id = String((signed.body.pending as { id: number }).id);
    const right = codeFor(mobile);
    const wrong = right === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) expect((await post({ intent: "verify", id, code: wrong }, ip)).status).toBe(400);
    expect((await post({ intent: "verify", id, code: right }, ip)).status).toBe(400);
  });

  it("stores the code only as a keyed hash", async () => {
    const mobile = newMobile();
    const signed = await sign(mobile, newIp());
    const row = await getDb()("petition_signatures")
      .where({ id: (signed.body.pending as { id: number }).id })
      .first();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.code_hash).not.toContain(codeFor(mobile));
  });

  it("confirms an e-mail address by the link in its e-mail (one click on the page, not the GET)", async () => {
    const before = await count();
    const email = `Anna.${Date.now()}@Example.nl`;
    const signed = await sign(email, newIp());
    expect(signed.status).toBe(200);
    expect(signed.body.message).toMatch(/e-mail gestuurd/);
    const mail = listOutbox().find((m) => m.to === email.toLowerCase());
    const link = /http:\/\/localhost\/petitie\/bevestig\/(\S+)/.exec(mail!.message)![1]!;
    const url = `http://localhost/petitie/bevestig/${link}`;
    const seen = await callRoute(confirmLoader, {
      url,
      context: await on("platform", newIp()),
      params: { token: link },
    });
    expect(seen.body.live).toBe(true);
    expect(await count()).toBe(before);
    const done = await callRoute(confirmAction, {
      url,
      context: await on("platform", newIp()),
      params: { token: link },
      form: { intent: "confirm" },
    });
    expect(done.status).toBe(200);
    expect(await count()).toBe(before + 1);
    // a made-up secret for the same signature is no link
    const forged = await callRoute(confirmLoader, {
      url,
      context: await on("platform", newIp()),
      params: { token: `${link.split(".")[0]}.${"x".repeat(32)}` },
    });
    expect(forged.body.live).toBe(false);
  });
});

describe("one signature per address", () => {
  it("counts a mobile once, however it is written, even when both sign-ups are verified", async () => {
    const before = await count();
    const mobile = newMobile();
    const first = await sign(mobile, newIp());
    const firstCode = codeFor(mobile);
    const spaced = `${mobile.slice(0, 2)} ${mobile.slice(2, 6)} ${mobile.slice(6)}`;
    const second = await sign(`+31 ${spaced.slice(1)}`, newIp());
    const secondCode = codeFor(mobile);
    // a new code replaces the older unverified one: the first is gone
    const ip = newIp();
    const firstId = String((first.body.pending as { id: number }).id);
    expect((await post({ intent: "verify", id: firstId, code: firstCode }, ip)).status).toBe(400);
    const secondId = String((second.body.pending as { id: number }).id);
    expect((await post({ intent: "verify", id: secondId, code: secondCode }, ip)).status).toBe(200);
    expect(await count()).toBe(before + 1);
    // signing again after it counts: verified again, still one
    const again = await sign(spaced, newIp());
    const againId = String((again.body.pending as { id: number }).id);
    const answer = await post({ intent: "verify", id: againId, code: codeFor(mobile) }, ip);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe("Je had de petitie al getekend. Je handtekening telt één keer mee.");
    expect(await count()).toBe(before + 1);
    const [{ n }] = await getDb()("petition_signatures")
      .where({ address: intl(mobile) })
      .whereNotNull("verified_at")
      .count({ n: "*" });
    expect(Number(n)).toBe(1);
  });
});

describe("the rate limit", () => {
  it("refuses a flood of sign-ups from one IP with 429 and a Dutch message", async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) expect((await sign(newMobile(), ip)).status).toBe(200);
    const refused = await sign(newMobile(), ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Te veel pogingen vanaf dit adres. Probeer het later opnieuw.");
    // another IP still signs
    expect((await sign(newMobile(), newIp())).status).toBe(200);
  });

  it("refuses more than 3 codes for one address in 15 minutes", async () => {
    const mobile = newMobile();
    for (let i = 0; i < 3; i++) expect((await sign(mobile, newIp())).status).toBe(200);
    const refused = await sign(mobile, newIp());
    expect(refused.status).toBe(429);
    expect(refused.body.fields).toEqual({ contact: refused.body.message });
  });
});

describe("withdrawing", () => {
  it("takes the signature off the counter with its link, erases its data, and works once", async () => {
    const { id, verified } = await signedAndCounted();
    const before = await count();
    const token = tokenOf(verified.body.withdrawUrl as string);
    const url = `http://localhost/petitie/intrekken/${token}`;
    const seen = await callRoute(withdrawLoader, { url, context: await on("platform", newIp()), params: { token } });
    expect(seen.body.live).toBe(true);
    const done = await callRoute(withdrawAction, {
      url,
      context: await on("platform", newIp()),
      params: { token },
      form: { intent: "withdraw" },
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe("Je handtekening is ingetrokken en telt niet meer mee.");
    expect(await count()).toBe(before - 1);
    const row = await getDb()("petition_signatures")
      .where({ id: Number(id) })
      .first();
    expect(row).toMatchObject({ name: "", place: "" });
    expect(row.withdrawn_at).not.toBeNull();
    const again = await callRoute(withdrawAction, {
      url,
      context: await on("platform", newIp()),
      params: { token },
      form: { intent: "withdraw" },
    });
    expect(again.status).toBe(404);
    expect(await count()).toBe(before - 1);
  });

  it("refuses a withdrawal link with the wrong secret or a malformed token", async () => {
    const { id } = await signedAndCounted();
    const before = await count();
    for (const token of [`${id}.${"a".repeat(32)}`, "99999999999.abc", "x", `${id}.%00`]) {
      const done = await callRoute(withdrawAction, {
        url: `http://localhost/petitie/intrekken/x`,
        context: await on("platform", newIp()),
        params: { token },
        form: { intent: "withdraw" },
      });
      expect(done.status).toBe(404);
    }
    expect(await count()).toBe(before);
  });
});

describe("the CSV export", () => {
  const csv = async (userId?: number) =>
    callRoute(csvLoader, {
      url: "http://localhost/petitie/handtekeningen.csv",
      context: await on("platform", newIp(), userId),
    });

  it("is root's: a semicolon CSV with a BOM, formulas neutralised, unverified signatures left out", async () => {
    const root = await createUser(getDb(), { kind: "root" });
    const mobile = newMobile();
    const ip = newIp();
    const signed = await sign(mobile, ip, { name: "=HYPERLINK(1)", owner: "ja" });
    const id = String((signed.body.pending as { id: number }).id);
    await post({ intent: "verify", id, code: codeFor(mobile) }, ip);
    const unverified = newMobile();
    await sign(unverified, newIp());
    const res = (await csvLoader({
      request: new Request("http://localhost/petitie/handtekeningen.csv"),
      context: await on("platform", newIp(), root.id),
      params: {},
    })) as Response;
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    expect(text.startsWith("Datum;Tijd;Naam;Plaats;E-mail of mobiel;Restauranteigenaar")).toBe(true);
    expect(text).not.toContain(intl(unverified));
    expect(text).toContain(`;'=HYPERLINK(1);Utrecht;${intl(mobile)};ja;nee;Bestelinfo\r\n`);
  });

  it("answers 403 to a restaurant's admin and staff, another restaurant's admin, a customer and anonymous", async () => {
    const admin = await createUser(getDb(), { kind: "host", organisationId: org.id, orgRole: "admin" });
    const cook = await createUser(getDb(), { kind: "host", organisationId: org.id, orgRole: "cook" });
    const otherOrg = await createOrganisation(getDb());
    const otherAdmin = await createUser(getDb(), { kind: "host", organisationId: otherOrg.id, orgRole: "admin" });
    const customer = await createUser(getDb(), {});
    for (const userId of [admin.id, cook.id, otherAdmin.id, customer.id, undefined]) {
      const res = await csv(userId);
      expect(res.status).toBe(403);
      expect(res.body.text).toBe("Geen toegang");
    }
  });
});

describe("the page", () => {
  it("is the same on the platform and on a restaurant's domain, with the commission at the overview's rates", async () => {
    const ip = newIp();
    const platform = await callRoute(petitionLoader, { url: pageUrl("platform"), context: await on("platform", ip) });
    const restaurant = await callRoute(petitionLoader, { url: pageUrl("host"), context: await on("host", ip) });
    expect(platform.status).toBe(200);
    expect(restaurant.status).toBe(200);
    const { title: t1, origin: o1, ...a } = platform.body;
    const { title: t2, origin: o2, ...b } = restaurant.body;
    expect(a).toEqual(b);
    expect([t1, t2]).toEqual(["Bestelinfo", host.name]);
    expect([o1, o2]).toEqual(["http://localhost", `http://${host.perma}.localhost`]);
    // 13 % of € 25 plus € 0,19: finance.ts' MARKETPLACE_DEFAULTS, not a number of its own
    expect(a).toMatchObject({ typicalOrder: 2500, commission: 344, percent: 13, perOrder: 19 });
    expect(a.csv).toBe(false);
  });

  it("offers root the CSV on the page, and nobody else", async () => {
    const root = await createUser(getDb(), { kind: "root" });
    const admin = await createUser(getDb(), { kind: "host", organisationId: org.id, orgRole: "admin" });
    const as = async (userId: number) =>
      callRoute(petitionLoader, { url: pageUrl("platform"), context: await on("platform", newIp(), userId) });
    expect((await as(root.id)).body.csv).toBe(true);
    expect((await as(admin.id)).body.csv).toBe(false);
  });

  it("signs on a restaurant's domain too, remembering where", async () => {
    const mobile = newMobile();
    const signed = await post(
      { intent: "sign", name: "Piet", place: "Gouda", contact: mobile, owner: "ja" },
      newIp(),
      "host",
    );
    expect(signed.status).toBe(200);
    const row = await getDb()("petition_signatures")
      .where({ id: (signed.body.pending as { id: number }).id })
      .first();
    expect(row.host_id).toBe(host.id);
  });
});

describe("bad input", () => {
  it("answers a Dutch 4xx, never a 500", async () => {
    const ip = newIp();
    const base = { intent: "sign", name: "Anna", place: "Utrecht", owner: "nee" };
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ ...base, contact: "0612" }, 400, "Ongeldig nummer"],
      [{ ...base, contact: "020-1234567" }, 400, "Ongeldig nummer"],
      [{ ...base, contact: "anna@" }, 400, "Vul een e-mailadres of een mobiel nummer (06) in."],
      [{ ...base, contact: "" }, 400, "Vul een e-mailadres of een mobiel nummer (06) in."],
      [{ ...base, contact: "0612345678", name: "x".repeat(101) }, 400, "Maximaal 100 tekens."],
      [{ ...base, contact: "0612345678", name: "   " }, 400, "Vul je naam in."],
      [{ ...base, contact: `${"a".repeat(300)}@example.nl` }, 400, "Vul een e-mailadres of een mobiel nummer (06) in."],
      [{ ...base, contact: "0612345678", owner: "misschien" }, 400, "Kies ja of nee."],
      [{ ...base, contact: "0612345678", name: "Anna\u0000" }, 400, "Ongeldige tekens."],
      [
        { intent: "verify", id: "3000000000", code: "123456" },
        400,
        "Onjuiste of verlopen code. Vraag een nieuwe code aan.",
      ],
      [{ intent: "verify", id: "1", code: "12ab56" }, 400, "Ongeldige code"],
      [{ intent: "verify", id: "1", code: "x".repeat(10_000) }, 400, "Ongeldige code"],
      [{ intent: "delete" }, 400, "Onbekende actie."],
    ];
    for (const [form, status, message] of cases) {
      const res = await post(form, ip);
      expect([form, res.status, res.body.message]).toEqual([form, status, message]);
    }
    const json = await callRoute(petitionAction, {
      url: pageUrl("platform"),
      context: await on("platform", ip),
      json: { intent: "sign", name: "Anna", place: "Utrecht", contact: "0612345678", owner: "nee" },
    });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe("Dit soort verzoek wordt hier niet geaccepteerd.");
  });
});
