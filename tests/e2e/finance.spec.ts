// docs/issues/017.md in the browser, phone and desktop, axe on every state: the owner of Pizzaroma opens
// "Financieel overzicht" from the menu's address, sees "Omzet", "Per betaalwijze" and "BTW",
// switches to "Deze week" and to a picked period, and downloads the CSV (BOM, semicolons).
// Screenshots on a phone (390×844), a tablet (1024×768) and a desktop in test-results/screenshots.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./fixtures";
import { expectAccessible, hostUrl, staffLoginUi } from "./support";

async function screenshot(page: Page, name: string, size: { width: number; height: number }) {
  const dir = path.join("test-results", "screenshots");
  fs.mkdirSync(dir, { recursive: true });
  await page.setViewportSize(size);
  await page.getByRole("heading", { name: "Financieel overzicht", level: 1 }).scrollIntoViewIfNeeded();
  fs.writeFileSync(path.join(dir, `finance-${name}.png`), await page.screenshot());
  fs.writeFileSync(path.join(dir, `finance-${name}-full.png`), await page.screenshot({ fullPage: true }));
}

test("the owner opens Financieel overzicht, switches period and downloads the CSV", async ({ page }, testInfo) => {
  // five page loads with axe each on a shared two-core machine: more than the default minute, no timing asserted
  test.setTimeout(180_000);
  await staffLoginUi(page, "pizzaroma", "admin@pizzaroma.nl");
  await page.goto(hostUrl("pizzaroma", "/admin/stats"));
  await expect(page.getByRole("heading", { name: "Financieel overzicht", level: 1 })).toBeVisible();
  for (const heading of [
    "Omzet",
    "Per betaalwijze",
    "BTW",
    "Omzet per postcodegebied",
    "Bestellingen per uur van de week",
  ])
    await expect(page.getByRole("heading", { name: heading, exact: true, level: 2 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Vandaag" })).toHaveAttribute("aria-current", "page");
  // no revenue tomorrow: the overview does not offer "Morgen" (docs/issues/033.md §11)
  await expect(page.getByRole("navigation", { name: "Periode" }).getByRole("link", { name: "Gisteren" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Periode" }).getByRole("link", { name: "Morgen" })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole("navigation", { name: "Periode" }).getByRole("link", { name: "Deze week" }).click();
  await expect(page).toHaveURL(/period=this-week/);
  await expect(page.getByRole("link", { name: "Deze week" })).toHaveAttribute("aria-current", "page");
  // a preset fills both dates of "Kies periode" (a fresh form: Vandaag's were today's): Monday to Sunday
  const monday = await page.getByLabel("Van", { exact: true }).inputValue();
  const sunday = new Date(`${monday}T12:00:00Z`);
  sunday.setUTCDate(sunday.getUTCDate() + 6);
  await expect(page.getByLabel("Tot en met")).toHaveValue(sunday.toISOString().slice(0, 10));
  expect(new Date(`${monday}T12:00:00Z`).getUTCDay()).toBe(1);
  await expectAccessible(page);

  await page.getByLabel("Van", { exact: true }).fill("2026-01-01");
  await page.getByLabel("Tot en met").fill("2026-12-31");
  await page.getByRole("button", { name: "Kies periode" }).click();
  await expect(page).toHaveURL(/period=pick&from=2026-01-01&to=2026-12-31/);
  await expect(page.getByText("(1 januari 2026 t/m 31 december 2026)", { exact: false })).toBeVisible();
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "CSV downloaden" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^pizzaroma-bestellingen-2026-01-01-pick\.csv$/);
  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString("utf8").slice(1).split("\r\n")[0]).toMatch(/^Datum;Tijd;Nummer;Bron;Betaalwijze;/);

  await page.getByRole("navigation", { name: "Periode" }).getByRole("link", { name: "Dit jaar" }).click();
  await expect(page.getByRole("link", { name: "Dit jaar" })).toHaveAttribute("aria-current", "page");
  // a preset fills both dates of "Kies periode": its first and its last day
  const year = (await page.getByLabel("Van", { exact: true }).inputValue()).slice(0, 4);
  expect(await page.getByLabel("Van", { exact: true }).inputValue()).toBe(`${year}-01-01`);
  await expect(page.getByLabel("Tot en met")).toHaveValue(`${year}-12-31`);
  if (testInfo.project.name === "desktop") {
    await screenshot(page, "tablet", { width: 1024, height: 768 });
    await screenshot(page, "desktop", { width: 1280, height: 800 });
  } else {
    await screenshot(page, "phone", { width: 390, height: 844 });
  }
});

test("the owner prints the daily close: A4 without buttons, and on the receipt printer", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await staffLoginUi(page, "pizzaroma", "admin@pizzaroma.nl");
  await page.goto(hostUrl("pizzaroma", "/admin/stats"));
  await page.getByRole("link", { name: "Dagafsluiting" }).click();
  await expect(page.getByRole("heading", { name: "Dagafsluiting", level: 1 })).toBeVisible();
  await expectAccessible(page);
  const day = page.getByRole("navigation", { name: "Dag" });
  const print = page.getByRole("button", { name: "Afdrukken" });
  await expect(day).toBeVisible();
  await expect(print).toBeVisible();
  // A4: the figures, no navigation and no buttons
  await page.emulateMedia({ media: "print" });
  await expect(day).toBeHidden();
  await expect(print).toBeHidden();
  await expect(page.getByRole("heading", { name: "Dagafsluiting", level: 1 })).toBeVisible();
  const dir = path.join("test-results", "screenshots");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, `day-close-print-${testInfo.project.name}.png`),
    await page.screenshot({ fullPage: true }),
  );
  await page.emulateMedia({ media: "screen" });
  // the 80 mm receipt printer, through the CloudPRNT queue
  await page.getByRole("button", { name: "Print op bonprinter" }).click();
  await expect(page.getByText(/^De dagafsluiting gaat naar /)).toBeVisible();
  fs.writeFileSync(path.join(dir, `day-close-${testInfo.project.name}.png`), await page.screenshot({ fullPage: true }));
});

test("root sees every restaurant, opens one and takes its month as CSV", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await staffLoginUi(page, null, "root@bestelinfo.nl");
  await page.goto(hostUrl(null, "/admin/stats?period=this-year"));
  await expect(page.getByRole("heading", { name: "Financieel overzicht · alle restaurants", level: 1 })).toBeVisible();
  const table = page.getByRole("region", { name: "Tabel per restaurant" });
  await expect(table.getByRole("link", { name: "Pizzeria Roma", exact: true })).toBeVisible();
  // every column on the screen, a phone's too: nothing to scroll sideways
  expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  const dir = path.join("test-results", "screenshots");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, `finance-root-${testInfo.project.name}.png`),
    await page.screenshot({ fullPage: true }),
  );

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    (async () => {
      await page.getByLabel("CSV van restaurant").selectOption({ label: "Pizzeria Roma" });
      await page.getByRole("button", { name: "CSV per maand" }).click();
    })(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^pizzaroma-bestellingen-\d{4}-\d{2}-01-pick\.csv$/);

  await table.getByRole("link", { name: "Pizzeria Roma", exact: true }).click();
  await expect(page.getByRole("link", { name: "← Alle restaurants" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Per betaalwijze", level: 2 })).toBeVisible();
  await expectAccessible(page);
});
