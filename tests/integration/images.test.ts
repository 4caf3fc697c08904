// Images (docs/issues/015.md §5, docs/issues/016.md §2) through the real server: a phone photo with EXIF orientation and
// a GPS position comes out upright, resized and without metadata; not an image, a decompression
// bomb or a file over 10 MB is refused in Dutch (400/413), a 50 MB body elsewhere still 413; the
// variants are served immutable with an ETag and 304; and everything is the restaurant's own:
// another restaurant's admin can neither attach nor delete its image, staff without the admin role
// and anonymous visitors are refused on every new action, and the look page refuses an unreadable colour.
import { beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { getDb } from "~/db.server";
import { emptyDraft } from "~/domain/product-draft";
import type { ImageRef } from "~/domain/images";
import { variantSizes } from "~/models/images.server";
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
const PEOPLE = ["adminA", "adminB", "cookA", "orderA", "root"] as const;
let cookies: Record<(typeof PEOPLE)[number], string>;

beforeAll(async () => {
  redis = sharedRedis();
  const db = getDb();
  ({ hostA, hostB, cookies } = await twoRestaurants(redis.url, PEOPLE, {
    a: { menu: ["Pizza"] },
    b: { menu: ["Pizza"] },
  }));
  productA = (await createProduct(db, hostA.id, { name: "Margherita", tab: "Pizza", price: 900 })).id;
  productB = (await createProduct(db, hostB.id, { name: "Funghi B", tab: "Pizza", price: 1100 })).id;
  app = await sharedAppServer();
}, 90_000);

const on = (host: { perma: string }) => `${host.perma}.localhost`;
const origin = (host: { perma: string }) => `http://${on(host)}:${app.port}`;

/** A multipart body as a browser sends it: fields, then the file. */
function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Uint8Array }) {
  const boundary = `----bestelinfo${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(Buffer.from(file.bytes));
    parts.push(Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

async function upload(
  host: TestHost,
  cookie: string,
  kind: string,
  bytes: Uint8Array,
  name = "IMG_0001.jpg",
  type = "image/jpeg",
) {
  const { body, type: contentType } = multipart({ intent: "upload", kind }, { name, type, bytes });
  const res = await app.fetch(on(host), "/api/images", {
    method: "POST",
    headers: { cookie, origin: origin(host), "content-type": contentType, accept: "application/json" },
    body,
  });
  return { status: res.status, json: (await res.json()) as { result: string; message?: string; image?: ImageRef } };
}

/**
 * A phone photo: 1200×900 as the sensor saw it (left half red, right half blue), stored with EXIF
 * orientation 6 (turn 90° clockwise to view) and a GPS position, as an iPhone writes it.
 */
async function phonePhoto(): Promise<Buffer> {
  const half = { width: 600, height: 900, channels: 3 as const };
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: "#ff0000" } })
    .composite([{ input: { create: { ...half, background: "#0000ff" } }, left: 600, top: 0 }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "Apple", Model: "iPhone 15" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "52/1 22/1 1234/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "4/1 53/1 4321/100",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const saveProduct = async (host: TestHost, cookie: string, id: number, image: ImageRef | null) => {
  const version = (await getDb()("products").where({ id }).first<{ version: number }>("version")).version;
  const draft = { ...emptyDraft("Pizza"), name: "Margherita", price: "9,00", image };
  return app.fetch(on(host), `/admin/products/${id}`, {
    method: "POST",
    headers: { cookie, accept: "text/html", origin: origin(host) },
    body: new URLSearchParams({ intent: "save", version: String(version), draft: JSON.stringify(draft) }),
  });
};

const lookPost = (host: TestHost, cookie: string, form: Record<string, string>) =>
  app.fetch(on(host), "/admin/settings/uiterlijk", {
    method: "POST",
    headers: { cookie, origin: origin(host), accept: "text/html" },
    body: new URLSearchParams({ intent: "look", ...form }),
  });

describe("POST /api/images", () => {
  it("turns a phone photo upright, strips its EXIF (GPS), stores every width as WebP and JPEG", async () => {
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).orientation).toBe(6);
    const { status, json } = await upload(hostA, cookies.adminA, "product", original);
    expect(status).toBe(200);
    const image = json.image!;
    // upright: 900 wide, 1200 high
    expect(image).toMatchObject({ kind: "product", width: 640, height: 853 });
    expect(image.key).toMatch(/^[0-9a-f]{32}$/);
    const sizes = await variantSizes(getDb(), { hostId: hostA.id, id: image.id });
    expect(sizes.map((s) => `${s.width}.${s.format}`)).toEqual([
      "160.jpeg",
      "160.webp",
      "320.jpeg",
      "320.webp",
      "640.jpeg",
      "640.webp",
    ]);

    const res = await app.fetch(on(hostA), `/img/${image.key}-320.jpg`);
    expect(res.status).toBe(200);
    const served = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 320, height: 427 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.includes(Buffer.from("iPhone"))).toBe(false);
    // the sensor's left (red) is the top once turned clockwise; its right (blue) the bottom
    const { data, info } = await sharp(served).raw().toBuffer({ resolveWithObject: true });
    const px = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    expect(px(160, 20)[0]).toBeGreaterThan(200);
    expect(px(160, 20)[2]).toBeLessThan(60);
    expect(px(160, 400)[2]).toBeGreaterThan(200);
    const webp = await app.fetch(on(hostA), `/img/${image.key}-640.webp`);
    expect(webp.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).exif).toBeUndefined();
  });

  it("refuses a file that is no image with a Dutch 400, and a decompression bomb too", async () => {
    const text = await upload(hostA, cookies.adminA, "product", Buffer.from("dit is geen foto"), "foto.jpg");
    expect(text).toEqual({
      status: 400,
      json: { result: "ERROR", message: "Dit bestand is geen foto. Kies een JPEG-, PNG- of WebP-afbeelding." },
    });
    const svg = await upload(
      hostA,
      cookies.adminA,
      "product",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      "a.svg",
      "image/svg+xml",
    );
    expect(svg.status).toBe(400);
    // 10 000 × 7 000 pixels of one colour: a few hundred kB of PNG, 210 MB once decoded
    const bomb = await sharp({ create: { width: 10_000, height: 7_000, channels: 3, background: "#ffffff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(2 * 1024 * 1024);
    const refused = await upload(hostA, cookies.adminA, "product", bomb, "bom.png", "image/png");
    expect(refused).toEqual({
      status: 400,
      json: { result: "ERROR", message: "Deze foto heeft te veel pixels (maximaal 64 megapixel)." },
    });
    expect(
      await getDb()("images").where({ host_id: hostA.id }).whereRaw("original_bytes = ?", [bomb.byteLength]).first(),
    ).toBeUndefined();
    // a 10 × 2000 px strip is a few hundred bytes, but a banner made of it would be 1600 × 320000 px
    const strip = await sharp({ create: { width: 10, height: 2000, channels: 3, background: "#c00000" } })
      .png()
      .toBuffer();
    const tall = await upload(hostA, cookies.adminA, "banner", strip, "strip.png", "image/png");
    expect(tall.status).toBe(400);
    expect(tall.json).toMatchObject({ result: "ERROR", message: expect.stringContaining("te smal of te langgerekt") });
  });

  it("refuses a file over 10 MB with 413 in Dutch, whether the length or the file says so; 50 MB elsewhere stays refused", async () => {
    const justOver = Buffer.alloc(10 * 1024 * 1024 + 1, 0xff);
    expect(await upload(hostA, cookies.adminA, "product", justOver)).toEqual({
      status: 413,
      json: { result: "ERROR", message: "De foto is te groot: maximaal 10 MB." },
    });
    const wayOver = Buffer.alloc(11 * 1024 * 1024, 0xff);
    expect(await upload(hostA, cookies.adminA, "product", wayOver)).toEqual({
      status: 413,
      json: { result: "ERROR", message: "De foto is te groot: maximaal 10 MB." },
    });
    // only the upload route takes more than 100 kB: the look page, the cart and a look-alike path do not
    for (const path of ["/admin/settings/uiterlijk", "/api/cart", "/api/imagesx"]) {
      const res = await app.fetch(on(hostA), path, {
        method: "POST",
        headers: { cookie: cookies.adminA, origin: origin(hostA), "content-type": "application/x-www-form-urlencoded" },
        body: Buffer.alloc(200 * 1024, 0x61),
      });
      expect(res.status, path).toBe(413);
    }
  });

  it("refuses anonymous visitors (401), staff without the admin role and another restaurant's admin (403)", async () => {
    const photo = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#00aa00" } })
      .jpeg()
      .toBuffer();
    expect((await upload(hostA, "", "product", photo)).status).toBe(401);
    expect((await upload(hostA, cookies.cookA, "product", photo)).status).toBe(403);
    expect((await upload(hostA, cookies.orderA, "product", photo)).status).toBe(403);
    expect((await upload(hostA, cookies.adminB, "product", photo)).status).toBe(403);
    expect((await upload(hostA, cookies.root, "logo", photo)).status).toBe(200);
    expect(
      await getDb()("images")
        .where({ host_id: hostA.id, kind: "product" })
        .whereRaw("original_bytes = ?", [photo.byteLength])
        .first(),
    ).toBeUndefined();
  });
});

describe("GET /img/<hash>-<width>.<format>", () => {
  it("serves immutable with an ETag, answers 304 to If-None-Match, and 404 for unknown, malformed or another host's", async () => {
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();
    const { json } = await upload(hostA, cookies.adminA, "product", photo);
    const path = `/img/${json.image!.key}-160.webp`;
    const first = await app.fetch(on(hostA), path);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(first.headers.get("set-cookie")).toBeNull();
    const etag = first.headers.get("etag")!;
    expect(etag).toBe(`"${json.image!.key}-160.webp"`);
    const again = await app.fetch(on(hostA), path, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // another restaurant's subdomain does not serve it; the platform's directory does
    expect((await app.fetch(on(hostB), path)).status).toBe(404);
    expect((await app.fetch("localhost", path)).status).toBe(200);
    for (const bad of [
      `/img/${json.image!.key}-161.webp`,
      `/img/${"0".repeat(32)}-160.webp`,
      "/img/..%2F..%2Fetc%2Fpasswd",
      "/img/%00",
      `/img/${json.image!.key}-160.webp.png`,
      "/img/x-99999999999999999999.webp",
    ]) {
      const res = await app.fetch(on(hostA), bad);
      expect(res.status, bad).toBe(404);
    }
  });
});

describe("a product's photo", () => {
  it("is saved with the product and shown on the menu at once, lazy and sized; removed again", async () => {
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#cc8844" } })
      .jpeg()
      .toBuffer();
    const { json } = await upload(hostA, cookies.adminA, "product", photo);
    const res = await saveProduct(hostA, cookies.adminA, productA, json.image!);
    expect(res.status).toBe(200);
    expect((await getDb()("products").where({ id: productA }).first<{ image_id: number }>("image_id")).image_id).toBe(
      json.image!.id,
    );
    const menu = await (await app.fetch(on(hostA), "/")).text();
    expect(menu).toContain(
      `<source type="image/webp" srcset="/img/${json.image!.key}-160.webp 160w, /img/${json.image!.key}-320.webp 320w, /img/${json.image!.key}-640.webp 640w" sizes="88px">`,
    );
    expect(menu).toMatch(
      new RegExp(`<img src="/img/${json.image!.key}-160.jpg"[^>]* width="88" height="66" alt="" loading="lazy"`),
    );
    const history = await getDb()("product_history")
      .where({ product_id: productA })
      .orderBy("id", "desc")
      .first<{ changes: Array<{ field: string }> }>("changes");
    expect(history.changes.map((c) => c.field)).toContain("Foto");

    expect((await saveProduct(hostA, cookies.adminA, productA, null)).status).toBe(200);
    expect(
      (await getDb()("products").where({ id: productA }).first<{ image_id: number | null }>("image_id")).image_id,
    ).toBeNull();
    expect(await (await app.fetch(on(hostA), "/")).text()).not.toContain(json.image!.key);
  });

  it("cannot be another restaurant's image (404), nor a banner of its own; nothing is saved", async () => {
    const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#884422" } })
      .jpeg()
      .toBuffer();
    const a = (await upload(hostA, cookies.adminA, "product", photo)).json.image!;
    const res = await saveProduct(hostB, cookies.adminB, productB, a);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Foto niet gevonden.");
    expect(
      (await getDb()("products").where({ id: productB }).first<{ image_id: number | null }>("image_id")).image_id,
    ).toBeNull();
    const banner = (await upload(hostB, cookies.adminB, "banner", photo)).json.image!;
    expect((await saveProduct(hostB, cookies.adminB, productB, banner)).status).toBe(404);
  });

  it("another restaurant's admin cannot delete it (404 on its own site, 403 on A's); A's admin can", async () => {
    const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#448822" } })
      .jpeg()
      .toBuffer();
    const a = (await upload(hostA, cookies.adminA, "product", photo)).json.image!;
    const del = (host: TestHost, cookie: string) =>
      app.fetch(on(host), "/api/images", {
        method: "POST",
        headers: { cookie, origin: origin(host), "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "delete", id: String(a.id) }),
      });
    const fromB = await del(hostB, cookies.adminB);
    expect(fromB.status).toBe(404);
    expect(await fromB.json()).toEqual({ result: "ERROR", message: "Foto niet gevonden." });
    expect((await del(hostA, cookies.adminB)).status).toBe(403);
    expect((await del(hostA, cookies.cookA)).status).toBe(403);
    expect((await del(hostA, "")).status).toBe(401);
    expect(await getDb()("images").where({ id: a.id }).first()).toBeDefined();
    expect((await del(hostA, cookies.adminA)).status).toBe(200);
    expect(await getDb()("images").where({ id: a.id }).first()).toBeUndefined();
    expect((await app.fetch(on(hostA), `/img/${a.key}-160.webp`)).status).toBe(404);
    // ids no integer column holds are no image either
    const huge = await app.fetch(on(hostA), "/api/images", {
      method: "POST",
      headers: { cookie: cookies.adminA, origin: origin(hostA), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "delete", id: "99999999999" }),
    });
    expect(huge.status).toBe(400);
  });
});

describe("/admin/settings/uiterlijk", () => {
  it("saves banner, logo, text, colour and animations; the menu shows them at once", async () => {
    const wide = await sharp({ create: { width: 2400, height: 800, channels: 3, background: "#225588" } })
      .jpeg()
      .toBuffer();
    const square = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#ffcc00" } })
      .png()
      .toBuffer();
    const banner = (await upload(hostA, cookies.adminA, "banner", wide)).json.image!;
    const logo = (await upload(hostA, cookies.adminA, "logo", square, "logo.png", "image/png")).json.image!;
    expect(logo).toMatchObject({ width: 512, height: 512 });
    const res = await lookPost(hostA, cookies.adminA, {
      bannerImageId: String(banner.id),
      logoImageId: String(logo.id),
      bannerText: "  Vers uit de  oven ",
      themePrimary: "#B71C1C",
      animation: "on",
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Het uiterlijk is opgeslagen.");
    const row = await getDb()("hosts")
      .where({ id: hostA.id })
      .first("banner_image_id", "logo_image_id", "banner_text", "theme_primary", "animation");
    expect(row).toEqual({
      banner_image_id: banner.id,
      logo_image_id: logo.id,
      banner_text: "Vers uit de oven",
      theme_primary: "#b71c1c",
      animation: "standaard",
    });
    const menu = await (await app.fetch(on(hostA), "/")).text();
    expect(menu).toContain(
      `srcset="/img/${banner.key}-800.webp 800w, /img/${banner.key}-1600.webp 1600w" sizes="100vw"`,
    );
    expect(menu).toMatch(new RegExp(`<img src="/img/${banner.key}-800.jpg"[^>]* fetchpriority="high"`));
    expect(menu).toContain(`/img/${logo.key}-192.webp 192w`);
    expect(menu).toContain("Vers uit de oven");
    expect(menu).toContain("--host-primary:#b71c1c");

    const off = await lookPost(hostA, cookies.adminA, {
      bannerImageId: "",
      logoImageId: "",
      bannerText: "",
      themePrimary: "#b71c1c",
    });
    expect(off.status).toBe(200);
    expect(
      await getDb()("hosts").where({ id: hostA.id }).first("banner_image_id", "logo_image_id", "animation"),
    ).toEqual({ banner_image_id: null, logo_image_id: null, animation: null });
  });

  it("refuses an unreadable colour with 400 and the nearest readable one; nothing saved", async () => {
    const before = await getDb()("hosts").where({ id: hostA.id }).first<{ theme_primary: string }>("theme_primary");
    const res = await lookPost(hostA, cookies.adminA, { themePrimary: "#ff0000" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Tekst op deze kleur is slecht leesbaar (contrast 4,3:1, minimaal 4,5:1). Probeer #");
    expect(
      (await getDb()("hosts").where({ id: hostA.id }).first<{ theme_primary: string }>("theme_primary")).theme_primary,
    ).toBe(before.theme_primary);
    expect((await lookPost(hostA, cookies.adminA, { themePrimary: "rood" })).status).toBe(400);
  });

  it("refuses another restaurant's banner or logo (404), a product photo as a logo, and every non-admin", async () => {
    const photo = await sharp({ create: { width: 1000, height: 400, channels: 3, background: "#123456" } })
      .jpeg()
      .toBuffer();
    const bannerB = (await upload(hostB, cookies.adminB, "banner", photo)).json.image!;
    const res = await lookPost(hostA, cookies.adminA, { themePrimary: "#0069b3", bannerImageId: String(bannerB.id) });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Foto niet gevonden.");
    const productPhoto = (await upload(hostA, cookies.adminA, "product", photo)).json.image!;
    expect(
      (await lookPost(hostA, cookies.adminA, { themePrimary: "#0069b3", logoImageId: String(productPhoto.id) })).status,
    ).toBe(404);
    expect(
      (await lookPost(hostA, cookies.adminA, { themePrimary: "#0069b3", logoImageId: "99999999999" })).status,
    ).toBe(400);
    expect(
      (await getDb()("hosts").where({ id: hostA.id }).first<{ banner_image_id: number | null }>("banner_image_id"))
        .banner_image_id,
    ).not.toBe(bannerB.id);

    for (const [who, cookie, status] of [
      ["cook", cookies.cookA, 403],
      ["order", cookies.orderA, 403],
      ["admin B", cookies.adminB, 403],
    ] as const) {
      expect((await app.fetch(on(hostA), "/admin/settings/uiterlijk", { headers: { cookie } })).status, who).toBe(
        status,
      );
      expect((await lookPost(hostA, cookie, { themePrimary: "#000000" })).status, who).toBe(status);
    }
    const anonymous = await lookPost(hostA, "", { themePrimary: "#000000" });
    expect([302, 401]).toContain(anonymous.status);
    expect(
      (await app.fetch(on(hostA), "/admin/settings/uiterlijk", { headers: { cookie: cookies.root } })).status,
    ).toBe(200);
    expect(
      (await getDb()("hosts").where({ id: hostA.id }).first<{ theme_primary: string }>("theme_primary")).theme_primary,
    ).not.toBe("#000000");
  });
});
