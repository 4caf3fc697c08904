// docs/issues/018.md §3, §7 and decision 056 in the browser (desktop project, decision 094), axe on every page: a
// Thuisbezorgd order's receipt (/bon) carries the code to its landing on the restaurant's own address;
// whoever scans it gets the restaurant's invitation to order directly — never the order; the owner
// gives a product its PLU in the editor and sets Thuisbezorgd's commission from a date, and the
// financial overview shows the marketplace's orders apart. Screenshots at 390×844, 1024×768, 1280×800.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { staffLogin } from "./api";
import { insertOrder, openAllWeek, plainProductId } from "./db";
import { expectAccessible, hostUrl, screenshots, staffLoginUi } from "./support";

const url = (p: string) => hostUrl("pizzaroma", p);

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  await openAllWeek("pizzaroma");
});

test("a marketplace receipt carries the code; a scan gets the invitation, not the order", async ({ page, browser }) => {
  const id = await insertOrder("pizzaroma", {
    status: "order",
    dueInMinutes: 20,
    name: "Piet Geheim",
    amount: 1850,
    source: "thuisbezorgd",
  });
  await staffLogin(page, "admin@pizzaroma.nl", "pizzaroma");
  await page.goto(url(`/bon/${String(id)}`));
  const code = page.getByRole("region", { name: "Volgende keer direct bestellen" });
  await expect(code.getByRole("img", { name: "QR-code" })).toBeVisible();
  await expect(code).toContainText(`/order/thuisbezorgd/${String(id)}`);
  await expectAccessible(page);
  await screenshots(page, "bon-win-back", "all");

  const stranger = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const scan = await stranger.newPage();
  await scan.goto(url(`/order/thuisbezorgd/${String(id)}`));
  await expect(scan.getByRole("heading", { name: "Bedankt voor je bestelling via Thuisbezorgd" })).toBeVisible();
  await expect(scan.getByText("Piet Geheim")).toHaveCount(0);
  await expectAccessible(scan);
  await screenshots(scan, "win-back-landing", "all");
  await scan.getByRole("link", { name: "Bekijk ons menu" }).click();
  await expect(scan).toHaveURL(url("/"));
  await stranger.close();
});

test("the owner gives a product its PLU and sets the commission; the overview shows Thuisbezorgd apart", async ({
  page,
}, testInfo) => {
  const plu = `TB-${testInfo.project.name}`;
  await insertOrder("pizzaroma", {
    status: "done",
    dueInMinutes: -5,
    createdMinutesAgo: 30,
    name: "Klant via Thuisbezorgd",
    amount: 2400,
    source: "thuisbezorgd",
  });
  await staffLoginUi(page, "pizzaroma", "admin@pizzaroma.nl");

  const productId = await plainProductId("pizzaroma");
  await page.goto(url(`/admin/products/${String(productId)}`));
  const field = page.getByLabel("PLU", { exact: true });
  await expect(field).toHaveAttribute("placeholder", String(productId));
  await field.fill("a b");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(field).toHaveAccessibleDescription(/Alleen letters, cijfers, punt, streepje of liggend streepje\./);
  await field.fill(plu);
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Opgeslagen." })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("PLU", { exact: true })).toHaveValue(plu);
  await expectAccessible(page);
  await page.getByLabel("PLU", { exact: true }).scrollIntoViewIfNeeded();
  fs.mkdirSync(path.join("test-results", "screenshots"), { recursive: true });
  fs.writeFileSync(path.join("test-results", "screenshots", "product-plu-desktop.png"), await page.screenshot());
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel("PLU", { exact: true }).scrollIntoViewIfNeeded();
  fs.writeFileSync(path.join("test-results", "screenshots", "product-plu-phone.png"), await page.screenshot());
  await page.setViewportSize(desktop);

  await page.goto(url("/admin/settings/thuisbezorgd"));
  await page.getByLabel("Vanaf", { exact: true }).fill("2026-01-01");
  await page.getByLabel("Percentage").fill("14,5");
  await page.getByLabel("Per bestelling (€)").fill("0,25");
  await page.getByRole("button", { name: "Tarief opslaan" }).click();
  await expect(page.getByText(/Opgeslagen: 14,5 % \+ €\s0,25 per bestelling vanaf 2026-01-01\./)).toBeVisible();
  await expect(page.getByTestId("commission-current")).toHaveText(/14,5 % \+ €\s0,25 per bestelling/);
  await expectAccessible(page);
  await screenshots(page, "commission-settings", "all");

  await page.goto(url("/admin/stats"));
  const market = page.getByRole("region", { name: "Via Thuisbezorgd" });
  await expect(market.getByText("Dit had je bespaard bij directe bestellingen")).toBeVisible();
  await expect(page.getByRole("region", { name: "Wat je bespaart" })).toContainText(
    /nu 14,5 % \+ €\s0,25 per bestelling/,
  );
  await expectAccessible(page);
  await screenshots(page, "stats-marketplace", "all");
});
