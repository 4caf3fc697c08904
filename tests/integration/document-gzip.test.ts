// A document Remix renders per request, as gzip with its stylesheet deflated once (decision 109), through
// the real server: a browser's Accept-Encoding gets gzip that gunzips to the very page the plain answer
// is (the nonce and request id aside), with the stylesheet in it; a client that takes brotli alone gets
// brotli from the compression middleware as before, and one that asks for nothing the plain bytes.
// An /api answer carries its length, so one under the middleware's 1 kB threshold goes uncompressed.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { createHost, createOrganisation, createProduct } from "../../db/factory";
import type { AppClient } from "../support/server";
import { sharedAppServer } from "../support/shared-server";

let app: AppClient;
let host: { id: number; perma: string };
let productId: number;

beforeAll(async () => {
  const db = getDb();
  host = await createHost(db, { organisationId: (await createOrganisation(db)).id, name: `Gziphuis ${Date.now()}` });
  productId = (await createProduct(db, host.id, { name: "Tosti", tab: "Snacks", price: 450 })).id;
  app = await sharedAppServer();
}, 120_000);

const CHROMIUM = "gzip, deflate, br, zstd";
const get = (encoding?: string) =>
  app.fetch(`${host.perma}.localhost`, "/privacy", { headers: encoding ? { "accept-encoding": encoding } : {} });
const raw = async (res: Response) => Buffer.from(await res.arrayBuffer());
/** the per-request parts of a page: the CSP nonce and the request id */
const steady = (html: string) =>
  html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/content="[0-9a-f-]{36}"/g, 'content=""')
    .replace(/"requestId":"[^"]*"/g, "");

function builtCss(): string {
  const dir = path.resolve("build/client/assets");
  const file = fs.readdirSync(dir).find((f) => /^tailwind-.*\.css$/.test(f));
  return fs.readFileSync(path.join(dir, file!), "utf8");
}

describe("a rendered document's encoding (decision 109)", () => {
  it("answers a browser gzip that gunzips to the plain page, stylesheet and all", async () => {
    const [gz, plain] = await Promise.all([get(CHROMIUM), get()]);
    expect([gz.status, plain.status]).toEqual([200, 200]);
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gz.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(plain.headers.get("content-encoding")).toBeNull();
    const [gzBytes, plainBytes] = await Promise.all([raw(gz), raw(plain)]);
    const html = zlib.gunzipSync(gzBytes).toString("utf8");
    expect(html).toContain(builtCss().slice(0, 2_000));
    expect(html).toContain("</html>");
    expect(steady(html)).toBe(steady(plainBytes.toString("utf8")));
    // compressed: the 57 kB stylesheet is most of the page
    expect(gzBytes.length).toBeLessThan(plainBytes.length / 3);
  });

  it("leaves brotli alone to the compression middleware, and sends plain bytes to a client that takes neither", async () => {
    const br = await get("br");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(zlib.brotliDecompressSync(await raw(br)).toString("utf8")).toContain("</html>");
    for (const encoding of ["identity", "gzip;q=0, br;q=0"]) {
      const res = await get(encoding);
      expect([encoding, res.headers.get("content-encoding")]).toEqual([encoding, null]);
      expect((await raw(res)).toString("utf8")).toContain("</html>");
    }
  });

  it("sends an /api answer with its length, uncompressed under 1 kB", async () => {
    const res = await app.fetch(`${host.perma}.localhost`, "/api/cart", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-encoding": CHROMIUM },
      body: JSON.stringify({ intent: "add", productId, quantity: 1 }),
    });
    expect(res.status).toBe(200);
    const bytes = await raw(res);
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(Number(res.headers.get("content-length"))).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(1024);
    expect(JSON.parse(bytes.toString("utf8"))).toMatchObject({ result: "OK", cart: { count: 1 } });
  });
});
