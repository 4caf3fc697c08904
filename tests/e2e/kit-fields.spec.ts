// The staff forms whose labels, hints and errors the kit's Field draws (decision 085): each on a
// tablet (820×1180) and a phone (390×844), axe-clean, screenshotted whole into test-results/screenshots
// (kit-<form>-<size>.png) to be looked at. The staff form is shown with its error, tied to the control.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessible, hostUrl, staffLoginUi } from "./support";

const SIZES: Array<[string, { width: number; height: number }]> = [
  ["tablet", { width: 820, height: 1180 }],
  ["phone", { width: 390, height: 844 }],
];

async function shoot(page: Page, name: string) {
  const dir = path.join("test-results", "screenshots");
  fs.mkdirSync(dir, { recursive: true });
  for (const [label, size] of SIZES) {
    await page.setViewportSize(size);
    await expectAccessible(page);
    fs.writeFileSync(path.join(dir, `kit-${name}-${label}.png`), await page.screenshot({ fullPage: true }));
  }
}

test("the settings forms on the kit's Field, on a tablet and a phone", async ({ page }) => {
  // five pages, each axe-checked and shot twice, on a shared CPU
  test.slow();
  await staffLoginUi(page, "pizzaroma", "admin@pizzaroma.nl");

  await page.goto(hostUrl("pizzaroma", "/admin/settings/profiel"));
  await expect(page.getByLabel("Omschrijving")).toBeVisible();
  await shoot(page, "profiel");

  await page.goto(hostUrl("pizzaroma", "/admin/settings/uiterlijk"));
  await expect(page.getByLabel("Bannertekst")).toBeVisible();
  await expect(page.getByRole("group", { name: "Bannerfoto" })).toBeVisible();
  await shoot(page, "uiterlijk");

  // the staff form refuses a missing name: the error is the control's description, the control invalid
  await page.goto(hostUrl("pizzaroma", "/admin/users"));
  await page.getByLabel("Mobiel nummer").fill("0612");
  await page.getByRole("button", { name: "Toevoegen" }).click();
  await expect(page.getByLabel("Naam")).toHaveAccessibleDescription("Verplicht.");
  await expect(page.getByLabel("Naam")).toHaveAttribute("aria-invalid", "true");
  await shoot(page, "personeel-fout");

  await page.goto(hostUrl("pizzaroma", "/admin/settings/thuisbezorgd"));
  await expect(page.getByLabel(/^Annulering/)).toHaveValue(/\/api\/thuisbezorgd\/hook\/cancel$/);
  await shoot(page, "thuisbezorgd");

  await page.goto(hostUrl("pizzaroma", "/admin/products/nieuw?tab=Bijgerechten"));
  await expect(page.getByRole("group", { name: "Foto van het product" })).toBeVisible();
  await shoot(page, "product-foto");
});
