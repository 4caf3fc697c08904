// The bulk pages through the real server (docs/issues/015.md §6, bad input): only the restaurant's own admins
// and root may export, import, change prices or copy a group — every staff role, a customer, another
// restaurant's admin and a visitor are refused, and nothing changes; an upload of 10 MB is a 413,
// JSON to the form actions a 415, broken input a 400 in Dutch, never a 500; an admin who
// imports another restaurant's export gets a 404 with the line, nothing saved; the CSV is private.
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { BOM } from "~/domain/menu-csv";
import { createProduct } from "../../db/factory";
import type { AppClient } from "../support/server";
import { sharedAppServer, sharedRedis } from "../support/shared-server";
import { twoRestaurants } from "../support/tenants";

let redis: { url: string };
let app: AppClient;
type TestHost = { id: number; perma: string };
let hostA: TestHost;
let hostB: TestHost;
const ids = { margheritaA: 0, kaasA: 0, funghiA: 0, margheritaB: 0 };
const PEOPLE = ["adminA", "adminB", "root", "customer", "orderA", "userA", "cookA", "courierA", "callcenterA"] as const;
let cookies: Record<(typeof PEOPLE)[number], string>;

beforeAll(async () => {
  redis = sharedRedis();
  const db = getDb();
  ({ hostA, hostB, cookies } = await twoRestaurants(redis.url, PEOPLE, {
    a: { menu: ["Pizza"] },
    b: { menu: ["Pizza"] },
  }));
  const margherita = await createProduct(db, hostA.id, {
    name: "Margherita",
    tab: "Pizza",
    price: 900,
    groups: [{ name: "Kaas", items: ["Mozzarella"] }],
  });
  ids.margheritaA = margherita.id;
  ids.kaasA = margherita.groups[0].id;
  ids.funghiA = (await createProduct(db, hostA.id, { name: "Funghi", tab: "Pizza", price: 1000 })).id;
  ids.margheritaB = (await createProduct(db, hostB.id, { name: "Margherita B", tab: "Pizza", price: 950 })).id;
  app = await sharedAppServer();
}, 90_000);

const on = (host: { perma: string }) => `${host.perma}.localhost`;
const get = (host: TestHost, path: string, cookie = "") =>
  app.fetch(on(host), path, { headers: cookie ? { cookie, accept: "text/html" } : { accept: "text/html" } });
const post = (host: TestHost, path: string, cookie: string, form: Record<string, string>) =>
  app.fetch(on(host), path, {
    method: "POST",
    headers: { cookie, accept: "text/html" },
    body: new URLSearchParams(form),
  });
/** The page a form post renders (the preview in it) and the preview's fingerprint from its hidden field. */
const page = async (res: Response) => {
  // React's SSR separates text nodes with comments; prices are written with a no-break space
  const html = (await res.text()).replaceAll("<!-- -->", "").replaceAll("\u00a0", " ");
  return { html, token: /name="token" value="([^"]+)"/.exec(html)?.[1] ?? "" };
};

/** A multipart body by hand (the test client sends strings): fields and CSV files. */
function multipart(fields: Record<string, string>, files: Record<string, string>) {
  const boundary = "----bestelinfo-test-boundary";
  const parts = [
    ...Object.entries(fields).map(
      ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
    ),
    ...Object.entries(files).map(
      ([k, v]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${k}.csv"\r\nContent-Type: text/csv\r\n\r\n${v}\r\n`,
    ),
  ];
  return { body: `${parts.join("")}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` };
}
const upload = (host: TestHost, cookie: string, fields: Record<string, string>, files: Record<string, string>) => {
  const { body, type } = multipart(fields, files);
  return app.fetch(on(host), "/admin/products/importeren", {
    method: "POST",
    headers: { cookie, accept: "text/html", "content-type": type },
    body,
  });
};
const state = async () =>
  getDb()("products").whereIn("host_id", [hostA.id, hostB.id]).orderBy("id").select("id", "name", "price", "version");
const pricesForm = (intent: string, extra: Record<string, string> = {}) => ({
  intent,
  scope: JSON.stringify({ tab: "Pizza", group: null }),
  kind: "percent",
  direction: "up",
  value: "5",
  volumes: "on",
  ...extra,
});
const copyForm = (intent: string, extra: Record<string, string> = {}) => ({
  intent,
  groupId: String(ids.kaasA),
  productIds: String(ids.funghiA),
  mode: "skip",
  ...extra,
});

describe("bulk pages: who may", () => {
  const pages = [
    "/admin/products",
    "/admin/products/prijzen",
    "/admin/products/keuzegroep",
    "/admin/products/exporteren",
    "/admin/products/importeren",
    "/admin/products/export/producten.csv",
  ];

  it("A's admin and root: every page, the buttons on the list, the CSV private and for A only", async () => {
    for (const cookie of [cookies.adminA, cookies.root])
      for (const path of pages) expect([path, (await get(hostA, path, cookie)).status]).toEqual([path, 200]);
    const list = await (await get(hostA, "/admin/products", cookies.adminA)).text();
    for (const label of ["Prijzen aanpassen", "Exporteren", "Importeren", "Keuzegroep kopiëren"])
      expect(list).toContain(label);
    const csv = await get(hostA, "/admin/products/export/producten.csv", cookies.adminA);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("cache-control")).toContain("private, no-store");
    expect(csv.headers.get("content-disposition")).toBe(`attachment; filename="${hostA.perma}-producten.csv"`);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await csv.arrayBuffer());
    expect(text.startsWith(BOM)).toBe(true);
    expect(text).toContain(`${ids.margheritaA};Margherita;`);
    expect(text).not.toContain("Margherita B");
    expect((await get(hostA, "/admin/products/export/geheim.csv", cookies.adminA)).status).toBe(404);
  });

  it("every staff role, a customer and another restaurant's admin get 403, a visitor the login; nothing changes", async () => {
    const before = await state();
    for (const who of ["orderA", "userA", "cookA", "courierA", "callcenterA", "customer", "adminB"] as const) {
      for (const path of pages)
        expect([who, path, (await get(hostA, path, cookies[who])).status]).toEqual([who, path, 403]);
      expect(
        (await post(hostA, "/admin/products/prijzen", cookies[who], pricesForm("apply", { token: "x" }))).status,
      ).toBe(403);
      expect(
        (await post(hostA, "/admin/products/keuzegroep", cookies[who], copyForm("apply", { token: "x" }))).status,
      ).toBe(403);
      expect(
        (await upload(hostA, cookies[who], { intent: "apply", token: "x" }, { products: "Id;Naam\r\n" })).status,
      ).toBe(403);
    }
    for (const path of pages) {
      const res = await get(hostA, path);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    }
    expect(await state()).toEqual(before);
  });
});

describe("bulk pages: what they do", () => {
  it("prices: preview then save through the page; a stale token is 409; bad input 400; JSON 415", async () => {
    const preview = await post(hostA, "/admin/products/prijzen", cookies.adminA, pricesForm("preview"));
    expect(preview.status).toBe(200);
    const body = await page(preview);
    for (const text of [
      "Voorbeeld: + 5 %",
      "Margherita",
      "€ 9,00",
      "€ 9,45",
      "Funghi",
      "€ 10,50",
      "Opslaan",
      "Annuleren",
    ])
      expect(body.html).toContain(text);
    expect(body.token).not.toBe("");
    expect(
      (await post(hostA, "/admin/products/prijzen", cookies.adminA, pricesForm("apply", { token: "verouderd" })))
        .status,
    ).toBe(409);
    expect((await state()).find((p) => p.id === ids.margheritaA)?.price).toBe(900);
    const saved = await post(
      hostA,
      "/admin/products/prijzen",
      cookies.adminA,
      pricesForm("apply", { token: body.token }),
    );
    expect(saved.status).toBe(200);
    expect((await page(saved)).html).toContain("2 producten hebben een nieuwe prijs.");
    const menu = await (await get(hostA, "/")).text();
    expect(menu).toContain("9,45");

    const bads: Array<Record<string, string>> = [
      { value: "-5" },
      { value: "€ abc" },
      { scope: "{" },
      { kind: "gratis" },
      { value: "1".repeat(30) },
    ];
    for (const bad of bads) {
      const res = await post(hostA, "/admin/products/prijzen", cookies.adminA, pricesForm("preview", bad));
      expect([JSON.stringify(bad), res.status]).toEqual([JSON.stringify(bad), 400]);
      expect((await page(res)).html).toMatch(/role="alert"[^>]*>(?:<p>)?[A-Z][^<]+<\//);
    }
    const json = await app.fetch(on(hostA), "/admin/products/prijzen", {
      method: "POST",
      headers: { cookie: cookies.adminA, "content-type": "application/json" },
      body: JSON.stringify(pricesForm("preview")),
    });
    expect(json.status).toBe(415);
  });

  it("copy group: another restaurant's product or group id is a 404, an id beyond int4 a 400; the real copy works", async () => {
    expect(
      (
        await post(
          hostA,
          "/admin/products/keuzegroep",
          cookies.adminA,
          copyForm("preview", { productIds: String(ids.margheritaB) }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await post(
          hostB,
          "/admin/products/keuzegroep",
          cookies.adminB,
          copyForm("preview", { productIds: String(ids.margheritaB) }),
        )
      ).status,
    ).toBe(404);
    expect(
      (await post(hostA, "/admin/products/keuzegroep", cookies.adminA, copyForm("preview", { groupId: "3000000000" })))
        .status,
    ).toBe(400);
    const preview = await post(hostA, "/admin/products/keuzegroep", cookies.adminA, copyForm("preview"));
    expect(preview.status).toBe(200);
    const { token, html } = await page(preview);
    expect(html).toContain("Kaas van Margherita");
    expect(html).toContain("1 product krijgt de groep. Nog niets opgeslagen.");
    expect((await post(hostA, "/admin/products/keuzegroep", cookies.adminA, copyForm("apply", { token }))).status).toBe(
      200,
    );
    expect(await getDb()("include_groups").where({ product_id: ids.funghiA }).select("name", "host_id")).toEqual([
      { name: "Kaas", host_id: hostA.id },
    ]);
  });

  it("import: B's export into A is a 404 with the line; a 10 MB upload 413; wrong columns 400; nothing saved", async () => {
    const before = await state();
    const theirs = await (await get(hostB, "/admin/products/export/producten.csv", cookies.adminB)).text();
    const refused = await upload(hostA, cookies.adminA, { intent: "preview" }, { products: theirs });
    expect(refused.status).toBe(404);
    expect((await page(refused)).html).toContain(
      `Niets geïmporteerd. Regel 2: er is geen product met id ${ids.margheritaB} bij dit restaurant.`,
    );
    expect((await upload(hostA, cookies.adminA, { intent: "apply", token: "x" }, { products: theirs })).status).toBe(
      404,
    );

    const huge = await upload(
      hostA,
      cookies.adminA,
      { intent: "preview" },
      { products: `Id;Naam\r\n${"x".repeat(10 * 1024 * 1024)}` },
    );
    expect(huge.status).toBe(413);
    // the page's fetcher posts to the route's data URL: the import's 2 MB holds there too (it was 100 kB)
    const big = multipart({ intent: "preview" }, { products: `Naam,Prijs\r\n${"Kroket,2.50\r\n".repeat(40_000)}` });
    const viaFetcher = await app.fetch(on(hostA), "/admin/products/importeren.data", {
      method: "POST",
      headers: { cookie: cookies.adminA, "content-type": big.type },
      body: big.body,
    });
    expect(viaFetcher.status).not.toBe(413);
    expect(viaFetcher.status).toBeLessThan(500);
    const wrong = await upload(
      hostA,
      cookies.adminA,
      { intent: "preview" },
      { products: "Naam,Prijs\r\nKroket,2.50\r\n" },
    );
    expect(wrong.status).toBe(400);
    expect((await page(wrong)).html).toContain("Dit is geen productenbestand");
    expect((await upload(hostA, cookies.adminA, { intent: "preview" }, {})).status).toBe(400);
    expect(await state()).toEqual(before);

    // A's own export, one price changed: preview, then apply through the page
    const mine = (await (await get(hostA, "/admin/products/export/producten.csv", cookies.adminA)).text()).replace(
      ";10,50;",
      ";11,00;",
    );
    const preview = await upload(hostA, cookies.adminA, { intent: "preview" }, { products: mine });
    expect(preview.status).toBe(200);
    const { token, html } = await page(preview);
    expect(html).toContain("0 nieuw, 1 gewijzigd, 0 verwijderd, 1 ongewijzigd.");
    expect(html).toContain("Funghi");
    const applied = await upload(hostA, cookies.adminA, { intent: "apply", token }, { products: mine });
    expect(applied.status).toBe(200);
    expect((await state()).find((p) => p.id === ids.funghiA)?.price).toBe(1100);
  });
});
