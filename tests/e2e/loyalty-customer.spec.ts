// docs/issues/020.md §6/§7/§1 from the customer's side, in the browser (they had integration tests only):
// rate a finished order on /beoordeling/{id}, mark the restaurant on /favoriet, and give and take
// back consent on /club. axe on every page, phone and desktop.
import { expect, test } from "./fixtures";
import { customerLogin, placeCashOrder } from "./api";
import { openAllWeek, plainProductId, withE2eDb } from "./db";
import { expectAccessible, hostUrl } from "./support";

const url = (p: string) => hostUrl("pizzaroma", p);
const PHONES: Record<string, string> = { phone: "0698763001", desktop: "0698763002" };

test.describe.configure({ timeout: 120_000 });

let productId = 0;
test.beforeAll(async () => {
  await openAllWeek("pizzaroma");
  productId = await plainProductId("pizzaroma");
});

test("rate a finished order, mark a favourite, and manage the club's messages", async ({ page }, testInfo) => {
  const phone = PHONES[testInfo.project.name] ?? "0698763003";
  await customerLogin(page, phone);
  const order = await placeCashOrder(page, { productId, name: "Rick Review", phone });
  // the kitchen finished it (a board walk of its own elsewhere)
  await withE2eDb((db) => db.query("UPDATE orders SET status = 'archive' WHERE id = $1", [order.id]));

  await page.goto(url(`/beoordeling/${order.id}`));
  await expect(page.getByRole("heading", { name: "Beoordeel je bestelling" })).toBeVisible();
  await expectAccessible(page);
  await page.getByText("Uitstekend").click();
  await page.getByLabel("Opmerking (niet verplicht)").fill("Lekker en snel.");
  await page.getByRole("button", { name: "Beoordeling versturen" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Bedankt voor je beoordeling!" })).toBeVisible();
  await expect(page.getByText("Lekker en snel.")).toBeVisible();
  await expectAccessible(page);

  await page.goto(url("/favoriet"));
  await expect(page.getByRole("heading", { name: "Favoriet" })).toBeVisible();
  await page.getByRole("button", { name: /^Maak .* je favoriet$/ }).click();
  const marked = page.getByRole("button", { name: /is je favoriet$/ });
  await expect(marked).toHaveAttribute("aria-pressed", "true");
  await expectAccessible(page);

  await page.goto(url("/club"));
  await expect(page.getByRole("heading", { name: /^Klantenclub van / })).toBeVisible();
  await page.getByRole("button", { name: "Ja, stuur mij acties per sms" }).click();
  await expect(page.getByText(/Je ontvangt de berichten van de klantenclub \(sinds/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Afmelden voor berichten" }).click();
  await expect(page.getByText("Je ontvangt geen berichten van de klantenclub.")).toBeVisible();
  await expectAccessible(page);
});
