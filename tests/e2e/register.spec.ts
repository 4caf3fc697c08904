// docs/issues/016.md end to end on a phone: a new owner signs "Snackbar Het Hoekje" up at /register (her
// mobile number and SMS code, restaurant, hours, pickup/delivery, payment, the snackbar starter
// menu), reaches her board with the checklist, and a customer orders from hethoekje.localhost in
// the same test. axe on every step; a screenshot of every step; the time from the first /register
// screen to the placed first order is printed and attached to the report.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./fixtures";
import { latestCodeFor } from "./sms";
import { expectAccessible, hostUrl, screenshots, staffLoginUi } from "./support";

const RUN: Record<string, { perma: string; owner: string; customer: string }> = {
  phone: { perma: "hethoekje", owner: "0698761601", customer: "0698761602" },
  desktop: { perma: "hethoekje-desktop", owner: "0698761603", customer: "0698761604" },
};

const PHONE = { width: 390, height: 844 };

/**
 * What she sees: the screen as it opens, and scrolled to its end (the "Volgende" bar is sticky), on
 * the tablet at the counter (1024×768) and on her phone (390×844). The walk runs on the phone project
 * only (decision 094); the tablet's pictures are taken of the same screen, the viewport put back after.
 */
const shot = (page: Page, name: string) =>
  screenshots(page, `register-${name}`, "all", { sizes: ["tablet", "phone"], pictures: ["top", "below"] });

test.describe.configure({ mode: "serial" });

test("a snackbar owner signs up on her phone and a customer orders from her new subdomain", async ({
  page,
  anotherPerson,
}, testInfo) => {
  // The whole sign-up and a first order, with axe passes and screenshots on the way: about 60
  // browser steps. Alone it takes 30–40 s; beside the second worker on 2 cores every step takes
  // 1–2 s (trace: no step stalls) and the walk passed 60 s in CI. Its length, not a flake. Each screen is
  // also photographed at the tablet's size (decision 094): at load ~25 the walk took 127 s to its order.
  test.setTimeout(210_000);
  const run = RUN[testInfo.project.name] ?? {
    perma: `hethoekje-${testInfo.project.name}`,
    owner: "0698761605",
    customer: "0698761606",
  };
  const project = testInfo.project.name;
  // the phone of the screenshots: 390×844
  await page.setViewportSize(PHONE);

  // the platform home leads there
  await page.goto(hostUrl(null, "/"));
  await page.getByRole("link", { name: "Restaurant aanmelden" }).click();
  await expect(page.getByRole("heading", { name: "Restaurant aanmelden", level: 1 })).toBeVisible();
  const started = Date.now();

  // 1. her mobile number and the SMS code: the existing login
  await expect(page.getByRole("heading", { name: "Je mobiele nummer" })).toBeVisible();
  await expectAccessible(page);
  await shot(page, "1-telefoon");
  const sentAfter = new Date();
  await page.getByLabel("Mobiel nummer").fill(run.owner.slice(2));
  await expect(page.getByText(`We hebben een code gestuurd naar ${run.owner}`)).toBeVisible();
  await expectAccessible(page);
  await shot(page, "1b-code");
  const code = await latestCodeFor(run.owner, sentAfter);
  for (let i = 0; i < 4; i++) await page.getByLabel(`Teken ${i + 1} van 4`).pressSequentially(code[i]);

  // 2. the restaurant: "Volgende" checks the step first
  await expect(page.getByRole("heading", { name: "Je restaurant" })).toBeVisible();
  await page.getByRole("button", { name: "Volgende" }).click();
  await expect(page.getByText("Verplicht.").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Je restaurant" })).toBeVisible();
  await page.getByLabel("Naam van je restaurant").fill("Snackbar Het Hoekje");
  const perma = page.getByLabel("Webadres");
  await expect(perma).toHaveValue("snackbar-het-hoekje"); // suggested from the name
  await perma.fill("admin");
  await expect(page.getByText("Dit webadres is gereserveerd. Kies een ander.")).toBeVisible();
  await perma.fill("desnackbar"); // a demo restaurant's: checked live
  await expect(page.getByText("Dit webadres is al in gebruik. Kies een ander.")).toBeVisible();
  await perma.fill(run.perma);
  await expect(page.getByText("Dit webadres is vrij.")).toBeVisible();
  await page.getByLabel("Categorie").selectOption("friet");
  await page.getByLabel("Adres", { exact: true }).fill("Kerkstraat 1");
  await page.getByLabel("Postcode", { exact: true }).fill("3811 ab");
  await page.getByLabel("Plaats", { exact: true }).fill("Amersfoort");
  await page.getByLabel("Telefoon van het restaurant").fill("0331234567");
  await expectAccessible(page);
  await shot(page, "2-restaurant");
  await page.getByRole("button", { name: "Volgende" }).click();

  // 3. opening hours: a default she edits — open every day, all day, so the test order is ASAP
  await expect(page.getByRole("heading", { name: "Openingstijden" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Dinsdag" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Maandag" })).not.toBeChecked();
  await expectAccessible(page);
  await shot(page, "3-openingstijden");
  for (const day of ["Maandag", "Dinsdag", "Woensdag", "Donderdag", "Vrijdag", "Zaterdag", "Zondag"]) {
    await page.getByRole("checkbox", { name: day }).check();
    await page.getByLabel(`${day} open vanaf`).fill("00:00");
    await page.getByLabel(`${day} open tot`).fill("24:00");
  }
  await page.getByRole("button", { name: "Vorige" }).click();
  await expect(page.getByLabel("Naam van je restaurant")).toHaveValue("Snackbar Het Hoekje"); // kept
  await page.getByRole("button", { name: "Volgende" }).click();
  await page.getByRole("button", { name: "Volgende" }).click();

  // 4. pickup and delivery with a first zone
  await expect(page.getByRole("heading", { name: "Afhalen en bezorgen" })).toBeVisible();
  await page.getByLabel("Postcode van").fill("3811");
  await page.getByLabel("Postcode tot en met").fill("3818");
  await expectAccessible(page);
  await shot(page, "4-afhalen-bezorgen");
  await page.getByRole("button", { name: "Volgende" }).click();

  // 5. payment: cash and pin now, iDEAL through Mollie later
  await expect(page.getByRole("heading", { name: "Betalen" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Account aanmaken bij Mollie/ })).toHaveAttribute(
    "href",
    "https://www.mollie.com/nl/signup",
  );
  await expectAccessible(page);
  await shot(page, "5-betalen");
  await page.getByRole("button", { name: "Volgende" }).click();

  // 6. the starter menu: the snackbar's, chosen for her category
  await expect(page.getByRole("heading", { name: "Je menu" })).toBeVisible();
  await expect(page.getByRole("radio", { name: /Snackbar/ })).toBeChecked();
  await expectAccessible(page);
  await shot(page, "6-menu");
  const hop = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith("/exlogin/"));
  await page.getByRole("button", { name: "Restaurant openen" }).click();

  // the single-use login hop onto her own subdomain logs her in on the way: she lands on her board,
  // logged in, without an "Inloggen met je link" page to tap (docs/issues/033.md §10)
  expect((await hop).status()).toBe(302);
  await page.waitForURL(hostUrl(run.perma, "/orders"));
  const checklist = page.getByRole("region", { name: /Welkom/ });
  for (const item of [
    "Menu controleren",
    "Openingstijden",
    "iDEAL koppelen",
    "Printer koppelen",
    "Test-bestelling plaatsen",
  ]) {
    await expect(checklist.getByRole("link", { name: item })).toBeVisible();
  }
  await expect(checklist).toContainText("Nog 5 stappen");
  await expectAccessible(page);
  await shot(page, "8-bord");

  // a customer orders from the new subdomain in the same test
  const shop = await anotherPerson();
  await shop.goto(hostUrl(run.perma, "/"));
  await expect(shop.getByRole("heading", { name: "Snackbar Het Hoekje" }).first()).toBeVisible();
  await shop.getByRole("button", { name: "Toevoegen: Friet", exact: true }).click();
  const friet = shop.getByRole("dialog", { name: "Friet" });
  await friet.getByRole("button", { name: /^Middel/ }).click();
  await friet.getByRole("button", { name: /^Mayonaise/ }).click();
  await friet.getByRole("button", { name: /^Toevoegen/ }).click();
  await shop.getByRole("button", { name: /Mijn winkelwagen: 1 artikel/ }).click();
  await shop.getByRole("dialog", { name: "Mijn winkelwagen" }).getByRole("link", { name: "Bestellen" }).click();
  await expect(shop.getByRole("heading", { name: "Afrekenen" })).toBeVisible();
  await shop.getByRole("radio", { name: "Afhalen" }).click();
  await expect(shop.getByRole("radio", { name: "Afhalen" })).toBeChecked();
  await shop.getByRole("button", { name: "Volgende" }).click();
  await shop.getByLabel("Naam").fill("Eerste Klant");
  await shop.getByLabel("Telefoonnummer").fill(run.customer);
  await shop.getByRole("button", { name: "Volgende" }).click();
  await shop.getByRole("button", { name: "Volgende" }).click();
  await shop.getByRole("radio", { name: "Contant" }).check();
  await shop.getByRole("button", { name: "Bestelling plaatsen" }).click();
  const login = shop.getByRole("dialog", { name: "Aanmelden" });
  const customerSent = new Date();
  await login.getByLabel("Mobiel nummer").fill(run.customer.slice(2));
  const customerCode = await latestCodeFor(run.customer, customerSent);
  for (let i = 0; i < 4; i++) await login.getByLabel(`Teken ${i + 1} van 4`).pressSequentially(customerCode[i]);
  await expect(shop).toHaveURL(/\/thanks\/\d+$/);
  await expect(shop.getByRole("heading", { name: "Bedankt voor je bestelling!" })).toBeVisible();
  const seconds = (Date.now() - started) / 1000;
  console.log(`register → first order: ${seconds.toFixed(1)} s (${project})`);
  testInfo.annotations.push({ type: "register-to-first-order-seconds", description: seconds.toFixed(1) });

  // the order reaches her board, and the checklist ticks "Test-bestelling plaatsen" off
  await page.reload();
  await expect(page.getByRole("region", { name: /Welkom/ })).toContainText("Nog 4 stappen");
  await expect(page.getByText("Eerste Klant").first()).toBeVisible();
  await shot(page, "9-bord-na-bestelling");
});

test("root finds the new restaurant on /hosts, suspends it (customers see 'tijdelijk niet beschikbaar') and lifts it", async ({
  page,
}, testInfo) => {
  const run = RUN[testInfo.project.name] ?? { perma: `hethoekje-${testInfo.project.name}` };
  const project = testInfo.project.name;
  await staffLoginUi(page, null, "root@bestelinfo.nl", /\/$|\/orders$|\/admin/);

  await page.goto(hostUrl(null, `/hosts?status=new&q=${run.perma}`));
  await expect(page.getByRole("heading", { name: "Restaurants", level: 1 })).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: run.perma });
  await expect(card.getByText("Nieuw")).toBeVisible();
  await expect(card.getByText(/Vandaag 1 bestelling/)).toBeVisible();
  await expectAccessible(page);
  for (const [name, size] of [
    ["tablet", { width: 1024, height: 768 }],
    ["telefoon", { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size);
    fs.mkdirSync(path.join("test-results", "screenshots"), { recursive: true });
    fs.writeFileSync(
      path.join("test-results", "screenshots", `hosts-root-${project}-${name}.png`),
      await page.screenshot({ fullPage: true }),
    );
  }

  await card.getByText("Schorsen…").click();
  await card.getByLabel("Reden van de schorsing").fill("Test: schorsing uit de e2e");
  await card.getByRole("button", { name: "Snackbar Het Hoekje schorsen" }).click();
  await expect(page.getByText("Het restaurant is geschorst.")).toBeVisible();

  const visitor = await page
    .context()
    .browser()!
    .newContext({ viewport: { width: 390, height: 844 } });
  const shop = await visitor.newPage();
  const res = await shop.goto(hostUrl(run.perma, "/"));
  expect(res?.status()).toBe(403);
  await expect(shop.getByRole("heading", { name: "Tijdelijk niet beschikbaar" })).toBeVisible();
  await expectAccessible(shop);
  fs.writeFileSync(path.join("test-results", "screenshots", `suspended-${project}.png`), await shop.screenshot());

  await page.goto(hostUrl(null, `/hosts?status=suspended&q=${run.perma}`));
  await page.getByRole("button", { name: /Schorsing opheffen/ }).click();
  await expect(page.getByText("De schorsing is opgeheven.")).toBeVisible();
  expect((await shop.goto(hostUrl(run.perma, "/")))?.status()).toBe(200);
  await visitor.close();
});
