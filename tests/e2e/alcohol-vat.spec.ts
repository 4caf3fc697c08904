// docs/issues/033.md §2 (decision 071) in the product editor: marking a drink "Alleen 18+" moves its VAT
// rate to 21 %; choosing 9 % on it asks first ("Nee, 21 %" / "Ja, 9 % klopt"), and what is saved
// is what the owner confirmed.
import { expect, test } from "./fixtures";
import { staffLogin } from "./api";
import { retireProduct, withE2eDb } from "./db";
import { expectAccessible, hostUrl } from "./support";

const NAMES: Record<string, string> = { phone: "Limoncello telefoon", desktop: "Limoncello tablet" };

test("alcohol defaults to 21 % and 9 % on it asks for confirmation", async ({ page }, testInfo) => {
  const name = NAMES[testInfo.project.name] ?? "Limoncello";
  if (testInfo.project.name === "desktop") await page.setViewportSize({ width: 1024, height: 768 });
  await staffLogin(page, "admin@pizzaroma.nl");
  await page.goto(hostUrl("pizzaroma", "/admin/products/nieuw?tab=Dranken"));
  await expect(page.getByRole("heading", { name: "Nieuw product", level: 1 })).toBeVisible();
  await page.getByLabel("Naam", { exact: true }).fill(name);
  await page.getByLabel("Prijs", { exact: true }).fill("4,50");
  const nine = page.getByRole("radio", { name: /^9 %/ });
  const high = page.getByRole("radio", { name: /^21 %/ });
  await expect(nine).toBeChecked();

  await page.getByRole("checkbox", { name: "Alleen 18+" }).check();
  await expect(high).toBeChecked();

  await nine.check();
  const ask = page.getByRole("alert").filter({ hasText: "Alcohol valt onder 21 % btw." });
  await expect(ask).toContainText(`Weet je zeker dat ${name} 9 % is?`);
  await expectAccessible(page);
  await ask.getByRole("button", { name: "Nee, 21 %" }).click();
  await expect(high).toBeChecked();
  await expect(ask).toBeHidden();

  await nine.check();
  await ask.getByRole("button", { name: "Ja, 9 % klopt" }).click();
  await expect(ask).toBeHidden();
  await expect(nine).toBeChecked();
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+\?toegevoegd=1$/);
  const id = Number(/\/admin\/products\/(\d+)/.exec(page.url())?.[1]);
  const row = await withE2eDb(async (db) => {
    const { rows } = await db.query<{ vat_rate: number; flags: string[] }>(
      "SELECT vat_rate, flags FROM products WHERE id = $1",
      [id],
    );
    return rows[0];
  });
  await retireProduct(id);
  expect(row).toEqual({ vat_rate: 9, flags: ["adult"] });
});
