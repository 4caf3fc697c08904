// The privacy page (decision 081) and the cookies the product sets. A walk through the menu, the
// cart, the checkout, the customer's login and the staff login; then every cookie in the browser
// must be on the allow-list the privacy page shows (FUNCTIONAL_COOKIES), or the test fails.
// /privacy is reached from the menu's footer, the login dialog and the checkout, axe-clean.
import { FUNCTIONAL_COOKIES } from "../../app/domain/privacy-page";
import { expect, test } from "./fixtures";
import { latestCodeFor } from "./sms";
import { expectAccessible, hostUrl, screenshots, staffLoginUi } from "./support";
import { openAllWeek } from "./db";

const PHONES: Record<string, string> = { phone: "0698760381", desktop: "0698760382" };
const ALLOWED = new Set<string>(FUNCTIONAL_COOKIES.map((c) => c.name));

test.beforeAll(async () => {
  await openAllWeek("pizzaroma");
});

test("every cookie set on the menu, cart, checkout, login and staff login is a functional one", async ({
  page,
  anotherPerson,
}, testInfo) => {
  const phone = PHONES[testInfo.project.name] ?? "0698760383";
  const seen = new Map<string, string>();
  const record = async (where: string, on = page) => {
    for (const c of await on.context().cookies()) if (!seen.has(c.name)) seen.set(c.name, where);
  };

  // the menu, and its footer's link
  await page.goto(hostUrl("pizzaroma"));
  await expect(page.getByRole("link", { name: "Privacy en cookies" })).toHaveAttribute("href", "/privacy");
  await record("menu");

  // the cart
  await page.getByRole("button", { name: "Toevoegen: Friet", exact: true }).click();
  const friet = page.getByRole("dialog", { name: "Friet" });
  await friet.getByRole("button", { name: /^Middel/ }).click();
  await friet.getByRole("button", { name: /^Toevoegen/ }).click();
  await expect(friet).toBeHidden();
  await page.getByRole("button", { name: /Mijn winkelwagen: 1 artikel/ }).click();
  await record("cart");
  await page.getByRole("dialog", { name: "Mijn winkelwagen" }).getByRole("link", { name: "Bestellen" }).click();

  // the checkout, and its link
  await expect(page.getByRole("heading", { name: "Afrekenen" })).toBeVisible();
  await expect(page.getByRole("link", { name: "privacy en cookies" })).toHaveAttribute("href", "/privacy");
  await record("checkout");

  // the customer's login dialog, and its link
  await page.getByRole("button", { name: "Inloggen" }).click();
  const login = page.getByRole("dialog", { name: "Aanmelden" });
  await expect(login.getByRole("link", { name: "privacy en cookies" })).toHaveAttribute("href", "/privacy");
  const sentAfter = new Date();
  await login.getByLabel("Mobiel nummer").fill(phone.slice(2));
  const code = await latestCodeFor(phone, sentAfter);
  for (let i = 0; i < 4; i++) await login.getByLabel(`Teken ${i + 1} van 4`).pressSequentially(code[i]);
  await expect(login).toBeHidden();
  await record("customer login");

  // the staff login, on the restaurant's tablet (a browser of its own)
  const tablet = await anotherPerson();
  await staffLoginUi(tablet, "pizzaroma", "order@pizzaroma.nl", /\/orders$/);
  await record("staff login", tablet);

  // something was set (the walk logged in), and nothing beyond the allow-list
  expect(seen.size).toBeGreaterThan(0);
  const unexpected = [...seen].filter(([name]) => !ALLOWED.has(name)).map(([name, where]) => `${name} (${where})`);
  expect(unexpected, "cookies not on the privacy page's list").toEqual([]);
});

test("the privacy page names the restaurant, its sub-processors, the retention and the one cookie", async ({
  page,
}) => {
  await page.goto(hostUrl("pizzaroma"));
  await page.getByRole("link", { name: "Privacy en cookies" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy en cookies" })).toBeVisible();
  await expect(page.getByText(/is de verwerkingsverantwoordelijke/)).toBeVisible();
  await expect(page.getByText("Bestelinfo verwerkt ze in opdracht van", { exact: false })).toBeVisible();
  for (const name of ["Fly.io", "Twilio", "Mollie"]) await expect(page.getByText(`${name}:`)).toBeVisible();
  const table = page.getByRole("table", { name: "Bewaartermijnen" });
  await expect(table.getByRole("row")).toHaveCount(6);
  await expect(table.getByRole("row", { name: /7 jaar, daarna geanonimiseerd/ })).toBeVisible();
  await expect(page.getByText("We gebruiken alleen functionele cookies", { exact: false })).toBeVisible();
  await expect(page.getByText("bestelinfo.sid")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "privacy", "all");
});
