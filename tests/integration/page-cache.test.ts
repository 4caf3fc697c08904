// The menu page from the page cache (docs/issues/021.md §1, §2; decision 044) through two real servers
// sharing PostgreSQL and Redis: brotli, gzip or plain by Accept-Encoding with a strong ETag per
// encoding and a 304 on revalidation; a script-src of hashes, no nonce, in the cached document; a
// visitor with a cart or a login gets it plus their islands (decision 054), and the cached document
// (warm) never holds their data; a product renamed on one instance shows on the other within a second.
import crypto from "node:crypto";
import zlib from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { emptyDraft } from "~/domain/product-draft";
import { createHost, createOrganisation, createProduct, createUser } from "../../db/factory";
import { startAppServer, type AppServer } from "../support/server";
import { useRedis } from "../support/redis";
import { createRedisSession } from "../support/session";
import { minuteRoom } from "../support/minute";

let redis: Awaited<ReturnType<typeof useRedis>>;
let one: AppServer;
let two: AppServer;
let host: { id: number; perma: string };
let productId: number;
let admin = "";
let customer = "";
const stamp = Date.now();
const PRODUCT = `Margherita ${stamp}`;
const CUSTOMER_NAME = `Zwaantje${stamp}`;

beforeAll(async () => {
  redis = await useRedis();
  const db = getDb();
  const org = await createOrganisation(db);
  host = await createHost(db, { organisationId: org.id, menu: ["Pizza"], name: `Cachehuis ${stamp}` });
  productId = (await createProduct(db, host.id, { name: PRODUCT, tab: "Pizza", price: 900 })).id;
  admin = await createRedisSession(redis.url, {
    userId: (await createUser(db, { kind: "host", organisationId: org.id, orgRole: "admin" })).id,
  });
  customer = await createRedisSession(redis.url, {
    userId: (await createUser(db, { firstName: CUSTOMER_NAME, lastName: "Klant" })).id,
  });
  [one, two] = await Promise.all([startAppServer({ REDIS_URL: redis.url }), startAppServer({ REDIS_URL: redis.url })]);
}, 120_000);

afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
  await redis?.stop();
});

const on = () => `${host.perma}.localhost`;
const get = (app: AppServer, headers: Record<string, string> = {}) => app.fetch(on(), "/", { headers });
const body = async (res: Response) => {
  const raw = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get("content-encoding");
  const plain = encoding === "br" ? zlib.brotliDecompressSync(raw) : encoding === "gzip" ? zlib.gunzipSync(raw) : raw;
  return plain.toString("utf8");
};

async function addToCart(app: AppServer, cookie?: string): Promise<string> {
  const res = await app.fetch(on(), "/api/cart", {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({
      intent: "add",
      productId,
      quantity: 1,
      volume: null,
      variation: null,
      includes: {},
      removed: [],
      remark: "",
    }),
  });
  expect(res.status).toBe(200);
  return cookie ?? (res.headers.get("set-cookie") ?? "").split(";")[0]!;
}

describe("the menu page from the page cache", () => {
  // a kept document or table is asserted below: its steps fall in one minute (tests/support/minute.ts)
  beforeEach(() => minuteRoom());
  it("answers brotli, gzip or plain by Accept-Encoding, each with its own strong ETag, and 304 when it is unchanged", async () => {
    const br = await get(one, { "accept-encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    const gz = await get(one, { "accept-encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const plain = await get(one, { "accept-encoding": "identity" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    const [brHtml, gzHtml, plainHtml] = await Promise.all([body(br), body(gz), body(plain)]);
    expect(brHtml).toContain(PRODUCT);
    expect(gzHtml).toBe(brHtml);
    expect(plainHtml).toBe(brHtml);
    expect(Number(plain.headers.get("content-length"))).toBe(Buffer.byteLength(plainHtml));

    const tags = [br, gz, plain].map((r) => r.headers.get("etag"));
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/); // strong: no W/
    expect(new Set(tags).size).toBe(3);
    expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(br.headers.get("vary")).toMatch(/cookie/i);
    expect(br.headers.get("cache-control")).toBe("no-cache");
    expect((await get(one, { "accept-encoding": "br" })).headers.get("x-page-cache")).toBe("hit");

    const again = await get(one, { "accept-encoding": "br", "if-none-match": tags[0]! });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    // another encoding's tag is not this answer's
    expect((await get(one, { "accept-encoding": "br", "if-none-match": tags[1]! })).status).toBe(200);
  });

  it("carries every security header a rendered page carries (answered before helmet runs)", async () => {
    const cached = await get(one, { "accept-encoding": "br" });
    expect(cached.headers.get("x-page-cache")).toMatch(/^(hit|miss)$/);
    const rendered = await one.fetch(on(), "/login");
    expect(rendered.headers.get("x-page-cache")).toBeNull();
    const names = [...rendered.headers.keys()].filter((name) =>
      /^(x-frame|x-content-type|x-dns|x-download|x-permitted|x-xss|referrer|origin-agent|cross-origin|strict-transport)/.test(
        name,
      ),
    );
    expect(names.length).toBeGreaterThanOrEqual(8);
    for (const name of names) expect([name, cached.headers.get(name)]).toEqual([name, rendered.headers.get(name)]);
    // the CSP: the same directives; script-src hashes where the rendered page has its nonce
    const directives = (res: Response) =>
      (res.headers.get("content-security-policy") ?? "")
        .split(";")
        .filter((d) => !d.startsWith("script-src"))
        .join(";");
    expect(directives(cached)).toBe(directives(rendered));
    expect(directives(cached)).toContain("frame-ancestors 'none'");
    expect(rendered.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
  });

  it("keeps the CSP strict: no nonce, the sha256 of every inline script", async () => {
    const res = await get(one, { "accept-encoding": "gzip" });
    const csp = res.headers.get("content-security-policy") ?? "";
    const html = await body(res);
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(csp).not.toContain("nonce");
    expect(csp).not.toContain("unsafe-inline'; script");
    expect(html).not.toMatch(/nonce=/);
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attrs]) => !/src=/.test(attrs!),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , code] of inline) {
      expect(csp).toContain(`'sha256-${crypto.createHash("sha256").update(code!).digest("base64")}'`);
    }
  });

  it("gives a visitor with a cart or a login the cached shell plus their island, and the warm cache never holds their data", async () => {
    const anonymous = await body(await get(one));
    const withCart = await addToCart(one);
    const loggedIn = await addToCart(one, customer);

    for (const cookie of [withCart, loggedIn]) {
      const res = await get(one, { cookie });
      // decision 054: the shell with their islands (tests/integration/page-islands.test.ts)
      expect(res.headers.get("x-page-cache")).toMatch(/^(hit|miss), islands$/);
      const html = await body(res);
      // their own cart: the product they have is in it ("Oplaan" once the page has hydrated)
      expect(html).toMatch(new RegExp(`window\\.__islands=.*"_id":"?${productId}\\b`));
    }
    // a cookie whose session holds nothing personal: the cached document is exactly its page
    const emptySession = await createRedisSession(redis.url, {});
    expect((await get(one, { cookie: emptySession })).headers.get("x-page-cache")).toMatch(/^(hit|miss)$/);
    const mine = await body(await get(one, { cookie: loggedIn }));
    expect(mine).toContain(CUSTOMER_NAME);

    // the cache is warm; a visitor without a session gets exactly the anonymous document
    const later = await get(one);
    expect(later.headers.get("x-page-cache")).toBe("hit");
    const html = await body(later);
    expect(html).toBe(anonymous);
    expect(html).not.toContain("Oplaan");
    expect(html).not.toContain(CUSTOMER_NAME);
  });

  it("shows a product renamed on one instance on the other within a second (the bus through Redis)", async () => {
    const before = await get(two);
    expect(await body(before)).toContain(PRODUCT);
    expect((await get(two)).headers.get("x-page-cache")).toBe("hit");

    const renamed = `Margherita Speciale ${stamp}`;
    const version = (await getDb()("products").where({ id: productId, host_id: host.id }).first("version"))
      .version as number;
    const saved = await one.fetch(on(), `/admin/products/${productId}`, {
      method: "POST",
      headers: { cookie: admin, accept: "text/html" },
      body: new URLSearchParams({
        intent: "save",
        version: String(version),
        draft: JSON.stringify({ ...emptyDraft("Pizza"), name: renamed, price: "9,00" }),
      }),
    });
    expect(saved.status).toBeLessThan(400);
    const committed = Date.now();

    let seen = false;
    while (!seen && Date.now() - committed < 1_000) seen = (await body(await get(two))).includes(renamed);
    expect(seen, "the renamed product on the second instance within 1 s").toBe(true);
  });
});

// docs/issues/021.md §3: a chain's public page on the platform domain, served like the directory
describe("/hub2 from the page cache", () => {
  // a kept document or table is asserted below: its steps fall in one minute (tests/support/minute.ts)
  beforeEach(() => minuteRoom());
  const hub = (app: AppServer, path: string) => app.fetch("localhost", path, { headers: { "accept-encoding": "br" } });
  let org: number;
  beforeAll(async () => {
    org = (await getDb()("hosts").where({ id: host.id }).first("organisation_id")).organisation_id as number;
  });

  it("answers a chain's page from memory, and its postcode search and unknown addresses through Remix", async () => {
    const first = await hub(one, `/hub2/${org}`);
    expect(first.status).toBe(200);
    expect(await body(first)).toContain(`Cachehuis ${stamp}`);
    const again = await hub(one, `/hub2/${org}`);
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(again.headers.get("content-encoding")).toBe("br");
    expect((await hub(one, `/hub2/${org}/afhalen`)).headers.get("x-page-cache")).toMatch(/^(hit|miss)$/);
    // personal input (a postcode), a malformed or unknown index: never the cache
    const search = await hub(one, `/hub2/${org}?postcode=3511AA`);
    expect([search.status, search.headers.get("x-page-cache")]).toEqual([200, null]);
    for (const path of ["/hub2/abc", "/hub2/99999999999", "/hub2/2147483000"]) {
      const res = await hub(one, path);
      expect([path, res.status, res.headers.get("x-page-cache")]).toEqual([path, 404, null]);
    }
  });

  it("drops the chain's page on the other instance when one of its restaurants changes", async () => {
    await hub(two, `/hub2/${org}`);
    expect((await hub(two, `/hub2/${org}`)).headers.get("x-page-cache")).toBe("hit");
    const version = (await getDb()("products").where({ id: productId, host_id: host.id }).first("version"))
      .version as number;
    const saved = await one.fetch(on(), `/admin/products/${productId}`, {
      method: "POST",
      headers: { cookie: admin, accept: "text/html" },
      body: new URLSearchParams({
        intent: "save",
        version: String(version),
        draft: JSON.stringify({ ...emptyDraft("Pizza"), name: `Hub ${stamp}`, price: "9,00" }),
      }),
    });
    expect(saved.status).toBeLessThan(400);
    const committed = Date.now();
    let dropped = false;
    while (!dropped && Date.now() - committed < 1_000)
      dropped = (await hub(two, `/hub2/${org}`)).headers.get("x-page-cache") === "miss";
    expect(dropped, "the chain's page rendered again on the second instance within 1 s").toBe(true);
  });
});
