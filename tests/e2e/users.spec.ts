// Root's "Gebruikers" (/admin/users on the platform domain, docs/issues/016.md §3): every staff member with
// role and organisation, searchable; one tap opens a restaurant's staff page there (the login hop).
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { smsCount } from "./sms";
import { expectAccessible, hostUrl, staffLoginUi } from "./support";

test("root finds a restaurant's admin among the platform's users and opens that restaurant's staff", async ({
  page,
}, testInfo) => {
  await staffLoginUi(page, null, "root@bestelinfo.nl");

  await page.goto(hostUrl(null, "/admin/users"));
  await expect(page.getByRole("heading", { level: 1, name: "Gebruikers" })).toBeVisible();
  await page.getByLabel("Zoek op naam, telefoon, e-mail of organisatie").fill("admin@pizzaroma.nl");
  await page.getByRole("button", { name: "Zoeken" }).click();
  await expect(page.getByText(/^1 gebruiker voor "admin@pizzaroma.nl"\.$/)).toBeVisible();
  await expect(page.getByText(/^Beheerder · /)).toBeVisible();
  await expectAccessible(page);
  fs.mkdirSync(path.join("test-results", "screenshots"), { recursive: true });
  await page.screenshot({
    path: path.join("test-results", "screenshots", `root-users-${testInfo.project.name}.png`),
    fullPage: true,
  });

  await page.getByRole("button", { name: "Personeel van Pizzeria Roma openen" }).click();
  await expect(page.getByRole("heading", { name: "Inloggen met je link" })).toBeVisible();
  // hydrated before the tap, as in customers.spec (React #345 when tapped mid-hydration)
  await page.waitForURL(/\/exlogin\//);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await expect(page).toHaveURL(hostUrl("pizzaroma", "/admin/users"));
  await expect(page.getByRole("heading", { name: "Medewerker toevoegen" })).toBeVisible();
});

test("an admin adds a cook by mobile number; the cook logs in with the SMS link and sees the board, not Instellingen", async ({
  page,
  anotherPerson,
}, testInfo) => {
  const phone = `06${String(Date.now() % 100_000_000).padStart(8, "0")}`;
  await staffLoginUi(page, "desnackbar", "admin@desnackbar.nl");
  await page.goto(hostUrl("desnackbar", "/admin/users"));
  const seen = await smsCount(phone);
  const name = `Sanne ${phone.slice(-4)}`;
  // a name is asked for (docs/issues/033.md §9): without it the list showed a bare number, twice
  await page.getByLabel("Mobiel nummer").fill(phone);
  await page.getByRole("button", { name: "Toevoegen" }).click();
  await expect(page.getByLabel("Naam")).toHaveAccessibleDescription("Verplicht.");
  expect(await smsCount(phone)).toBe(seen);
  await page.getByLabel("Naam").fill(name);
  await page.getByLabel("Rol", { exact: true }).selectOption("cook");
  await page.getByRole("button", { name: "Toevoegen" }).click();
  await expect(page.getByText(`${name} is toegevoegd en krijgt een sms met een inloglink.`)).toBeVisible();
  const row = page.getByRole("listitem").filter({ has: page.getByText(name, { exact: true }) });
  await expect(row.getByText(phone, { exact: true })).toHaveCount(1);
  await expectAccessible(page);
  fs.mkdirSync(path.join("test-results", "screenshots"), { recursive: true });
  await page.screenshot({
    path: path.join("test-results", "screenshots", `staff-added-${testInfo.project.name}.png`),
    fullPage: true,
  });

  // the SMS the fake Twilio received carries the single-use link
  let link = "";
  await expect
    .poll(async () => {
      const list = (await (await fetch(`http://127.0.0.1:${process.env.E2E_TWILIO_PORT}/messages`)).json()) as Array<{
        to: string;
        message: string;
      }>;
      const mine = list.filter((m) => m.to === `+31${phone.slice(1)}`);
      link =
        mine.length > seen
          ? (/https?:\/\/\S+\/exlogin\/[A-Za-z0-9_-]+/.exec(mine[mine.length - 1]!.message)?.[0] ?? "")
          : "";
      return link;
    })
    .toMatch(/\/exlogin\//);

  // "Link opnieuw sturen": a second, different link
  const first = link;
  await row.getByRole("button", { name: `Link opnieuw sturen naar ${name}` }).click();
  await expect(page.getByText(`${name} krijgt een sms met een nieuwe inloglink.`)).toBeVisible();
  await expect.poll(async () => smsCount(phone)).toBe(seen + 2);
  const list = (await (await fetch(`http://127.0.0.1:${process.env.E2E_TWILIO_PORT}/messages`)).json()) as Array<{
    to: string;
    message: string;
    date: string;
  }>;
  const newest = list
    .filter((m) => m.to === `+31${phone.slice(1)}`)
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date))
    .at(-1)!;
  expect(newest.message).toMatch(/^Je nieuwe inloglink als kok bij /);
  link = /https?:\/\/\S+\/exlogin\/[A-Za-z0-9_-]+/.exec(newest.message)![0];
  expect(link).not.toBe(first);

  const cook = await anotherPerson();
  // /login says staff can use their number and an SMS code too
  await cook.goto(hostUrl("desnackbar", "/login"));
  await expect(cook.getByText(/Medewerkers kunnen inloggen met het mobiele nummer .* en een sms-code/)).toBeVisible();
  await cook.goto(link);
  await cook.getByRole("button", { name: "Inloggen" }).click();
  await expect(cook).toHaveURL(/\/orders/);
  await expect(cook.getByRole("heading", { level: 1 })).toBeVisible();
  await cook.getByRole("button", { name: "Menu" }).click();
  await expect(cook.getByRole("link", { name: "Instellingen" })).toHaveCount(0);
  const settings = await cook.goto(hostUrl("desnackbar", "/admin/settings"));
  expect(settings?.status()).toBe(403);

  // tidy: the demo restaurant keeps its own people
  page.once("dialog", (d) => void d.accept());
  await page
    .getByRole("listitem")
    .filter({ hasText: phone.slice(2) })
    .getByRole("button", { name: /verwijderen$/ })
    .click();
  await expect(page.getByText(/is verwijderd/)).toBeVisible();
});
