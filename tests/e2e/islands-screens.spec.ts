// The cached menu for a visitor with a cart (docs/issues/021.md §1, decision 054): the shell plus their island,
// at phone, tablet and desktop size (test-results/screenshots), axe clean; and the same shell before
// any JS has run — the menu readable, no wrong cart count, no "Inloggen" claimed.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./fixtures";
import { openAllWeek, plainProductId } from "./db";
import { expectAccessible, hostUrl } from "./support";

const sizes = [
  { name: "phone", width: 390, height: 844 },
  { name: "tablet", width: 1024, height: 768 },
  { name: "desktop", width: 1280, height: 800 },
];

// two browser contexts, axe and five screenshots per size on a machine shared with other workers
test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  await openAllWeek("pizzaroma");
});

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  const dir = path.join("test-results", "screenshots");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `islands-${name}.png`), await page.screenshot({ fullPage: false }));
}

for (const size of sizes) {
  test(`the cached menu with a cart at ${size.name} size, before and after hydration`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    const page = await context.newPage();
    const productId = await plainProductId("pizzaroma");
    await page.goto(hostUrl("pizzaroma"));
    // two of a product without choices, through the page's own origin (the browser resolves *.localhost)
    const line = {
      intent: "add",
      productId,
      quantity: 1,
      volume: null,
      variation: null,
      includes: {},
      removed: [],
      remark: "",
    };
    for (let i = 0; i < 2; i++) {
      const status = await page.evaluate(
        async (body) =>
          (await fetch("/api/cart", { method: "POST", headers: { "content-type": "application/json" }, body })).status,
        JSON.stringify(line),
      );
      expect(status).toBe(200);
    }
    const res = await page.goto(hostUrl("pizzaroma"));
    expect(res?.headers()["x-page-cache"]).toMatch(/^(hit|miss), islands$/);
    await expect(page.getByRole("button", { name: /^Mijn winkelwagen: 2 artikelen, € / })).toBeVisible();
    await expect(page.getByRole("button", { name: /nog een keer toevoegen$/ }).first()).toContainText("Oplaan");
    await expectAccessible(page);
    await shoot(page, `cart-${size.name}`);

    // the shell as it stands before the JS runs: the same cookie, no JS
    const still = await browser.newContext({
      viewport: { width: size.width, height: size.height },
      javaScriptEnabled: false,
      storageState: await context.storageState(),
    });
    const before = await still.newPage();
    await before.goto(hostUrl("pizzaroma"));
    await expect(before.getByRole("heading", { level: 1, name: "Pizzeria Roma" })).toBeVisible();
    await expect(before.getByRole("button", { name: "Mijn winkelwagen", exact: true })).toBeVisible();
    await expect(before.getByRole("button", { name: "Mijn winkelwagen", exact: true })).not.toContainText("0");
    await shoot(before, `before-hydration-${size.name}`);
    await still.close();
    await context.close();
  });
}
