// /admin/users and sessions that end everywhere (docs/issues/012.md §3, docs/issues/016.md §3): two instances sharing
// PostgreSQL and Redis. A role change or removal on A ends that person's session on B — their next
// request is anonymous and their open board socket on B closes with 4401; a logout on A does the
// same for that one session. The last admin stays; other restaurants, other roles and call centres
// are refused; nothing is half-done on bad input.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { hostChannel, SESSION_ENDED_CLOSE } from "~/realtime/channels";
import { createHost, createOrganisation, createUser, serveHost } from "../../db/factory";
import { freshMobile, postJson } from "../support/auth";
import { startFakeTwilio, type FakeTwilio } from "../support/fake-twilio";
import { useRedis } from "../support/redis";
import { startAppServer, type AppServer } from "../support/server";
import { createRedisSession } from "../support/session";
import { connectWs } from "../support/ws";

let redis: Awaited<ReturnType<typeof useRedis>>;
let twilio: FakeTwilio;
let a: AppServer;
let b: AppServer;

beforeAll(async () => {
  [twilio, redis] = await Promise.all([startFakeTwilio(), useRedis()]);
  const env = { ...twilio.env, REDIS_URL: redis.url };
  [a, b] = await Promise.all([startAppServer(env), startAppServer(env)]);
}, 90_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await twilio?.close();
  await redis?.stop();
});

async function restaurant() {
  const db = getDb();
  const org = await createOrganisation(db);
  const host = await createHost(db, { organisationId: org.id });
  const admin = await createUser(db, { kind: "host", organisationId: org.id, orgRole: "admin" });
  const cook = await createUser(db, { kind: "host", organisationId: org.id, orgRole: "cook" });
  const site = `${host.perma}.localhost`;
  const session = (userId: number) => createRedisSession(redis.url, { userId });
  const post = (server: AppServer, cookie: string, form: Record<string, string>) =>
    server.fetch(site, "/admin/users", {
      method: "POST",
      headers: { cookie, origin: `http://${site}:${server.port}` },
      body: new URLSearchParams(form),
    });
  const page = (server: AppServer, cookie: string, path = "/admin/users") =>
    server.fetch(site, path, { headers: { cookie } });
  return { org, host, admin, cook, site, session, post, page };
}

describe("/admin/users", () => {
  it("lists the organisation's people with their Dutch role", async () => {
    const r = await restaurant();
    const res = await r.page(a, await r.session(r.admin.id));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Personeel van");
    expect(html).toContain("Medewerker toevoegen");
    expect(html).toMatch(/<option value="cook"[^>]*selected[^>]*>Kok/);
  });

  it("shows a cook whose role sits on the user (the demo's, older accounts) as Kok, not 'Geen rol'", async () => {
    const r = await restaurant();
    const own = await createUser(getDb(), { kind: "host", organisationId: r.org.id });
    await getDb()("users")
      .where({ id: own.id })
      .update({ org_role: null, role: "cook", name: `Oude kok ${own.id}` });
    const html = await (await r.page(a, await r.session(r.admin.id))).text();
    const select = new RegExp(`aria-label="Rol van Oude kok ${own.id}"[^>]*>(.*?)</select>`, "s").exec(html)?.[1] ?? "";
    expect(select).toMatch(/<option value="cook" selected="">Kok/);
  });

  it("a role change on A ends that person's session on B, and closes their board socket there", async () => {
    const r = await restaurant();
    const adminCookie = await r.session(r.admin.id);
    const cookCookie = await r.session(r.cook.id);
    expect((await r.page(b, cookCookie, "/orders")).status).toBe(200);
    const socket = await connectWs({ port: b.port, host: r.site, cookie: cookCookie });
    socket.send({ type: "join", channel: hostChannel(r.host.id) });
    expect(await socket.next((m) => m.type === "joined")).toMatchObject({ channel: hostChannel(r.host.id) });
    const closed = new Promise<number>((resolve) => socket.ws.once("close", (code) => resolve(code)));

    const res = await r.post(a, adminCookie, { intent: "role", id: String(r.cook.id), role: "order" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("is nu bediening.");
    expect(await closed).toBe(SESSION_ENDED_CLOSE);
    const after = await r.page(b, cookCookie, "/orders");
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toMatch(/^\/login/);
    // the admin's own session is untouched
    expect((await r.page(b, adminCookie)).status).toBe(200);
  });

  it("a logout on A ends that session on B and closes its socket; the person's other sessions stay", async () => {
    const r = await restaurant();
    const first = await r.session(r.cook.id);
    const second = await r.session(r.cook.id);
    const socket = await connectWs({ port: b.port, host: r.site, cookie: first });
    socket.send({ type: "join", channel: hostChannel(r.host.id) });
    await socket.next((m) => m.type === "joined");
    const closed = new Promise<number>((resolve) => socket.ws.once("close", (code) => resolve(code)));
    expect((await postJson(a, "/api/auth/logout", {}, { host: r.site, cookie: first })).status).toBe(200);
    expect(await closed).toBe(SESSION_ENDED_CLOSE);
    expect((await r.page(b, first, "/orders")).status).toBe(302);
    expect((await r.page(b, second, "/orders")).status).toBe(200);
  });

  it("removing someone ends their sessions; they keep an account but no staff rights", async () => {
    const r = await restaurant();
    const cookCookie = await r.session(r.cook.id);
    const res = await r.post(a, await r.session(r.admin.id), { intent: "remove", id: String(r.cook.id) });
    expect(await res.text()).toContain("is verwijderd.");
    expect((await r.page(b, cookCookie, "/orders")).status).toBe(302);
    const row = await getDb()("users")
      .where({ id: r.cook.id })
      .first<{ kind: string; organisation_id: number | null }>("kind", "organisation_id");
    expect(row).toEqual({ kind: "customer", organisation_id: null });
  });

  it("the last admin can be neither demoted nor removed, also when two admins demote each other at once", async () => {
    const r = await restaurant();
    const cookie = await r.session(r.admin.id);
    const forms: Array<Record<string, string>> = [
      { intent: "role", id: String(r.admin.id), role: "cook" },
      { intent: "remove", id: String(r.admin.id) },
    ];
    for (const form of forms) {
      const res = await r.post(a, cookie, form);
      expect(res.status).toBe(409);
      expect(await res.text()).toContain("De laatste beheerder kan niet worden gewijzigd of verwijderd.");
    }
    const second = await createUser(getDb(), { kind: "host", organisationId: r.org.id, orgRole: "admin" });
    const [x, y] = await Promise.all([
      r.post(a, cookie, { intent: "role", id: String(second.id), role: "cook" }),
      r.post(b, await r.session(second.id), { intent: "role", id: String(r.admin.id), role: "cook" }),
    ]);
    // one wins; the other is refused as the last admin, or finds its own session over (it was demoted)
    const statuses = [x.status, y.status].sort();
    expect(statuses[0]).toBe(200);
    expect([302, 409]).toContain(statuses[1]);
    const admins = await getDb()("users")
      .where({ organisation_id: r.org.id, org_role: "admin" })
      .count<{ count: string }[]>("id as count");
    expect(Number(admins[0].count)).toBe(1);
  });

  it("adds someone by name and mobile number: an SMS with a single-use login link that lands them on the board", async () => {
    const r = await restaurant();
    const phone = freshMobile();
    const cookie = await r.session(r.admin.id);
    const res = await r.post(a, cookie, { intent: "add", name: " Sanne ", phone, role: "cook" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Sanne is toegevoegd en krijgt een sms met een inloglink");
    const sms = twilio.messages.find((m) => m.to === `+31${phone.slice(1)}`);
    expect(sms?.message).toMatch(/Je bent toegevoegd als kok bij .*: http:\/\/.*\/exlogin\/[A-Za-z0-9_-]{43}$/);
    const user = await getDb()("users")
      .where({ phone: `+31${phone.slice(1)}` })
      .first<{ kind: string; org_role: string; name: string }>("kind", "org_role", "name");
    expect(user).toEqual({ kind: "host", org_role: "cook", name: "Sanne" });
    // the list shows the name, and the number once beside it (docs/issues/033.md §9: a bare number, twice)
    const html = await (await r.page(a, cookie)).text();
    expect(html).toContain('aria-label="Rol van Sanne"');
    expect(html.split(`>${phone}<`).length - 1).toBe(1);
    // someone added before names were asked: the number is the name, shown once
    const nameless = freshMobile();
    await getDb()("users").insert({
      kind: "host",
      phone: `+31${nameless.slice(1)}`,
      organisation_id: r.org.id,
      org_role: "cook",
    });
    const list = await (await r.page(a, cookie)).text();
    expect(list).toContain(`aria-label="Rol van ${nameless}"`);
    expect(list.split(`>${nameless}<`).length - 1).toBe(1);
    const again = await r.post(a, cookie, { intent: "add", name: "Sanne", phone, role: "cook" });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("Dit nummer staat al in de lijst.");
  });

  it("asks for a name: without one nobody is added and no SMS goes out", async () => {
    const r = await restaurant();
    const phone = freshMobile();
    const cookie = await r.session(r.admin.id);
    for (const name of [undefined, "  ", "x".repeat(61)]) {
      const form: Record<string, string> = { intent: "add", phone, role: "cook" };
      if (name !== undefined) form.name = name;
      const res = await r.post(a, cookie, form);
      expect(res.status, String(name)).toBe(400);
      expect(await res.text()).toMatch(name?.length === 61 ? /Maximaal 60 tekens/ : /Verplicht\./);
    }
    expect(
      await getDb()("users")
        .where({ phone: `+31${phone.slice(1)}` })
        .first(),
    ).toBeUndefined();
    expect(twilio.messages.filter((m) => m.to === `+31${phone.slice(1)}`)).toEqual([]);
  });

  it("'Link opnieuw sturen' sends a new single-use link that logs in; a few an hour; only to its own people", async () => {
    const r = await restaurant();
    const other = await restaurant();
    const cookie = await r.session(r.admin.id);
    const phone = freshMobile();
    await r.post(a, cookie, { intent: "add", name: "Sanne", phone, role: "cook" });
    const added = await getDb()("users")
      .where({ phone: `+31${phone.slice(1)}` })
      .first<{ id: number }>("id");
    const links = () =>
      twilio.messages
        .filter((m) => m.to === `+31${phone.slice(1)}`)
        .map((m) => /\/exlogin\/[A-Za-z0-9_-]{43}$/.exec(m.message)?.[0]);
    expect(links()).toHaveLength(1);
    const res = await r.post(a, cookie, { intent: "resend", id: String(added.id) });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Sanne krijgt een sms met een nieuwe inloglink.");
    const sent = links();
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBeDefined();
    expect(sent[1]).not.toBe(sent[0]);
    const last = twilio.messages.filter((m) => m.to === `+31${phone.slice(1)}`).at(-1)?.message;
    expect(last).toMatch(/^Je nieuwe inloglink als kok bij /);
    // the new link logs Sanne in (POST, as the page's button does) and lands on the board
    const login = await a.fetch(r.site, sent[1]!, {
      method: "POST",
      headers: { origin: `http://${r.site}:${a.port}` },
    });
    expect(login.status).toBe(302);
    const session = login.headers.get("set-cookie")?.split(";")[0] ?? "";
    expect((await r.page(a, session, "/orders")).status).toBe(200);
    // another restaurant's admin cannot send one to Sanne; someone without a phone gets a Dutch refusal
    const foreign = await other.post(a, await other.session(other.admin.id), {
      intent: "resend",
      id: String(added.id),
    });
    expect(foreign.status).toBe(404);
    await getDb()("users").where({ id: r.cook.id }).update({ phone: null });
    const none = await r.post(a, cookie, { intent: "resend", id: String(r.cook.id) });
    expect(none.status).toBe(409);
    expect(await none.text()).toContain("geen mobiel nummer");
    // three an hour per person: the fourth is refused and sends nothing
    await r.post(a, cookie, { intent: "resend", id: String(added.id) });
    await r.post(a, cookie, { intent: "resend", id: String(added.id) });
    const tooMany = await r.post(a, cookie, { intent: "resend", id: String(added.id) });
    expect(tooMany.status).toBe(429);
    expect(links()).toHaveLength(4);
  });

  it("refuses bad input in Dutch, without a 500 and without changing anything", async () => {
    const r = await restaurant();
    const cookie = await r.session(r.admin.id);
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ intent: "add", name: "Piet", phone: "0201234567", role: "cook" }, 400, "Ongeldig nummer"],
      [{ intent: "add", name: "Piet", phone: "0612345678", role: "baas" }, 400, "Kies een rol."],
      [{ intent: "resend", id: "abc" }, 400, "Medewerker niet gevonden."],
      [{ intent: "role", id: "3000000000", role: "cook" }, 400, "Medewerker niet gevonden."],
      [{ intent: "role", id: "abc", role: "cook" }, 400, "Medewerker niet gevonden."],
      [{ intent: "zap" }, 400, "Onbekende actie."],
    ];
    for (const [form, status, message] of cases) {
      const res = await r.post(a, cookie, form);
      expect(res.status, JSON.stringify(form)).toBe(status);
      expect(await res.text()).toContain(message);
    }
    const json = await a.fetch(r.site, "/admin/users", {
      method: "POST",
      headers: { cookie, origin: `http://${r.site}:${a.port}`, "content-type": "application/json" },
      body: JSON.stringify({ intent: "remove", id: r.cook.id }),
    });
    expect(json.status).toBe(415);
    expect((await getDb()("users").where({ id: r.cook.id }).first<{ org_role: string }>("org_role")).org_role).toBe(
      "cook",
    );
  });

  it("only the restaurant's own admins: other roles, another restaurant, a call centre and anonymous are refused", async () => {
    const r = await restaurant();
    const other = await restaurant();
    const cc = await createOrganisation(getDb());
    await serveHost(getDb(), cc.id, r.host.id);
    const callcentre = await createUser(getDb(), { kind: "host", organisationId: cc.id, orgRole: "admin" });
    const root = await createUser(getDb(), { kind: "root" });
    const form = { intent: "role", id: String(r.cook.id), role: "admin" };
    expect((await r.post(a, await r.session(r.cook.id), form)).status).toBe(403);
    expect((await r.post(a, await r.session(other.admin.id), form)).status).toBe(403);
    expect((await r.post(a, await r.session(callcentre.id), form)).status).toBe(403);
    expect((await r.page(a, await r.session(r.cook.id))).status).toBe(403);
    expect((await a.fetch(r.site, "/admin/users")).status).toBe(302);
    // another restaurant's person is not found from here
    const foreign = await r.post(a, await r.session(r.admin.id), { intent: "remove", id: String(other.cook.id) });
    expect(foreign.status).toBe(404);
    expect((await getDb()("users").where({ id: other.cook.id }).first<{ org_role: string }>("org_role")).org_role).toBe(
      "cook",
    );
    // root manages any restaurant's people
    expect((await r.post(a, await r.session(root.id), form)).status).toBe(200);
  });
});

describe("/admin/users on the platform domain: root's Gebruikers", () => {
  it("lists every staff member with role and organisation, searchable; one tap opens a restaurant's staff there", async () => {
    const r = await restaurant();
    const root = await createUser(getDb(), { kind: "root" });
    await getDb()("users")
      .where({ id: r.cook.id })
      .update({ name: `Kok Kees ${r.cook.id}` });
    const rootCookie = await createRedisSession(redis.url, { userId: root.id });
    const list = await a.fetch("localhost", `/admin/users?q=${encodeURIComponent(`Kees ${r.cook.id}`)}`, {
      headers: { cookie: rootCookie },
    });
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain("Gebruikers");
    expect(html).toContain(`Kok Kees ${r.cook.id}`);
    expect(html).toMatch(/Kok(<!-- -->)? · /);
    expect(html).toContain(`Personeel van ${r.host.name} openen`);
    expect(html).toContain("1 gebruiker");
    // a restaurant's button: a single-use login link on that restaurant's domain, landing on its staff page
    const open = await a.fetch("localhost", "/admin/users", {
      method: "POST",
      headers: { cookie: rootCookie, origin: `http://localhost:${a.port}` },
      body: new URLSearchParams({ hostId: String(r.host.id) }),
    });
    expect(open.status).toBe(302);
    expect(open.headers.get("location")).toMatch(
      new RegExp(`^http://${r.host.perma}\\.localhost:\\d+/exlogin/[A-Za-z0-9_-]{43}$`),
    );
    const missing = await a.fetch("localhost", "/admin/users", {
      method: "POST",
      headers: { cookie: rootCookie, origin: `http://localhost:${a.port}`, accept: "application/json" },
      body: new URLSearchParams({ hostId: "3000000000" }),
    });
    expect(missing.status).toBe(400);
    // a search is read leniently: a NUL byte reached PostgreSQL's ILIKE (a 500 on /customers too)
    for (const path of [
      "/admin/users?q=%00",
      "/admin/users?q=a%00b&page=99999999999999999999",
      "/customers?q=%00",
      "/hosts?q=%00",
    ]) {
      expect((await a.fetch("localhost", path, { headers: { cookie: rootCookie } })).status, path).toBe(200);
    }
    expect((await r.page(a, await r.session(r.admin.id), "/customers?q=%00%ED")).status).toBe(200);
  });

  it("is root's alone: a restaurant admin, a cook and anonymous are refused, and see nobody", async () => {
    const r = await restaurant();
    for (const userId of [r.admin.id, r.cook.id]) {
      const res = await a.fetch("localhost", "/admin/users", { headers: { cookie: await r.session(userId) } });
      expect(res.status).toBe(403);
      expect(await res.text()).not.toContain("Gebruikers van");
      const post = await a.fetch("localhost", "/admin/users", {
        method: "POST",
        headers: { cookie: await r.session(userId), origin: `http://localhost:${a.port}` },
        body: new URLSearchParams({ hostId: String(r.host.id) }),
      });
      expect(post.status).toBe(403);
    }
    expect((await a.fetch("localhost", "/admin/users")).status).toBe(302);
  });
});
