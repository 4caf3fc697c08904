// Looks on a phone, 390×844 (docs/issues/014.md §23), checked by geometry rather than pixels, with a screenshot
// of each state in test-results/screenshots to look at: the floating cart button leaves the last
// product free; the login dialog is centred and its code boxes are not red before anything is typed;
// the checkout's step pills stay on one line; Mijn Bestelinfo greets the customer by the name she gave.
// The names typed here are none of the demo customers', which customers.spec.ts searches for.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./fixtures";
import { customerLogin, post } from "./api";
import { openAllWeek, plainProductId } from "./db";
import { hostUrl } from "./support";

test.use({ viewport: { width: 390, height: 844 } });

async function shot(page: Page, name: string) {
  const dir = path.join("test-results", "screenshots");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `looks-${name}.png`), await page.screenshot());
}

let productId = 0;
test.beforeAll(async () => {
  await openAllWeek("pizzaroma");
  productId = await plainProductId("pizzaroma");
});

test("the cart button leaves the last product of the menu free", async ({ page }) => {
  await page.goto(hostUrl("pizzaroma"));
  expect((await post(page, "/api/cart", { intent: "add", productId, quantity: 1 })).status).toBe(200);
  await page.reload();
  const cart = page.getByRole("button", { name: /Mijn winkelwagen: 1 artikel/ });
  await expect(cart).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = page.locator("main li[aria-labelledby]").last();
  await expect(last).toBeInViewport();
  const [card, button] = [await last.boundingBox(), await cart.boundingBox()];
  expect(card && button && card.y + card.height <= button.y, "the last product ends above the cart button").toBe(true);
  await shot(page, "menu-bottom-with-cart");
});

test("the login dialog is centred; its code boxes are not red before anything is typed", async ({ page }) => {
  await page.goto(hostUrl("pizzaroma", "/hosts"));
  await page.getByRole("button", { name: "Inloggen" }).click();
  const dialog = page.getByRole("dialog", { name: "Aanmelden" });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box).not.toBeNull();
  expect(Math.abs(box!.x + box!.width / 2 - 195)).toBeLessThanOrEqual(2);
  expect(Math.abs(box!.y + box!.height / 2 - 422)).toBeLessThanOrEqual(2);
  await shot(page, "login-phone-step");
  await dialog.getByLabel("Mobiel nummer").fill("98765401");
  const first = dialog.getByLabel("Teken 1 van 4");
  await expect(first).toBeFocused();
  const border = await first.evaluate((el) => getComputedStyle(el).borderColor);
  const [r, g, b] = (border.match(/\d+/g) ?? []).map(Number);
  expect(r - Math.max(g, b), `border ${border} reads as an error`).toBeLessThan(60);
  await expect(first).not.toHaveAttribute("aria-invalid", "true");
  await shot(page, "login-code-step");
});

test("the checkout's step pills stay on one line, and Mijn Bestelinfo greets by the name given", async ({ page }) => {
  const phone = "0698764001";
  await customerLogin(page, phone);
  expect((await post(page, "/api/cart", { intent: "add", productId, quantity: 1 })).status).toBe(200);
  await page.goto(hostUrl("pizzaroma", "/order/checkout"));
  const pills = page.getByRole("list", { name: "Stappen" }).getByRole("listitem");
  await expect(pills).toHaveCount(4);
  for (let step = 0; step < 4; step++) {
    const tops = await pills.evaluateAll((items) =>
      items.map((li) => [li.getBoundingClientRect().top, li.getBoundingClientRect().height]),
    );
    expect(new Set(tops.map(([top]) => top)).size, `step ${step + 1}: one row`).toBe(1);
    for (const [, height] of tops) expect(height).toBeLessThan(32); // one line of text, not two
    await shot(page, `checkout-step-${step + 1}`);
    if (step === 0) await page.getByRole("radio", { name: "Afhalen" }).click();
    if (step === 1) {
      await page.getByLabel("Naam").fill("Fleur Smit");
      await page.getByLabel("Telefoonnummer").fill(phone);
    }
    if (step < 3) await page.getByRole("button", { name: "Volgende" }).click();
  }
  await page.getByRole("radio", { name: "Contant" }).check();
  await page.getByRole("button", { name: "Bestelling plaatsen" }).click();
  await expect(page.getByRole("heading", { name: "Bedankt voor je bestelling!" })).toBeVisible();
  await page.goto(hostUrl("pizzaroma", "/"));
  await expect(page.getByRole("region", { name: /Mijn Bestelinfo/ }).getByText("Hoi Fleur")).toBeVisible();
  await shot(page, "mijn-bestelinfo");
});

test("a required group reads as 'Eerste helft, Verplicht' to a screen reader, not 'Eerste helftVerplicht'", async ({
  page,
}) => {
  await page.goto(hostUrl("pizzaroma"));
  await page.getByRole("button", { name: "Toevoegen: Half om half", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Half om half" });
  await expect(dialog.getByRole("heading", { name: "Eerste helft, Verplicht", exact: true })).toBeVisible();
  await expect(dialog.getByRole("group", { name: "Eerste helft, Verplicht", exact: true })).toBeVisible();
  await shot(page, "half-and-half-required");
});

test("Afhalen/Bezorgen moves as soon as it is tapped, and rolls back with the server's message when refused (docs/issues/023.md §4)", async ({
  page,
}) => {
  await page.goto(hostUrl("pizzaroma"));
  expect((await post(page, "/api/cart", { intent: "add", productId, quantity: 1 })).status).toBe(200);
  expect((await post(page, "/api/cart", { intent: "mode", deliver: false })).status).toBe(200);
  await page.goto(hostUrl("pizzaroma", "/order/checkoutnew"));
  const pickup = page.getByRole("radio", { name: "Afhalen" });
  const delivery = page.getByRole("radio", { name: "Bezorgen" });
  await expect(pickup).toBeChecked();

  // the server is slow: the choice has moved before it answers
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // the fetcher posts to /api/cart.data (Remix single fetch)
  await page.route("**/api/cart.data", async (route) => {
    await held;
    await route.continue();
  });
  await delivery.click();
  await expect(delivery).toBeChecked();
  await expect(page.getByLabel("Straat")).toBeVisible();
  const answered = page.waitForResponse("**/api/cart.data");
  release();
  await answered;
  await page.unroute("**/api/cart.data");

  // the server refuses (here: a body it cannot accept): back to what the cart says, with its message
  await page.route("**/api/cart.data", (route) =>
    route.continue({ postData: JSON.stringify({ intent: "mode", deliver: "misschien" }) }),
  );
  await pickup.click();
  const refusal = page.getByRole("group", { name: "Afhalen of bezorgen" }).getByRole("alert");
  await expect(refusal).toBeVisible();
  await expect(refusal).not.toBeEmpty();
  await expect(delivery).toBeChecked();
  await page.unroute("**/api/cart.data");
});
