// /admin/products tabs and product order through the real server (docs/issues/015.md §1): a tab added, renamed
// (on its products too), moved and hidden, a product moved within its tab; the customer's menu (on
// the same server, its cache dropped through menu.changed) shows it at once. Another organisation's
// admin and a cook get 403, another restaurant's product is a 404, and bad input a 400 with a Dutch
// message — nothing changes then.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { createProduct } from "../../db/factory";
import type { AppClient } from "../support/server";
import { sharedAppServer, sharedRedis } from "../support/shared-server";
import { twoRestaurants } from "../support/tenants";
import { eventually } from "../support/eventually";

let redis: { url: string };
let app: AppClient;
type TestHost = { id: number; perma: string };
let hostA: TestHost;
let hostB: TestHost;
const ids = { margherita: 0, funghi: 0, cola: 0, productB: 0 };
const PEOPLE = ["adminA", "adminB", "cookA"] as const;
let cookies: Record<(typeof PEOPLE)[number], string>;

beforeAll(async () => {
  redis = sharedRedis();
  const db = getDb();
  ({ hostA, hostB, cookies } = await twoRestaurants(redis.url, PEOPLE, {
    a: { menu: ["Pizza", "Dranken"], settings: { payment: { pickup: ["cash"], deliver: ["cash"] } } },
    b: { menu: ["Pizza"] },
  }));
  ids.margherita = (await createProduct(db, hostA.id, { name: "Margherita", tab: "Pizza", price: 900 })).id;
  ids.funghi = (await createProduct(db, hostA.id, { name: "Funghi", tab: "Pizza", price: 1000 })).id;
  ids.cola = (await createProduct(db, hostA.id, { name: "Cola", tab: "Dranken", price: 250 })).id;
  ids.productB = (await createProduct(db, hostB.id, { name: "Pizza van B", tab: "Pizza", price: 1100 })).id;
  app = await sharedAppServer();
}, 90_000);

const on = (host: { perma: string }) => `${host.perma}.localhost`;
const post = (host: TestHost, cookie: string, form: Record<string, string>) =>
  app.fetch(on(host), "/admin/products", { method: "POST", headers: { cookie }, body: new URLSearchParams(form) });
const state = async (hostId: number) => {
  const db = getDb();
  const host = await db("hosts")
    .where({ id: hostId })
    .first<{ menu: string[]; hidden: string[] | null }>("menu", db.raw("settings->'hiddenTabs' as hidden"));
  const products = await db("products")
    .where({ host_id: hostId })
    .orderBy(["tab", "sort_order", "id"])
    .select("id", "tab", "sort_order");
  return { ...host, products };
};
/** A page's text as the reader sees it: React's comment markers out, quotes unescaped. */
const text = async (res: Response) =>
  (await res.text())
    .replace(/<!-- -->/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
/** The customer's menu page, as text, with React's comment markers taken out. */
const menuPage = async (host: TestHost) => {
  const res = await app.fetch(on(host), "/");
  expect(res.status).toBe(200);
  return (await res.text()).replace(/<!-- -->/g, "");
};
/** Eventually: the menu cache on the server drops on menu.changed, which travels through Redis. */
async function menuShows(host: TestHost, check: (html: string) => boolean) {
  return eventually("the menu shows the change", async () => check(await menuPage(host)), { timeoutMs: 4_000 });
}

describe("/admin/products: the menu's structure", () => {
  it("the list shows the tabs with their number of products, and ?q= finds a product without scripts", async () => {
    const page = await app.fetch(on(hostA), "/admin/products?q=fung", { headers: { cookie: cookies.adminA } });
    expect(page.status).toBe(200);
    const html = await text(page);
    expect(html).toContain("Zoek een product");
    expect(html).toContain('aria-label="2 producten"');
    expect(html).toContain("1 product gevonden.");
    expect(html).not.toContain(">Margherita<");
    expect(html).toContain(">Funghi<");
  });

  it("moves a product within its tab and a tab among the others; the customer's menu follows", async () => {
    expect(
      (await post(hostA, cookies.adminA, { intent: "product-move", id: String(ids.funghi), direction: "up" })).status,
    ).toBe(200);
    const s = await state(hostA.id);
    expect(s.products.filter((p) => p.tab === "Pizza").map((p) => p.id)).toEqual([ids.funghi, ids.margherita]);
    expect(await menuShows(hostA, (html) => html.indexOf("Funghi") < html.indexOf("Margherita"))).toBe(true);

    const moved = await post(hostA, cookies.adminA, { intent: "tab-move", tab: "Dranken", direction: "up" });
    expect(moved.status).toBe(200);
    expect(await text(moved)).toContain("Tab Dranken verplaatst.");
    expect((await state(hostA.id)).menu).toEqual(["Dranken", "Pizza"]);
    expect(await menuShows(hostA, (html) => html.indexOf("Cola") < html.indexOf("Funghi"))).toBe(true);
  });

  it("renames a tab on its products in the same change, adds one, hides and shows one", async () => {
    expect((await post(hostA, cookies.adminA, { intent: "tab-rename", tab: "Pizza", name: "Pizza's" })).status).toBe(
      200,
    );
    const s = await state(hostA.id);
    expect(s.menu).toEqual(["Dranken", "Pizza's"]);
    expect(
      s.products
        .filter((p) => p.tab === "Pizza's")
        .map((p) => p.id)
        .sort(),
    ).toEqual([ids.margherita, ids.funghi].sort());
    expect(await menuShows(hostA, (html) => html.includes("Pizza's") && !/>Pizza</.test(html))).toBe(true);

    expect((await post(hostA, cookies.adminA, { intent: "tab-add", name: "Salades" })).status).toBe(200);
    expect((await state(hostA.id)).menu).toEqual(["Dranken", "Pizza's", "Salades"]);

    expect((await post(hostA, cookies.adminA, { intent: "tab-hide", tab: "Dranken" })).status).toBe(200);
    expect((await state(hostA.id)).hidden).toEqual(["Dranken"]);
    expect(await menuShows(hostA, (html) => !html.includes("Cola") && html.includes("Margherita"))).toBe(true);
    const admin = await (await app.fetch(on(hostA), "/admin/products", { headers: { cookie: cookies.adminA } })).text();
    expect(admin).toContain("Verborgen voor klanten");
    expect(admin).toContain("Cola");
    // not for sale either: a direct post to the cart cannot add a product of a hidden tab
    const sneaked = await app.fetch(on(hostA), "/api/cart", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ intent: "add", productId: ids.cola, quantity: 1 }),
    });
    expect(sneaked.status).toBeGreaterThanOrEqual(400);
    expect(sneaked.status).toBeLessThan(500);
    expect((await sneaked.json()).message).toBe("Cola is niet meer beschikbaar. Haal het uit je winkelmandje.");

    expect((await post(hostA, cookies.adminA, { intent: "tab-show", tab: "Dranken" })).status).toBe(200);
    expect(await menuShows(hostA, (html) => html.includes("Cola"))).toBe(true);
  });

  it("bad input: 400 with a Dutch message, nothing changed", async () => {
    const before = await state(hostA.id);
    const cases: Array<[Record<string, string>, string]> = [
      [{ intent: "tab-add", name: "   " }, "Geef de tab een naam."],
      [{ intent: "tab-add", name: "dranken" }, "Er is al een tab met deze naam."],
      [{ intent: "tab-rename", tab: "Dranken", name: "Salades" }, "Er is al een tab met deze naam."],
      [{ intent: "tab-rename", tab: "Dranken", name: "" }, "Geef de tab een naam."],
      [{ intent: "tab-rename", tab: "Soepen", name: "Soep" }, "Deze tab bestaat niet (meer). Ververs de pagina."],
      [{ intent: "tab-move", tab: "Soepen", direction: "up" }, "Deze tab bestaat niet (meer). Ververs de pagina."],
      [{ intent: "tab-hide", tab: "Soepen" }, "Deze tab bestaat niet (meer). Ververs de pagina."],
      [{ intent: "tab-move", tab: "Dranken", direction: "opzij" }, "Kies omhoog of omlaag."],
      [{ intent: "tab-add", name: "extra" }, "De naam 'extra' is voor de extra's; kies een andere naam."],
      [{ intent: "verwijder-alles" }, "Onbekende actie."],
    ];
    for (const [form, message] of cases) {
      const res = await post(hostA, cookies.adminA, form);
      expect(res.status, JSON.stringify(form)).toBe(400);
      // a page posted without scripts shows the refusal above the list
      expect(await text(res)).toContain(message);
    }
    expect(await state(hostA.id)).toEqual(before);
  });

  it("another restaurant: its product is a 404, another organisation's admin and a cook get 403; nothing changes", async () => {
    const beforeA = await state(hostA.id);
    const beforeB = await state(hostB.id);
    expect(
      (await post(hostA, cookies.adminA, { intent: "product-move", id: String(ids.productB), direction: "down" }))
        .status,
    ).toBe(404);
    for (const cookie of [cookies.adminB, cookies.cookA]) {
      expect((await post(hostA, cookie, { intent: "tab-rename", tab: "Dranken", name: "Gekaapt" })).status).toBe(403);
      expect((await post(hostA, cookie, { intent: "tab-hide", tab: "Dranken" })).status).toBe(403);
      expect(
        (await post(hostA, cookie, { intent: "product-move", id: String(ids.cola), direction: "up" })).status,
      ).toBe(403);
    }
    // B's admin on B's own site cannot reach A's tabs: they are not B's (unknown tab), and B's order is B's own
    expect((await post(hostB, cookies.adminB, { intent: "tab-rename", tab: "Dranken", name: "Gekaapt" })).status).toBe(
      400,
    );
    expect(
      (await post(hostB, cookies.adminB, { intent: "product-move", id: String(ids.cola), direction: "up" })).status,
    ).toBe(404);
    expect(await state(hostA.id)).toEqual(beforeA);
    expect(await state(hostB.id)).toEqual(beforeB);
  });
});
