// The menu and the directory as a first visit gets them from the page cache (docs/issues/021.md, decision 044):
// screenshots at phone, tablet and desktop size for review (test-results/screenshots), axe clean.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { expectAccessible, hostUrl } from "./support";

const sizes = [
  { name: "phone", width: 390, height: 844 },
  { name: "tablet", width: 1024, height: 768 },
  { name: "desktop", width: 1280, height: 800 },
];

for (const size of sizes) {
  test(`cached menu and directory at ${size.name} size`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const [name, url, heading] of [
      ["menu", hostUrl("pizzaroma"), "Pizzeria Roma"],
      ["directory", hostUrl(null), "Bestel direct bij het restaurant"],
    ] as const) {
      const res = await page.goto(url);
      expect(res?.headers()["x-page-cache"]).toMatch(/^(hit|miss)$/);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await expectAccessible(page);
      const dir = path.join("test-results", "screenshots");
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(
        path.join(dir, `page-cache-${name}-${size.name}.png`),
        await page.screenshot({ fullPage: false }),
      );
    }
  });
}
