// /admin/settings (payments) through the real server: plain form posts as a browser without
// JavaScript sends them (Origin header, urlencoded), the key write-only and sealed at rest, and
// tenant scoping — restaurant A's admin can neither read nor change restaurant B's settings.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { openSecret } from "~/integrations/mollie/secret-box.server";
import { getMollieKeyForHost } from "~/models/mollie-keys.server";
import { createHost, createOrganisation, createUser } from "../../db/factory";
import { sharedAppServer, sharedRedis } from "../support/shared-server";
import type { AppClient } from "../support/server";
import { createRedisSession } from "../support/session";

let app: AppClient;
let redis: { url: string };

beforeAll(async () => {
  redis = sharedRedis();
  // the shared server seals keys with the key this process opens them with (its ENCRYPTION_KEY)
  app = await sharedAppServer();
}, 60_000);

async function restaurant(role: "admin" | "order" = "admin") {
  const db = getDb();
  const org = await createOrganisation(db);
  const host = await createHost(db, { organisationId: org.id });
  const user = await createUser(db, { kind: "host", organisationId: org.id, orgRole: role });
  const cookie = await createRedisSession(redis.url, { userId: user.id });
  const site = `${host.perma}.localhost`;
  const post = (form: URLSearchParams, as = cookie, on = site) =>
    app.fetch(on, "/admin/settings", {
      method: "POST",
      headers: { cookie: as, origin: `http://${on}:${app.port}` },
      body: form,
    });
  return { host, cookie, site, post };
}

/** The values of the checked checkboxes named `name` in server-rendered HTML. */
function checked(html: string, name: string): string[] {
  const inputs = html.match(new RegExp(`<input type="checkbox" name="${name}"[^>]*>`, "g")) ?? [];
  return inputs.filter((i) => i.includes("checked")).map((i) => /value="(\w+)"/.exec(i)?.[1] ?? "");
}

const KEY = "live_abcdefghijklmnopqrstuvwxyz1234";

describe("/admin/settings: payments", () => {
  it("saves methods per mode from a plain form post and shows them checked", async () => {
    const { host, cookie, site, post } = await restaurant();
    const form = new URLSearchParams([
      ["intent", "methods"],
      ["pickup", "cash"],
      ["pickup", "ideal"],
      ["deliver", "ideal"],
    ]);
    const res = await post(form);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("De betaalwijzen zijn opgeslagen.");
    const row = await getDb()("hosts").where({ id: host.id }).first<{ settings: { payment: unknown } }>("settings");
    expect(row.settings.payment).toEqual({ pickup: ["cash", "ideal"], deliver: ["ideal"] });
    const page = await (await app.fetch(site, "/admin/settings", { headers: { cookie } })).text();
    expect(checked(page, "deliver")).toEqual(["ideal"]);
    expect(checked(page, "pickup")).toEqual(["cash", "ideal"]);
  });

  it("refuses a mode without any method with a 400, in Dutch, and keeps the old setting", async () => {
    const { host, post } = await restaurant();
    const res = await post(
      new URLSearchParams([
        ["intent", "methods"],
        ["pickup", "cash"],
      ]),
    );
    // invalid input is a 400, not a 200 with a message (docs/issues/013.md §2)
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Kies tenminste één betaalwijze voor bezorgen.");
    const row = await getDb()("hosts").where({ id: host.id }).first<{ settings: { payment?: unknown } }>("settings");
    expect(row.settings.payment).not.toEqual({ pickup: ["cash"] });
  });

  it("stores the Mollie key sealed, shows only its mode and last 4, and removes it", async () => {
    const { host, cookie, site, post } = await restaurant();
    const bad = await post(new URLSearchParams({ intent: "mollie-key", mollieKey: "sk_nope" }));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Ongeldige Mollie-sleutel.");
    const unknown = await post(new URLSearchParams({ intent: "verzin" }));
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Onbekende actie.");
    expect((await getMollieKeyForHost(getDb(), { hostId: host.id })).encrypted).toBeNull();

    await post(new URLSearchParams({ intent: "mollie-key", mollieKey: KEY }));
    const stored = await getMollieKeyForHost(getDb(), { hostId: host.id });
    expect(stored).toMatchObject({ mode: "live", last4: "1234" });
    expect(stored.encrypted).not.toContain(KEY);
    expect(openSecret(stored.encrypted!)).toBe(KEY);
    const page = await (await app.fetch(site, "/admin/settings", { headers: { cookie } })).text();
    expect(page).toContain("1234");
    expect(page).not.toContain(KEY);
    expect(page).toMatch(/type="password"/);

    await post(new URLSearchParams({ intent: "mollie-key-delete" }));
    expect(await getMollieKeyForHost(getDb(), { hostId: host.id })).toEqual({
      encrypted: null,
      mode: null,
      last4: null,
    });
  });

  it("restaurant A's admin cannot read or change restaurant B's settings; order staff cannot either", async () => {
    const a = await restaurant();
    const b = await restaurant();
    expect((await app.fetch(b.site, "/admin/settings", { headers: { cookie: a.cookie } })).status).toBe(403);
    const res = await a.post(new URLSearchParams({ intent: "mollie-key", mollieKey: KEY }), a.cookie, b.site);
    expect(res.status).toBe(403);
    expect((await getMollieKeyForHost(getDb(), { hostId: b.host.id })).encrypted).toBeNull();
    const waiter = await restaurant("order");
    expect((await app.fetch(waiter.site, "/admin/settings", { headers: { cookie: waiter.cookie } })).status).toBe(403);
    expect((await app.fetch(a.site, "/admin/settings")).status).toBe(302); // not logged in → /login
  });

  it("a post from another site is refused", async () => {
    const { host, cookie, site } = await restaurant();
    const res = await app.fetch(site, "/admin/settings", {
      method: "POST",
      headers: { cookie, origin: "http://evil.example" },
      body: new URLSearchParams({ intent: "mollie-key", mollieKey: KEY }),
    });
    // the server refuses it before any route runs (see app/server/main.server.ts)
    expect(res.status).toBe(403);
    expect((await getMollieKeyForHost(getDb(), { hostId: host.id })).encrypted).toBeNull();
  });
});
