// docs/issues/015.md §5 and docs/issues/016.md §2 in the browser, phone and desktop, axe on every page: the owner takes
// a photo for a product (a 12-megapixel phone photo), sees it in the editor and its preview, saves,
// and a customer sees it on the menu, lazy and sized; the look page refuses an unreadable colour,
// takes the suggested one with one tap, and the menu shows the banner and logo. Screenshots of the
// editor's photo, the look page (phone 390×844, tablet 1024×768) and the menu in test-results/screenshots.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { expect, test, type Page } from "./fixtures";
import { openAllWeek, withE2eDb } from "./db";
import { expectAccessible, hostUrl, staffLoginUi } from "./support";

test.beforeAll(async () => {
  await openAllWeek("pizzaroma");
  await openAllWeek("grillankara");
});

// one product and one restaurant's look per project: the phone and desktop runs go side by side
const PRODUCTS: Record<string, string> = { phone: "Penne Arrabbiata", desktop: "Spaghetti Carbonara" };
const LOOKS: Record<string, { perma: string; email: string }> = {
  // not pizzaroma: its product editor is on screen in the other test at the same time
  phone: { perma: "desnackbar", email: "root@bestelinfo.nl" },
  desktop: { perma: "grillankara", email: "root@bestelinfo.nl" },
};

async function shot(page: Page, name: string) {
  const dir = path.join("test-results", "screenshots");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.png`), await page.screenshot());
}

/**
 * The photo, made once per run and kept in test-results: making it (12 megapixels of Gaussian grain,
 * composited and encoded) is seconds of CPU on an idle machine and took 38 s of the test's 60 under
 * load (trace of a timed-out run, decision 086) — time that measured sharp in the test process, not the app.
 */
async function cachedPhonePhoto(): Promise<Buffer> {
  const file = path.join("test-results", "cache", "phone-photo-4032x3024.jpg");
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const photo = await phonePhoto();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // written under a name of its own, then renamed: a worker never reads half a file
  const partial = `${file}.${String(process.pid)}`;
  fs.writeFileSync(partial, photo);
  fs.renameSync(partial, file);
  return photo;
}

/** A 12-megapixel phone photo (4032×3024, a gradient with grain), EXIF orientation 6 and a GPS position. */
async function phonePhoto(): Promise<Buffer> {
  const grain = sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 18 },
    },
  });
  return sharp({ create: { width: 4032, height: 3024, channels: 3, background: "#c0392b" } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="4032" height="3024"><defs><linearGradient id="g"><stop offset="0" stop-color="#f5d76e"/><stop offset="1" stop-color="#8e2b12"/></linearGradient></defs><rect width="4032" height="3024" fill="url(#g)"/><circle cx="2016" cy="1512" r="1100" fill="#e8b04a"/></svg>`,
        ),
      },
      { input: await grain.png().toBuffer(), blend: "soft-light" },
    ])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: "Apple", Model: "iPhone 15" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 5/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "5/1 7/1 0/1" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

// Each test puts back what it changed, in its own finally — never a file-level afterAll: with
// fullyParallel the two tests of a project run in two workers at once, and the afterAll of the worker
// that finished first took the other test's photo or banner away between its save and its customer's
// look at the menu (the flaky "the customer sees it" and "banner and logo" failures: the trace showed
// the new colour, which the afterAll did not touch, without the banner and text, which it did).
let photo: Buffer;
test.beforeAll(async () => {
  test.setTimeout(120_000); // this hook's own time: making the photo is not what the test measures
  photo = await cachedPhonePhoto();
});

test(
  "the owner takes a photo for a product and the customer sees it on the menu",
  { tag: "@phone-only" },
  async ({ page, anotherPerson }, testInfo) => {
    // the customer's menu on a phone; the owner's editor is the same at any size (decision 098)
    const name = PRODUCTS[testInfo.project.name] ?? PRODUCTS.phone;
    const id = await withE2eDb(
      async (db) =>
        (
          await db.query<{ id: number }>(
            "SELECT p.id FROM products p JOIN hosts h ON h.id = p.host_id WHERE h.perma = 'pizzaroma' AND p.name = $1",
            [name],
          )
        ).rows[0].id,
    );
    try {
      await staffLoginUi(page, "pizzaroma", "admin@pizzaroma.nl");
      await page.goto(hostUrl("pizzaroma", `/admin/products/${id}`));
      const field = page.getByRole("group", { name: "Foto van het product" });
      await expect(field.getByText("Geen foto")).toBeVisible();
      await expectAccessible(page);

      // not a photo: refused in Dutch, nothing chosen
      await field
        .locator('input[type="file"]')
        .setInputFiles({ name: "boodschappen.txt", mimeType: "text/plain", buffer: Buffer.from("melk, eieren") });
      await expect(field.getByRole("alert")).toHaveText(
        "Dit bestand is geen foto. Kies een JPEG-, PNG- of WebP-afbeelding.",
      );

      const started = Date.now();
      await field
        .locator('input[type="file"]')
        .setInputFiles({ name: "IMG_2041.JPG", mimeType: "image/jpeg", buffer: photo });
      const preview = field.getByRole("img", { name: "Foto van het product: voorbeeld" });
      await expect(preview).toBeVisible({ timeout: 20_000 });
      const uploaded = Date.now();
      await expect(field.getByRole("button", { name: "Foto verwijderen" })).toBeVisible();
      await expect(field.getByText("Andere foto")).toBeVisible();
      // the customer's dialog in the preview shows it too
      await expect(page.getByRole("dialog").locator("picture img")).toBeVisible();
      await field.scrollIntoViewIfNeeded();
      await shot(page, `product-photo-editor-${testInfo.project.name}`);
      await expectAccessible(page);

      await page.getByRole("button", { name: "Opslaan" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Opgeslagen." })).toBeVisible();

      // a customer (no login) opens the menu: the photo is on the product's card, lazy and sized
      const customer = await anotherPerson({ viewport: page.viewportSize() ?? undefined });
      await customer.goto(hostUrl("pizzaroma", "/"));
      const card = customer
        .getByRole("listitem")
        .filter({ has: customer.getByRole("heading", { name, level: 3 }) })
        .first();
      const img = card.locator("picture img");
      await expect(img).toHaveAttribute("loading", "lazy");
      await expect(img).toHaveAttribute("width", "88");
      await expect(img).toHaveAttribute("height", /^\d+$/);
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      const visible = Date.now();
      // a variant for 88 px at the device's pixel ratio (160 at 1, 320 at the Pixel 7's 2.625), WebP
      const src = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
      expect(src).toMatch(/\/img\/[0-9a-f]{32}-(160|320)\.webp$/);
      testInfo.annotations.push({
        type: "upload→visible",
        description: `${uploaded - started} ms upload and resize of a ${photo.byteLength} byte photo; ${visible - started} ms until the customer's menu showed it`,
      });
      console.log(
        `[images] ${testInfo.project.name}: photo ${photo.byteLength} B; upload+resize ${uploaded - started} ms; upload→visible on the menu ${visible - started} ms`,
      );
      await shot(customer, `product-photo-menu-${testInfo.project.name}`);
      await expectAccessible(customer);
    } finally {
      await withE2eDb((db) => db.query("UPDATE products SET image_id = NULL WHERE id = $1", [id]));
    }
  },
);

test(
  "the look page refuses an unreadable colour, takes the suggestion, and the menu shows banner and logo",
  { tag: "@desktop-only" },
  async ({ page }, testInfo) => {
    // a staff screen whose pictures are taken at sizes the test sets itself: once (decision 098)
    const { perma, email } = LOOKS[testInfo.project.name] ?? LOOKS.phone;
    const before = await withE2eDb(
      async (db) =>
        (
          await db.query<{ theme_primary: string; animation: string | null }>(
            "SELECT theme_primary, animation FROM hosts WHERE perma = $1",
            [perma],
          )
        ).rows[0],
    );
    try {
      await staffLoginUi(page, perma, email);
      await page.goto(hostUrl(perma, "/admin/settings/uiterlijk"));
      await expect(page.getByRole("heading", { level: 1, name: /^Uiterlijk van / })).toBeVisible();
      await expectAccessible(page);

      const banner = await sharp({ create: { width: 2400, height: 900, channels: 3, background: "#7b3f00" } })
        .composite([
          {
            input: Buffer.from(
              '<svg width="2400" height="900"><circle cx="1800" cy="450" r="380" fill="#f4c430"/><rect x="0" y="650" width="2400" height="250" fill="#3e2723"/></svg>',
            ),
          },
        ])
        .jpeg()
        .toBuffer();
      const logo = await sharp({ create: { width: 600, height: 600, channels: 4, background: "#ffffff" } })
        .composite([
          {
            input: Buffer.from(
              '<svg width="600" height="600"><circle cx="300" cy="300" r="250" fill="#c62828"/><text x="300" y="360" font-size="180" text-anchor="middle" fill="#fff" font-family="sans-serif">R</text></svg>',
            ),
          },
        ])
        .png()
        .toBuffer();
      await page
        .getByRole("group", { name: "Bannerfoto" })
        .locator('input[type="file"]')
        .setInputFiles({ name: "banner.jpg", mimeType: "image/jpeg", buffer: banner });
      await expect(page.getByRole("img", { name: "Bannerfoto: voorbeeld" })).toBeVisible({ timeout: 20_000 });
      await page
        .getByRole("group", { name: "Logo" })
        .locator('input[type="file"]')
        .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
      await expect(page.getByRole("img", { name: "Logo: voorbeeld" })).toBeVisible({ timeout: 20_000 });
      await page.getByLabel("Bannertekst").fill("Vers uit de oven, elke dag");

      // pure red: white text on it is 4.37:1, under AA — said as the owner types, refused when saved
      const hex = page.getByLabel("Kleurcode");
      await hex.fill("#ff0000");
      await expect(page.getByText(/slecht leesbaar \(contrast 4,3:1/)).toBeVisible();
      await page.getByRole("button", { name: "Opslaan" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "slecht leesbaar" })).toBeVisible();
      await expect(hex).toHaveAttribute("aria-invalid", "true");
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole("region", { name: "Kleur" }).scrollIntoViewIfNeeded();
      await shot(page, `look-refused-${testInfo.project.name}-phone`);
      await expectAccessible(page);

      const suggestion = page.getByRole("button", { name: /^Gebruik #[0-9a-f]{6}$/ });
      const suggested = (await suggestion.textContent())!.replace("Gebruik ", "").trim();
      await suggestion.click();
      await expect(hex).toHaveValue(suggested);
      await expect(page.getByText(/^Goed leesbaar: contrast 4,\d:1/)).toBeVisible();
      await page.getByRole("button", { name: "Opslaan" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Het uiterlijk is opgeslagen." })).toBeVisible();
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `look-saved-${testInfo.project.name}-tablet`);
      fs.writeFileSync(
        path.join("test-results", "screenshots", `look-saved-${testInfo.project.name}-tablet-full.png`),
        await page.screenshot({ fullPage: true }),
      );

      // a customer's menu: banner, logo and text at once; the buttons in the new colour
      const context = await page
        .context()
        .browser()!
        .newContext({ viewport: { width: 390, height: 844 } });
      page = await context.newPage();
      await page.goto(hostUrl(perma, "/"));
      const header = page.getByRole("region", {
        name: (await page.getByRole("heading", { level: 1 }).textContent()) ?? "",
      });
      await expect(header.locator("picture img").first()).toHaveAttribute("fetchpriority", "high");
      await expect(header.getByRole("img", { name: /^Logo van / })).toBeVisible();
      await expect(header.getByText("Vers uit de oven, elke dag")).toBeVisible();
      const color = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue("--host-primary").trim(),
      );
      expect(color).toBe(suggested);
      await shot(page, `look-menu-${testInfo.project.name}-phone`);
      await expectAccessible(page);
    } finally {
      await withE2eDb((db) =>
        db.query(
          "UPDATE hosts SET theme_primary = $2, animation = $3, banner_image_id = NULL, logo_image_id = NULL, banner_text = NULL WHERE perma = $1",
          [perma, before.theme_primary, before.animation],
        ),
      );
    }
  },
);
