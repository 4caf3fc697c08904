// Decision 115: a menu's sections out of sight are skipped by the browser (`content-visibility: auto`)
// and stand at an upper bound of their height meanwhile. Shown here: as the server sends the page, the
// first section is drawn and the last skipped; with its scripts the page draws the rest soon after the
// load; and every section, once drawn, is no taller than the bound it stood at, on the demo menu at the
// project's own size and on the narrowest phone (320 px) with the longest texts a card can hold (a
// 500-character name, every flag, every allergen, a long description, sold out). A bound too small would
// put a skipped section's buttons over the next section's (decision 112).
import { expect, test, type Page } from "./fixtures";
import { createMenuProducts, createOwnRestaurant, withE2eDb } from "./db";
import { expectAccessible, hostUrl } from "./support";
import { ALLERGENS } from "../../app/domain/product-draft";
import { FLAGS, PREFETCH_IDLE_MS } from "../../app/domain/constants";

const LONG_NAME = "Pizza Quattro Formaggi con Gorgonzola e Pecorino ".repeat(10).slice(0, 500).trim();
const LONG_TEXT = "Met verse tomaat, mozzarella, basilicum uit eigen tuin en olijfolie. ".repeat(20);

/** Each section: whether it is skipped now, and its bound in px (the computed contain-intrinsic-height). */
async function sections(page: Page) {
  return page.locator("main section[id]").evaluateAll((els) =>
    els.map((el) => ({
      id: el.id,
      // what is skipped is what the section holds, not its own box
      skipped: !el.querySelector("h2")?.checkVisibility({ contentVisibilityAuto: true }),
      bound: Number.parseFloat(getComputedStyle(el).containIntrinsicHeight.replace("auto", "")),
    })),
  );
}

/** Draws each section in turn (scrolled to) and compares its height with its bound. */
async function expectWithinBounds(page: Page) {
  const found = await sections(page);
  expect(found.length).toBeGreaterThan(2);
  for (const { id, bound } of found) {
    const section = page.locator(`section[id="${id}"]`);
    await section.scrollIntoViewIfNeeded();
    await expect
      .poll(() => section.evaluate((el) => el.querySelector("h2")?.checkVisibility({ contentVisibilityAuto: true })))
      .toBe(true);
    const height = await section.evaluate((el) => el.getBoundingClientRect().height);
    expect(height, `section ${id}: ${height} px drawn, bound ${bound} px`).toBeLessThanOrEqual(bound);
  }
}

test("a menu of many tabs: the first section drawn, the last skipped until it comes near, each within its bound", async ({
  page,
  browser,
}, info) => {
  // a restaurant of the test's own: the demo menu is changed by other specs meanwhile, and must stay long
  // enough below the screen on every project for its last section to be skipped
  const perma = `tabs-${info.project.name}-${Date.now().toString(36)}`;
  await createOwnRestaurant(perma, "Veel Tabs");
  const tabs = ["Pizza", "Pasta", "Salades", "Schotels", "Bijgerechten", "Desserts", "Dranken", "Wijn"];
  await createMenuProducts(
    perma,
    tabs.flatMap((tab, t) =>
      Array.from({ length: 10 }, (_, i) => ({
        name: `${tab} ${i + 1}`,
        tab,
        description: "Met verse tomaat, mozzarella en basilicum.",
        price: 850 + i * 50,
        sortOrder: t * 10 + i,
      })),
    ),
  );
  // the server's page as it stands before the scripts (scripts off: the drawing after the load never starts)
  const still = await browser.newContext({ javaScriptEnabled: false, ...test.info().project.use });
  try {
    const stillPage = await still.newPage();
    await stillPage.goto(hostUrl(perma, "/"));
    // which sections are near is decided at the browser's first rendering after the load: until then
    // every section counts as skipped (seen in CI: `goto` resolved before it)
    await expect.poll(async () => (await sections(stillPage))[0]?.skipped).toBe(false);
    const found = await sections(stillPage);
    expect(found.length).toBeGreaterThanOrEqual(tabs.length); // and the restaurant's own first product's
    expect(found.at(-1)).toMatchObject({ skipped: true });
    await expectWithinBounds(stillPage);
  } finally {
    await still.close();
  }
  // with its scripts the page draws the rest soon after the load, without a scroll
  await page.goto(hostUrl(perma, "/"));
  // the drawing starts PREFETCH_IDLE_MS after hydration, a section each 50 ms: more than expect's 5 s on a busy machine
  await expect
    .poll(async () => (await sections(page)).filter((s) => s.skipped).length, { timeout: PREFETCH_IDLE_MS + 10_000 })
    .toBe(0);
  await expectAccessible(page);
});

test("the demo menu: each section within its bound", async ({ page }) => {
  await page.goto(hostUrl("pizzaroma", "/"));
  await expectWithinBounds(page);
});

test("the longest texts a card can hold stay within the bound on a 320 px phone", async ({ page }, info) => {
  const perma = `lang-${info.project.name}-${Date.now().toString(36)}`;
  await createOwnRestaurant(perma, "Lange Namen");
  const longest = {
    description: LONG_TEXT,
    flags: FLAGS.map((f) => f.value),
    allergens: ALLERGENS.map((a) => a.value),
    favorite: true,
    price: 1250,
  };
  await createMenuProducts(perma, [
    ...[1, 2, 3].map((i) => ({ ...longest, name: `${LONG_NAME} ${i}`, tab: "Lang", sortOrder: i })),
    { ...longest, name: `${LONG_NAME} uitverkocht`, tab: "Uitverkocht" },
    ...[1, 2, 3, 4, 5, 6].map((i) => ({ name: `Cola ${i}`, tab: "Dranken", price: 250, sortOrder: i })),
    { ...longest, name: "Kort", tab: "Toetjes", groupName: "IJs" },
    { ...longest, name: LONG_NAME, tab: "Toetjes", groupName: "Taart" },
  ]);
  await withE2eDb((db) =>
    db.query(
      "UPDATE products SET sold_out_until = 'infinity' WHERE name LIKE '%uitverkocht' AND host_id = (SELECT id FROM hosts WHERE perma = $1)",
      [perma],
    ),
  );
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(hostUrl(perma, "/"));
  await expect(page.locator("main section[id]").last()).toBeAttached();
  await expectWithinBounds(page);
});
