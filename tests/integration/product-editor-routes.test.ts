// /admin/products/:id and /admin/products/nieuw through the real server (docs/issues/015.md §2, §8, bad input):
// another restaurant's product is a 404 for reading and for every write, with nothing changed; a cook
// and another organisation's admin get 403; a broken draft or an id no integer column holds is a 4xx,
// never a 500; an outdated version answers 409 with the newer values on the page.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { emptyDraft, emptyGroup, emptyItem } from "~/domain/product-draft";
import { createProduct } from "../../db/factory";
import type { AppClient } from "../support/server";
import { sharedAppServer, sharedRedis } from "../support/shared-server";
import { twoRestaurants } from "../support/tenants";

let redis: { url: string };
let app: AppClient;
type TestHost = { id: number; perma: string };
let hostA: TestHost;
let hostB: TestHost;
let productA: number;
let productB: number;
const PEOPLE = ["adminA", "adminB", "cookA"] as const;
let cookies: Record<(typeof PEOPLE)[number], string>;

beforeAll(async () => {
  redis = sharedRedis();
  const db = getDb();
  ({ hostA, hostB, cookies } = await twoRestaurants(redis.url, PEOPLE, {
    a: { menu: ["Pizza"] },
    b: { menu: ["Pizza"] },
  }));
  productA = (
    await createProduct(db, hostA.id, {
      name: "Margherita",
      tab: "Pizza",
      price: 900,
      groups: [{ name: "Kaas", items: ["Mozzarella"] }],
    })
  ).id;
  productB = (
    await createProduct(db, hostB.id, {
      name: "Funghi B",
      tab: "Pizza",
      price: 1100,
      groups: [{ name: "Kaas", items: ["Gorgonzola"] }],
    })
  ).id;
  app = await sharedAppServer();
}, 90_000);

const on = (host: { perma: string }) => `${host.perma}.localhost`;
const draft = (name = "Pizza Tonno Speciale", price = "12,50") => ({
  ...emptyDraft("Pizza"),
  name,
  price,
  volumes: [
    { name: "Medium", price: "12,50", count: "" },
    { name: "Groot", price: "16,00", count: "" },
  ],
  groups: [{ ...emptyGroup(), name: "Kaas", items: [{ ...emptyItem(), name: "Mozzarella", price: "1,00" }] }],
});
const post = (host: TestHost, cookie: string, id: number | string, form: Record<string, string>) =>
  app.fetch(on(host), `/admin/products/${id}`, {
    method: "POST",
    headers: { cookie, accept: "text/html" },
    body: new URLSearchParams(form),
  });
const save = (host: TestHost, cookie: string, id: number | string, body: unknown, version?: number) =>
  post(host, cookie, id, {
    intent: "save",
    ...(version ? { version: String(version) } : {}),
    draft: JSON.stringify(body),
  });
const row = (id: number) => getDb()("products").where({ id }).first("name", "price", "version", "host_id");
const groupsOf = (id: number) =>
  getDb()("include_groups").where({ product_id: id }).orderBy("id").select("id", "name", "host_id");

describe("/admin/products/:id", () => {
  it("A's admin opens and saves A's product; a new one redirects to its editor", async () => {
    const page = await app.fetch(on(hostA), `/admin/products/${productA}`, { headers: { cookie: cookies.adminA } });
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const label of [
      "Naam",
      "Omschrijving",
      "Prijs",
      "Tab",
      "Groep",
      "Opslaan",
      "Annuleren",
      "Verwijderen",
      "Dupliceren",
      "Voorbeeld voor de klant",
      "Geschiedenis",
    ])
      expect(html).toContain(label);

    const created = await save(hostA, cookies.adminA, "nieuw", draft());
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toMatch(/^\/admin\/products\/\d+\?toegevoegd=1$/);
    const id = Number(/products\/(\d+)/.exec(created.headers.get("location")!)![1]);
    expect(await row(id)).toMatchObject({ name: "Pizza Tonno Speciale", price: 1250, version: 1, host_id: hostA.id });
    expect((await app.fetch(on(hostA), "/admin/products/nieuw", { headers: { cookie: cookies.adminA } })).status).toBe(
      200,
    );
  });

  it("another restaurant's product: 404 to read, save, delete and duplicate — nothing changes", async () => {
    const before = { product: await row(productB), groups: await groupsOf(productB) };
    expect(
      (await app.fetch(on(hostA), `/admin/products/${productB}`, { headers: { cookie: cookies.adminA } })).status,
    ).toBe(404);
    expect((await save(hostA, cookies.adminA, productB, draft("Gekaapt", "0,01"), 1)).status).toBe(404);
    expect((await post(hostA, cookies.adminA, productB, { intent: "delete", version: "1" })).status).toBe(404);
    expect((await post(hostA, cookies.adminA, productB, { intent: "duplicate" })).status).toBe(404);
    // B's group smuggled into A's product, and into a new product of A
    const bGroup = before.groups[0] as { id: number };
    const smuggled = { ...draft(), groups: [{ ...emptyGroup(), id: bGroup.id, name: "Kaas", items: [] }] };
    expect((await save(hostA, cookies.adminA, productA, smuggled, (await row(productA)).version)).status).toBe(404);
    expect((await save(hostA, cookies.adminA, "nieuw", smuggled)).status).toBe(404);
    expect({ product: await row(productB), groups: await groupsOf(productB) }).toEqual(before);
    expect(await getDb()("include_groups").where({ id: bGroup.id }).first("product_id")).toEqual({
      product_id: productB,
    });
  });

  it("a cook and another organisation's admin are refused (403); nothing changes", async () => {
    const before = await row(productA);
    expect(
      (await app.fetch(on(hostA), `/admin/products/${productA}`, { headers: { cookie: cookies.cookA } })).status,
    ).toBe(403);
    expect((await save(hostA, cookies.cookA, productA, draft("Kok"), before.version)).status).toBe(403);
    expect((await save(hostA, cookies.adminB, productA, draft("Buurman"), before.version)).status).toBe(403);
    expect(
      (await post(hostA, cookies.adminB, productA, { intent: "delete", version: String(before.version) })).status,
    ).toBe(403);
    expect(await row(productA)).toEqual(before);
  });

  it("bad input is a 4xx, never a 500, and nothing is half-saved", async () => {
    const before = await row(productA);
    const broken = draft();
    broken.groups[0].min = "5";
    broken.groups[0].max = "2";
    const minOverMax = await save(hostA, cookies.adminA, productA, broken, before.version);
    expect(minOverMax.status).toBe(400);
    expect(await minOverMax.text()).toContain("Minimaal kan niet meer zijn dan maximaal.");
    expect((await save(hostA, cookies.adminA, productA, draft("Margherita", "20.000"), before.version)).status).toBe(
      400,
    );
    expect((await save(hostA, cookies.adminA, productA, draft(""), before.version)).status).toBe(400);
    expect(
      (
        await post(hostA, cookies.adminA, productA, {
          intent: "save",
          version: String(before.version),
          draft: "{niet json",
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await post(hostA, cookies.adminA, productA, {
          intent: "save",
          version: String(before.version),
          draft: JSON.stringify({ name: "x" }),
        })
      ).status,
    ).toBe(400);
    expect((await post(hostA, cookies.adminA, productA, { intent: "bakken" })).status).toBe(400);
    expect((await post(hostA, cookies.adminA, "nieuw", { intent: "delete", version: "1" })).status).toBe(404);
    for (const id of ["1e10", "3000000000", "-1", "%00", "abc"]) {
      expect(
        (await app.fetch(on(hostA), `/admin/products/${id}`, { headers: { cookie: cookies.adminA } })).status,
      ).toBe(404);
      expect((await save(hostA, cookies.adminA, id, draft(), 1)).status).toBe(404);
    }
    expect(await row(productA)).toEqual(before);
  });

  it("an edit based on an outdated version: 409, the newer values on the page, the first save kept", async () => {
    const { version } = await row(productA);
    expect((await save(hostA, cookies.adminA, productA, draft("Margherita", "9,50"), version)).status).toBe(200);
    const late = await save(hostA, cookies.adminA, productA, draft("Margherita Classica", "8,00"), version);
    expect(late.status).toBe(409);
    const html = await late.text();
    expect(html).toContain("Dit product is intussen door iemand anders gewijzigd");
    // the newer values (a page posted without scripts has only those; the editor shows them beside the owner's own)
    expect(html).toContain("Nieuwste versie laden");
    expect(html.replace(/<!-- -->/g, "")).toContain("Margherita, € 9,50");
    expect(await row(productA)).toMatchObject({ name: "Margherita", price: 950, version: version + 1 });
  });
});
