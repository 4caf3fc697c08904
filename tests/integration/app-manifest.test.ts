// The installable app per domain (docs/issues/019.md §1): a restaurant's manifest carries its name, short name,
// colour and start URL, its icons are real PNGs of the stated sizes, drawn from its logo when it has
// one (a lettermark in its colour otherwise), and a new logo or colour is a new icon URL; the
// platform's domain keeps Bestelinfo's; another restaurant's tag or a made-up file is no icon.
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { getDb } from "~/db.server";
import { parseAppImageName } from "~/domain/web-manifest";
import { appImage, appManifest } from "~/services/app-manifest.server";
import { uploadImage } from "~/services/images.server";
import { createHost } from "../../db/factory";

const fileOf = (src: string) => src.replace("/app-icon/", "");

async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i], data[i + 1], data[i + 2]];
}

describe("app manifest", () => {
  it("is the restaurant's own on its domain: name, short name, colour, start URL and icons that are what they say", async () => {
    const host = await createHost(getDb(), {
      name: "Pizzeria Bella Napoli Centrum",
      short: null,
      themePrimary: "#b71c1c",
    });
    const m = await appManifest(host);
    expect(m).toMatchObject({
      name: "Pizzeria Bella Napoli Centrum",
      short_name: "Pizzeria Bella",
      theme_color: "#b71c1c",
      start_url: "/?source=app",
      scope: "/",
      display: "standalone",
      lang: "nl",
    });
    expect(m.icons.map((i) => `${i.purpose} ${i.sizes}`).sort()).toEqual([
      "any 192x192",
      "any 512x512",
      "maskable 192x192",
      "maskable 512x512",
    ]);
    for (const icon of m.icons) {
      const img = await appImage(host, fileOf(icon.src));
      expect(img?.current).toBe(true);
      const meta = await sharp(img!.bytes).metadata();
      expect(`${meta.format} ${meta.width}x${meta.height}`).toBe(`png ${icon.sizes}`);
    }
    // the lettermark: the restaurant's red fills a maskable icon to its corner
    const maskable = m.icons.find((i) => i.purpose === "maskable" && i.sizes === "192x192")!;
    expect(await pixel((await appImage(host, fileOf(maskable.src)))!.bytes, 2, 2)).toEqual([0xb7, 0x1c, 0x1c]);
    for (const shot of m.screenshots) {
      const meta = await sharp((await appImage(host, fileOf(shot.src)))!.bytes).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(shot.sizes);
    }
  });

  it("draws the icons from the logo once there is one, under a new tag", async () => {
    const db = getDb();
    const host = await createHost(db, { name: "Logo Huis", themePrimary: "#1b5e20" });
    const before = await appManifest(host);
    // a blue logo
    const bytes = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#0000ff" } })
      .png()
      .toBuffer();
    const logo = await uploadImage({ hostId: host.id, userId: null, kind: "logo", bytes: new Uint8Array(bytes) });
    await db("hosts").where({ id: host.id }).update({ logo_image_id: logo.id });
    const after = await appManifest(host);
    expect(after.icons[0].src).not.toBe(before.icons[0].src);
    const icon = (await appImage(
      host,
      fileOf(after.icons.find((i) => i.sizes === "512x512" && i.purpose === "any")!.src),
    ))!;
    const [r, g, b] = await pixel(icon.bytes, 256, 256);
    expect(b).toBeGreaterThan(200);
    expect(r + g).toBeLessThan(60);
    // the old URL still answers (an installed app asks for it) but is not kept for good
    expect((await appImage(host, fileOf(before.icons[0].src)))?.current).toBe(false);
  });

  it("keeps Bestelinfo's on the platform domain and refuses made-up names", async () => {
    const platform = await appManifest(null);
    expect(platform).toMatchObject({ name: "Bestelinfo", short_name: "Bestelinfo", theme_color: "#0069b3" });
    const host = await createHost(getDb(), { name: "Andere Zaak" });
    expect((await appManifest(host)).icons[0].src).not.toBe(platform.icons[0].src);
    for (const bad of [
      "../../etc/passwd",
      "zzzzzzzz-any-192.png",
      "12345678-any-193.png",
      "12345678-any-192.png\0",
      "x".repeat(5000),
    ]) {
      expect(parseAppImageName(bad)).toBeNull();
      expect(await appImage(host, bad)).toBeNull();
    }
  });
});
