// Root's "Gebruikers" (/admin/users on the platform domain, issue 16 §3): every staff member with
// role and organisation, searchable; one tap opens a restaurant's staff page there (the login hop).
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { expectAccessible, hostUrl } from "./support";

test("root finds a restaurant's admin among the platform's users and opens that restaurant's staff", async ({ page }, testInfo) => {
  await page.goto(hostUrl(null, "/login"));
  await page.getByRole("button", { name: "Inloggen als medewerker" }).click();
  await page.getByLabel("E-mail").fill("root@bestelinfo.nl");
  await page.getByLabel("Wachtwoord").fill("bestelinfo");
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto(hostUrl(null, "/admin/users"));
  await expect(page.getByRole("heading", { level: 1, name: "Gebruikers" })).toBeVisible();
  await page.getByLabel("Zoek op naam, telefoon, e-mail of organisatie").fill("admin@pizzaroma.nl");
  await page.getByRole("button", { name: "Zoeken" }).click();
  await expect(page.getByText(/^1 gebruiker voor "admin@pizzaroma.nl"\.$/)).toBeVisible();
  await expect(page.getByText(/^Beheerder · /)).toBeVisible();
  await expectAccessible(page);
  fs.mkdirSync(path.join("test-results", "screenshots"), { recursive: true });
  await page.screenshot({ path: path.join("test-results", "screenshots", `root-users-${testInfo.project.name}.png`), fullPage: true });

  await page.getByRole("button", { name: "Personeel van Pizzeria Roma openen" }).click();
  await expect(page.getByRole("heading", { name: "Inloggen met je link" })).toBeVisible();
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(hostUrl("pizzaroma", "/admin/users"));
  await expect(page.getByRole("heading", { name: "Medewerker toevoegen" })).toBeVisible();
});
