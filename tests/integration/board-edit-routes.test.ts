// docs/issues/006.md points 3 and 4 through the real server: the staff's "add a product" endpoint and the
// host admin's message templates page, each refusing other restaurants, other roles, other
// origins and bad input (403/400, never 500, nothing changed), and B's wording never shown to A.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { renderTemplate } from "~/services/notify.server";
import { createOrder, createProduct } from "../../db/factory";
import type { AppClient } from "../support/server";
import { sharedAppServer, sharedRedis } from "../support/shared-server";
import { twoRestaurants } from "../support/tenants";

let redis: { url: string };
let app: AppClient;
type TestHost = { id: number; perma: string; name: string };
let hostA: TestHost;
let hostB: TestHost;
const PEOPLE = ["adminA", "adminB", "orderA", "orderB"] as const;
let cookies: Record<(typeof PEOPLE)[number], string>;

beforeAll(async () => {
  redis = sharedRedis();
  ({ hostA, hostB, cookies } = await twoRestaurants(redis.url, PEOPLE));
  app = await sharedAppServer();
}, 90_000);

const on = (host: { perma: string }) => `${host.perma}.localhost`;
const PAGE = "/admin/settings/berichten";
const saveTemplate = (host: TestHost, cookie: string, form: Record<string, string>, origin?: string) =>
  app.fetch(on(host), PAGE, {
    method: "POST",
    headers: { cookie, ...(origin ? { origin } : {}) },
    body: new URLSearchParams(form),
  });
const templatesOf = (host: TestHost) =>
  getDb()("notification_templates").where({ host_id: host.id }).orderBy("id").select("type", "sub", "message");

describe(PAGE, () => {
  it("lets A's admin read and reword A's messages, and empty goes back to our default", async () => {
    const page = await app.fetch(on(hostA), PAGE, { headers: { cookie: cookies.adminA } });
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const label of [
      "iDEAL-betaling ontvangen",
      "Klaar om af te halen",
      "Bestelling aangenomen",
      "Afgerond",
      "Tijd doorgegeven",
      "Eerder klaar",
      "Later klaar",
      "Onderweg (bezorging)",
      "Thuisbezorgd-bestelling aangenomen",
    ]) {
      expect(html).toContain(label);
    }
    expect(html).toContain("{restaurant}");

    const own = "Hoi {naam}, we gaan aan de slag met bestelling {nummer}!";
    expect((await saveTemplate(hostA, cookies.adminA, { type: "order", sub: "", message: own })).status).toBe(200);
    expect(await templatesOf(hostA)).toEqual([{ type: "order", sub: "", message: own }]);
    expect(await (await app.fetch(on(hostA), PAGE, { headers: { cookie: cookies.adminA } })).text()).toContain(
      "we gaan aan de slag",
    );
    // the notifications read it: the next "accepted" message is the host's own
    const order = {
      id: 1,
      number: 12,
      customerId: null,
      customerName: "Eva de Vries",
      phone: "0612345678",
      due: new Date(),
    };
    expect(await renderTemplate(getDb(), hostA, order, { type: "order", sub: "" })).toBe(
      "Hoi Eva, we gaan aan de slag met bestelling 12!",
    );

    expect((await saveTemplate(hostA, cookies.adminA, { type: "order", sub: "", message: "  " })).status).toBe(200);
    expect(await templatesOf(hostA)).toEqual([]);
    expect(await renderTemplate(getDb(), hostA, order, { type: "order", sub: "" })).toContain(
      `${hostA.name} heeft je bestelling 12 aangenomen`,
    );
  });

  it("refuses texts that would never be sent and unknown situations (400, nothing saved)", async () => {
    expect(
      (await saveTemplate(hostA, cookies.adminA, { type: "due", sub: "late", message: "Later, sorry" })).status,
    ).toBe(400);
    expect(
      (
        await saveTemplate(hostA, cookies.adminA, {
          type: "due",
          sub: "",
          message: "Een bericht van meer dan twintig tekens",
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await saveTemplate(hostA, cookies.adminA, {
          type: "pizza",
          sub: "",
          message: "Een bericht van meer dan twintig tekens",
        })
      ).status,
    ).toBe(400);
    expect((await saveTemplate(hostA, cookies.adminA, {})).status).toBe(400);
    expect(await templatesOf(hostA)).toEqual([]);
  });

  it("keeps A's admin out of B's messages, and B's wording out of A's page", async () => {
    const bOwn = "Alleen bij B: bestelling {nummer} is aangenomen.";
    expect((await saveTemplate(hostB, cookies.adminB, { type: "order", sub: "", message: bOwn })).status).toBe(200);

    expect((await app.fetch(on(hostB), PAGE, { headers: { cookie: cookies.adminA } })).status).toBe(403);
    const attempt = await saveTemplate(hostB, cookies.adminA, {
      type: "order",
      sub: "",
      message: "Overgenomen door A, dit mag nooit.",
    });
    expect(attempt.status).toBe(403);
    expect(await templatesOf(hostB)).toEqual([{ type: "order", sub: "", message: bOwn }]);
    expect(await (await app.fetch(on(hostA), PAGE, { headers: { cookie: cookies.adminA } })).text()).not.toContain(
      "Alleen bij B",
    );
    expect(await templatesOf(hostA)).toEqual([]);
  });

  it("is for the host's admin only, from our own pages", async () => {
    expect((await app.fetch(on(hostA), PAGE, { headers: { cookie: cookies.orderA } })).status).toBe(403);
    expect(
      (
        await saveTemplate(hostA, cookies.orderA, {
          type: "archive",
          sub: "",
          message: "Bedankt en tot de volgende keer!",
        })
      ).status,
    ).toBe(403);
    const evilForm = { type: "archive", sub: "", message: "Bedankt en tot de volgende keer!" };
    // what the page's fetcher posts (Remix's data request) reaches our Origin check: 403
    const evil = await app.fetch(on(hostA), `${PAGE}?_data=routes%2Fadmin.settings_.berichten`, {
      method: "POST",
      headers: { cookie: cookies.adminA, origin: "http://evil.example" },
      body: new URLSearchParams(evilForm),
    });
    expect(evil.status).toBe(403);
    // a plain form post from elsewhere is stopped by Remix's own CSRF guard before the action
    await saveTemplate(hostA, cookies.adminA, evilForm, "http://evil.example");
    expect((await app.fetch(on(hostA), PAGE)).status).toBe(302);
    expect(await templatesOf(hostA)).toEqual([]);
  });
});

describe("POST /api/board/:id/add", () => {
  const add = (host: TestHost, cookie: string, id: number, body: unknown) =>
    app.fetch(on(host), `/api/board/${id}/add`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("adds for A's staff only, answers bad input with 400, and gives the menu for the dialog", async () => {
    const db = getDb();
    const cola = await createProduct(db, hostA.id, { name: "Cola Zero", price: 275 });
    const order = await createOrder(db, hostA.id, {
      status: "order",
      paymentMethod: "cash",
      items: [{ name: "Margherita", unitPrice: 950 }],
    });
    const amount = async () => (await db("orders").where({ id: order.id }).first<{ amount: number }>("amount"))!.amount;
    const before = await amount();

    const menu = await app.fetch(on(hostA), `/api/board/${order.id}/add`, { headers: { cookie: cookies.orderA } });
    expect(menu.status).toBe(200);
    expect(JSON.stringify(await menu.json())).toContain("Cola Zero");
    expect(
      (await app.fetch(on(hostA), `/api/board/${order.id}/add`, { headers: { cookie: cookies.orderB } })).status,
    ).toBe(403);

    expect((await add(hostA, cookies.orderB, order.id, { productId: cola.id })).status).toBe(403);
    expect((await add(hostB, cookies.orderB, order.id, { productId: cola.id })).status).toBe(404);
    expect((await add(hostA, cookies.orderA, order.id, { productId: "cola" })).status).toBe(400);
    expect((await add(hostA, cookies.orderA, order.id, { productId: cola.id, quantity: 0 })).status).toBe(400);
    expect(await amount()).toBe(before);

    const ok = await add(hostA, cookies.orderA, order.id, { productId: cola.id, quantity: 2 });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ result: "OK", order: { id: order.id, amount: before + 550 } });
    expect(await amount()).toBe(before + 550);
  });
});
