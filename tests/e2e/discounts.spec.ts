// docs/issues/020.md §5 in the browser: the owner adds a code and an automatic promotion on /admin/kortingen
// (a tablet at the counter); a customer on a phone sees the promotion on the menu, types the
// "Kortingscode" at checkout and orders — the discount is its own line on the thank-you page and
// on the board's card. axe on every screen; screenshots into test-results/screenshots.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./fixtures";
import { customerLogin, post, staffLogin } from "./api";
import { openAllWeek, plainProductId } from "./db";
import { expectAccessible, hostUrl } from "./support";

const url = (p: string) => hostUrl("pizzaroma", p);
const PHONES: Record<string, string> = { phone: "0698762001", desktop: "0698762002" };
const TABLET = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };

test.describe.configure({ timeout: 180_000 });

let productId = 0;
test.beforeAll(async () => {
  await openAllWeek("pizzaroma");
  productId = await plainProductId("pizzaroma");
});

async function screenshot(page: Page, name: string, size: { width: number; height: number }, project: string) {
  const dir = path.join("test-results", "screenshots");
  fs.mkdirSync(dir, { recursive: true });
  await page.setViewportSize(size);
  fs.writeFileSync(path.join(dir, `discounts-${name}-${project}.png`), await page.screenshot({ fullPage: true }));
}

test("the owner adds a code; a customer orders with it and the line shows on thank-you and the board", async ({
  page,
  anotherPerson,
}, testInfo) => {
  const project = testInfo.project.name;
  const code = `E2E${project.toUpperCase()}${Date.now() % 100000}`;
  const promo = `Actie ${project} ${Date.now() % 100000}`;

  // the owner, on a tablet
  await page.setViewportSize(TABLET);
  await staffLogin(page, "admin@pizzaroma.nl");
  await page.goto(url("/admin/kortingen"));
  await expect(page.getByRole("heading", { name: "Kortingen", level: 1 })).toBeVisible();
  const form = page.locator("#korting-form");
  // a refusal first: a percentage above 100
  await form.getByLabel("Naam").fill(promo);
  await form.getByLabel("Percentage of bedrag").fill("150");
  await form.getByRole("button", { name: "Korting toevoegen" }).click();
  await expect(form.locator("#value-error")).toHaveText("Een percentage van 1 tot en met 100.");
  await expectAccessible(page);
  // an automatic 10 % from € 500 (it runs today, so the menu names it; no real order reaches it)
  await form.getByLabel("Naam").fill(promo);
  await form.getByLabel("Percentage of bedrag").fill("10");
  await form.getByLabel("Minimaal bestelbedrag (€)").fill("500");
  await form.getByRole("button", { name: "Korting toevoegen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Korting toegevoegd." })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: promo })).toBeVisible();
  // the form starts empty again for the next one
  await expect(form.getByLabel("Naam")).toHaveValue("");
  // the code: € 2,50 off, once per customer
  await form.getByLabel("Naam").fill(`Welkom ${project}`);
  await form.getByLabel("Soort").selectOption("amount");
  await form.getByLabel("Percentage of bedrag").fill("2,50");
  await form.getByLabel("Kortingscode").fill(code.toLowerCase());
  await form.getByLabel("Maximaal aantal keer per klant").fill("1");
  await form.getByRole("button", { name: "Korting toevoegen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Korting toegevoegd." })).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: code });
  await expect(card).toContainText("€ 2,50 korting op de hele bestelling");
  await expect(card).toContainText("max. 1× per klant");
  await expectAccessible(page);
  await screenshot(page, "admin-tablet", TABLET, project);

  // the customer, on a phone
  const customer = await anotherPerson();
  await customer.setViewportSize(PHONE);
  const phone = PHONES[project] ?? "0698762003";
  await customerLogin(customer, phone);
  await customer.goto(url("/"));
  const banner = customer.getByRole("complementary", { name: "Acties" });
  await expect(banner).toContainText("Acties vandaag");
  await expect(banner).toContainText(promo);
  await expect(banner).not.toContainText(code);
  await expectAccessible(customer);
  await screenshot(customer, "menu-phone", PHONE, project);

  expect((await post(customer, "/api/cart", { intent: "add", productId, quantity: 2 })).status).toBe(200);
  await customer.goto(url("/order/checkout"));
  await expect(customer.getByRole("heading", { name: "Afrekenen" })).toBeVisible();
  await customer.getByLabel("Kortingscode").fill("GEENCODE");
  await customer.getByRole("button", { name: "Toepassen" }).click();
  await expect(customer.getByRole("alert").filter({ hasText: "Deze code is niet geldig" })).toBeVisible();
  await customer.getByLabel("Kortingscode").fill(code.toLowerCase());
  await customer.getByRole("button", { name: "Toepassen" }).click();
  await expect(customer.getByText(`Kortingscode ${code} toegepast.`)).toBeVisible();
  const summary = customer.getByRole("region", { name: "Je bestelling" });
  await expect(summary.getByText(`Korting: Welkom ${project}`)).toBeVisible();
  await expectAccessible(customer);
  await screenshot(customer, "checkout-phone", PHONE, project);

  // click, then wait for the server's answer: check() re-reads the radio at once, while the
  // optimistic choice may still be settling (docs/issues/023.md §4)
  await customer.getByRole("radio", { name: "Afhalen" }).click();
  await expect(customer.getByRole("radio", { name: "Afhalen" })).toBeChecked();
  await customer.getByRole("button", { name: "Volgende" }).click();
  await customer.getByLabel("Naam").fill("Kim Korting");
  await customer.getByLabel("Telefoonnummer").fill(phone);
  await customer.getByRole("button", { name: "Volgende" }).click();
  await customer.getByRole("button", { name: "Volgende" }).click();
  await customer.getByRole("radio", { name: "Contant" }).check();
  await customer.getByRole("button", { name: "Bestelling plaatsen" }).click();
  await expect(customer).toHaveURL(/\/thanks\/\d+$/);
  const list = customer.getByRole("region", { name: "Je bestelling" });
  await expect(list.getByText(`Korting: Welkom ${project}`)).toBeVisible();
  await expect(list.getByText(/€\s-2,50/)).toBeVisible();
  await expectAccessible(customer);
  await screenshot(customer, "thanks-phone", PHONE, project);
  const number = (await customer.getByText(/Bestelnummer\s*\d+/).textContent())?.match(/\d+/)?.[0];

  // the board: the card carries the same line
  await page.goto(url("/orders"));
  const order = page
    .getByRole("article", { name: `Bestelling #${number}`, exact: true })
    .filter({ hasText: "Kim Korting" });
  await expect(order.getByText(`Korting: Welkom ${project}`)).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, "board-tablet", TABLET, project);
});
