// docs/issues/015.md §1 in the browser: the owner drags a product within its group and a group within its tab
// by their handles (⠿), on a tablet (1024×768, the desktop project, a mouse) and a phone (the phone
// project: a finger, real touch events), and uses the ↑/↓ buttons from the keyboard; each order is
// saved at once (still there after a reload). axe on the page. The demo restaurant is shared with the
// other specs: the tab is this run's own, hidden from customers, and removed afterwards.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "./fixtures";
import { withE2eDb } from "./db";
import { expectAccessible, hostUrl, staffLoginUi } from "./support";

const PRODUCTS: Array<[string, string]> = [
  ["Eerste", "Kaassoufflé"],
  ["Eerste", "Bamischijf"],
  ["Eerste", "Frikandel"],
  ["Tweede", "Cola"],
];

async function seedTab(tab: string) {
  await withE2eDb(async (db) => {
    const { rows } = await db.query<{ id: number }>("SELECT id FROM hosts WHERE perma = 'pizzaroma'");
    for (const [i, [group, name]] of PRODUCTS.entries()) {
      await db.query(
        "INSERT INTO products (host_id, name, tab, group_name, price, sort_order, active) VALUES ($1, $2, $3, $4, 250, $5, false)",
        [rows[0].id, name, tab, group, i],
      );
    }
  });
}

async function removeTab(tab: string) {
  await withE2eDb(async (db) => {
    const { rows } = await db.query<{ id: number }>("SELECT id FROM products WHERE tab = $1", [tab]);
    const ids = rows.map((r) => r.id);
    await db.query("DELETE FROM product_history WHERE product_id = ANY($1)", [ids]);
    await db.query("DELETE FROM products WHERE id = ANY($1)", [ids]);
  });
}

/**
 * The save a drag makes and the page's data read again after it: the next drag reads its handles'
 * places on a page that no longer changes under it (a touch that starts beside the handle scrolls the
 * page instead of dragging).
 */
function savedAndReread(page: Page) {
  return Promise.all([
    // Remix's single fetch: the fetcher's POST and the revalidation's GET both go to /admin/products.data
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.endsWith(".data")),
    page.waitForResponse((r) => r.request().method() === "GET" && new URL(r.url()).pathname.endsWith(".data")),
  ]);
}

/** A drag from one handle onto another's place: a finger on a phone (touch events), a mouse on the tablet. */
async function drag(page: Page, handle: Locator, onto: Locator, touch: boolean) {
  await handle.scrollIntoViewIfNeeded();
  const a = await handle.boundingBox();
  const b = await onto.boundingBox();
  if (!a || !b) throw new Error("handle not on screen");
  const from = { x: a.x + a.width / 2, y: a.y + a.height / 2 };
  const to = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  // the gesture starts on the handle, or this says what is there instead (a touch beside it scrolls)
  const atStart = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest("button")?.getAttribute("aria-label") ?? null,
    from,
  );
  expect(atStart).toBe(await handle.getAttribute("aria-label"));
  const path = Array.from({ length: 12 }, (_, i) => ({
    x: from.x + ((to.x - from.x) * (i + 1)) / 12,
    y: from.y + ((to.y - from.y) * (i + 1)) / 12,
  }));
  if (touch) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
    for (const p of path) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [p] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await cdp.detach();
  } else {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (const p of path) await page.mouse.move(p.x, p.y);
    await page.mouse.up();
  }
}

test("the owner drags a product and a group into a new order, and moves one with the keyboard", async ({
  page,
}, testInfo) => {
  // a login, two drags, a reload and axe twice on a machine shared with the other workers
  test.slow();
  const phone = testInfo.project.name === "phone";
  await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1024, height: 768 });
  const tab = `Volgorde ${testInfo.project.name} ${Date.now() % 100000}`;
  await seedTab(tab);
  try {
    await staffLoginUi(page, "pizzaroma", "admin@pizzaroma.nl", /\/orders/);
    await page.goto(hostUrl("pizzaroma", "/admin/products"));
    await page.waitForFunction(() => "__remixRouter" in window);
    const region = page.getByRole("region", { name: new RegExp(`^${tab} \\(`) });
    await expect(region.getByRole("heading", { level: 3 })).toHaveText([/^Eerste/, /^Tweede/]);
    const names = () => region.getByRole("link").allTextContents();
    await expect.poll(names).toEqual(["Kaassoufflé", "Bamischijf", "Frikandel", "Cola"]);
    await expectAccessible(page);

    // a product: Frikandel to the top of its group
    const productSaved = savedAndReread(page);
    await drag(
      page,
      region.getByRole("button", { name: "Frikandel verslepen" }),
      region.getByRole("button", { name: "Kaassoufflé verslepen" }),
      phone,
    );
    await expect.poll(names).toEqual(["Frikandel", "Kaassoufflé", "Bamischijf", "Cola"]);
    await productSaved;

    // a group: Tweede before Eerste
    const groupSaved = savedAndReread(page);
    await drag(
      page,
      region.getByRole("button", { name: "Groep Tweede verslepen" }),
      region.getByRole("button", { name: "Groep Eerste verslepen" }),
      phone,
    );
    await expect(region.getByRole("heading", { level: 3 })).toHaveText([/^Tweede/, /^Eerste/]);
    await expect.poll(names).toEqual(["Cola", "Frikandel", "Kaassoufflé", "Bamischijf"]);
    await groupSaved;

    // the keyboard's way: Kaassoufflé one down
    await region.getByRole("button", { name: "Kaassoufflé omlaag" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(names).toEqual(["Cola", "Frikandel", "Bamischijf", "Kaassoufflé"]);

    // saved: the same after a reload
    await page.reload();
    await expect.poll(names).toEqual(["Cola", "Frikandel", "Bamischijf", "Kaassoufflé"]);
    await expect(region.getByRole("heading", { level: 3 })).toHaveText([/^Tweede/, /^Eerste/]);
    await expectAccessible(page);

    const dir = path.join("test-results", "screenshots");
    fs.mkdirSync(dir, { recursive: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    fs.writeFileSync(path.join(dir, `menu-order-top-${phone ? "phone" : "tablet"}.png`), await page.screenshot());
    await region.scrollIntoViewIfNeeded();
    fs.writeFileSync(path.join(dir, `menu-order-groups-${phone ? "phone" : "tablet"}.png`), await page.screenshot());
  } finally {
    await removeTab(tab);
  }
});

test("the product editor of a demo pizza on a tablet and a phone, looked at (screenshots)", async ({
  page,
}, testInfo) => {
  test.slow();
  const phone = testInfo.project.name === "phone";
  const size = phone ? { width: 390, height: 844 } : { width: 1024, height: 768 };
  await page.setViewportSize(size);
  await staffLoginUi(page, "pizzaroma", "admin@pizzaroma.nl", /\/orders/);
  await page.goto(hostUrl("pizzaroma", "/admin/products"));
  await page.getByRole("link", { name: "Margherita", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Margherita", level: 1 })).toBeVisible();
  await expectAccessible(page);
  const dir = path.join("test-results", "screenshots");
  fs.mkdirSync(dir, { recursive: true });
  const name = phone ? "phone" : "tablet";
  fs.writeFileSync(path.join(dir, `editor-margherita-${name}.png`), await page.screenshot());
  fs.writeFileSync(path.join(dir, `editor-margherita-${name}-full.png`), await page.screenshot({ fullPage: true }));
});
