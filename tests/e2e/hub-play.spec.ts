// docs/issues/020.md §2 and §3 in the browser (the desktop project; decision 094), axe on every page: the owner of Pizzaroma
// places a test order on /admin/play ("Testen"); it reaches the board marked TEST, and the financial
// overview leaves it out (its "CSV met regels" of today lists a real order's dish, never the test
// order's "Testproduct"). Then "Koppelingen" from the menu: one card per integration, each with its
// state in words and the button that fixes it; root chooses a restaurant on the platform domain.
// Screenshots of both screens on a phone (390×844), a tablet (1024×768) and a desktop.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { staffLogin } from "./api";
import { insertOrder, openAllWeek, withE2eDb } from "./db";
import { expectAccessible, hostUrl, screenshots } from "./support";

const url = (p: string) => hostUrl("pizzaroma", p);

// several page loads with axe each on a shared two-core machine: no timing asserted
test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  await openAllWeek("pizzaroma");
});

test("a test order from Testen reaches the board marked TEST and stays out of the financial overview", async ({
  page,
}, testInfo) => {
  const dish = `Echt gerecht ${testInfo.project.name} ${String(Date.now())}`;
  await staffLogin(page, "admin@pizzaroma.nl", "pizzaroma");
  await page.goto(url("/admin/play"));
  await expect(page.getByRole("heading", { name: "Testen", level: 1 })).toBeVisible();
  await expectAccessible(page);

  // the answer names no internal id (docs/issues/033.md §15): the new test order is read from the database
  const testOrders = () =>
    withE2eDb(async (db) =>
      (
        await db.query<{ id: number }>(
          "SELECT o.id FROM orders o JOIN hosts h ON h.id = o.host_id WHERE h.perma = 'pizzaroma' AND o.is_test",
        )
      ).rows.map((r) => r.id),
    );
  const before = new Set(await testOrders());
  await page.getByRole("button", { name: "Plaats testbestelling" }).click();
  const done = page.getByRole("status").filter({ hasText: "Testbestelling geplaatst" });
  await expect(done).toBeVisible();
  const id = Math.max(...(await testOrders()).filter((o) => !before.has(o)));
  expect(id, "a new test order").toBeGreaterThan(0);
  await expectAccessible(page);
  await screenshots(page, "play", "all");

  // the board: the card is there, marked TEST, with no order number
  await page.goto(url("/orders"));
  const card = page.locator(`article[aria-labelledby="order-${String(id)}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByRole("heading", { name: "Bestelling TEST" })).toBeVisible();
  await expect(card.getByText("Testbestelling — niet maken", { exact: true }).first()).toBeVisible();
  await expectAccessible(page);

  // the financial overview of today: a real order's dish is in its lines, the test order's is not
  await insertOrder("pizzaroma", {
    status: "archive",
    dueInMinutes: -5,
    createdMinutesAgo: 0,
    name: dish,
    amount: 1150,
  });
  await page.goto(url("/admin/stats?period=today"));
  await expect(page.getByRole("heading", { name: "Financieel overzicht", level: 1 })).toBeVisible();
  await expectAccessible(page);
  const href = await page.getByRole("link", { name: "CSV met regels" }).getAttribute("href");
  // fetched by the page itself (its cookie; Node cannot resolve *.localhost)
  const csv = await page.evaluate(async (to) => (await fetch(to)).text(), href ?? "/");
  expect(csv).toMatch(/^\uFEFF?Datum;Tijd;Nummer;Product/);
  expect(csv, "a real order of today is counted").toContain("Testgerecht");
  expect(csv, "the test order is not").not.toContain("Testproduct");
});

test("Koppelingen: every integration with its state and the button that fixes it", async ({ page }) => {
  await staffLogin(page, "admin@pizzaroma.nl", "pizzaroma");
  await page.goto(url("/admin/play"));
  await page.getByRole("button", { name: "Menu", exact: true }).click();
  await page
    .getByRole("navigation", { name: "Hoofdmenu" })
    .getByRole("link", { name: "Koppelingen", exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/hub$/);
  await expect(page.getByRole("heading", { name: "Koppelingen", level: 1 })).toBeVisible();
  for (const title of [
    "Open of gepauzeerd",
    "Betalen (iDEAL via Mollie)",
    "Printers",
    "SMS",
    "Pushmeldingen",
    "Thuisbezorgd",
  ]) {
    const card = page.getByRole("region", { name: title, exact: true });
    await expect(card, title).toBeVisible();
    await expect(card.getByText(/^(Actie nodig|Let op|In orde|Niet in gebruik)$/).first(), title).toBeVisible();
    await expect(card.getByRole("link").last(), title).toBeVisible();
  }
  await expect(page.getByTestId("hub-overall")).toContainText("Pizzeria Roma");
  await expectAccessible(page);
  await screenshots(page, "hub", "all");

  // the pause card's button goes to the pause
  await page.getByRole("region", { name: "Open of gepauzeerd" }).getByRole("link").click();
  await expect(page).toHaveURL(/\/admin\/settings\/bestellen$/);
});

test("root chooses a restaurant on the platform domain", async ({ page }) => {
  await staffLogin(page, "root@bestelinfo.nl", null);
  await page.goto(hostUrl(null, "/admin/hub"));
  await expect(page.getByText("Kies een restaurant om zijn koppelingen te zien.")).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Restaurant").selectOption({ label: "Pizzeria Roma" });
  await page.getByRole("button", { name: "Tonen" }).click();
  await expect(page).toHaveURL(/\?restaurant=\d+$/);
  await expect(page.getByRole("region", { name: "Printers", exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "Open of gepauzeerd" }).getByRole("link").last()).toHaveAttribute(
    "href",
    new RegExp(`^http://pizzaroma\\.localhost:\\d+/admin/settings/bestellen$`),
  );
  await expectAccessible(page);
  const dir = path.join("test-results", "screenshots");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "hub-root-desktop.png"), await page.screenshot({ fullPage: true }));
  await page.setViewportSize({ width: 390, height: 844 });
  fs.writeFileSync(path.join(dir, "hub-root-phone.png"), await page.screenshot({ fullPage: true }));
});
