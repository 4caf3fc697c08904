// What a newcomer does right after `npm start` (docs/issues/012.md), on a phone, against the development
// server it starts (playwright.smoke.config.ts): the customer orders at the restaurant that is open
// around the clock — product dialog, cart, checkout, login with the code from the dev outbox, iDEAL
// in the Mollie simulator, thank-you — and the staff take it through the board to the receipt.
// Any console error or warning, page error or failed request fails the walk: in development that is how a
// broken dependency pre-bundle shows ("504 Outdated Optimize Dep", a route module that reloads).
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "../fixtures";
import { codeFrom } from "../../support/fake-twilio";

const port = Number(process.env.SMOKE_PORT);
const url = (perma: string, path = "/") => `http://${perma}.localhost:${port}${path}`;

function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (m) => {
    // Remix's router aborting a load a newer navigation superseded (abortStaleFetchLoads,
    // startNavigation) is the router doing its job; the development build logs it, whatever the
    // timing of a click. Only an abort raised inside the router itself is let through.
    if (
      m.type() === "error" &&
      /^AbortError: signal is aborted without reason\s+at (startNavigation|abortStaleFetchLoads|[^\n]*@remix-run_react\.js)/.test(
        m.text(),
      )
    )
      return;
    // docs/issues/033.md §6: a warning too — React's hydration mismatches ("Extra attributes from the server")
    // are warnings in development, and the console must stay clean in both start modes
    if (m.type() === "error" || m.type() === "warning")
      problems.push(`console ${m.type()}: ${m.text()} (${m.location().url})`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  page.on("response", (r) => {
    const type = r.request().resourceType();
    if (r.status() >= 400) problems.push(`${r.status()} ${type} ${r.url()}`);
  });
  page.on("requestfailed", (r) => {
    // a navigation away aborts what the old page was still loading: not a failure of ours
    if (r.failure()?.errorText !== "net::ERR_ABORTED") problems.push(`failed ${r.url()}: ${r.failure()?.errorText}`);
  });
  return problems;
}

/** The restaurant's admin on another device, logged in with the demo password, on the board. */
async function staffOnBoard(browser: Browser, perma: string) {
  const staffContext = await browser.newContext({ ...test.info().project.use });
  const staff = await staffContext.newPage();
  const staffProblems = watchForProblems(staff);
  await staff.goto(url(perma, "/login"));
  await staff.getByRole("link", { name: "Inloggen als medewerker" }).click();
  await staff.getByLabel("E-mail").fill(`admin@${perma}.nl`);
  await staff.getByLabel("Wachtwoord").fill("bestelinfo");
  await staff.getByRole("button", { name: "Inloggen", exact: true }).click();
  await staff.waitForURL(/\/orders/);
  // the board hydrated and joined its live channel before the first tap: a tap before hydration is a
  // native form post that reloads the page, and the walk's next tap can land on the page being left
  // (the Monday 03:00 walk of 2026-11-29 waited 2 minutes for "Klaar" on the tab it never reached)
  await expect(staff.locator('[data-live="1"]')).toBeAttached({ timeout: 30_000 });
  return { staffContext, staff, staffProblems };
}

type OutboxSms = { to: string; message: string; date: string };

// from inside the page: Node cannot resolve *.localhost, Chromium can
const outbox = (page: Page) =>
  page.evaluate(() => fetch("/__dev/outbox").then((r) => r.json() as Promise<OutboxSms[]>));

/** The code in the first SMS to `phone` that was not in the outbox before (the server's clock may be faked). */
async function newCodeFor(page: Page, phone: string, before: OutboxSms[]): Promise<string> {
  const to = `+31${phone.slice(1)}`;
  const seen = new Set(before.map((m) => `${m.date}|${m.to}|${m.message}`));
  let message = "";
  await expect
    .poll(async () => {
      message =
        (await outbox(page)).find((m) => m.to === to && !seen.has(`${m.date}|${m.to}|${m.message}`))?.message ?? "";
      return message;
    })
    .not.toBe("");
  return codeFrom(message);
}

test("npm start: a customer orders and pays, the kitchen takes it to the receipt", async ({ page, browser }) => {
  const problems = watchForProblems(page);
  const phone = "0687650001";

  // the restaurants keep their real hours: at the "closed" clock Pizzeria Roma says so
  if (process.env.SMOKE_CLOCK) {
    await page.goto(url("pizzaroma"));
    await expect(
      page.getByText(process.env.SMOKE_CLOCK === "closed" ? /gesloten/ : /Nu open tot/).first(),
    ).toBeVisible();
  }

  await page.goto(url("nachtsnack"));
  await expect(page.getByRole("heading", { level: 1, name: "Nachtsnack 24/7" })).toBeVisible();
  await page
    .getByRole("region", { name: "Friet" })
    .getByRole("button", { name: "Toevoegen: Friet", exact: true })
    .click();
  const friet = page.getByRole("dialog", { name: "Friet" });
  await friet.getByRole("button", { name: /^Middel/ }).click();
  await friet
    .getByRole("group", { name: "Sauzen" })
    .getByRole("button", { name: /^Mayonaise/ })
    .click();
  await friet.getByRole("button", { name: /^Toevoegen/ }).click();
  await expect(friet).toBeHidden();
  await page.getByRole("button", { name: /Mijn winkelwagen: 1 artikel/ }).click();
  await page.getByRole("dialog", { name: "Mijn winkelwagen" }).getByRole("link", { name: "Bestellen" }).click();

  await expect(page.getByRole("heading", { name: "Afrekenen" })).toBeVisible();
  await page.getByRole("radio", { name: "Afhalen" }).click();
  await expect(page.getByRole("radio", { name: "Afhalen" })).toBeChecked();
  await page.getByRole("button", { name: "Volgende" }).click();
  await page.getByLabel("Naam").fill("Nieuwe Klant");
  await page.getByLabel("Telefoonnummer").fill(phone);
  await page.getByRole("button", { name: "Volgende" }).click();
  await page.getByRole("button", { name: "Volgende" }).click();
  await page.getByRole("radio", { name: "iDEAL" }).check();
  await page.getByRole("button", { name: "Bestelling plaatsen" }).click();

  const login = page.getByRole("dialog", { name: "Aanmelden" });
  await expect(login).toBeVisible();
  const before = await outbox(page);
  await login.getByLabel("Mobiel nummer").fill(phone.slice(2));
  const code = await newCodeFor(page, phone, before);
  for (let i = 0; i < 4; i++) await login.getByLabel(`Teken ${i + 1} van 4`).pressSequentially(code[i]);

  await expect(page.getByRole("heading", { name: "Testbetaling iDEAL" })).toBeVisible();
  await page.getByRole("radio", { name: "Betaald", exact: true }).check();
  await page.getByRole("button", { name: "Doorgaan" }).click();
  await expect(page).toHaveURL(/\/thanks\/\d+$/);
  await expect(page.getByRole("heading", { name: "Bedankt voor je bestelling!" })).toBeVisible();
  const number = Number(
    /Bestelnummer\s*(\d+)/.exec((await page.getByText(/Bestelnummer\s*\d+/).textContent()) ?? "")?.[1],
  );
  const orderId = Number(/\/thanks\/(\d+)$/.exec(page.url())?.[1]);
  expect(number).toBeGreaterThan(0);
  expect(problems, "the customer's walk").toEqual([]);

  // the restaurant's admin, on another device
  const { staffContext, staff, staffProblems } = await staffOnBoard(browser, "nachtsnack");
  const card = staff.getByRole("article", { name: `Bestelling #${number}`, exact: true });
  await card.getByRole("button", { name: "Accepteren" }).click();
  await staff.getByRole("link", { name: /^In bestelling/ }).click();
  await staff
    .getByRole("article", { name: `Bestelling #${number}`, exact: true })
    .getByRole("button", { name: "Klaar" })
    .click();
  await staff.getByRole("link", { name: /^Klaar/ }).click();
  await staff
    .getByRole("article", { name: `Bestelling #${number}`, exact: true })
    .getByRole("button", { name: "Afgehaald" })
    .click();
  await staff.goto(url("nachtsnack", `/bon/${orderId}`));
  await expect(staff.getByText("Nachtsnack 24/7").first()).toBeVisible();
  await expect(staff.getByText("BETAALD").first()).toBeVisible();
  expect(staffProblems, "the kitchen's walk").toEqual([]);
  await staffContext.close();
});

test("npm start: ordering ahead for tomorrow at a restaurant with real hours, planned on its board", async ({
  page,
  browser,
}) => {
  const problems = watchForProblems(page);
  const phone = "0687650002";
  await page.goto(url("pizzaroma"));
  // Pizzeria Roma is closed on Mondays: at 03:00 it says when one can order ahead for
  if (process.env.SMOKE_CLOCK === "closed")
    await expect(page.getByText("Vandaag gesloten — bestel vooruit voor morgen 16:00").first()).toBeVisible();
  await page.getByRole("button", { name: "Toevoegen: Penne Arrabbiata", exact: true }).click();
  await expect(page.getByRole("button", { name: /Mijn winkelwagen: 1 artikel/ })).toBeVisible();
  await page.getByRole("button", { name: /Mijn winkelwagen: 1 artikel/ }).click();
  await page.getByRole("dialog", { name: "Mijn winkelwagen" }).getByRole("link", { name: "Bestellen" }).click();

  await expect(page.getByRole("heading", { name: "Afrekenen" })).toBeVisible();
  await page.getByRole("radio", { name: "Afhalen" }).click();
  await page.getByRole("button", { name: "Volgende" }).click();
  await page.getByLabel("Naam").fill("Vera Vooruit");
  await page.getByLabel("Telefoonnummer").fill(phone);
  await page.getByRole("button", { name: "Volgende" }).click();
  if (process.env.SMOKE_CLOCK === "closed") {
    // closed: only "Kies een tijd", preselected with the first moment it opens
    await expect(page.getByRole("radio", { name: "Zo snel mogelijk" })).toHaveCount(0);
    await expect(page.getByRole("radio", { name: "Kies een tijd" })).toBeChecked();
    await expect(page.getByLabel("Dag")).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByLabel("Tijd (uu:mm)")).toHaveValue("16:00");
  } else {
    await page.getByRole("radio", { name: "Kies een tijd" }).check();
  }
  await page.getByLabel("Dag").selectOption({ label: "Morgen" });
  await page.getByLabel("Tijd (uu:mm)").fill("18:00");
  await page.getByRole("button", { name: "Volgende" }).click();
  await page.getByRole("radio", { name: "Contant" }).check();
  await page.getByRole("button", { name: "Bestelling plaatsen" }).click();

  const login = page.getByRole("dialog", { name: "Aanmelden" });
  await expect(login).toBeVisible();
  const before = await outbox(page);
  await login.getByLabel("Mobiel nummer").fill(phone.slice(2));
  const code = await newCodeFor(page, phone, before);
  for (let i = 0; i < 4; i++) await login.getByLabel(`Teken ${i + 1} van 4`).pressSequentially(code[i]);
  await expect(page.getByRole("heading", { name: "Bedankt voor je bestelling!" })).toBeVisible();
  // the browser runs on the real clock, the server on a faked one: the day's name depends on whose
  await expect(page.getByText(/\b18:00$/).first()).toBeVisible();
  const number = Number(
    /Bestelnummer\s*(\d+)/.exec((await page.getByText(/Bestelnummer\s*\d+/).textContent()) ?? "")?.[1],
  );
  expect(problems, "the customer's walk").toEqual([]);

  // on the board it waits under "Ingepland" until an hour before it is due
  const { staffContext, staff, staffProblems } = await staffOnBoard(browser, "pizzaroma");
  await expect(staff.getByRole("article", { name: `Bestelling #${number}`, exact: true })).toHaveCount(0);
  await staff.getByRole("link", { name: /^Ingepland/ }).click();
  const card = staff.getByRole("article", { name: `Bestelling #${number}`, exact: true });
  await expect(card).toBeVisible();
  await expect(card.getByText(/\b18:00\b/).first()).toBeVisible();
  expect(staffProblems, "the kitchen's walk").toEqual([]);
  await staffContext.close();
});

test("npm start: the owner's menu screens on a phone — the list, a product in the editor — and the error page with its code", async ({
  browser,
  page,
}) => {
  const { staffContext, staff, staffProblems } = await staffOnBoard(browser, "pizzaroma");
  await staff.goto(url("pizzaroma", "/admin/products"));
  await expect(staff.getByRole("heading", { name: /Producten/, level: 1 })).toBeVisible();
  await staff.getByRole("searchbox").first().fill("Margherita");
  await staff.getByRole("link", { name: "Margherita", exact: true }).first().click();
  await expect(staff.getByRole("heading", { name: "Margherita", level: 1 })).toBeVisible();
  await expect(staff.getByRole("heading", { name: "Voorbeeld voor de klant" })).toBeVisible();
  fs.mkdirSync(path.join("test-results", "screenshots"), { recursive: true });
  await staff.screenshot({ path: path.join("test-results", "screenshots", "smoke-dev-product-editor-phone.png") });
  expect(staffProblems, "the owner's walk").toEqual([]);
  await staffContext.close();

  // an unknown page: the Dutch 404 with the request's code, as support asks for it
  const answer = await page.goto(url("pizzaroma", "/bestaat-niet"));
  expect(answer?.status()).toBe(404);
  const code = answer?.headers()["x-request-id"] ?? "";
  await expect(page.getByRole("heading", { name: "Deze pagina niet gevonden" })).toBeVisible();
  await expect(page.getByText(code)).toBeVisible();
  await page.screenshot({ path: path.join("test-results", "screenshots", "smoke-dev-404-phone.png") });
  // a later navigation that fails was a data request: the document's code does not name it
  await page.evaluate(() =>
    (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate(
      "/ook-niet",
    ),
  );
  await expect(page).toHaveURL(/\/ook-niet$/);
  await expect(page.getByRole("heading", { name: "Deze pagina niet gevonden" })).toBeVisible();
  await expect(page.getByText(/foutcode/)).toHaveCount(0);
});
