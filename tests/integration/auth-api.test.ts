// The auth API against the real server, the real twilio client and a fake Twilio over HTTP:
// codes, limits, no enumeration, session fixation, logout, tenant checks, exlogin links.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHost, createOrganisation, createUser } from "../../db/factory";
import { getDb } from "../../app/db.server";
import { hostChannel } from "../../app/realtime/channels";
import { CODE_ALPHABET } from "../../app/domain/login";
import { createExloginLink } from "../../app/services/exlogin.server";
import { startAppServer, type AppServer } from "../support/server";
import { codeFrom, startFakeTwilio, type FakeTwilio } from "../support/fake-twilio";
import { useRedis } from "../support/redis";
import { createRedisSession } from "../support/session";
import { connectWs } from "../support/ws";
import { freshIp, freshMobile, getJson, postJson, sessionCookie } from "../support/auth";

let server: AppServer;
let twilio: FakeTwilio;
let redis: Awaited<ReturnType<typeof useRedis>>;
let hostA: { id: number; perma: string; name: string };
let hostB: { id: number; perma: string };
let staffA: { id: number; email: string | null };
let callcentreStaff: { id: number };
let A: string;
let B: string;

beforeAll(async () => {
  [twilio, redis] = await Promise.all([startFakeTwilio(), useRedis()]);
  const db = getDb();
  const orgA = await createOrganisation(db);
  const orgB = await createOrganisation(db);
  hostA = await createHost(db, { organisationId: orgA.id });
  hostB = await createHost(db, { organisationId: orgB.id });
  staffA = await createUser(db, {
    kind: "host",
    organisationId: orgA.id,
    orgRole: "admin",
    email: `admin-${hostA.perma}@example.nl`,
    password: "geheim-wachtwoord",
  });
  const callcentre = await createOrganisation(db);
  await db("organisation_hosts").insert({ organisation_id: callcentre.id, host_id: hostA.id });
  callcentreStaff = await createUser(db, { kind: "host", organisationId: callcentre.id, orgRole: "callcenter" });
  A = `${hostA.perma}.localhost`;
  B = `${hostB.perma}.localhost`;
  server = await startAppServer({ ...twilio.env, REDIS_URL: redis.url, TRUST_PROXY: "1" });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await twilio?.close();
  await redis?.stop();
});

async function codeFor(phone: string, ip = freshIp()): Promise<string> {
  const to = `+31${phone.slice(1)}`;
  const before = twilio.messages.length;
  const sent = await postJson(server, "/api/auth/code", { phone }, { host: A, ip });
  expect(sent.status).toBe(200);
  // exactly one SMS to this number; the shared fake may also carry another test's or a sweep's message
  const toPhone = twilio.messages.slice(before).filter((m) => m.to === to);
  expect(toPhone).toHaveLength(1);
  return codeFrom(toPhone[0]!.message);
}

async function loginCustomer(phone = freshMobile(), extra: { cookie?: string } = {}) {
  const code = await codeFor(phone);
  return postJson(server, "/api/auth/login", { phone, code }, { host: A, ip: freshIp(), ...extra });
}

describe("login codes", () => {
  it("sends a 4-character code from the alphabet through the twilio client, and logs in once", async () => {
    const phone = freshMobile();
    const code = await codeFor(phone);
    expect(code).toHaveLength(4);
    expect([...code].every((c) => CODE_ALPHABET.includes(c))).toBe(true);
    const ok = await postJson(
      server,
      "/api/auth/login",
      { phone, code: code.toLowerCase() },
      { host: A, ip: freshIp() },
    );
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ result: "OK", user: { kind: "customer", phone } });
    const again = await postJson(server, "/api/auth/login", { phone, code }, { host: A, ip: freshIp() });
    expect(again.json).toMatchObject({ result: "ERROR" });
  });

  it("kills a code after 5 wrong tries, even for the right code after that", async () => {
    const phone = freshMobile();
    const code = await codeFor(phone);
    const wrong = code === "AAAA" ? "CCCC" : "AAAA";
    for (let i = 0; i < 5; i++) {
      const r = await postJson(server, "/api/auth/login", { phone, code: wrong }, { host: A, ip: freshIp() });
      expect(r.status).toBe(400);
      expect(r.json).toMatchObject({ result: "ERROR", message: expect.stringContaining("code") });
    }
    const right = await postJson(server, "/api/auth/login", { phone, code }, { host: A, ip: freshIp() });
    expect(right.status).toBe(400);
    expect(right.json?.result).toBe("ERROR");
    expect(right.cookie).toBeNull();
  });

  it("refuses more than 3 codes per phone in 10 minutes with a Dutch message", async () => {
    const phone = freshMobile();
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof postJson>> | null = null;
    for (let i = 0; i < 6; i++) {
      last = await postJson(server, "/api/auth/code", { phone }, { host: A, ip: freshIp() });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
    expect(last?.json).toEqual({
      result: "ERROR",
      message: "Te veel codes aangevraagd. Probeer het over 10 minuten opnieuw.",
    });
  });

  it("lets 200 customers behind one shared address ask a code within the hour, and refuses the 201st (decision 070)", async () => {
    // a carrier-grade NAT or a restaurant's Wi-Fi on a Friday evening: many phones, one address
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 201; i++)
      statuses.push((await postJson(server, "/api/auth/code", { phone: freshMobile() }, { host: A, ip })).status);
    expect(statuses.slice(0, 200).every((s) => s === 200)).toBe(true);
    expect(statuses[200]).toBe(429);
  }, 120_000);

  it("answers the same, doing the same work, for a known and an unknown phone", async () => {
    // no timing: the answer and the work behind it (a code stored and an SMS sent) are the same,
    // because sending a code never looks the phone up — the first login creates the customer
    const known = freshMobile();
    await createUser(getDb(), { phone: `+31${known.slice(1)}` });
    const unknown = freshMobile();
    const ask = (phone: string) => postJson(server, "/api/auth/code", { phone }, { host: A, ip: freshIp() });
    const before = twilio.messages.length;
    const [k, u] = [await ask(known), await ask(unknown)];
    expect(k.status).toBe(200);
    const headers = (r: Response) => [...r.headers.keys()].filter((h) => h !== "date").sort();
    expect([u.status, u.json, headers(u.res)]).toEqual([k.status, k.json, headers(k.res)]);
    const sent = twilio.messages.slice(before).map((m) => [m.to, m.message.replace(/^\S+/, "CODE")]);
    const text = `CODE is je Bestelinfo code voor ${hostA.name}. Geldig 10 minuten.`;
    expect(sent).toEqual([
      [`+31${known.slice(1)}`, text],
      [`+31${unknown.slice(1)}`, text],
    ]);
  });

  it("validates input with the spec's Dutch messages (400, never 500)", async () => {
    const call = { host: A, ip: freshIp() };
    expect((await postJson(server, "/api/auth/code", { phone: "0512345678" }, call)).json).toEqual({
      result: "ERROR",
      message: "Ongeldig nummer",
    });
    expect((await postJson(server, "/api/auth/login", { phone: "0612345678", code: "AB" }, call)).json).toEqual({
      result: "ERROR",
      message: "Ongeldige code",
    });
    expect((await postJson(server, "/api/auth/login", { username: "a@b.nl", password: "kort" }, call)).json).toEqual({
      result: "ERROR",
      message: "Tenminste 8 tekens",
    });
    const broken = await server.fetch(A, "/api/auth/code", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{nope",
    });
    expect(broken.status).toBe(400);
  });

  it("refuses a POST from another origin", async () => {
    const r = await postJson(
      server,
      "/api/auth/code",
      { phone: freshMobile() },
      { host: A, ip: freshIp(), origin: "http://evil.example" },
    );
    expect(r.status).toBe(403);
  });
});

describe("sessions", () => {
  it("regenerates the session id at login (no fixation)", async () => {
    const fixed = await createRedisSession(redis.url, {});
    const r = await loginCustomer(freshMobile(), { cookie: fixed });
    expect(r.status).toBe(200);
    expect(r.cookie).toBeTruthy();
    expect(r.cookie).not.toBe(fixed);
    expect((await getJson(server, "/api/auth/user", { host: A, cookie: fixed })).status).toBe(401);
    expect((await getJson(server, "/api/auth/user", { host: A, cookie: r.cookie! })).json).toMatchObject({
      result: "OK",
    });
  });

  it("logout destroys the session: the old cookie no longer works", async () => {
    const { cookie } = await loginCustomer();
    expect((await getJson(server, "/api/auth/user", { host: A, cookie: cookie! })).status).toBe(200);
    const out = await postJson(server, "/api/auth/logout", {}, { host: A, cookie: cookie! });
    expect(out.status).toBe(200);
    expect(out.res.headers.get("set-cookie")).toMatch(/bestelinfo\.sid=;.*Max-Age=0/);
    expect((await getJson(server, "/api/auth/user", { host: A, cookie: cookie! })).status).toBe(401);
  });

  it("staff log in with e-mail + password; a wrong one gets the spec's message", async () => {
    const bad = await postJson(
      server,
      "/api/auth/login",
      { username: staffA.email, password: "verkeerd-wachtwoord" },
      { host: A, ip: freshIp() },
    );
    expect(bad.json).toEqual({ result: "ERROR", message: "Ongeldige email of wachtwoord." });
    const unknown = await postJson(
      server,
      "/api/auth/login",
      { username: "niemand@example.nl", password: "verkeerd-wachtwoord" },
      { host: A, ip: freshIp() },
    );
    expect(unknown.json).toEqual(bad.json);
    const ok = await postJson(
      server,
      "/api/auth/login",
      { username: staffA.email, password: "geheim-wachtwoord" },
      { host: A, ip: freshIp() },
    );
    expect(ok.json).toMatchObject({ result: "OK", user: { kind: "host", roles: ["admin"] } });
  });

  it("the staff form posted before the page's scripts ran logs in and goes on; a refusal shows the message", async () => {
    const post = (fields: Record<string, string>, ip = freshIp()) =>
      server.fetch(A, "/login?medewerker=1&redirectTo=%2Forders", {
        method: "POST",
        headers: { origin: `http://${A}:${server.port}`, "x-forwarded-for": ip },
        body: new URLSearchParams(fields),
      });
    const wrong = await post({ username: staffA.email!, password: "verkeerd-wachtwoord" });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("Ongeldige email of wachtwoord.");
    expect(sessionCookie(wrong)).toBeNull();
    const short = await post({ username: staffA.email!, password: "kort" });
    expect(short.status).toBe(400);
    expect(await short.text()).toMatch(/role="alert"[^>]*>[^<]+</);

    const ok = await post({ username: staffA.email!, password: "geheim-wachtwoord" });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/orders");
    const cookie = sessionCookie(ok);
    expect(cookie).not.toBeNull();
    expect((await getJson(server, "/api/auth/user", { host: A, cookie: cookie! })).json).toMatchObject({
      user: { kind: "host" },
    });
    // JSON is not what this form sends: the API takes JSON
    const json = await server.fetch(A, "/login?medewerker=1", {
      method: "POST",
      headers: { origin: `http://${A}:${server.port}`, "content-type": "application/json" },
      body: JSON.stringify({ username: staffA.email, password: "geheim-wachtwoord" }),
    });
    expect(json.status).toBe(415);
  });

  it("password tries: a stranger elsewhere cannot lock the owner out, nor spray one address over many accounts", async () => {
    const login = (username: string, password: string, ip: string) =>
      postJson(server, "/api/auth/login", { username, password }, { host: A, ip });
    const stranger = freshIp();
    for (let i = 0; i < 10; i++)
      expect((await login(staffA.email!, `verkeerd-${i}-wachtwoord`, stranger)).status).toBe(401);
    const blocked = await login(staffA.email!, "geheim-wachtwoord", stranger);
    expect(blocked.status).toBe(429);
    expect(blocked.json?.message).toBe(
      "Te veel pogingen. Probeer het over 10 minuten opnieuw, of log in met een sms-code.",
    );
    // the owner, on her own device, is not locked out
    expect((await login(staffA.email!, "geheim-wachtwoord", freshIp())).json).toMatchObject({ result: "OK" });

    // successes do not count: a restaurant's team logs in all evening from one address
    const team = freshIp();
    for (let i = 0; i < 35; i++)
      expect(
        await login(staffA.email!, "geheim-wachtwoord", team).then(
          (r) => `${i} ${r.status} ${r.status === 200 ? "" : JSON.stringify(r.json)}`,
        ),
      ).toBe(`${i} 200 `);

    const sprayer = freshIp();
    for (let i = 0; i < 30; i++)
      expect((await login(`iemand-${i}@example.nl`, "Zomer2026!", sprayer)).status).toBe(401);
    expect((await login("nog-iemand@example.nl", "Zomer2026!", sprayer)).status).toBe(429);
  });

  it("refresh gives the same user a new session id", async () => {
    const { cookie } = await loginCustomer();
    const r = await postJson(server, "/api/auth/refresh", {}, { host: A, cookie: cookie! });
    expect(r.json).toMatchObject({ result: "OK" });
    expect(r.cookie).toBeTruthy();
    expect(r.cookie).not.toBe(cookie);
    expect((await getJson(server, "/api/auth/user", { host: A, cookie: cookie! })).status).toBe(401);
  });

  it("GET /api/io/ip answers the client IP", async () => {
    expect((await getJson(server, "/api/io/ip", { host: A, ip: "10.9.8.7" })).json).toEqual({
      result: "OK",
      ip: "10.9.8.7",
    });
  });

  it("has no dev outbox in production", async () => {
    expect((await server.fetch(A, "/__dev/outbox")).status).toBe(404);
  });
});

describe("tenant checks", () => {
  it("staff of restaurant A get 403 on restaurant B's staff pages and cannot join B's channel", async () => {
    const cookie = await createRedisSession(redis.url, { userId: staffA.id });
    expect((await server.fetch(A, "/organisation", { headers: { cookie } })).status).toBe(200);
    expect((await server.fetch(B, "/organisation", { headers: { cookie } })).status).toBe(403);
    const ws = await connectWs({ port: server.port, host: B, cookie });
    ws.send({ type: "join", channel: hostChannel(hostB.id) });
    expect(await ws.next()).toMatchObject({ type: "error", message: "Geen toegang" });
    ws.close();
  });

  it("lets call-centre staff work for the restaurants their organisation serves, not others", async () => {
    const cookie = await createRedisSession(redis.url, { userId: callcentreStaff.id });
    expect((await server.fetch(A, "/organisation", { headers: { cookie } })).status).toBe(200);
    expect((await server.fetch(B, "/organisation", { headers: { cookie } })).status).toBe(403);
    const ws = await connectWs({ port: server.port, host: A, cookie });
    ws.send({ type: "join", channel: hostChannel(hostA.id) });
    expect(await ws.next()).toMatchObject({ type: "joined" });
    ws.close();
  });

  it("sends anonymous visitors of a staff page to /login", async () => {
    const r = await server.fetch(A, "/organisation");
    expect(r.status).toBe(302);
    expect(r.headers.get("location")).toBe("/login?redirectTo=%2Forganisation");
  });

  it("sends staff from / to /orders and call-centre staff to /admin/stats/todo; leaves customers on /", async () => {
    const staff = await createRedisSession(redis.url, { userId: staffA.id });
    const r = await server.fetch(A, "/", { headers: { cookie: staff } });
    expect(r.status).toBe(302);
    expect(r.headers.get("location")).toBe("/orders");
    const cc = await createRedisSession(redis.url, { userId: callcentreStaff.id });
    const toTodo = await server.fetch(A, "/", { headers: { cookie: cc } });
    expect(toTodo.headers.get("location")).toBe("/admin/stats/todo");
    // no landing redirect: the page itself renders (or not) independently of the guard
    const featured = await server.fetch(A, "/?feature=1", { headers: { cookie: staff } });
    expect(featured.headers.get("location")).toBeNull();
    const { cookie } = await loginCustomer();
    expect((await server.fetch(A, "/", { headers: { cookie: cookie! } })).headers.get("location")).toBeNull();
  });
});

describe("exlogin links", () => {
  it("logs in once by POST, only on the link's own restaurant", async () => {
    const customer = await createUser(getDb(), {});
    const { path } = await createExloginLink({ userId: customer.id, hostId: hostA.id, redirectTo: "/order/1" });
    const onB = await server.fetch(B, path);
    expect(await onB.text()).toContain("Deze inloglink werkt niet (meer)");
    const page = await server.fetch(A, path);
    expect(await page.text()).toContain("Inloggen met je link");
    const origin = `http://${A}:${server.port}`;
    const post = () =>
      server.fetch(A, path, {
        method: "POST",
        headers: { origin, "content-type": "application/x-www-form-urlencoded" },
        body: "",
      });
    const first = await post();
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/order/1");
    const cookie = /bestelinfo\.sid=[^;]+/.exec(first.headers.get("set-cookie") ?? "")?.[0];
    expect((await getJson(server, "/api/auth/user", { host: A, cookie })).json).toMatchObject({
      user: { id: customer.id },
    });
    const second = await post();
    expect(second.status).toBe(200);
    expect(await second.text()).toContain("Deze inloglink werkt niet (meer)");
  });

  it("a hop (only our own redirect carries it) logs in on its GET; a message's link still waits for the tap", async () => {
    const customer = await createUser(getDb(), {});
    const sms = await createExloginLink({ userId: customer.id, hostId: hostA.id, redirectTo: "/order/1" });
    // a link preview opening an SMS link twice uses nothing up and logs nobody in
    for (let i = 0; i < 2; i++) {
      const looked = await server.fetch(A, sms.path);
      expect(looked.status).toBe(200);
      expect(await looked.text()).toContain("Inloggen met je link");
      expect(looked.headers.get("set-cookie") ?? "").not.toContain("bestelinfo.sid=");
    }
    const hop = await createExloginLink({ userId: customer.id, hostId: hostA.id, redirectTo: "/orders", hop: true });
    expect((await server.fetch(B, hop.path)).headers.get("location")).toBeNull(); // not on another restaurant
    const arrived = await server.fetch(A, hop.path);
    expect(arrived.status).toBe(302);
    expect(arrived.headers.get("location")).toBe("/orders");
    const cookie = /bestelinfo\.sid=[^;]+/.exec(arrived.headers.get("set-cookie") ?? "")?.[0];
    expect((await getJson(server, "/api/auth/user", { host: A, cookie })).json).toMatchObject({
      user: { id: customer.id },
    });
    const again = await server.fetch(A, hop.path);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("Deze inloglink werkt niet (meer)");
    // it is short-lived: minutes, not the half hour of an SMS link
    const [row] = await getDb()("exlogin_tokens")
      .where({ user_id: customer.id, hop: true })
      .select<Array<{ expires_at: Date; created_at: Date }>>("expires_at", "created_at");
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBeLessThanOrEqual(
      5 * 60_000 + 1000,
    );
  });
});
