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

test("the forms that wrote their labels inline, now on the kit's Field, on a tablet and a phone", async ({ page }) => {
  // four pages, each axe-checked and shot twice, on a shared CPU
  test.slow();
  await staffLoginUi(page, "pizzaroma", "admin@pizzaroma.nl");

  // the message templates: our text is the textarea's description (the Field's hint)
  await page.goto(hostUrl("pizzaroma", "/admin/settings/berichten"));
  const first = page.getByRole("textbox").first();
  await expect(first).toHaveAccessibleDescription(/^Onze tekst: /);
  await shoot(page, "berichten");

  // payment settings: the Mollie key keeps its label
  await page.goto(hostUrl("pizzaroma", "/admin/settings"));
  await expect(page.getByLabel(/Mollie-sleutel$/)).toBeVisible();
  await shoot(page, "betalen");

  // the thuisbezorgd import: a file too large is refused, tied to the file input
  await page.goto(hostUrl("pizzaroma", "/admin/thuisbezorgd/importeren"));
  const file = page.getByLabel("Exportbestand (CSV)");
  await file.setInputFiles({ name: "groot.csv", mimeType: "text/csv", buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
  await expect(page.getByRole("alert")).toHaveText("Dit bestand is te groot: maximaal 2 MB.");
  await expect(file).toHaveAccessibleDescription("Dit bestand is te groot: maximaal 2 MB.");
  await expect(file).toHaveAttribute("aria-invalid", "true");
  await shoot(page, "thuisbezorgd-import-fout");

  // the customer's page: the note's help and its last change describe it; the privacy reasons are labelled
  await page.goto(hostUrl("pizzaroma", "/customers"));
  await page.getByRole("link", { name: "Sanne de Vries" }).click();
  const note = page.getByRole("textbox", { name: "Notitie" });
  await expect(note).toHaveAccessibleDescription(/^Alleen voor medewerkers van dit restaurant/);
  await expect(page.getByLabel("Reden van de export")).toBeVisible();
  await expect(page.getByLabel("Reden van de verwijdering")).toBeVisible();
  await shoot(page, "klant");
});
