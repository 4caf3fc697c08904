// Screenshots of the product for the README (docs/screenshots) and for review. `npm run screenshots`
// regenerates the README's; every e2e run also writes them to test-results/screenshots.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { hostUrl } from "./support";

const pages = [
  { name: "restaurant", url: hostUrl("pizzaroma"), heading: "Pizzeria Roma" },
  { name: "snackbar", url: hostUrl("desnackbar"), heading: "Cafetaria De Snackbar" },
  { name: "directory", url: hostUrl(null), heading: "Bestel direct bij het restaurant" },
];

for (const p of pages) {
  test(`screenshot: ${p.name}`, async ({ page }, info) => {
    await page.goto(p.url);
    await expect(page.getByRole("heading", { level: 1, name: p.heading })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const file = `${p.name}-${info.project.name}.png`;
    const shot = await page.screenshot({ fullPage: false });
    const dirs = [path.join("test-results", "screenshots")];
    if (process.env.SCREENSHOTS) dirs.push(path.join("docs", "screenshots"));
    for (const dir of dirs) {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, file), shot);
    }
  });
}
