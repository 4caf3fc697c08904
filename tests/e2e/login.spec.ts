// Log in through the "Aanmelden" dialog with the code from the SMS, see "Mijn Bestelinfo" in the
// menu, log out. The SMS goes through the real twilio client to the fake (global-setup.ts).
import { expect, test } from "./fixtures";
import { latestCodeFor, newCodeFor, smsCount } from "./sms";
import { expectAccessible, hostUrl } from "./support";

// one demo customer per project, so the parallel projects never share a phone's limits
const PHONES: Record<string, string> = { phone: "0612345601", desktop: "0612345602" };

test("a customer logs in with an SMS code through the dialog and logs out", async ({ page }, testInfo) => {
  const phone = PHONES[testInfo.project.name] ?? "0612345603";
  // any page with the app bar will do: the restaurant directory is one that other work leaves alone
  await page.goto(hostUrl("pizzaroma", "/hosts"));
  await page.getByRole("button", { name: "Inloggen" }).click();
  const dialog = page.getByRole("dialog", { name: "Aanmelden" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);

  const sentAfter = new Date();
  await dialog.getByLabel("Mobiel nummer").fill(phone.slice(2)); // the 8th digit requests the code
  await expect(dialog.getByText(`We hebben een code gestuurd naar ${phone}`)).toBeVisible();
  // back to the phone step at once (a mistyped number must not wait); only a new code waits 15 s
  await expect(dialog.getByRole("button", { name: "Opnieuw" })).toBeEnabled();
  await expect(dialog.getByRole("button", { name: "Nieuwe code" })).toBeDisabled();
  await expectAccessible(page);

  const code = await latestCodeFor(phone, sentAfter);
  for (let i = 0; i < 4; i++) await dialog.getByLabel(`Teken ${i + 1} van 4`).pressSequentially(code[i].toLowerCase());
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/hosts$/); // the page continues where the user was

  await page.getByRole("button", { name: "Menu" }).click();
  const menu = page.getByRole("dialog", { name: /./ });
  await expect(menu.getByRole("link", { name: "Mijn Bestelinfo" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Profiel" })).toHaveAttribute("href", "/admin/profile");
  await expectAccessible(page);

  await menu.getByRole("button", { name: "Uitloggen" }).click();
  await page.waitForURL(hostUrl("pizzaroma", "/")); // docs/spec.md §7: to / after 100 ms
  // from the browser: Node cannot resolve *.localhost, Chromium can
  expect(await page.evaluate(() => fetch("/api/auth/user").then((r) => r.status))).toBe(401);
  await page.goto(hostUrl("pizzaroma", "/hosts"));
  await expect(page.getByRole("button", { name: "Inloggen" })).toBeVisible();
});

test("a wrong code shows the server's message, which hides after 2 s", async ({ page }, testInfo) => {
  const phone = testInfo.project.name === "phone" ? "0612345604" : "0612345605";
  await page.goto(hostUrl("pizzaroma", "/login"));
  await expect(page.getByRole("link", { name: "Zelf bestellen? klik hier" })).toBeVisible();
  await page.getByLabel("Mobiel nummer").fill(phone.slice(2));
  await expect(page.getByText(/We hebben een code gestuurd/)).toBeVisible();
  await page.getByLabel("Teken 1 van 4").fill("ZZZZ".slice(0, 1));
  for (let i = 1; i < 4; i++) await page.getByLabel(`Teken ${i + 1} van 4`).fill("Z");
  const alert = page.getByRole("alert").filter({ hasText: "Onjuiste of verlopen code" });
  await expect(alert).toBeVisible();
  await expect(page.getByLabel("Teken 1 van 4")).toHaveValue("");
  await expect(alert).toBeHidden({ timeout: 4000 });
});

test("staff log in with e-mail and password and land on their orders", async ({ page }) => {
  await page.goto(hostUrl("pizzaroma", "/login"));
  await page.getByRole("link", { name: "Inloggen als medewerker" }).click();
  await page.getByLabel("E-mail").fill("admin@pizzaroma.nl");
  await page.getByLabel("Wachtwoord").fill("verkeerd-wachtwoord");
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
  await expect(page.getByText("Ongeldige email of wachtwoord.")).toBeVisible();
  await page.getByLabel("Wachtwoord").fill("bestelinfo");
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
  await page.waitForURL(/\/orders$/);
});

test("a mistyped number goes back at once; a new code for the same number waits 15 s", async ({ page }, testInfo) => {
  const phone = testInfo.project.name === "phone" ? "0612345631" : "0612345632";
  await page.clock.install();
  await page.goto(hostUrl("pizzaroma", "/hosts"));
  await page.getByRole("button", { name: "Inloggen" }).click();
  const dialog = page.getByRole("dialog", { name: "Aanmelden" });
  await dialog.getByLabel("Mobiel nummer").fill(phone.slice(2));
  await expect(dialog.getByText(`We hebben een code gestuurd naar ${phone}`)).toBeVisible();
  await dialog.getByRole("button", { name: "Opnieuw" }).click();
  await expect(dialog.getByLabel("Mobiel nummer")).toHaveValue("");

  await dialog.getByLabel("Mobiel nummer").fill(phone.slice(2));
  await expect(dialog.getByRole("button", { name: "Nieuwe code" })).toBeDisabled();
  await page.clock.runFor(16_000);
  await expect(dialog.getByRole("button", { name: "Nieuwe code" })).toBeEnabled();
  // the code of the SMS this click sends: it replaces the one sent when the number was typed
  const seen = await smsCount(phone);
  await dialog.getByRole("button", { name: "Nieuwe code" }).click();
  const code = await newCodeFor(phone, seen);
  // the answer restarts the code step (new boxes, a new 15 s timer): type into those, not into the
  // boxes it replaces — the SMS can be in the outbox before the answer is in the page
  await expect(dialog.getByText(/Nieuwe code mogelijk over \d+ s/)).toBeVisible();
  await expect(dialog.getByLabel("Teken 1 van 4")).toBeEditable();
  for (let i = 0; i < 4; i++) await dialog.getByLabel(`Teken ${i + 1} van 4`).pressSequentially(code[i]);
  await expect(dialog).toBeHidden();
});

test("'Inloggen als medewerker' and the staff login work before the page's scripts run", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(hostUrl("pizzaroma", "/login"));
  await page.getByRole("link", { name: "Inloggen als medewerker" }).click();
  await expect(page).toHaveURL(/\/login\?medewerker=1$/);
  // the form posts to /login itself, which logs in as the API does (a tap before hydration)
  await page.getByLabel("E-mail").fill("admin@pizzaroma.nl");
  await page.getByLabel("Wachtwoord").fill("verkeerd-wachtwoord");
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Ongeldige email of wachtwoord." })).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveValue("admin@pizzaroma.nl");
  await page.getByLabel("Wachtwoord").fill("bestelinfo");
  await page.getByRole("button", { name: "Inloggen", exact: true }).click();
  await page.waitForURL(/\/orders$/);
  await context.close();
});
