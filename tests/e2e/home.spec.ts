import { expect, test } from "./fixtures";
import { expectAccessible, hostUrl } from "./support";

test("a restaurant's home shows its menu with tabs and euro prices", async ({ page }) => {
  await page.goto(hostUrl("pizzaroma"));
  await expect(page).toHaveTitle(/Pizzeria Roma/);
  await expect(page.getByRole("heading", { level: 1, name: "Pizzeria Roma" })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Menukaart" });
  await expect(tabs.getByRole("link").first()).toBeVisible();
  await expect(page.getByText(/€\s\d+,\d{2}/).first()).toBeVisible();
  // the tab bar jumps to its section
  const second = tabs.getByRole("link").nth(1);
  const name = (await second.textContent())?.trim() ?? "";
  await second.click();
  await expect(page.getByRole("heading", { level: 2, name })).toBeInViewport();
  await expectAccessible(page);
});

test("the platform lists the restaurants and links their subdomains", async ({ page }) => {
  await page.goto(hostUrl(null));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Bestel direct");
  await page.getByRole("link", { name: /Cafetaria De Snackbar/ }).click();
  await expect(page).toHaveURL(hostUrl("desnackbar"));
  await expect(page.getByRole("heading", { level: 1, name: "Cafetaria De Snackbar" })).toBeVisible();
  await expectAccessible(page);
});

test("category tiles filter the directory", async ({ page }) => {
  await page.goto(hostUrl(null, "/hosts"));
  await page.getByRole("link", { name: "Friet", exact: true }).click();
  await expect(page).toHaveURL(hostUrl(null, "/hosts/friet"));
  await expect(page.getByRole("link", { name: /Cafetaria De Snackbar/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Pizzeria Roma/ })).toHaveCount(0);
  await expectAccessible(page);
});

test("an unknown page shows the Dutch 404 with a way back", async ({ page }) => {
  const res = await page.goto(hostUrl("pizzaroma", "/bestaat-niet"));
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Deze pagina niet gevonden" })).toBeVisible();
  await page.getByRole("link", { name: "Naar de startpagina" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pizzeria Roma" })).toBeVisible();
  await expectAccessible(page);
});

test("keyboard users can skip to the menu", async ({ page }) => {
  await page.goto(hostUrl("pizzaroma"));
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Naar de inhoud" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});
