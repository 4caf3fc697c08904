// /admin/settings and its sub-pages through the real server (docs/issues/016.md §2, §7): Dutch refusals with
// a 4xx, the change visible on the customer's menu and at checkout at once (the restaurant's cache
// drops through host.changed), audit rows old → new without secrets, the old subdomain's 307, and
// every role: anonymous, the staff roles, another restaurant's admin, a call centre, root.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { REDACTED } from "~/domain/audit";
import { ZIP_RANGE_MALFORMED } from "~/domain/host-settings";
import { PERMA_RESERVED, PERMA_TAKEN } from "~/domain/perma";
import { getHost } from "~/models/hosts.server";
import { formatEuro } from "~/domain/pricing";
import { addToCart } from "~/services/cart.server";
import { placeConfirmed } from "../support/confirmed";
import { saveAddress } from "~/services/settings/address.server";
import { checkoutSchema } from "~/schemas/checkout";
import { createHost, createOrganisation, createProduct, createUser, serveHost } from "../../db/factory";
import { cartArgs, keepCart, sameSessionAt, testCart } from "../support/cart";
import { sharedAppServer, sharedRedis } from "../support/shared-server";
import type { AppClient } from "../support/server";
import { createRedisSession } from "../support/session";
import { eventually } from "../support/eventually";

let app: AppClient;
let redis: { url: string };

beforeAll(async () => {
  redis = sharedRedis();
  app = await sharedAppServer();
}, 60_000);

const SUB_PAGES = ["profiel", "webadres", "openingstijden", "bezorging", "bestellen", "wijzigingen"].map(
  (p) => `/admin/settings/${p}`,
);

async function restaurant() {
  const db = getDb();
  const org = await createOrganisation(db);
  const host = await createHost(db, { organisationId: org.id, name: `Roma ${org.id}` });
  await createProduct(db, host.id, { name: "Margherita", tab: "Pizza", price: 950 });
  const admin = await createUser(db, { kind: "host", organisationId: org.id, orgRole: "admin", name: "Anna Eigenaar" });
  const session = (userId: number) => createRedisSession(redis.url, { userId });
  const cookie = await session(admin.id);
  const site = `${host.perma}.localhost`;
  const post = (path: string, form: Record<string, string> | URLSearchParams, as: string | null = cookie, on = site) =>
    app.fetch(on, path, {
      method: "POST",
      headers: { ...(as ? { cookie: as } : {}), origin: `http://${on}:${app.port}` },
      body: form instanceof URLSearchParams ? form : new URLSearchParams(form),
    });
  const get = (path: string, as: string | null = cookie, on = site) =>
    app.fetch(on, path, { headers: as ? { cookie: as } : {} });
  return { org, host, admin, cookie, site, session, post, get };
}

/** A page's text as the reader sees it: React's comment markers out, quotes unescaped. */
const text = async (res: Response) =>
  (await res.text())
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

/**
 * The customer's menu shows `check` after a change. The restaurant's cache lives 5 s; host.changed
 * travels through Redis back to this server, so tries within 1.5 s (inside the 5 s, with room for a
 * render on a loaded machine) prove the cache was dropped rather than expired.
 */
async function menuShows(
  r: { get: (p: string, as?: string | null) => Promise<Response> },
  check: (html: string) => boolean,
) {
  // 1.5 s, below the cache's 5 s lifetime: the change is seen because the cache was dropped
  return eventually("the menu shows the change", async () => check(await text(await r.get("/", null))), {
    timeoutMs: 1_500,
  });
}

async function auditRows(hostId: number) {
  return getDb()("audit_log")
    .where({ host_id: hostId })
    .orderBy("id")
    .select("area", "summary", "changes", "user_id", "user_name");
}

describe("/admin/settings: the index", () => {
  it("lists every group as a link, the look sub-page included, and keeps the payments section", async () => {
    const r = await restaurant();
    const html = await text(await r.get("/admin/settings"));
    for (const path of [
      ...SUB_PAGES,
      "/admin/settings/uiterlijk",
      "/admin/settings/printers",
      "/admin/settings/berichten",
      "/admin/users",
    ]) {
      expect(html).toContain(`href="${path}"`);
    }
    expect(html).toContain("Betaalwijzen");
    expect(html).toContain(`${r.host.perma}.localhost`);
  });
});

describe("profile", () => {
  it("refuses a bad e-mail and website with SPEC's messages and a 400, saves nothing", async () => {
    const r = await restaurant();
    const res = await r.post("/admin/settings/profiel", {
      intent: "profile",
      name: "Pizza Roma",
      email: "anna@",
      website: "geen website",
    });
    expect(res.status).toBe(400);
    const html = await text(res);
    expect(html).toContain("Ongeldig e-mail adres.");
    expect(html).toContain("Ongeldig website adres.");
    expect((await getHost(getDb(), { hostId: r.host.id }))?.name).toBe(r.host.name);
    expect(await auditRows(r.host.id)).toEqual([]);
  });

  it("saves, shows on the menu at once, and writes old → new with who did it", async () => {
    const r = await restaurant();
    expect(await menuShows(r, (html) => html.includes(r.host.name))).toBe(true);
    const form = {
      intent: "profile",
      name: "Pizza Roma Centrum",
      zipcode: "3511ab",
      city: "Utrecht",
      email: "INFO@Roma.nl",
      website: "www.roma.nl",
    };
    const res = await r.post("/admin/settings/profiel", form);
    expect(res.status).toBe(200);
    expect(await text(res)).toContain("Het profiel is opgeslagen.");
    const host = await getHost(getDb(), { hostId: r.host.id });
    expect([host?.name, host?.zipcode, host?.email, host?.settings.website]).toEqual([
      "Pizza Roma Centrum",
      "3511 AB",
      "info@roma.nl",
      "www.roma.nl",
    ]);
    expect(await menuShows(r, (html) => html.includes("Pizza Roma Centrum"))).toBe(true);
    const [row] = await auditRows(r.host.id);
    expect(row).toMatchObject({ area: "profile", user_id: r.admin.id, user_name: "Anna Eigenaar" });
    expect(row.changes).toContainEqual({ field: "name", label: "Naam", old: r.host.name, new: "Pizza Roma Centrum" });
    expect(row.changes).toContainEqual({ field: "zipcode", label: "Postcode", old: null, new: "3511 AB" });
    // saving the same again changes nothing and logs nothing
    expect(await text(await r.post("/admin/settings/profiel", form))).toContain("Niets gewijzigd.");
    expect(await auditRows(r.host.id)).toHaveLength(1);
  });

  it("categories: only SPEC's, stored in order", async () => {
    const r = await restaurant();
    const bad = await r.post(
      "/admin/settings/profiel",
      new URLSearchParams([
        ["intent", "categories"],
        ["category", "pizza"],
        ["category", "casino"],
      ]),
    );
    expect(bad.status).toBe(400);
    expect(await text(bad)).toContain("Onbekende categorie.");
    const ok = await r.post(
      "/admin/settings/profiel",
      new URLSearchParams([
        ["intent", "categories"],
        ["category", "friet"],
        ["category", "pizza"],
      ]),
    );
    expect(ok.status).toBe(200);
    expect((await getHost(getDb(), { hostId: r.host.id }))?.categories).toEqual(["pizza", "friet"]);
  });
});

describe("opening hours", () => {
  it("refuses overlapping shifts in Dutch and keeps the old hours", async () => {
    const r = await restaurant();
    const res = await r.post("/admin/settings/openingstijden", {
      intent: "weekly",
      "opens-1-0": "11:00",
      "closes-1-0": "14:00",
      "opens-1-1": "13:30",
      "closes-1-1": "22:00",
    });
    expect(res.status).toBe(400);
    expect(await text(res)).toContain("Diensten op maandag overlappen.");
    expect(await getDb()("opening_hours").where({ host_id: r.host.id })).toEqual([]);
  });

  it("saves split shifts and logs them per weekday", async () => {
    const r = await restaurant();
    const res = await r.post("/admin/settings/openingstijden", {
      intent: "weekly",
      "opens-1-0": "11:00",
      "closes-1-0": "14:00",
      "opens-1-1": "17:00",
      "closes-1-1": "22:00",
    });
    expect(res.status).toBe(200);
    const rows = await getDb()("opening_hours")
      .where({ host_id: r.host.id })
      .orderBy("opens")
      .select("weekday", "opens", "closes");
    expect(rows).toEqual([
      { weekday: 1, opens: "11:00:00", closes: "14:00:00" },
      { weekday: 1, opens: "17:00:00", closes: "22:00:00" },
    ]);
    const [row] = await auditRows(r.host.id);
    expect(row.changes).toEqual([{ field: "d1", label: "maandag", old: "gesloten", new: "11:00–14:00, 17:00–22:00" }]);
  });

  it("'Vandaag gesloten' closes today on the menu at once, and removing the exception opens again", async () => {
    const r = await restaurant();
    expect(await menuShows(r, (html) => html.includes("Nu open"))).toBe(true);
    expect((await r.post("/admin/settings/openingstijden", { intent: "closed-today" })).status).toBe(200);
    expect(await menuShows(r, (html) => !html.includes("Nu open"))).toBe(true);
    const page = await text(await r.get("/admin/settings/openingstijden"));
    expect(page).toContain("Vandaag gesloten. Klanten kunnen alleen voor later bestellen.");
    const [exception] = await getDb()("opening_exceptions")
      .where({ host_id: r.host.id })
      .select(getDb().raw("to_char(date, 'YYYY-MM-DD') as date"));
    expect(
      (await r.post("/admin/settings/openingstijden", { intent: "exception-remove", date: exception.date })).status,
    ).toBe(200);
    expect(await menuShows(r, (html) => html.includes("Nu open"))).toBe(true);
    expect((await auditRows(r.host.id)).map((a) => a.summary)).toEqual(["Vandaag gesloten", "Uitzondering verwijderd"]);
  });

  it("refuses an exception in the past, a date that is no date, and times without a day", async () => {
    const r = await restaurant();
    const past = await r.post("/admin/settings/openingstijden", {
      intent: "exception",
      date: "2020-01-01",
      closed: "on",
    });
    expect(past.status).toBe(400);
    expect(await text(past)).toContain("Kies vandaag of een latere datum.");
    const bad = await r.post("/admin/settings/openingstijden", {
      intent: "exception",
      date: "2026-02-30",
      closed: "on",
    });
    expect(bad.status).toBe(400);
    expect(await text(bad)).toContain("Ongeldige datum");
  });
});

describe("delivery zones", () => {
  it("refuses a malformed range; adds, edits and removes a zone with its audit rows; another restaurant's zone is a 404", async () => {
    const r = await restaurant();
    const other = await createHost(getDb(), { deliveryZones: [{ zipFrom: 1000, zipTo: 1099, fee: 100 }] });
    const [foreign] = await getDb()("delivery_zones").where({ host_id: other.id }).select("id");
    const bad = await r.post("/admin/settings/bezorging", { intent: "zone", range: "35xx-3600", fee: "2,50" });
    expect(bad.status).toBe(400);
    expect(await text(bad)).toContain(ZIP_RANGE_MALFORMED);
    const added = await r.post("/admin/settings/bezorging", {
      intent: "zone",
      range: "3500-3599",
      fee: "2,50",
      minimum: "15",
      freeFrom: "25,00",
      active: "on",
    });
    expect(added.status).toBe(200);
    const [zone] = await getDb()("delivery_zones")
      .where({ host_id: r.host.id })
      .select("id", "zip_from", "zip_to", "fee", "minimum", "free_from", "active");
    expect(zone).toMatchObject({
      zip_from: 3500,
      zip_to: 3599,
      fee: 250,
      minimum: 1500,
      free_from: 2500,
      active: true,
    });
    expect(
      (
        await r.post("/admin/settings/bezorging", {
          intent: "zone",
          id: String(zone.id),
          range: "3500-3600",
          fee: "3",
          active: "on",
        })
      ).status,
    ).toBe(200);
    expect((await r.post("/admin/settings/bezorging", { intent: "zone-remove", id: String(foreign.id) })).status).toBe(
      404,
    );
    expect((await r.post("/admin/settings/bezorging", { intent: "zone-remove", id: "3000000000" })).status).toBe(400);
    expect(await getDb()("delivery_zones").where({ host_id: other.id })).toHaveLength(1);
    expect((await r.post("/admin/settings/bezorging", { intent: "zone-remove", id: String(zone.id) })).status).toBe(
      200,
    );
    const rows = await auditRows(r.host.id);
    expect(rows.map((a) => a.summary)).toEqual([
      "Bezorggebied toegevoegd",
      "Bezorggebied gewijzigd",
      "Bezorggebied verwijderd",
    ]);
    expect(rows[1].changes).toEqual([
      {
        field: "zone",
        label: "Bezorggebied",
        old: `3500-3599: ${formatEuro(250)}, minimum ${formatEuro(1500)}, gratis vanaf ${formatEuro(2500)}`,
        new: `3500-3600: ${formatEuro(300)}`,
      },
    ]);
  });
});

describe("the pause", () => {
  it("the menu says so at once with the reason, checkout refuses, and it ends by itself at its end time", async () => {
    const r = await restaurant();
    expect(await menuShows(r, (html) => html.includes("Nu open"))).toBe(true);
    const res = await r.post("/admin/settings/bestellen", { intent: "pause", reason: "De oven is kapot.", until: "" });
    expect(res.status).toBe(200);
    expect(
      await menuShows(r, (html) =>
        html.includes(`${r.host.name} neemt op dit moment geen bestellingen aan. De oven is kapot.`),
      ),
    ).toBe(true);

    const host = (await getHost(getDb(), { hostId: r.host.id }))!;
    const cart = testCart(host);
    const [product] = await getDb()("products").where({ host_id: r.host.id }).select("id");
    await keepCart(
      cart,
      addToCart({
        ...cartArgs(cart),
        input: {
          productId: product.id,
          quantity: 1,
          volume: null,
          variation: null,
          includes: {},
          removed: [],
        },
      }),
    );
    const order = checkoutSchema.parse({
      deliver: false,
      address: { street: "", number: "", zipcode: "", city: "", name: "Sanne", phone: "0612345678" },
      time: "asap",
      payment: "cash",
      idempotencyKey: crypto.randomUUID(),
    });
    const customer = await createUser(getDb());
    await expect(placeConfirmed(cart, order, { customerId: customer.id })).rejects.toMatchObject({ status: 409 });

    // the end time passed (set in the past, as the clock would): open again without anyone switching
    await getDb()("hosts")
      .where({ id: r.host.id })
      .update({ paused_until: new Date(Date.now() - 1000) });
    const ended = (await getHost(getDb(), { hostId: r.host.id }))!;
    await expect(
      placeConfirmed(sameSessionAt(cart, ended), order, {
        customerId: customer.id,
      }),
    ).resolves.toMatchObject({ replayed: false });
    const page = await text(await r.get("/admin/settings/bestellen"));
    expect(page).toContain("Pauzeer bestellingen");
  });

  it("an end time ends it; resume opens at once; both are logged", async () => {
    const r = await restaurant();
    expect((await r.post("/admin/settings/bestellen", { intent: "pause", reason: "", until: "25:00" })).status).toBe(
      400,
    );
    expect(
      (await r.post("/admin/settings/bestellen", { intent: "pause", reason: "Druk", until: "23:59" })).status,
    ).toBe(200);
    const host = (await getHost(getDb(), { hostId: r.host.id }))!;
    expect(host.paused).toBe(true);
    expect(host.pausedUntil).not.toBeNull();
    expect((await r.post("/admin/settings/bestellen", { intent: "resume" })).status).toBe(200);
    expect(await menuShows(r, (html) => html.includes("Nu open"))).toBe(true);
    expect((await auditRows(r.host.id)).map((a) => a.summary)).toEqual([
      "Bestellingen gepauzeerd",
      "Bestellingen weer open",
    ]);
  });
});

describe("ordering: escalation, stamp card, marketplace", () => {
  it("stores each, refuses bad input in Dutch and a product of another restaurant", async () => {
    const r = await restaurant();
    const noPhone = await r.post("/admin/settings/bestellen", { intent: "escalation", minutes: "10", adminPhone: "" });
    expect(noPhone.status).toBe(400);
    expect(await text(noPhone)).toContain("Verplicht.");
    const badPhone = await r.post("/admin/settings/bestellen", {
      intent: "escalation",
      minutes: "10",
      adminPhone: "0301234567",
    });
    expect(await text(badPhone)).toContain("Ongeldig nummer");
    expect(
      (await r.post("/admin/settings/bestellen", { intent: "escalation", minutes: "10", adminPhone: "0612345678" }))
        .status,
    ).toBe(200);
    const host = (await getHost(getDb(), { hostId: r.host.id }))!;
    expect([host.settings.escalationMinutes, host.settings.adminPhone]).toEqual([10, "+31612345678"]);

    const other = await createHost(getDb());
    const foreign = await createProduct(getDb(), other.id, { name: "Vreemd", tab: "X", price: 100 });
    expect(
      (await r.post("/admin/settings/bestellen", { intent: "stamp-reward", productId: String(foreign.id) })).status,
    ).toBe(404);
    const [mine] = await getDb()("products").where({ host_id: r.host.id }).select("id");
    expect(
      (await r.post("/admin/settings/bestellen", { intent: "stamp-reward", productId: String(mine.id) })).status,
    ).toBe(200);
    expect((await getHost(getDb(), { hostId: r.host.id }))?.settings.stampRewardProductIds).toEqual([mine.id]);

    expect((await r.post("/admin/settings/bestellen", { intent: "marketplace", sync: "on" })).status).toBe(200);
    expect((await getDb()("organisations").where({ id: r.org.id }).first("marketplace_sync")).marketplace_sync).toBe(
      true,
    );
    expect((await auditRows(r.host.id)).map((a) => a.area)).toEqual(["orders", "orders", "orders"]);
  });
});

describe("subdomain and own domain", () => {
  it("refuses a reserved, malformed or taken perma; a new one answers, the old one redirects for now (307, never stored)", async () => {
    const r = await restaurant();
    const other = await createHost(getDb());
    const reserved = await r.post("/admin/settings/webadres", { intent: "perma", perma: "admin" });
    expect(reserved.status).toBe(400);
    expect(await text(reserved)).toContain(PERMA_RESERVED);
    expect((await r.post("/admin/settings/webadres", { intent: "perma", perma: "-roma" })).status).toBe(400);
    const taken = await r.post("/admin/settings/webadres", { intent: "perma", perma: other.perma });
    expect(taken.status).toBe(409);
    expect(await text(taken)).toContain(PERMA_TAKEN);

    const perma = `roma-${r.org.id}`;
    const moved = await r.post("/admin/settings/webadres", { intent: "perma", perma: ` ${perma.toUpperCase()} ` });
    expect(moved.status).toBe(200);
    expect((await getHost(getDb(), { hostId: r.host.id }))?.perma).toBe(perma);
    const old = await r.get("/order/pizza?x=1", null);
    // a 301 would stay in every browser that saw it past the 90 days (docs/issues/033.md §12)
    expect(old.status).toBe(307);
    expect(old.headers.get("cache-control")).toBe("no-store");
    expect(old.headers.get("location")).toBe(`http://${perma}.localhost:${app.port}/order/pizza?x=1`);
    expect((await r.get("/", null, `${perma}.localhost`)).status).toBe(200);
    // the old name stays the restaurant's for 90 days: another cannot take it
    const [redirect] = await getDb()("host_perma_redirects").where({ host_id: r.host.id }).select("expires_at");
    const days = (new Date(redirect.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(90);
    const thief = await restaurant();
    expect((await thief.post("/admin/settings/webadres", { intent: "perma", perma: r.host.perma })).status).toBe(409);
    const [row] = await auditRows(r.host.id);
    expect(row.changes).toEqual([
      { field: "perma", label: "Webadres", old: `${r.host.perma}.localhost`, new: `${perma}.localhost` },
    ]);
  });

  it("an own domain: validated, unique, its CNAME shown, and checked through an injected resolver", async () => {
    const r = await restaurant();
    expect(await text(await r.post("/admin/settings/webadres", { intent: "domain", url: "geen domein" }))).toContain(
      "Ongeldig domein",
    );
    expect(
      (await r.post("/admin/settings/webadres", { intent: "domain", url: "https://www.roma-test.nl/" })).status,
    ).toBe(200);
    expect((await getHost(getDb(), { hostId: r.host.id }))?.url).toBe("www.roma-test.nl");
    const page = await text(await r.get("/admin/settings/webadres"));
    expect(page).toContain("CNAME");
    expect(page).toContain(`${r.host.perma}.localhost`);
    const actor = { userId: r.admin.id, name: "Anna" };
    const pointing = { resolveCname: async () => [`${r.host.perma}.localhost.`] };
    const elsewhere = { resolveCname: async () => ["parking.example.com"] };
    const failing = { resolveCname: async () => Promise.reject(new Error("ENOTFOUND")) };
    const opts = { platformDomain: "localhost" };
    expect(
      await saveAddress({ hostId: r.host.id, actor, input: { intent: "domain-check" }, ...opts, resolver: pointing }),
    ).toMatchObject({ pointsAtUs: true });
    expect(
      await saveAddress({ hostId: r.host.id, actor, input: { intent: "domain-check" }, ...opts, resolver: elsewhere }),
    ).toMatchObject({ pointsAtUs: false });
    expect(
      await saveAddress({ hostId: r.host.id, actor, input: { intent: "domain-check" }, ...opts, resolver: failing }),
    ).toMatchObject({ pointsAtUs: false });
    const second = await restaurant();
    expect((await second.post("/admin/settings/webadres", { intent: "domain", url: "roma-test.nl" })).status).toBe(409);
  });
});

describe("the audit log", () => {
  it("never holds a Mollie key; staff role changes are logged; admins and root read it, nobody else", async () => {
    const r = await restaurant();
    const key = "live_abcdefghijklmnopqrstuvwxyzQ7k9";
    expect((await r.post("/admin/settings", { intent: "mollie-key", mollieKey: key })).status).toBe(200);
    const cook = await createUser(getDb(), {
      kind: "host",
      organisationId: r.org.id,
      orgRole: "cook",
      name: "Kees Kok",
    });
    expect((await r.post("/admin/users", { intent: "role", id: String(cook.id), role: "order" })).status).toBe(200);
    expect((await r.post("/admin/users", { intent: "remove", id: String(cook.id) })).status).toBe(200);
    const rows = await auditRows(r.host.id);
    expect(rows.map((a) => [a.area, a.summary])).toEqual([
      ["payments", "Mollie-sleutel ingesteld"],
      ["staff", "Rol gewijzigd"],
      ["staff", "Medewerker verwijderd"],
    ]);
    expect(rows[1].changes).toEqual([{ field: "role", label: "Rol van Kees Kok", old: "Kok", new: "Bediening" }]);
    const all = JSON.stringify(await getDb()("audit_log").select("changes", "summary"));
    expect(all).not.toContain(key);
    expect(all).not.toContain("Q7k9"); // not even the last 4 the settings page shows
    expect(rows[0].changes).toEqual([{ field: "mollieKey", label: "Mollie-sleutel", old: null, new: REDACTED }]);

    // a printer: its secret is shown once on the printer page, never in the log
    const mac = `00:11:62:${[r.org.id >> 8, r.org.id & 255, 7].map((n) => (n & 255).toString(16).padStart(2, "0")).join(":")}`;
    const added = await r.post("/admin/settings/printers", { intent: "add", name: "Keuken", mac, paper: "thermal3" });
    expect(added.status).toBe(200);
    const secret = /\/api\/cloudprnt\?key=([A-Za-z0-9_-]{20,})/.exec(await added.text())?.[1];
    expect(secret).toBeTruthy();
    const [printer] = await getDb()("printers").where({ host_id: r.host.id }).select("id");
    expect((await r.post("/admin/settings/printers", { intent: "newkey", id: String(printer.id) })).status).toBe(200);
    const printerRows = (await auditRows(r.host.id)).filter((a) => a.area === "printers");
    expect(printerRows.map((a) => a.summary)).toEqual(["Printer toegevoegd", "Nieuwe printersleutel"]);
    expect(printerRows[1].changes).toEqual([
      { field: "printerSecret", label: "Sleutel van Keuken", old: REDACTED, new: REDACTED },
    ]);
    expect(JSON.stringify(await getDb()("audit_log").select("changes"))).not.toContain(secret);

    const page = await text(await r.get("/admin/settings/wijzigingen"));
    expect(page).toContain("Rol van Kees Kok:");
    expect(page).toContain("Anna Eigenaar");
    const root = await createUser(getDb(), { kind: "root", name: "Rita Root" });
    const rootCookie = await r.session(root.id);
    expect((await r.get("/admin/settings/wijzigingen", rootCookie)).status).toBe(200);
    // root's changes name root
    expect((await r.post("/admin/settings/profiel", { intent: "profile", name: "Door root" }, rootCookie)).status).toBe(
      200,
    );
    expect((await auditRows(r.host.id)).at(-1)?.user_name).toBe("Rita Root (Bestelinfo)");
  });
});

describe("who may", () => {
  it("anonymous goes to login, staff roles and other restaurants' admins get 403, root passes — on every sub-page", async () => {
    const r = await restaurant();
    const db = getDb();
    const cc = await createOrganisation(db);
    await serveHost(db, cc.id, r.host.id);
    const other = await restaurant();
    const refused: Record<string, string> = {
      otherAdmin: other.cookie,
      callcentreAdmin: await r.session(
        (await createUser(db, { kind: "host", organisationId: cc.id, orgRole: "admin" })).id,
      ),
      customer: await r.session((await createUser(db)).id),
    };
    for (const role of ["order", "cook", "courier", "callcenter", "user"] as const) {
      refused[role] = await r.session(
        (await createUser(db, { kind: "host", organisationId: r.org.id, orgRole: role })).id,
      );
    }
    const root = await r.session((await createUser(db, { kind: "root" })).id);
    const forms: Record<string, Record<string, string>> = {
      "/admin/settings/profiel": { intent: "profile", name: "Overgenomen" },
      "/admin/settings/webadres": { intent: "perma", perma: `kaping-${r.org.id}` },
      "/admin/settings/openingstijden": { intent: "closed-today" },
      "/admin/settings/bezorging": { intent: "zone", range: "1000-9999", fee: "0" },
      "/admin/settings/bestellen": { intent: "pause", reason: "Gekaapt", until: "" },
    };
    for (const path of SUB_PAGES) {
      const anonymous = await r.get(path, null);
      expect(anonymous.status, `anonymous ${path}`).toBe(302);
      expect(anonymous.headers.get("location")).toMatch(/^\/login/);
      // the log is read-only: no action at all (405); every other sub-page refuses the post itself
      const postable = path in forms;
      if (postable) expect((await r.post(path, forms[path], null)).status, `anonymous POST ${path}`).toBe(302);
      for (const [who, cookie] of Object.entries(refused)) {
        expect((await r.get(path, cookie)).status, `${who} GET ${path}`).toBe(403);
        if (postable) expect((await r.post(path, forms[path], cookie)).status, `${who} POST ${path}`).toBe(403);
      }
      expect((await r.get(path, root)).status, `root GET ${path}`).toBe(200);
    }
    // nothing changed on the restaurant by any of them
    const host = (await getHost(getDb(), { hostId: r.host.id }))!;
    expect([host.name, host.perma, host.paused]).toEqual([r.host.name, r.host.perma, false]);
    expect(await db("delivery_zones").where({ host_id: r.host.id })).toEqual([]);
    expect(await auditRows(r.host.id)).toEqual([]);
  });

  it("an admin of restaurant A posting to B's settings is refused, and B is unchanged", async () => {
    const a = await restaurant();
    const b = await restaurant();
    const res = await a.post(
      "/admin/settings/bestellen",
      { intent: "pause", reason: "x", until: "" },
      a.cookie,
      b.site,
    );
    expect(res.status).toBe(403);
    expect((await getHost(getDb(), { hostId: b.host.id }))?.paused).toBe(false);
  });

  it("bad bodies: JSON to a form action is a 415, NUL bytes a 400, an unknown intent a Dutch 400", async () => {
    const r = await restaurant();
    const json = await app.fetch(r.site, "/admin/settings/profiel", {
      method: "POST",
      headers: { cookie: r.cookie, origin: `http://${r.site}:${app.port}`, "content-type": "application/json" },
      body: JSON.stringify({ intent: "profile", name: "x" }),
    });
    expect(json.status).toBe(415);
    expect((await r.post("/admin/settings/profiel", { intent: "profile", name: "a\u0000b" })).status).toBe(400);
    const unknown = await r.post("/admin/settings/openingstijden", { intent: "verzin" });
    expect(unknown.status).toBe(400);
    expect(await text(unknown)).toContain("Onbekende actie.");
  });
});
