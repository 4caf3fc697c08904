// Root suspends a restaurant and lifts it again (docs/issues/016.md §1, §6) through the real server: a
// suspended restaurant's menu and checkout answer the Dutch "tijdelijk niet beschikbaar" page (403),
// cart, order placement and payment refuse with a Dutch message, it is gone from the directory, its
// data stays, and its staff still log in and see the board. Only root may suspend, lift or open a
// restaurant's admin; anonymous, customers, a restaurant's admin or cook and another restaurant's
// admin are refused. Root's /hosts lists, filters and searches.
import crypto from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { SUSPENDED_ORDERS } from "~/domain/suspension";
import { createHost, createOrder, createOrganisation, createProduct, createUser } from "../../db/factory";
import type { AppClient } from "../support/server";
import { sharedAppServer, sharedRedis } from "../support/shared-server";
import { createRedisSession } from "../support/session";
import { runsAloneAmongSweepers } from "../support/sweepers";

runsAloneAmongSweepers();

let redis: { url: string };
let app: AppClient;
let host: { id: number; perma: string; name: string };
let productId = 0;
const cookies = { root: "", admin: "", cook: "", otherAdmin: "", customer: "" };

beforeAll(async () => {
  redis = sharedRedis();
  const db = getDb();
  const org = await createOrganisation(db);
  const other = await createOrganisation(db);
  const allDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: "00:00", closes: "24:00" }));
  host = await createHost(db, {
    organisationId: org.id,
    name: `Frituur Geschorst ${Date.now()}`,
    menu: ["Friet"],
    openingHours: allDay,
    settings: { payment: { pickup: ["cash"], deliver: ["cash"] } },
  });
  productId = (await createProduct(db, host.id, { name: "Frikandel", tab: "Friet", price: 230 })).id;
  await createOrder(db, host.id, { items: [{ productId }] });
  const session = async (user: { id: number }) => createRedisSession(redis.url, { userId: user.id });
  cookies.root = await session(await createUser(db, { kind: "root" }));
  cookies.admin = await session(await createUser(db, { kind: "host", organisationId: org.id, orgRole: "admin" }));
  cookies.cook = await session(await createUser(db, { kind: "host", organisationId: org.id, orgRole: "cook" }));
  cookies.otherAdmin = await session(
    await createUser(db, { kind: "host", organisationId: other.id, orgRole: "admin" }),
  );
  cookies.customer = await session(await createUser(db));
  app = await sharedAppServer();
}, 90_000);

const site = () => `${host.perma}.localhost`;
const platformOrigin = () => app.url("localhost", "").replace(/\/$/, "");
const text = async (res: Response) => (await res.text()).replace(/<!-- -->/g, "").replace(/&#x27;|&#39;/g, "'");

function rootAction(form: Record<string, string>, cookie: string | null, on = "localhost") {
  return app.fetch(on, "/hosts", {
    method: "POST",
    headers: {
      origin: on === "localhost" ? platformOrigin() : `http://${on}:${app.port}`,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(form),
  });
}

function api(path: string, body: object, cookie = cookies.customer) {
  return app.fetch(site(), path, {
    method: "POST",
    headers: { origin: `http://${site()}:${app.port}`, "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });
}

const suspendedAt = async () =>
  (await getDb()("hosts").where({ id: host.id }).first("suspended_at", "suspended_reason")) as {
    suspended_at: Date | null;
    suspended_reason: string | null;
  };

describe("the new restaurant's checklist (POST /admin/checklist)", () => {
  it("is the restaurant's admins' and root's only", async () => {
    const post = (cookie: string | null) =>
      app.fetch(site(), "/admin/checklist", {
        method: "POST",
        headers: { origin: `http://${site()}:${app.port}`, ...(cookie ? { cookie } : {}) },
        body: new URLSearchParams({ intent: "done", key: "hours" }),
      });
    const anonymous = await post(null);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login/);
    for (const who of ["customer", "cook", "otherAdmin"] as const)
      expect((await post(cookies[who])).status, who).toBe(403);
    const settings = async () =>
      ((await getDb()("hosts").where({ id: host.id }).first("settings")) as { settings: { checklist?: object } })
        .settings.checklist;
    expect(await settings()).toBeUndefined();
    expect((await post(cookies.admin)).status).toBe(200);
    expect((await post(cookies.root)).status).toBe(200);
    expect(await settings()).toEqual({ hours: true });
    const bad = await app.fetch(site(), "/admin/checklist", {
      method: "POST",
      headers: { origin: `http://${site()}:${app.port}`, cookie: cookies.admin },
      body: new URLSearchParams({ intent: "done", key: "alles" }),
    });
    expect(bad.status).toBe(400);
  });
});

describe("suspending a restaurant", () => {
  it("only root may suspend, lift or open one's admin", async () => {
    const anonymous = await rootAction({ intent: "suspend", hostId: String(host.id), reason: "test" }, null);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/login/);
    for (const who of ["customer", "admin", "cook", "otherAdmin"] as const) {
      for (const intent of ["suspend", "lift", "open"]) {
        const res = await rootAction({ intent, hostId: String(host.id), reason: "niet betaald" }, cookies[who]);
        expect(res.status, `${who} ${intent}`).toBe(403);
      }
    }
    // on the restaurant's own domain there is no root list to post to
    expect(
      (await rootAction({ intent: "suspend", hostId: String(host.id), reason: "x" }, cookies.root, site())).status,
    ).toBe(404);
    expect((await suspendedAt()).suspended_at).toBeNull();
  });

  it("refuses bad input with a Dutch 4xx", async () => {
    expect((await rootAction({ intent: "suspend", hostId: String(host.id), reason: "  " }, cookies.root)).status).toBe(
      400,
    );
    expect(await text(await rootAction({ intent: "suspend", hostId: String(host.id) }, cookies.root))).toContain(
      "Geef een reden op.",
    );
    expect((await rootAction({ intent: "suspend", hostId: "3000000000", reason: "x" }, cookies.root)).status).toBe(400);
    expect((await rootAction({ intent: "lift", hostId: "2147483000" }, cookies.root)).status).toBe(404);
    expect((await rootAction({ intent: "verzin", hostId: "1" }, cookies.root)).status).toBe(400);
    const json = await app.fetch("localhost", "/hosts", {
      method: "POST",
      headers: { origin: platformOrigin(), cookie: cookies.root, "content-type": "application/json" },
      body: "{}",
    });
    expect(json.status).toBe(415);
    expect((await suspendedAt()).suspended_at).toBeNull();
  });

  it("a suspended restaurant shows 'tijdelijk niet beschikbaar', takes no orders, leaves the directory and keeps its data", async () => {
    // a cart from before the suspension
    const before = await api("/api/cart", { intent: "add", productId, quantity: 1 });
    expect(before.status).toBe(200);
    const cartCookie = before.headers.get("set-cookie")?.split(";")[0] ?? cookies.customer;
    expect(await text(await app.fetch("localhost", "/hosts/all"))).toContain(host.name);

    const res = await rootAction(
      { intent: "suspend", hostId: String(host.id), reason: "Facturen niet betaald" },
      cookies.root,
    );
    expect(res.status).toBe(200);
    expect(await suspendedAt()).toMatchObject({ suspended_reason: "Facturen niet betaald" });

    // at once (the tenant cache dropped through host.changed)
    const menu = await app.fetch(site(), "/");
    expect(menu.status).toBe(403);
    const html = await text(menu);
    expect(html).toContain("Tijdelijk niet beschikbaar");
    expect(html).toContain(`${host.name} is tijdelijk niet beschikbaar`);
    expect(html).not.toContain("Frikandel");
    expect((await app.fetch(site(), "/order/checkout", { headers: { cookie: cartCookie } })).status).toBe(403);
    // the customer's other pages of the restaurant too (docs/issues/033.md §3: every path)
    for (const path of ["/club", "/favoriet", "/beoordeling/1"]) {
      const page = await app.fetch(site(), path, { headers: { cookie: cartCookie } });
      expect(page.status, path).toBe(403);
      expect(await text(page), path).toContain("Tijdelijk niet beschikbaar");
    }

    for (const [path, body] of [
      ["/api/cart", { intent: "add", productId, quantity: 1 }],
      [
        "/api/order/place",
        {
          deliver: true,
          street: "Voorstraat",
          number: "45",
          zipcode: "3512 AK",
          city: "Utrecht",
          name: "Sanne",
          phone: "0612345678",
          time: "asap",
          payment: "cash",
          idempotencyKey: crypto.randomUUID(),
          confirmedTotal: 1200,
        },
      ],
      ["/api/payment/request", { order: 1 }],
    ] as const) {
      const refused = await api(path, body, cartCookie);
      expect(refused.status, path).toBe(403);
      expect(await refused.json(), path).toMatchObject({ result: "ERROR", message: SUSPENDED_ORDERS });
    }
    expect(
      await getDb()("orders")
        .where({ host_id: host.id })
        .count("* as n")
        .first()
        .then((r) => Number(r?.n)),
    ).toBe(1);

    // not in the directory, data kept, staff still work
    expect(await text(await app.fetch("localhost", "/hosts/all"))).not.toContain(host.name);
    expect(await getDb()("products").where({ id: productId, host_id: host.id }).first()).toBeTruthy();
    const board = await app.fetch(site(), "/orders", { headers: { cookie: cookies.admin } });
    expect(board.status).toBe(200);
    expect((await app.fetch(site(), "/admin/products", { headers: { cookie: cookies.admin } })).status).toBe(200);
    expect((await app.fetch(site(), "/login")).status).toBe(200);

    // root's list: filter and search
    const list = await text(
      await app.fetch("localhost", `/hosts?status=suspended&q=${encodeURIComponent("geschorst")}`, {
        headers: { cookie: cookies.root },
      }),
    );
    expect(list).toContain(host.name);
    expect(list).toContain("Facturen niet betaald");
    expect(list).toContain("Schorsing opheffen");
    const live = await text(
      await app.fetch("localhost", `/hosts?status=live&q=${encodeURIComponent(host.perma)}`, {
        headers: { cookie: cookies.root },
      }),
    );
    expect(live).not.toContain(host.name);

    // lifted: the menu is back
    expect((await rootAction({ intent: "lift", hostId: String(host.id) }, cookies.root)).status).toBe(200);
    expect((await suspendedAt()).suspended_at).toBeNull();
    const back = await app.fetch(site(), "/");
    expect(back.status).toBe(200);
    expect(await text(back)).toContain("Frikandel");
  });

  it("root's list shows status, today's orders and the last order; 'Beheer openen' hops to the restaurant's board", async () => {
    const list = await text(
      await app.fetch("localhost", `/hosts?q=${encodeURIComponent(host.perma)}`, { headers: { cookie: cookies.root } }),
    );
    expect(list).toContain(host.name);
    expect(list).toContain("Vandaag 1 bestelling");
    expect(list).not.toContain("laatste bestelling nog geen");
    // anyone else on /hosts gets the public directory
    expect(await text(await app.fetch("localhost", "/hosts", { headers: { cookie: cookies.admin } }))).not.toContain(
      "Beheer openen",
    );

    const open = await rootAction({ intent: "open", hostId: String(host.id) }, cookies.root);
    expect(open.status).toBe(302);
    const location = new URL(open.headers.get("location") ?? "");
    expect(location.host).toBe(`${site()}:${app.port}`);
    const hop = await app.fetch(site(), location.pathname, {
      method: "POST",
      headers: { origin: `http://${site()}:${app.port}` },
      body: new URLSearchParams({}),
    });
    expect(hop.status).toBe(302);
    expect(hop.headers.get("location")).toBe("/orders");
    const cookie = hop.headers.get("set-cookie")?.split(";")[0] ?? "";
    expect((await app.fetch(site(), "/orders", { headers: { cookie } })).status).toBe(200);
  });

  it("root sees which restaurants are linked to Thuisbezorgd, their last order from there and what is owed (docs/issues/018.md §1)", async () => {
    const db = getDb();
    const unlinked = await createHost(db, { organisationId: (await createOrganisation(db)).id });
    await db("marketplace_links").insert({ host_id: host.id, external_id: `root-${crypto.randomUUID()}` });
    await db("marketplace_orders").insert({
      host_id: host.id,
      external_id: crypto.randomUUID(),
      raw: "{}",
      status: "placed",
      ack: "pending",
    });
    const list = (status: string, cookie: string) =>
      app.fetch("localhost", `/hosts?status=${status}`, { headers: { cookie } }).then(text);
    const linked = await list("thuisbezorgd", cookies.root);
    expect(linked).toContain(host.name);
    expect(linked).not.toContain(unlinked.name);
    expect(linked).toMatch(
      /Thuisbezorgd: gekoppeld · laatste bestelling \d+ \w+\.?,? \d\d:\d\d · 1 wacht op bevestiging/,
    );
    // switched off: still listed, said so
    await db("marketplace_links").where({ host_id: host.id }).update({ active: false });
    expect(await list("thuisbezorgd", cookies.root)).toContain("Thuisbezorgd: koppeling uit");
    // the unlinked one says nothing about Thuisbezorgd in the full list; nobody but root sees any of it
    expect(await list("all", cookies.root)).toContain(unlinked.name);
    expect(await list("thuisbezorgd", cookies.admin)).not.toContain("Thuisbezorgd: ");
    expect(await list("thuisbezorgd", "")).not.toContain("wacht op bevestiging");
  });
});
