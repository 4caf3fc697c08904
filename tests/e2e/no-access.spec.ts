// docs/issues/033.md §4: a 403 is no error. The cook opens Producten (the owner's screen): a plain Dutch
// "Geen toegang" page — no "Er heeft zich een fout voorgedaan", no status number, no error code —
// and the way back to her board.
import { expect, test } from "./fixtures";
import { staffLogin } from "./api";
import { expectAccessible, hostUrl } from "./support";

test("a cook opening Producten sees 'Geen toegang' with a link back to the board", async ({ page }) => {
  await staffLogin(page, "cook@pizzaroma.nl", "pizzaroma");
  const answer = await page.goto(hostUrl("pizzaroma", "/admin/products"));
  expect(answer?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Geen toegang" })).toBeVisible();
  await expect(page.getByText("Je hebt geen toegang tot deze pagina.")).toBeVisible();
  await expect(page.getByText(/Er heeft zich een fout voorgedaan|foutcode|403/)).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole("link", { name: "Terug naar het bord" }).click();
  await expect(page).toHaveURL(hostUrl("pizzaroma", "/orders"));
});
