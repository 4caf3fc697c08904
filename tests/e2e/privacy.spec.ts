// "Mijn gegevens" (decision 078/079): a customer on her phone logs in, sees what is stored about
// her at the restaurant, downloads her data (a zip of JSON and CSV) after an SMS code, and deletes
// her account with a second code, told first that it cannot be undone. Afterwards she is logged
// out and her account is gone.
import fs from "node:fs";
import crypto from "node:crypto";
import { strFromU8, unzipSync } from "fflate";
import { expect, test } from "./fixtures";
import { createCustomerWithOrder, userExists } from "./db";
import { newCodeFor, smsCount } from "./sms";
import { expectAccessible, hostUrl, screenshots } from "./support";

async function enterCode(region: import("@playwright/test").Locator, phone: string) {
  const seen = await smsCount(phone);
  await region.getByRole("button", { name: "Stuur mij een sms-code" }).click();
  await expect(region.getByText("We hebben je een sms-code gestuurd.")).toBeVisible();
  const code = await newCodeFor(phone, seen);
  await region.getByLabel("Code uit de sms").fill(code.toLowerCase());
}

test("a customer downloads her data and deletes her account", async ({ page }, testInfo) => {
  // three SMS round trips, a download and screenshots of four screens on a shared machine
  test.setTimeout(150_000);
  const phone = `06${crypto.randomInt(10_000_000, 99_999_999)}`;
  const name = `Fenna ${testInfo.project.name === "phone" ? "Telefoon" : "Laptop"}`;
  const { userId } = await createCustomerWithOrder("pizzaroma", phone, name);

  await page.goto(hostUrl("pizzaroma"));
  await page.getByRole("button", { name: "Inloggen" }).click();
  const dialog = page.getByRole("dialog", { name: "Aanmelden" });
  const seen = await smsCount(phone);
  await dialog.getByLabel("Mobiel nummer").fill(phone.slice(2));
  const login = await newCodeFor(phone, seen);
  for (let i = 0; i < 4; i++) await dialog.getByLabel(`Teken ${i + 1} van 4`).pressSequentially(login[i].toLowerCase());
  await expect(dialog).toBeHidden();

  await page
    .getByRole("region", { name: /Mijn Bestelinfo/ })
    .getByRole("link", { name: "Mijn gegevens" })
    .click();
  await expect(page.getByRole("heading", { name: "Mijn gegevens", level: 1 })).toBeVisible();
  const card = page.getByRole("list", { name: "Per restaurant" }).getByRole("listitem").first();
  await expect(card.getByRole("heading", { name: "Pizzeria Roma" })).toBeVisible();
  await expect(card.getByText("Lijnbaansgracht 7, 1016XN Amsterdam")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "mijn-gegevens", "all");

  // the download, after an SMS code
  const download = page.getByRole("region", { name: "Download mijn gegevens" });
  await enterCode(download, phone);
  await download.getByRole("button", { name: "Bevestigen" }).click();
  const link = page.getByRole("link", { name: "Download mijn gegevens bij Pizzeria Roma" });
  await expect(link).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(file.suggestedFilename()).toMatch(/^bestelinfo-gegevens-pizzaroma-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(fs.readFileSync(await file.path())));
  expect(Object.keys(files)).toContain("bestellingen.csv");
  const json = JSON.parse(strFromU8(files["gegevens.json"]));
  expect(json.profile.naam).toBe(name);
  expect(json.orders).toHaveLength(1);
  await expectAccessible(page);

  // the erasure: said to be irreversible, ticked, confirmed with a second code
  const erase = page.getByRole("region", { name: "Verwijder mijn account" });
  await expect(erase.getByText("Dit kan niet ongedaan worden gemaakt.")).toBeVisible();
  await enterCode(erase, phone);
  await erase.getByRole("checkbox", { name: /definitief worden verwijderd/ }).check();
  await expectAccessible(page);
  await erase.scrollIntoViewIfNeeded();
  await screenshots(page, "mijn-gegevens-verwijderen", "all");
  await erase.getByRole("button", { name: "Verwijder mijn account" }).click();
  await expect(page.getByRole("heading", { name: "Account verwijderd" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Je account is verwijderd." })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "mijn-gegevens-verwijderd", "all");
  expect(await userExists(userId)).toBe(false);

  // logged out: the home shows the login, not her panel
  await page.getByRole("link", { name: "Naar de startpagina" }).click();
  await expect(page.getByRole("button", { name: "Inloggen" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Mijn Bestelinfo/ })).toHaveCount(0);
  await page.goto(hostUrl("pizzaroma", "/mijn-gegevens"));
  await expect(page).toHaveURL(/\/login/);
});
