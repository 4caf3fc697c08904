// docs/issues/020.md §1 in the browser, phone and desktop, axe on the page: the owner finds a member of the
// Klantenclub by phone, corrects their stamps with a reason and sees the new balance; the change
// is in the audit log. Screenshots of /admin/club on a tablet (1024×768) and a phone (390×844).
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./fixtures";
import { withE2eDb } from "./db";
import { expectAccessible, hostUrl, staffLoginUi } from "./support";

/** A member of pizzaroma with 3 stamps and a number of their own (phone and desktop run side by side). */
async function seedMember(name: string): Promise<string> {
  const national = `06${String(10_000_000 + Math.floor(Math.random() * 89_999_999))}`;
  await withE2eDb(async (db) => {
    const host = (await db.query<{ id: number }>("SELECT id FROM hosts WHERE perma = 'pizzaroma'")).rows[0].id;
    const user = (
      await db.query<{ id: number }>("INSERT INTO users (kind, phone, name) VALUES ('customer', $1, $2) RETURNING id", [
        `+31${national.slice(1)}`,
        name,
      ])
    ).rows[0].id;
    await db.query("INSERT INTO host_customers (host_id, customer_id) VALUES ($1, $2)", [host, user]);
    await db.query(
      "INSERT INTO stamps (host_id, customer_id, delta, reason) VALUES ($1, $2, 1, 'welcome'), ($1, $2, 2, 'order')",
      [host, user],
    );
  });
  return national;
}

async function screenshot(page: Page, name: string, size: { width: number; height: number }) {
  const dir = path.join("test-results", "screenshots");
  fs.mkdirSync(dir, { recursive: true });
  await page.setViewportSize(size);
  fs.writeFileSync(path.join(dir, `club-${name}.png`), await page.screenshot());
  fs.writeFileSync(path.join(dir, `club-${name}-full.png`), await page.screenshot({ fullPage: true }));
}

test("the owner corrects a member's stamps with a reason", async ({ page }, testInfo) => {
  // four viewport screenshots, full page too, on a shared two-core machine
  test.setTimeout(120_000);
  const name = `Klant ${testInfo.project.name} ${Date.now() % 100000}`;
  const national = await seedMember(name);
  await staffLoginUi(page, "pizzaroma", "admin@pizzaroma.nl");
  await page.goto(hostUrl("pizzaroma", "/admin/club"));
  await expect(page.getByRole("heading", { name: /Klantenclub van/, level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("searchbox", { name: "Zoek op naam of telefoonnummer" }).fill(national);
  await page.getByRole("button", { name: "Zoeken" }).click();
  const row = page.getByRole("listitem").filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("3 / 10");

  await row.getByText("Corrigeren").click();
  await row.getByLabel("Nieuw aantal").fill("5");
  await row.getByLabel("Reden (verplicht)").fill("Papieren kaart meegenomen");
  await expectAccessible(page);
  if (testInfo.project.name === "desktop") {
    await screenshot(page, "tablet-correction", { width: 1024, height: 768 });
    await screenshot(page, "phone-correction", { width: 390, height: 844 });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await row.getByRole("button", { name: "Opslaan" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `De stempels van ${name} zijn gewijzigd van 3 naar 5.` }),
  ).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: name })).toContainText("5 / 10");
  await expectAccessible(page);
  if (testInfo.project.name === "desktop") {
    await screenshot(page, "tablet-after", { width: 1024, height: 768 });
    await screenshot(page, "phone-after", { width: 390, height: 844 });
  }

  await page.goto(hostUrl("pizzaroma", "/admin/settings/wijzigingen"));
  await expect(page.getByText(`Stempels van ${name} gecorrigeerd: Papieren kaart meegenomen`)).toBeVisible();
});
