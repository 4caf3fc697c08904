// docs/issues/018.md §5 end to end: the owner opens "Importeren van Thuisbezorgd" from the menu, imports the
// portal's CSV export (one bad line named), imports it again (nothing doubled), and reads where an
// order the link missed is (JET's tablet: there is nothing to fetch, decision 064). axe on the page; screenshots on a phone
// (390×844) and the owner's tablet (1024×768).
import { expect, test, type Page } from "./fixtures";
import { staffLogin } from "./api";
import { withE2eDb } from "./db";
import { expectAccessible, hostUrl } from "./support";

test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 1024, height: 768 };

/** The screen on the owner's tablet and on a phone: one walk (the desktop project, decision 094), both sizes. */
async function shot(page: Page, name: string, fullPage = false) {
  for (const [label, size] of [
    ["phone", PHONE],
    ["desktop", TABLET],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/screenshots/${name}-${label}.png`, fullPage });
  }
}

test("the owner imports the Thuisbezorgd export twice without duplicates and reads where missed orders are", async ({
  page,
}, info) => {
  await page.setViewportSize(TABLET);
  await staffLogin(page, "admin@pizzaroma.nl", "pizzaroma");
  await page.goto(hostUrl("pizzaroma", "/admin/products"));
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("link", { name: "Importeren van Thuisbezorgd" }).click();
  await expect(page.getByRole("heading", { name: "Importeren van Thuisbezorgd" })).toBeVisible();
  await expectAccessible(page);
  await shot(page, "thuisbezorgd-import");

  const run = `${info.project.name}-${Date.now()}`;
  const csv = [
    "Bestelnummer;Datum;Totaal;Betaalmethode;Type;Bezorgkosten;Klant",
    `${run}-1;20-11-2026 18:05;23,50;Online;Bezorgen;2,50;Sanne`,
    `${run}-2;20-11-2026 18:30;12,00;Contant;Afhalen;;Piet`,
    `${run}-3;20-11-2026 19:00;;Online;Bezorgen;;Kees`,
  ].join("\n");
  const file = { name: "thuisbezorgd-export.csv", mimeType: "text/csv", buffer: Buffer.from(csv) };
  const csvSection = page.getByRole("region", { name: "Export uit het portaal (boekhouding)" });
  for (const expected of [
    "2 geïmporteerd, 0 al aanwezig, 1 overgeslagen: regel 4: Totaal ontbreekt.",
    "0 geïmporteerd, 2 al aanwezig, 1 overgeslagen: regel 4: Totaal ontbreekt.",
  ]) {
    await csvSection.getByLabel("Exportbestand (CSV)").setInputFiles(file);
    await csvSection.getByRole("button", { name: "Export importeren" }).click();
    await expect(csvSection.getByRole("status")).toHaveText(expected, { timeout: 15_000 });
  }
  const stored = await withE2eDb(
    async (db) =>
      (
        await db.query("SELECT status, amount FROM orders WHERE marketplace_ref LIKE $1 ORDER BY marketplace_ref", [
          `${run}-%`,
        ])
      ).rows,
  );
  expect(stored).toEqual([
    { status: "archive", amount: 2350 },
    { status: "archive", amount: 1200 },
  ]);

  // decision 064: JET publishes no order list we can read — the page says where a missed order is, no button
  const missed = page.getByRole("region", { name: "Gemiste bestellingen" });
  await expect(missed).toContainText("Ophalen bij Thuisbezorgd kan niet");
  await expect(missed).toContainText("Thuisbezorgd-tablet");
  await expect(missed.getByRole("button")).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, "thuisbezorgd-import-done", true);
});
