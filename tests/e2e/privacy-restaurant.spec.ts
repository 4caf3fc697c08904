// The restaurant answers a customer's AVG request on /customers/{id} (decision 078): the admin
// downloads the customer's data with a reason, then erases it on request (said to be irreversible,
// ticked); the customer list no longer has her, and root sees both requests with who and why.
import fs from "node:fs";
import crypto from "node:crypto";
import { strFromU8, unzipSync } from "fflate";
import { expect, test } from "./fixtures";
import { staffLogin } from "./api";
import { createCustomerWithOrder, userExists } from "./db";
import { expectAccessible, hostUrl, screenshots } from "./support";

test("the owner exports and erases a customer on request; root sees the requests", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const phone = `06${crypto.randomInt(10_000_000, 99_999_999)}`;
  const name = `Gerda Verzoek${crypto.randomInt(1000, 9999)}`;
  const { userId } = await createCustomerWithOrder("pizzaroma", phone, name);
  const reason = `Verzoek per telefoon ${testInfo.project.name}`;

  await staffLogin(page, "admin@pizzaroma.nl", "pizzaroma");
  await page.goto(hostUrl("pizzaroma", `/customers/${userId}`));
  const privacy = page.getByRole("region", { name: "Privacy: verzoek van de klant" });
  await expect(privacy).toBeVisible();
  await privacy.getByLabel("Reden van de export").fill(reason);
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    privacy.getByRole("button", { name: "Gegevens exporteren" }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^bestelinfo-gegevens-pizzaroma-.*\.zip$/);
  const json = JSON.parse(strFromU8(unzipSync(new Uint8Array(fs.readFileSync(await file.path())))["gegevens.json"]));
  expect(json.profile.naam).toBe(name);

  await privacy.getByLabel("Reden van de verwijdering").fill(reason);
  await privacy.getByRole("checkbox", { name: "Ik begrijp dat dit niet terug te draaien is." }).check();
  await expect(privacy.getByText("Niet terug te draaien.")).toBeVisible();
  await expectAccessible(page);
  await privacy.scrollIntoViewIfNeeded();
  await screenshots(page, "klant-privacy", "all");
  await privacy.getByRole("button", { name: "Verwijderen op verzoek" }).click();
  await expect(page).toHaveURL(hostUrl("pizzaroma", "/customers"));
  await expect(page.getByText(name)).toHaveCount(0);
  // her only restaurant: the account went too
  expect(await userExists(userId)).toBe(false);

  await page.context().clearCookies();
  await staffLogin(page, "root@bestelinfo.nl", null);
  await page.goto(hostUrl(null, "/admin/privacyverzoeken"));
  await expect(page.getByRole("heading", { name: "Privacyverzoeken", level: 1 })).toBeVisible();
  const rows = page.getByRole("row").filter({ hasText: reason });
  await expect(rows.filter({ hasText: "Export" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Verwijdering" })).toHaveCount(1);
  await expectAccessible(page);
  await screenshots(page, "privacyverzoeken", "all");
});
