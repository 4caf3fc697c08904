// docs/issues/015.md §1 in the browser, phone and desktop, axe on the page: the owner finds a product by typing
// part of its name, reads the number of products per tab, moves a product down and back up with the
// keyboard, and adds a tab, renames it (a duplicate name refused in Dutch), moves it and hides it.
// The demo restaurant is shared with the other specs: only a tab of this run's own is changed, and
// the product moved goes back where it was. Screenshots of the list on a tablet (1024×768).
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { staffLogin } from "./api";
import { hostUrl, expectAccessible } from "./support";

test("the owner searches, moves a product and arranges a tab of her own", async ({ page }, testInfo) => {
  await staffLogin(page, "admin@pizzaroma.nl", "pizzaroma");
  await page.goto(hostUrl("pizzaroma", "/admin/products"));
  await expectAccessible(page);

  // counts per tab in the tab nav
  const nav = page.getByRole("navigation", { name: "Tabs" });
  await expect(nav.getByRole("link", { name: /^Pizza \d+ producten$/ })).toBeVisible();

  // search as she types
  await page.getByLabel("Zoek een product").fill("marg");
  await expect(page.getByRole("status").filter({ hasText: "gevonden" })).toHaveText(/^\d+ product(en)? gevonden\.$/);
  await expect(page.getByRole("link", { name: "Margherita", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Quattro Formaggi" })).toHaveCount(0);
  await page.getByLabel("Zoek een product").fill("");

  // a product down and back up, by keyboard (phone and desktop run side by side: a tab each)
  const pizza = page.getByRole("region", { name: testInfo.project.name === "phone" ? /^Pizza \(/ : /^Pasta \(/ });
  const names = () => pizza.getByRole("listitem").getByRole("link").allTextContents();
  const before = await names();
  const first = before[0];
  await pizza.getByRole("button", { name: `${first} omlaag` }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(names).toEqual([before[1], first, ...before.slice(2)]);
  await pizza.getByRole("button", { name: `${first} omhoog` }).focus();
  await page.keyboard.press("Enter");
  await expect.poll(names).toEqual(before);

  // a tab of this run's own: add, refuse a duplicate name, rename, move up, hide
  const tab = `Proef ${testInfo.project.name} ${Date.now() % 100000}`;
  await page.getByLabel("Nieuwe tab").fill(tab);
  await page.getByRole("button", { name: "Tab toevoegen" }).click();
  const region = page.getByRole("region", { name: new RegExp(`^${tab} \\(`) });
  await expect(region).toBeVisible();
  await expect(region).toContainText("Nog geen producten in deze tab.");

  await region.getByText("Naam wijzigen").click();
  await region.getByLabel(`Nieuwe naam voor ${tab}`).fill("pizza");
  await region.getByRole("button", { name: "Opslaan" }).click();
  await expect(region.getByRole("alert")).toHaveText("Er is al een tab met deze naam.");
  const renamed = `${tab} bis`;
  await region.getByLabel(`Nieuwe naam voor ${tab}`).fill(renamed);
  await region.getByRole("button", { name: "Opslaan" }).click();
  const own = page.getByRole("region", { name: new RegExp(`^${renamed} \\(`) });
  await expect(own).toBeVisible();

  await own.getByRole("button", { name: `Tab ${renamed} omhoog` }).click();
  await expect(own.getByRole("button", { name: `Tab ${renamed} omhoog` })).toBeEnabled();
  await own.getByRole("button", { name: `Tab ${renamed} verbergen` }).click();
  await expect(own).toContainText("Verborgen voor klanten");
  await expectAccessible(page);

  // the list on a tablet at 17:30, looked at (test-results/screenshots)
  const dir = path.join("test-results", "screenshots");
  fs.mkdirSync(dir, { recursive: true });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.evaluate(() => window.scrollTo(0, 0));
  fs.writeFileSync(path.join(dir, `product-list-tablet-${testInfo.project.name}.png`), await page.screenshot());
  await own.scrollIntoViewIfNeeded();
  fs.writeFileSync(path.join(dir, `product-list-tablet-tab-${testInfo.project.name}.png`), await page.screenshot());
});
