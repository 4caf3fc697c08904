// Chains in the browser (docs/issues/016.md §4, §5; decision 034), phone and desktop, axe on every page: a
// customer on Pizza Roma's chain page (/hub2/{organisationId}) enters a postcode and reaches the
// right menu; Pizza Roma's admin, whose organisation has a second restaurant, switches to it from
// /organisation without logging in again. Screenshots of /hub2 and /organisation (phone, desktop).
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./fixtures";
import { openAllWeek, withE2eDb } from "./db";
import { expectAccessible, hostUrl, staffLoginUi } from "./support";

const SECOND = { perma: "e2e-roma-noord", name: "Pizzeria Roma Noord" };
let organisationId = 0;

test.beforeAll(async () => {
  await openAllWeek("pizzaroma");
  organisationId = await withE2eDb(async (db) => {
    const { rows } = await db.query<{ organisation_id: number }>(
      "SELECT organisation_id FROM hosts WHERE perma = 'pizzaroma'",
    );
    const org = rows[0].organisation_id;
    // a second restaurant of the same organisation, unlisted: the directory other specs read stays as it was
    await db.query(
      "INSERT INTO hosts (organisation_id, perma, name, address, city, listed) VALUES ($1, $2, $3, 'Noordweg 5', 'Utrecht', false) ON CONFLICT (perma) DO NOTHING",
      [org, SECOND.perma, SECOND.name],
    );
    return org;
  });
});

async function shot(page: Page, name: string, project: string) {
  const dir = path.join("test-results", "screenshots");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}-${project}.png`), await page.screenshot({ fullPage: true }));
}

test("a customer finds the location that delivers to her postcode and reaches its menu", async ({ page }, testInfo) => {
  await page.goto(hostUrl(null, `/hub2/${organisationId}`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Pizzeria Roma", exact: true, level: 3 })).toBeVisible();
  await expectAccessible(page);
  await shot(page, "hub2", testInfo.project.name);

  await page.getByLabel("Bezorgen? Vul je postcode in").fill("3512 AB");
  await page.getByRole("button", { name: "Zoeken" }).click();
  await expect(page).toHaveURL(/postcode=3512/);
  const found = page.locator("#chain-found");
  await expect(found).toContainText("bezorgt in 3512 AB");
  await expectAccessible(page);
  await shot(page, "hub2-postcode", testInfo.project.name);
  await found.getByRole("link", { name: /Naar het menu van Pizzeria Roma/ }).click();
  await expect(page).toHaveURL(new RegExp(`^http://pizzaroma\\.localhost:\\d+/`));
  await expect(page.getByRole("heading", { name: "Pizzeria Roma", level: 1 })).toBeVisible();

  // outside every zone: a Dutch message, still on the chain page
  await page.goto(hostUrl(null, `/hub2/${organisationId}?postcode=9999+ZZ`));
  await expect(page.locator("#chain-found")).toContainText("Geen van onze vestigingen bezorgt in 9999 ZZ");
});

test("the admin switches from one restaurant to the other without logging in again", async ({ page }, testInfo) => {
  await staffLoginUi(page, "pizzaroma", "admin@pizzaroma.nl", /\/orders/);

  await page.goto(hostUrl("pizzaroma", "/organisation"));
  await expect(page.getByRole("heading", { name: "Medewerkers" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Beheerder" }).first()).toBeVisible();
  await expectAccessible(page);
  await shot(page, "organisation", testInfo.project.name);

  await page.getByRole("button", { name: `Openen ${SECOND.name}` }).click();
  await page.waitForURL(new RegExp(`^http://${SECOND.perma}\\.localhost:\\d+/exlogin/`));
  await expectAccessible(page);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await page.waitForURL(new RegExp(`^http://${SECOND.perma}\\.localhost:\\d+/orders`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
