// Chains (docs/issues/016.md §4, §5; decision 034) through the real server. /organisation: "Openen" is only
// for the organisation's own admin and only for its own restaurants (another organisation's admin,
// staff roles, a customer, root and anonymous are refused); the marketplace switch and root's
// create/move write audit rows, and a moved restaurant's old staff no longer reach it.
// /hub2/{index}/{type}: 404 for an unknown or oversized id, a bad type or a NUL byte; it lists only
// the organisation's listed, not suspended restaurants; the postcode finder names the right one.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { createHost, createOrganisation, createUser } from "../../db/factory";
import type { AppClient } from "../support/server";
import { sharedAppServer, sharedRedis } from "../support/shared-server";
import { createRedisSession } from "../support/session";

let redis: { url: string };
let app: AppClient;
let org: { id: number; name: string };
let other: { id: number; name: string };
let noord: { id: number; perma: string; name: string };
let zuid: { id: number; perma: string; name: string };
let otherHost: { id: number; perma: string; name: string };
const cookies = { root: "", admin: "", cook: "", order: "", otherAdmin: "", customer: "" };
const allDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: "00:00", closes: "24:00" }));
const stamp = Date.now();

beforeAll(async () => {
  redis = sharedRedis();
  const db = getDb();
  org = await createOrganisation(db, { name: `Pizzaketen ${stamp}` });
  other = await createOrganisation(db, { name: `Andere keten ${stamp}` });
  noord = await createHost(db, {
    organisationId: org.id,
    name: `Keten Noord ${stamp}`,
    address: "Noordstraat 1",
    zipcode: "3561 AA",
    city: "Utrecht",
    openingHours: allDay,
    deliveryZones: [{ zipFrom: 3550, zipTo: 3569, fee: 250 }],
  });
  zuid = await createHost(db, {
    organisationId: org.id,
    name: `Keten Zuid ${stamp}`,
    address: "Zuidplein 2",
    city: "Utrecht",
    deliveryZones: [{ zipFrom: 3520, zipTo: 3529, fee: 250 }],
    settings: { payment: { pickup: [], deliver: ["cash"] } },
  });
  await createHost(db, { organisationId: org.id, name: `Keten Verborgen ${stamp}`, listed: false });
  const gone = await createHost(db, { organisationId: org.id, name: `Keten Geschorst ${stamp}` });
  await db("hosts").where({ id: gone.id }).update({ suspended_at: new Date(), suspended_reason: "test" });
  otherHost = await createHost(db, { organisationId: other.id, name: `Ander Restaurant ${stamp}` });
  const session = async (user: { id: number }) => createRedisSession(redis.url, { userId: user.id });
  cookies.root = await session(await createUser(db, { kind: "root" }));
  cookies.admin = await session(
    await createUser(db, { kind: "host", organisationId: org.id, orgRole: "admin", name: "Anna Beheer" }),
  );
  cookies.cook = await session(
    await createUser(db, { kind: "host", organisationId: org.id, orgRole: "cook", name: "Kees Kok" }),
  );
  cookies.order = await session(await createUser(db, { kind: "host", organisationId: org.id, orgRole: "order" }));
  cookies.otherAdmin = await session(
    await createUser(db, { kind: "host", organisationId: other.id, orgRole: "admin" }),
  );
  cookies.customer = await session(await createUser(db));
  app = await sharedAppServer();
}, 90_000);

const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "").replace(/&#x27;|&#39;/g, "'");

function post(on: string, form: Record<string, string>, cookie: string | null) {
  return app.fetch(on, "/organisation", {
    method: "POST",
    headers: {
      origin: on === "localhost" ? app.url("localhost", "").replace(/\/$/, "") : `http://${on}:${app.port}`,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(form),
    redirect: "manual",
  });
}

const auditRows = (where: Record<string, unknown>) => getDb()("audit_log").where(where).orderBy("id");

describe("/organisation: switching restaurants", () => {
  it("shows the admin each restaurant with Openen, the members with their Dutch role and the switch", async () => {
    const res = await app.fetch(`${noord.perma}.localhost`, "/organisation", { headers: { cookie: cookies.admin } });
    expect(res.status).toBe(200);
    const html = await text(res);
    expect(html).toContain(zuid.name);
    expect(html.match(/>Openen</g)?.length).toBeGreaterThanOrEqual(2);
    expect(html).toContain("Kees Kok");
    expect(html).toContain("Kok");
    expect(html).toContain("Koppeling aanzetten");
  });

  it("shows staff roles the read-only page, without Openen or members", async () => {
    const html = await text(
      await app.fetch(`${noord.perma}.localhost`, "/organisation", { headers: { cookie: cookies.cook } }),
    );
    expect(html).toContain("Thuisbezorgd-koppeling");
    expect(html).not.toContain(">Openen<");
    expect(html).not.toContain("Anna Beheer");
  });

  it("gives the admin a single-use login link on the other restaurant's own domain", async () => {
    const res = await post(`${noord.perma}.localhost`, { intent: "open", hostId: String(zuid.id) }, cookies.admin);
    expect(res.status).toBe(302);
    const location = res.headers.get("location") ?? "";
    expect(location).toMatch(new RegExp(`^http://${zuid.perma}\\.localhost:\\d+/exlogin/[A-Za-z0-9_-]+$`));
    const hop = await app.fetch(`${zuid.perma}.localhost`, new URL(location).pathname, {
      method: "POST",
      headers: { origin: `http://${zuid.perma}.localhost:${app.port}` },
      redirect: "manual",
    });
    expect(hop.status).toBe(302);
    expect(hop.headers.get("location")).toBe("/orders");
  });

  it("refuses everyone else", async () => {
    const ask = (cookie: string | null, on = `${noord.perma}.localhost`, hostId = zuid.id) =>
      post(on, { intent: "open", hostId: String(hostId) }, cookie);
    const anonymous = await ask(null);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login/);
    expect((await ask(cookies.customer)).status).toBe(403);
    expect((await ask(cookies.cook)).status).toBe(403);
    expect((await ask(cookies.order)).status).toBe(403);
    // another organisation's admin: not on our restaurant, and not for our restaurant from her own
    expect((await ask(cookies.otherAdmin)).status).toBe(403);
    const foreign = await ask(cookies.otherAdmin, `${otherHost.perma}.localhost`, zuid.id);
    expect(foreign.status).toBe(404);
    expect(await text(foreign)).toContain("Dit restaurant hoort niet bij je organisatie.");
    // our admin cannot open another organisation's restaurant either; root uses /hosts
    expect((await ask(cookies.admin, `${noord.perma}.localhost`, otherHost.id)).status).toBe(404);
    expect((await ask(cookies.root)).status).toBe(403);
    for (const bad of ["3000000000", "-1", "abc", "1\0"])
      expect((await post(`${noord.perma}.localhost`, { intent: "open", hostId: bad }, cookies.admin)).status, bad).toBe(
        400,
      );
  });
});

describe("/organisation: the marketplace switch", () => {
  it("is stored and audited for the admin only", async () => {
    for (const who of ["cook", "order"] as const)
      expect((await post(`${noord.perma}.localhost`, { intent: "sync", on: "1" }, cookies[who])).status, who).toBe(403);
    const res = await post(`${noord.perma}.localhost`, { intent: "sync", on: "1" }, cookies.admin);
    expect(res.status).toBe(200);
    expect(
      (
        (await getDb()("organisations").where({ id: org.id }).first("marketplace_sync")) as {
          marketplace_sync: boolean;
        }
      ).marketplace_sync,
    ).toBe(true);
    const rows = await auditRows({ organisation_id: org.id, area: "organisation" });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      host_id: noord.id,
      user_name: "Anna Beheer",
      summary: "Thuisbezorgd-koppeling aangezet",
    });
    expect(rows[0].changes).toEqual([
      { field: "marketplaceSync", label: "Thuisbezorgd-koppeling", old: "Uit", new: "Aan" },
    ]);
    expect((await post(`${noord.perma}.localhost`, { intent: "sync", on: "maybe" }, cookies.admin)).status).toBe(400);
  });
});

describe("/organisation for root: create and move", () => {
  it("creates an organisation with an audit row; nobody else may", async () => {
    for (const who of ["admin", "cook"] as const)
      expect(
        (await post(`${noord.perma}.localhost`, { intent: "create", name: "Stiekem" }, cookies[who])).status,
        who,
      ).toBe(403);
    expect((await post("localhost", { intent: "create", name: "   " }, cookies.root)).status).toBe(400);
    const name = `Nieuwe keten ${stamp}`;
    const res = await post("localhost", { intent: "create", name }, cookies.root);
    expect(res.status).toBe(200);
    const made = (await getDb()("organisations").where({ name }).first("id")) as { id: number };
    expect(made).toBeDefined();
    const rows = await auditRows({ organisation_id: made.id });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ host_id: null, area: "organisation" });
    expect(await getDb()("organisations").where({ name: "Stiekem" })).toHaveLength(0);
  });

  it("moves a restaurant after confirmation; the old staff no longer reach it", async () => {
    const db = getDb();
    const moved = await createHost(db, { organisationId: other.id, name: `Verhuizer ${stamp}` });
    const before = await app.fetch(`${moved.perma}.localhost`, "/organisation", {
      headers: { cookie: cookies.otherAdmin },
    });
    expect(before.status).toBe(200);
    expect(
      (
        await post(
          "localhost",
          { intent: "move", hostId: String(moved.id), organisationId: String(org.id) },
          cookies.root,
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await post(
          `${noord.perma}.localhost`,
          { intent: "move", hostId: String(moved.id), organisationId: String(org.id), confirm: "1" },
          cookies.admin,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await post(
          "localhost",
          { intent: "move", hostId: String(moved.id), organisationId: "2147483647", confirm: "1" },
          cookies.root,
        )
      ).status,
    ).toBe(404);
    expect(
      ((await db("hosts").where({ id: moved.id }).first("organisation_id")) as { organisation_id: number })
        .organisation_id,
    ).toBe(other.id);

    const res = await post(
      "localhost",
      { intent: "move", hostId: String(moved.id), organisationId: String(org.id), confirm: "1" },
      cookies.root,
    );
    expect(res.status).toBe(200);
    expect(await text(res)).toContain(`hoort nu bij ${org.name}`);
    expect(
      ((await db("hosts").where({ id: moved.id }).first("organisation_id")) as { organisation_id: number })
        .organisation_id,
    ).toBe(org.id);
    const rows = await auditRows({ host_id: moved.id, area: "organisation" });
    expect(rows).toHaveLength(1);
    expect(rows[0].changes).toEqual([{ field: "organisation", label: "Organisatie", old: other.name, new: org.name }]);
    expect(
      (await app.fetch(`${moved.perma}.localhost`, "/organisation", { headers: { cookie: cookies.otherAdmin } }))
        .status,
    ).toBe(403);
    expect(
      (await app.fetch(`${moved.perma}.localhost`, "/organisation", { headers: { cookie: cookies.admin } })).status,
    ).toBe(200);
    // moving it again to where it is: a Dutch refusal
    expect(
      (
        await post(
          "localhost",
          { intent: "move", hostId: String(moved.id), organisationId: String(org.id), confirm: "1" },
          cookies.root,
        )
      ).status,
    ).toBe(409);
  });
});

describe("/hub2/{index}/{type}", () => {
  const get = (path: string, on = "localhost") => app.fetch(on, path);

  it("answers the Dutch 404 for an unknown or oversized id, a bad type, a NUL byte, and on a restaurant's domain", async () => {
    for (const path of [
      "/hub2/2147483646",
      "/hub2/3000000000",
      "/hub2/abc",
      "/hub2/-1",
      `/hub2/${org.id}/pickup`,
      `/hub2/${org.id}/bezorgen%00`,
      "/hub2/%00",
      `/hub2/${org.id}/afhalen/extra`,
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await text(res), path).toContain("Deze pagina niet gevonden");
    }
    expect((await get(`/hub2/${org.id}`, `${noord.perma}.localhost`)).status).toBe(404);
  });

  it("lists only the organisation's listed, not suspended restaurants, with address, open now and modes", async () => {
    const html = await text(await get(`/hub2/${org.id}`));
    expect(html).toContain(noord.name);
    expect(html).toContain(zuid.name);
    expect(html).not.toContain(`Keten Verborgen ${stamp}`);
    expect(html).not.toContain(`Keten Geschorst ${stamp}`);
    expect(html).not.toContain(otherHost.name);
    expect(html).toContain("Noordstraat 1, 3561 AA Utrecht");
    // open all day every day: it does not close at midnight, so no closing time (docs/issues/033.md §12)
    expect(html).toContain("Nu open");
    expect(html).not.toContain("Nu open tot 24:00");
    expect(html).toContain(`href="http://${noord.perma}.localhost:${app.port}"`);
  });

  it("narrows to afhalen or bezorgen", async () => {
    const pickup = await text(await get(`/hub2/${org.id}/afhalen`));
    expect(pickup).toContain(noord.name);
    expect(pickup).not.toContain(zuid.name);
    const delivery = await text(await get(`/hub2/${org.id}/bezorgen`));
    expect(delivery).toContain(noord.name);
    expect(delivery).toContain(zuid.name);
  });

  it("finds the location that delivers to a postcode, and says so in Dutch when none does", async () => {
    const hit = await text(await get(`/hub2/${org.id}?postcode=${encodeURIComponent("3524 AB")}`));
    expect(hit).toContain(`Naar het menu van ${zuid.name}`);
    expect(hit).toContain(`href="http://${zuid.perma}.localhost:${app.port}"`);
    expect(await text(await get(`/hub2/${org.id}?postcode=9999`))).toContain(
      "Geen van onze vestigingen bezorgt in 9999.",
    );
    for (const bad of ["abc", "%00", "1".repeat(5000)]) {
      const res = await get(`/hub2/${org.id}?postcode=${bad}`);
      expect(res.status, bad).toBe(200);
      expect(await text(res)).toContain("Vul een postcode in");
    }
  });

  it("is reachable for a single restaurant through its organisation", async () => {
    const html = await text(await get(`/hub2/${other.id}`));
    expect(html).toContain(otherHost.name);
    expect(html).toContain("1 vestiging");
  });
});
