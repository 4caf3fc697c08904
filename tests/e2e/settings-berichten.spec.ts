// /admin/settings/berichten in the browser: the demo admin rewords one message, a too-short text
// is refused with the reason, empty goes back to our wording; axe on the page.
import { expect, test } from "./fixtures";
import { expectAccessible, hostUrl, staffLoginUi } from "./support";

// one situation per project, so the parallel phone and desktop runs never edit the same row
const SITUATION: Record<string, string> = { phone: "Later klaar", desktop: "Eerder klaar" };

test("the admin rewords a customer message and goes back to ours", async ({ page }, testInfo) => {
  await staffLoginUi(page, "pizzaroma", "admin@pizzaroma.nl", /\/orders/);

  await page.goto(hostUrl("pizzaroma", "/admin/settings/berichten"));
  await expect(page.getByRole("heading", { name: "Berichten aan klanten" })).toBeVisible();
  await expectAccessible(page);

  const field = page.getByLabel(SITUATION[testInfo.project.name] ?? "Later klaar", { exact: true });
  const form = page.locator("form").filter({ has: field });
  await field.fill("Te kort");
  await form.getByRole("button", { name: "Opslaan" }).click();
  await expect(form.getByRole("alert")).toContainText("tenminste 20 tekens");
  await expectAccessible(page);

  await field.fill("Hoi {naam}, bestelling {nummer} is om {tijd} klaar.");
  await form.getByRole("button", { name: "Opslaan" }).click();
  await expect(form.getByRole("status")).toHaveText("Opgeslagen");
  await page.reload();
  await expect(field).toHaveValue("Hoi {naam}, bestelling {nummer} is om {tijd} klaar.");

  await field.fill("");
  await form.getByRole("button", { name: "Opslaan" }).click();
  await expect(form.getByRole("status")).toHaveText("Terug naar onze tekst");
});
