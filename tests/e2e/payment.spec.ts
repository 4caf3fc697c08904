// docs/issues/005.md end to end: an iDEAL order for pickup, paid on the built-in simulator's checkout page,
// ends on the thank-you page with the order paid and 'new' (on the board); a failed payment shows
// the banner on the menu, and its retry succeeds. The server runs the simulator (PAYMENT_SIMULATOR=1).
import { expect, test, type Page } from "./fixtures";
import { staffLogin } from "./api";
import { openAllWeek, withE2eDb } from "./db";
import { latestCodeFor } from "./sms";
import { expectAccessible, hostUrl } from "./support";

test.beforeAll(async () => {
  await openAllWeek("pizzaroma");
});
// two trips through checkout, the payment page and back, with axe checks on each page
test.describe.configure({ timeout: 90_000 });

const PHONES: Record<string, [string, string]> = {
  phone: ["0698760101", "0698760102"],
  desktop: ["0698760103", "0698760104"],
};

async function orderFrietWithIdeal(page: Page, phone: string): Promise<number> {
  await page.goto(hostUrl("pizzaroma"));
  await page.getByRole("button", { name: "Toevoegen: Friet", exact: true }).click();
  const friet = page.getByRole("dialog", { name: "Friet" });
  await friet.getByRole("button", { name: /^Middel/ }).click();
  await friet.getByRole("button", { name: /^Toevoegen/ }).click();
  await page.getByRole("button", { name: /Mijn winkelwagen: 1 artikel/ }).click();
  await page.getByRole("dialog", { name: "Mijn winkelwagen" }).getByRole("link", { name: "Bestellen" }).click();

  await expect(page.getByRole("heading", { name: "Afrekenen" })).toBeVisible();
  // the mode is saved in the cart first, so the radio turns checked a moment after the click
  await page.getByRole("radio", { name: "Afhalen" }).click();
  await expect(page.getByRole("radio", { name: "Afhalen" })).toBeChecked();
  await page.getByRole("button", { name: "Volgende" }).click();
  await page.getByLabel("Naam").fill("Test Betaler");
  await page.getByLabel("Telefoonnummer").fill(`06${phone.slice(2)}`);
  await page.getByRole("button", { name: "Volgende" }).click();
  await page.getByRole("button", { name: "Volgende" }).click();
  await page.getByRole("radio", { name: "iDEAL" }).check();
  await expect(page.getByText("iDEAL-transactiekosten")).toBeVisible();
  await page.getByRole("button", { name: "Bestelling plaatsen" }).click();

  const login = page.getByRole("dialog", { name: "Aanmelden" });
  await expect(login).toBeVisible();
  const sentAfter = new Date();
  await login.getByLabel("Mobiel nummer").fill(phone.slice(2));
  const code = await latestCodeFor(phone, sentAfter);
  for (let i = 0; i < 4; i++) await login.getByLabel(`Teken ${i + 1} van 4`).pressSequentially(code[i]);

  // the simulator's checkout page, € 3,95 + € 0,29
  await expect(page.getByRole("heading", { name: "Testbetaling iDEAL" })).toBeVisible();
  await expect(page.getByText("€ 4,24")).toBeVisible();
  await expectAccessible(page);
  const description = await page.getByText(/^Bestelling \d+ bij /).textContent();
  return Number(/Bestelling (\d+)/.exec(description ?? "")?.[1]);
}

async function payAs(page: Page, outcome: "Betaald" | "Mislukt") {
  await page.getByRole("radio", { name: outcome, exact: true }).check();
  await page.getByRole("button", { name: "Doorgaan" }).click();
}

function orderState(number: number) {
  return withE2eDb(async (db) => {
    const { rows } = await db.query<{ status: string; paid: boolean; payment_status: string }>(
      "SELECT o.status, o.paid, o.payment_status FROM orders o JOIN hosts h ON h.id = o.host_id WHERE h.perma = 'pizzaroma' AND o.number = $1 AND o.day = (now() AT TIME ZONE 'Europe/Amsterdam')::date",
      [number],
    );
    return rows[0];
  });
}

test("an iDEAL order paid in the simulator ends on the thank-you page, paid and new", async ({
  page,
  anotherPerson,
}, testInfo) => {
  const number = await orderFrietWithIdeal(page, (PHONES[testInfo.project.name] ?? PHONES.phone)[0]);
  await payAs(page, "Betaald");
  await expect(page).toHaveURL(/\/thanks\/\d+$/);
  await expect(page.getByRole("heading", { name: "Bedankt voor je bestelling!" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Betaald" })).toBeVisible();
  await expectAccessible(page);
  expect(await orderState(number)).toEqual({ status: "new", paid: true, payment_status: "paid" });

  // and it is on the restaurant's board, as a new order
  const staff = await anotherPerson();
  await staffLogin(staff);
  await staff.goto(hostUrl("pizzaroma", "/orders?tab=new"));
  // numbers restart every day: just after midnight yesterday's #n can still be due today
  await expect(
    staff.getByRole("article", { name: `Bestelling #${number}`, exact: true }).filter({ hasText: "Test Betaler" }),
  ).toBeVisible();
  await staff.context().close();
});

test("a failed iDEAL payment shows the banner, and the retry succeeds", async ({ page }, testInfo) => {
  const number = await orderFrietWithIdeal(page, (PHONES[testInfo.project.name] ?? PHONES.phone)[1]);
  await payAs(page, "Mislukt");
  await expect(page.getByText("Er is iets misgegaan met de betaling. Probeer het nog eens.")).toBeVisible();
  await expectAccessible(page);

  // every page of this customer carries the banner; it leads back to the order
  await page.goto(hostUrl("pizzaroma"));
  const banner = page.getByRole("link", {
    name: `De IDEAL betaling van order ${number} is mislukt. Klik hier om deze aan te passen.`,
  });
  await expect(banner).toBeVisible();
  await expectAccessible(page);
  await banner.click();
  await page.getByRole("button", { name: "Opnieuw betalen met iDEAL" }).click();
  await expect(page.getByRole("heading", { name: "Testbetaling iDEAL" })).toBeVisible();
  await payAs(page, "Betaald");
  await expect(page.getByRole("heading", { name: "Bedankt voor je bestelling!" })).toBeVisible();
  expect(await orderState(number)).toEqual({ status: "new", paid: true, payment_status: "paid" });
});
