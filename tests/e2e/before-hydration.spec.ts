// docs/issues/033.md §5: what a customer does before the page's scripts have run, on a slowed CPU (4×) with
// the scripts held back until the test lets them through. A number typed into /register's login
// before hydration is kept and its code requested once the page hydrates; "Toevoegen",
// Afhalen/Bezorgen, the checkout's choices and its "Volgende" are visibly disabled until then
// (decision 062 loads the modules after the first paint), and work right after; so are the board's
// card buttons (issue 39 §4: a cook's tap before hydration did nothing).
import { expect, test, type Page } from "./fixtures";
import { post, staffLogin } from "./api";
import { insertOrder, openAllWeek, plainProductId, withE2eDb } from "./db";
import { latestCodeFor } from "./sms";
import { hostUrl } from "./support";

// the service worker would fetch the held scripts itself, past page.route
test.use({ serviceWorkers: "block" });

test.beforeAll(async () => {
  await openAllWeek("pizzaroma");
});

/** Slows the CPU and holds every script of the app until `release()`. */
async function holdScripts(page: Page): Promise<{ release: () => void }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** The page as it first appears: its HTML, no hydration yet (the fixtures' wait is for "load"). */
async function openBeforeHydration(page: Page, url: string) {
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
}

const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: 30_000 });

test("a number typed on /register before the scripts ran is kept and gets its code", async ({ page }, info) => {
  const phone = info.project.name === "phone" ? "0698763401" : "0698763402";
  const { release } = await holdScripts(page);
  await openBeforeHydration(page, hostUrl(null, "/register"));
  const send = page.getByRole("button", { name: "Code versturen" });
  await expect(send).toBeDisabled();
  const sentAfter = new Date();
  await page.getByLabel("Mobiel nummer").pressSequentially(phone.slice(2));
  await expect(page.getByLabel("Mobiel nummer")).toHaveValue(phone.slice(2));

  release();
  await hydrated(page);
  // the code was requested for the number typed before hydration: the code step, and its SMS
  await expect(page.getByLabel("Teken 1 van 4")).toBeVisible();
  await expect(page.getByText("Ongeldig nummer")).toHaveCount(0);
  expect(await latestCodeFor(phone, sentAfter)).toMatch(/^[A-Z0-9]{4}$/);
});

test("the menu's and the checkout's buttons are disabled until the page has hydrated, then work", async ({ page }) => {
  const { release } = await holdScripts(page);
  await openBeforeHydration(page, hostUrl("pizzaroma", "/"));
  const add = page.getByRole("button", { name: /^Toevoegen: / }).first();
  await expect(add).toBeDisabled();
  await expect(page.getByRole("button", { name: "Afhalen", exact: true })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Bezorgen", exact: true })).toBeDisabled();

  release();
  await hydrated(page);
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.unroute(/\/assets\/.*\.js$/);

  // the checkout, with a line in the cart
  const productId = await plainProductId("pizzaroma");
  expect((await post(page, "/api/cart", { intent: "add", productId, quantity: 1 })).status).toBe(200);
  const { release: releaseCheckout } = await holdScripts(page);
  await openBeforeHydration(page, hostUrl("pizzaroma", "/order/checkout"));
  await expect(page.getByRole("radio", { name: "Afhalen" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Volgende" })).toBeDisabled();

  releaseCheckout();
  await hydrated(page);
  await page.getByRole("radio", { name: "Afhalen" }).click();
  await expect(page.getByRole("radio", { name: "Afhalen" })).toBeChecked();
  await expect(page.getByRole("button", { name: "Volgende" })).toBeEnabled();
});

test("the board's card buttons are disabled until the board has hydrated, then advance the order", async ({
  page,
}, info) => {
  const name = `Vroeg ${info.project.name} ${Date.now()}`;
  const id = await insertOrder("pizzaroma", { status: "new", dueInMinutes: 20, name, amount: 1150 });
  try {
    await staffLogin(page);
    const { release } = await holdScripts(page);
    await openBeforeHydration(page, hostUrl("pizzaroma", "/orders"));
    const card = page.getByRole("article").filter({ hasText: name });
    const accept = card.getByRole("button", { name: /^Bestelling \d+ accepteren$/ });
    await expect(accept).toBeDisabled();
    // every button of the card's actions at once (one disabled fieldset), not only the first
    await expect(card.locator("fieldset[disabled] button").first()).toBeDisabled();
    await expect(card.locator("fieldset:not([disabled]) button")).toHaveCount(0);
    // and the line's − / + and "Product toevoegen"
    await expect(card.getByRole("button", { name: "Testgerecht: een meer" })).toBeDisabled();
    await expect(card.getByRole("button", { name: "Product toevoegen" })).toBeDisabled();

    release();
    await hydrated(page);
    await expect(accept).toBeEnabled();
    await expect(card.getByRole("button", { name: "Testgerecht: een meer" })).toBeEnabled();
    await expect(card.getByRole("button", { name: "Product toevoegen" })).toBeEnabled();
    await accept.click();
    await expect
      .poll(() =>
        withE2eDb(async (db) => (await db.query("SELECT status FROM orders WHERE id = $1", [id])).rows[0]?.status),
      )
      .toBe("order");
  } finally {
    await withE2eDb((db) => db.query("DELETE FROM orders WHERE id = $1", [id]));
  }
});
