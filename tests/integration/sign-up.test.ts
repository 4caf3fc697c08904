// Restaurant sign-up (docs/issues/016.md §1) through the real server: /register makes organisation, host,
// admin, menu, hours and zone in one transaction and the restaurant serves its menu at its
// subdomain at once (the "unknown" the tenant cache held for it dropped through host.changed); she
// lands on her board through the single-use login hop, with the checklist. Bad perma, not-a-mobile,
// double submit, rate limits; a failure half-way leaves nothing.
import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { PERMA_MALFORMED, PERMA_RESERVED, PERMA_TAKEN } from "~/domain/perma";
import { checkSignUp, type SignUpInput } from "~/domain/sign-up";
import { openRestaurant, NOT_A_MOBILE, STAFF_ELSEWHERE, TOO_MANY_SIGN_UPS } from "~/services/sign-up.server";
import { createHost, createOrganisation, createUser } from "../../db/factory";
import { freshIp } from "../support/auth";
import type { AppClient } from "../support/server";
import { sharedAppServer, sharedRedis } from "../support/shared-server";
import { createRedisSession } from "../support/session";

let redis: { url: string };
let app: AppClient;

beforeAll(async () => {
  redis = sharedRedis();
  app = await sharedAppServer();
}, 90_000);

const suffix = () => crypto.randomBytes(3).toString("hex");
const key = () => crypto.randomBytes(18).toString("base64url");
let phoneCounter = Math.floor(Math.random() * 40_000_000);
const mobile = () => `+316${String(50_000_000 + ++phoneCounter)}`;

function form(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const base: Record<string, string | undefined> = {
    intent: "open",
    key: key(),
    name: "Snackbar Het Hoekje",
    perma: `hoekje-${suffix()}`,
    category: "friet",
    address: "Kerkstraat 1",
    zipcode: "3811 AB",
    city: "Amersfoort",
    phone: "0331234567",
    ...Object.fromEntries(
      [1, 2, 3, 4, 5, 6, 7].flatMap((d) => [
        [`open${d}`, "on"],
        [`opens${d}`, "00:00"],
        [`closes${d}`, "24:00"],
      ]),
    ),
    pickup: "on",
    deliver: "on",
    zipFrom: "3811",
    zipTo: "3818",
    fee: "2,50",
    minimum: "10,00",
    cash: "on",
    pin: "on",
    starter: "friet",
    ...overrides,
  };
  return Object.fromEntries(Object.entries(base).filter((e): e is [string, string] => e[1] !== undefined));
}

async function owner(phone = mobile()) {
  const user = await createUser(getDb(), { phone });
  return { user, cookie: await createRedisSession(redis.url, { userId: user.id }) };
}

function register(body: Record<string, string>, cookie: string | null, ip = freshIp()) {
  return app.fetch("localhost", "/register", {
    method: "POST",
    headers: {
      origin: app.url("localhost", "").replace(/\/$/, ""),
      "x-forwarded-for": ip,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(body),
  });
}

const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "").replace(/&#x27;|&#39;/g, "'");
const hostByPerma = (perma: string) => getDb()("hosts").where({ perma }).first();

describe("/register: a restaurant signs itself up", () => {
  it("makes organisation, host, admin, menu, hours and zone, serves the menu at once and logs her onto her board", async () => {
    const { user, cookie } = await owner();
    const body = form();
    // the subdomain is unknown before, and the tenant cache remembers that for a few seconds
    expect((await app.fetch(`${body.perma}.localhost`, "/")).status).toBe(404);

    const res = await register(body, cookie);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location") ?? "");
    expect(location.hostname).toBe(`${body.perma}.localhost`);
    expect(location.pathname).toMatch(/^\/exlogin\/[A-Za-z0-9_-]{43}$/);

    const db = getDb();
    const host = await hostByPerma(body.perma);
    expect(host).toMatchObject({
      name: "Snackbar Het Hoekje",
      categories: ["friet"],
      created_via: "register",
      created_by: user.id,
      zipcode: "3811 AB",
      suspended_at: null,
    });
    expect(host.settings.payment).toEqual({ pickup: ["cash", "pin"], deliver: ["cash", "pin"] });
    const admin = await db("users").where({ id: user.id }).first();
    expect(admin).toMatchObject({ kind: "host", organisation_id: host.organisation_id, org_role: "admin" });
    expect((await db("organisations").where({ id: host.organisation_id }).first()).name).toBe("Snackbar Het Hoekje");
    expect(Number((await db("opening_hours").where({ host_id: host.id }).count("* as n").first())?.n)).toBe(7);
    expect(await db("delivery_zones").where({ host_id: host.id }).first()).toMatchObject({
      zip_from: 3811,
      zip_to: 3818,
      fee: 250,
      minimum: 1000,
    });
    const products = await db("products").where({ host_id: host.id }).select("name");
    expect(products.map((p) => p.name)).toEqual(expect.arrayContaining(["Friet", "Frikandel", "Kroket"]));
    expect(await db("include_groups").where({ host_id: host.id, name: "Saus" }).first()).toBeTruthy();

    // live at its subdomain immediately, menu and all
    const menu = await app.fetch(`${body.perma}.localhost`, "/");
    expect(menu.status).toBe(200);
    const html = await text(menu);
    expect(html).toContain("Snackbar Het Hoekje");
    expect(html).toContain("Frikandel");

    // the single-use hop: her browser follows the redirect (a GET) and is logged in on her own
    // subdomain at once, landing on the board with the checklist — no "Inloggen met je link" to
    // tap (docs/issues/033.md §10)
    const hop = await app.fetch(`${body.perma}.localhost`, location.pathname);
    expect(hop.status).toBe(302);
    expect(hop.headers.get("location")).toBe("/orders");
    const staffCookie = hop.headers.get("set-cookie")?.split(";")[0] ?? "";
    const board = await app.fetch(`${body.perma}.localhost`, "/orders", { headers: { cookie: staffCookie } });
    expect(board.status).toBe(200);
    const boardHtml = await text(board);
    for (const item of [
      "Menu controleren",
      "Openingstijden",
      "iDEAL koppelen",
      "Printer koppelen",
      "Test-bestelling plaatsen",
    ])
      expect(boardHtml).toContain(item);
    // the link is single use: a second GET or POST finds it used
    const again = await app.fetch(`${body.perma}.localhost`, location.pathname, {
      method: "POST",
      headers: { origin: `http://${body.perma}.localhost:${app.port}` },
      body: new URLSearchParams({}),
    });
    expect(again.headers.get("set-cookie") ?? "").not.toContain("bestelinfo.sid=s");
    const opened = await app.fetch(`${body.perma}.localhost`, location.pathname);
    expect(opened.status).toBe(200);
    expect(await text(opened)).toContain("Deze inloglink werkt niet (meer)");

    // the checklist: "Menu controleren" ticks by hand, and the list can be put away
    const tick = await app.fetch(`${body.perma}.localhost`, "/admin/checklist", {
      method: "POST",
      headers: { cookie: staffCookie, origin: `http://${body.perma}.localhost:${app.port}` },
      body: new URLSearchParams({ intent: "done", key: "menu" }),
    });
    expect(tick.status).toBe(200);
    expect((await hostByPerma(body.perma)).settings.checklist).toEqual({ menu: true });
    const dismiss = await app.fetch(`${body.perma}.localhost`, "/admin/checklist", {
      method: "POST",
      headers: { cookie: staffCookie, origin: `http://${body.perma}.localhost:${app.port}` },
      body: new URLSearchParams({ intent: "dismiss" }),
    });
    expect(dismiss.status).toBe(200);
    expect(
      await text(await app.fetch(`${body.perma}.localhost`, "/orders", { headers: { cookie: staffCookie } })),
    ).not.toContain("Menu controleren");
  });

  it("an empty menu is a restaurant without products; the same sign-up submitted twice is one restaurant", async () => {
    const { cookie } = await owner();
    const body = form({ starter: "leeg", deliver: undefined, zipFrom: undefined, zipTo: undefined });
    const [first, second] = await Promise.all([register(body, cookie), register(body, cookie)]);
    const third = await register(body, cookie);
    for (const res of [first, second, third]) expect(res.status).toBe(302);
    const hosts = await getDb()("hosts").where({ sign_up_key: body.key });
    expect(hosts).toHaveLength(1);
    expect(Number((await getDb()("products").where({ host_id: hosts[0].id }).count("* as n").first())?.n)).toBe(0);
    expect(await getDb()("delivery_zones").where({ host_id: hosts[0].id }).first()).toBeUndefined();
  });

  it.each([
    ["taken", () => "desnackbar-taken", 409, PERMA_TAKEN],
    ["reserved", () => "admin", 400, PERMA_RESERVED],
    ["malformed", () => "Het Hoekje!", 400, PERMA_MALFORMED],
  ])("refuses a %s perma with a Dutch message and creates nothing", async (_what, perma, status, message) => {
    await getDb()("hosts")
      .where({ perma: "desnackbar-taken" })
      .first()
      .then((h) => h ?? createHost(getDb(), { perma: "desnackbar-taken" }));
    const { user, cookie } = await owner();
    const body = form({ perma: perma() });
    const res = await register(body, cookie);
    expect(res.status).toBe(status);
    const html = await text(res);
    expect(html).toContain(message);
    expect(await getDb()("hosts").where({ sign_up_key: body.key }).first()).toBeUndefined();
    expect((await getDb()("users").where({ id: user.id }).first()).kind).toBe("customer");
  });

  it("the live check answers taken, reserved, malformed and free", async () => {
    const ask = async (perma: string) =>
      (await (await app.fetch("localhost", `/api/register/perma?perma=${encodeURIComponent(perma)}`)).json()) as {
        available: boolean;
        message: string;
      };
    expect(await ask("desnackbar-taken")).toMatchObject({ available: false, message: PERMA_TAKEN });
    expect(await ask("www")).toMatchObject({ available: false, message: PERMA_RESERVED });
    expect(await ask("a_b")).toMatchObject({ available: false, message: PERMA_MALFORMED });
    expect(await ask(`vrij-${suffix()}`)).toMatchObject({ available: true });
    expect((await app.fetch("localhost", "/api/register/perma?perma=a%00b")).status).toBe(400);
    // a perma another restaurant left still redirects there for 90 days: not free (one rule with settings)
    const moved = `oud-${suffix()}`;
    const owner = await createHost(getDb());
    await getDb()("host_perma_redirects").insert({
      old_perma: moved,
      host_id: owner.id,
      expires_at: new Date(Date.now() + 86_400_000),
    });
    expect(await ask(moved)).toMatchObject({ available: false, message: PERMA_TAKEN });
  });

  it("bad input is a 4xx, never a 500: JSON, a NUL byte, anonymous, a restaurant's own domain", async () => {
    const { cookie } = await owner();
    const json = await app.fetch("localhost", "/register", {
      method: "POST",
      headers: { cookie, origin: app.url("localhost", "").replace(/\/$/, ""), "content-type": "application/json" },
      body: JSON.stringify(form()),
    });
    expect(json.status).toBe(415);
    expect((await register(form({ name: "Hoek\u0000je" }), cookie)).status).toBe(400);
    const anonymous = await register(form(), null);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login/);
    const onHost = await app.fetch("desnackbar-taken.localhost", "/register", { headers: { cookie } });
    expect(onHost.status).toBe(404);
    expect((await app.fetch("localhost", "/register")).status).toBe(200);
  });

  it("a number that is not a mobile: 'Ongeldig nummer' for the code, and for a sign-up", async () => {
    const code = await app.fetch("localhost", "/api/auth/code", {
      method: "POST",
      headers: { "content-type": "application/json", origin: app.url("localhost", "").replace(/\/$/, "") },
      body: JSON.stringify({ phone: "0331234567" }),
    });
    expect(code.status).toBe(400);
    expect(await code.json()).toMatchObject({ message: "Ongeldig nummer" });
    const { cookie } = await owner("+31331234567");
    const res = await register(form(), cookie);
    expect(res.status).toBe(400);
    expect(await text(res)).toContain(NOT_A_MOBILE);
  });

  it("staff of another restaurant who are not its admin cannot sign one up; an admin adds one to her organisation", async () => {
    const db = getDb();
    const org = await createOrganisation(db);
    const cook = await createUser(db, { kind: "host", organisationId: org.id, orgRole: "cook", phone: mobile() });
    const refused = await register(form(), await createRedisSession(redis.url, { userId: cook.id }));
    expect(refused.status).toBe(403);
    expect(await text(refused)).toContain(STAFF_ELSEWHERE);
    const admin = await createUser(db, { kind: "host", organisationId: org.id, orgRole: "admin", phone: mobile() });
    const body = form();
    expect((await register(body, await createRedisSession(redis.url, { userId: admin.id }))).status).toBe(302);
    expect((await hostByPerma(body.perma)).organisation_id).toBe(org.id);
  });

  it("rate-limited per IP (5 an hour) and per phone (3 a day)", async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      const { cookie } = await owner();
      expect((await register(form({ starter: "leeg" }), cookie, ip)).status).toBe(302);
    }
    const { cookie } = await owner();
    const sixth = await register(form({ starter: "leeg" }), cookie, ip);
    expect(sixth.status).toBe(429);
    expect(await text(sixth)).toContain(TOO_MANY_SIGN_UPS);

    const same = await owner();
    for (let i = 0; i < 3; i++) expect((await register(form({ starter: "leeg" }), same.cookie)).status).toBe(302);
    const fourth = form({ starter: "leeg" });
    expect((await register(fourth, same.cookie)).status).toBe(429);
    expect(await hostByPerma(fourth.perma)).toBeUndefined();
  });
});

describe("openRestaurant: one transaction", () => {
  it("a failure half-way (the zone's insert) leaves no organisation, host, product or role behind", async () => {
    const db = getDb();
    const user = await createUser(db, { phone: mobile() });
    const checked = checkSignUp(form({ zipFrom: "9998", zipTo: "9998", name: `Halverwege ${suffix()}` }));
    if (!checked.ok) throw new Error(checked.message);
    const input: SignUpInput = checked.value;
    // a test-only trigger that fails the zone's insert, after the host and before the menu
    await db.raw(
      `CREATE OR REPLACE FUNCTION sign_up_test_fail() RETURNS trigger AS $$ BEGIN IF NEW.zip_from = 9998 THEN RAISE EXCEPTION 'sign-up test failure'; END IF; RETURN NEW; END; $$ LANGUAGE plpgsql`,
    );
    await db.raw(
      `CREATE TRIGGER sign_up_test_fail BEFORE INSERT ON delivery_zones FOR EACH ROW EXECUTE FUNCTION sign_up_test_fail()`,
    );
    try {
      await expect(
        openRestaurant({ userId: user.id, ip: freshIp(), requestUrl: "http://localhost:3000/register", input }),
      ).rejects.toThrow("sign-up test failure");
    } finally {
      await db.raw(`DROP TRIGGER sign_up_test_fail ON delivery_zones`);
      await db.raw(`DROP FUNCTION sign_up_test_fail()`);
    }
    expect(await hostByPerma(input.perma)).toBeUndefined();
    expect(await db("organisations").where({ name: input.name }).first()).toBeUndefined();
    expect(await db("users").where({ id: user.id }).first()).toMatchObject({
      kind: "customer",
      organisation_id: null,
      org_role: null,
    });
  });
});
