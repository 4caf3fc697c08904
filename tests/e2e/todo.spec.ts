// docs/issues/007.md: the call centre lands on its to-do list on the platform domain; a new order at a
// restaurant it serves appears without a reload and disappears once the restaurant accepts it.
// Root's live feed of today's orders on the platform domain. Screenshots with SCREENSHOTS=1.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "./fixtures";
import { customerLogin, placeCashOrder, post, staffLogin } from "./api";
import { insertOrder, openAllWeek, plainProductId, withE2eDb } from "./db";
import { expectAccessible, hostUrl } from "./support";

const PHONES: Record<string, string[]> = { phone: ["0698767001", "0698767002"], desktop: ["0698767003", "0698767004"] };

test.describe.configure({ timeout: 90_000 });

let productId = 0;
test.beforeAll(async () => {
  await openAllWeek("pizzaroma");
  productId = await plainProductId("pizzaroma");
});

async function screenshot(page: Page, name: string, project: string) {
  if (!process.env.SCREENSHOTS) return;
  await page.evaluate(() => document.fonts.ready);
  const dir = path.join("docs", "screenshots");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}-${project}.png`), await page.screenshot({ fullPage: false }));
}

/** A customer of Pizzeria Roma in a browser of their own places a cash order (status new). */
async function orderAsCustomer(page: Page, phone: string, name: string) {
  await customerLogin(page, phone);
  return placeCashOrder(page, { productId, name, phone });
}

test("the call centre lands on its to-do list; a new order appears and leaves once accepted, live", async ({
  page,
  anotherPerson,
}, info) => {
  const [phone] = PHONES[info.project.name];
  const name = `Todo ${info.project.name}`;
  await staffLogin(page, "callcenter@belcentrale.nl", null);
  await page.goto(hostUrl(null, "/"));
  await expect(page).toHaveURL(hostUrl(null, "/admin/stats/todo"));
  await expect(page.getByRole("heading", { level: 1, name: "Wat moet er nu gebeuren" })).toBeVisible();
  await expect(page.locator('[data-live="1"]')).toBeAttached({ timeout: 15_000 });
  await expectAccessible(page);
  // a reload would lose this mark
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  const order = await orderAsCustomer(await anotherPerson(), phone, name);
  const card = page
    .getByRole("article", { name: `Niet geaccepteerd: bestelling ${order.number} van Pizzeria Roma` })
    .filter({ hasText: name });
  await expect(card).toBeVisible({ timeout: 3_000 });
  await expect(card.getByRole("link", { name: /^Bel klant/ })).toHaveAttribute("href", `tel:+31${phone.slice(1)}`);
  await expect(card.getByRole("link", { name: /^Bel klant/ })).toHaveText(`Bel klant 06-${phone.slice(2)}`);
  await expectAccessible(page);
  await screenshot(page, "todo", info.project.name);

  // the restaurant accepts it on its own domain (staff API, as the board's button does)
  const staffPage = await anotherPerson();
  await staffLogin(staffPage);
  expect((await post(staffPage, `/api/board/${order.id}`, { intent: "advance", from: "new" })).status).toBe(200);
  await expect(card).toBeHidden({ timeout: 3_000 });
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test("an order that runs late shows up within a minute, without any event", async ({ page }, info) => {
  const name = `Laat ${info.project.name} ${Date.now()}`;
  let id = 0;
  try {
    await page.clock.install();
    // "without any event", literally: the page hears that it joined its channels and nothing else,
    // whatever the other tests publish meanwhile
    await page.routeWebSocket(/\/ws$/, (ws) => {
      const server = ws.connectToServer();
      server.onMessage((message) => {
        if ((JSON.parse(String(message)) as { type?: string }).type === "joined") ws.send(message);
      });
    });
    await staffLogin(page, "noor@belcentrale.nl", null);
    // joining makes the page reload its list once (100 ms later): that reload must be over before
    // the order goes in, or it would find the order instead of the minute clock
    const reloaded = page.waitForResponse((r) => new URL(r.url()).pathname === "/admin/stats/todo.data");
    await page.goto(hostUrl(null, "/admin/stats/todo"));
    await expect(page.locator('[data-live="1"]')).toBeAttached({ timeout: 15_000 });
    await reloaded;
    await page.waitForLoadState("networkidle");
    const card = page
      .getByRole("article", { name: /^Te laat: bestelling \d+ van Grillroom Ankara$/ })
      .filter({ hasText: name });
    // an order already late, straight into the database after the page loaded: nothing is
    // published, so only the page's own minute clock can find it
    id = await insertOrder("grillankara", {
      status: "order",
      dueInMinutes: -5,
      createdMinutesAgo: 20,
      name,
      amount: 1250,
    });
    await expect(card).toHaveCount(0); // no event, no reload yet
    await page.clock.fastForward(60_000);
    await expect(card).toBeVisible({ timeout: 5_000 });
  } finally {
    if (id) await withE2eDb((db) => db.query("DELETE FROM orders WHERE id = $1", [id]));
  }
});

test("root's live feed of today's orders on the platform domain", async ({ page, anotherPerson }, info) => {
  const [, phone] = PHONES[info.project.name];
  const name = `Feed ${info.project.name}`;
  await staffLogin(page, "root@bestelinfo.nl", null);
  await page.goto(hostUrl(null, "/admin/stats/feed"));
  await expect(page.getByRole("heading", { level: 1, name: "Vandaag bij alle restaurants" })).toBeVisible();
  await expect(page.getByText("Bestellingen vandaag")).toBeVisible();
  await expect(page.locator('[data-live="1"]')).toBeAttached({ timeout: 15_000 });
  await expectAccessible(page);

  const order = await orderAsCustomer(await anotherPerson(), phone, name);
  // one list for the phone, a table on the desktop: whichever is shown carries the new order
  const row = page.locator(`[data-order="${order.id}"]:visible`);
  await expect(row).toContainText(name, { timeout: 3_000 });
  await expect(row).toContainText("Pizzeria Roma");
  await expect(row).toContainText("Nieuw");
  await expect(row).toContainText("Contant · Niet betaald");
  await expectAccessible(page);
  await screenshot(page, "feed", info.project.name);
});

async function hopToBoard(
  page: Page,
  project: string,
  { scripts, consoleErrors }: { scripts: boolean; consoleErrors: RegExp[] },
) {
  const name = `Hop ${project} ${scripts ? "js" : "native"} ${Date.now()}`;
  const id = await insertOrder("desnackbar", { status: "new", dueInMinutes: 30, name, amount: 990 });
  try {
    await staffLogin(page, "root@bestelinfo.nl", null);
    // without the page scripts every form posts natively: a click before hydration does the same
    if (!scripts) {
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      // what the browser says about the scripts this test keeps from it
      consoleErrors.push(
        /^Failed to load resource: net::ERR_FAILED/,
        /^uncaught Failed to fetch dynamically imported module/,
      );
    }
    // without scripts there is no hydration to wait for (the fixtures' wait is for "load")
    await page.goto(hostUrl(null, "/admin/stats/todo"), { waitUntil: scripts ? "load" : "domcontentloaded" });
    const card = page.locator(`article[data-order="${id}"]`);
    await expect(card).toContainText(name);
    // the forms below post natively only if the scripts really did not run
    if (!scripts) await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    if (scripts) await expectAccessible(page);
    await card.getByRole("button", { name: "Naar het bord van Cafetaria De Snackbar" }).click();
    await expect(page).toHaveURL(new RegExp(`^${hostUrl("desnackbar", "/exlogin/")}`));
    if (scripts) await expectAccessible(page);
    await page.getByRole("button", { name: "Inloggen" }).click();
    await expect(page).toHaveURL(hostUrl("desnackbar", "/orders?tab=new"));
    await expect(page.getByRole("article").filter({ hasText: name })).toBeVisible();
  } finally {
    await withE2eDb((db) => db.query("DELETE FROM orders WHERE id = $1", [id]));
  }
}

test("root opens a restaurant's board from the to-do list with a single-use login hop", async ({
  page,
  consoleErrors,
}, info) => {
  await hopToBoard(page, info.project.name, { scripts: true, consoleErrors });
});

// the service worker would fetch the scripts itself, past `page.route` (Playwright intercepts the
// page's requests, not a worker's): without it, blocking them blocks them
test.describe("without scripts", () => {
  test.use({ serviceWorkers: "block" });
  test("the login hop also works when the forms post before the page's scripts run", async ({
    page,
    consoleErrors,
  }, info) => {
    await hopToBoard(page, info.project.name, { scripts: false, consoleErrors });
  });
});
