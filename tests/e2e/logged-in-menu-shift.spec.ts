// A returning customer's menu does not jump (decision 099). The menu is one cached shell for everyone;
// her personal parts (the account corner, the cart, "Mijn Bestelinfo") come in as islands after
// hydration, and "Mijn Bestelinfo" lazily after that. This test records every layout shift of her
// visit — load, hydration, islands, the panel's chunk — with a buffered PerformanceObserver and asserts
// a cumulative layout shift of 0, on the phone project and on the desktop one (the two layouts). It
// also photographs the logged-in menu at phone, tablet and desktop size.
import { expect, test, type Page } from "./fixtures";
import { customerLogin, placeCashOrder } from "./api";
import { openAllWeek, plainProductId } from "./db";
import { expectAccessible, hostUrl, screenshots } from "./support";

// one customer per project: the SMS code limits are per phone
const PHONES: Record<string, string> = { phone: "0698762081", desktop: "0698762082" };

test.beforeAll(async () => {
  await openAllWeek("pizzaroma");
});

/** Every layout shift of the page (buffered: those before this script ran too), with what moved. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Array<{ value: number; what: string }> };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node?: Element }>;
      }>) {
        if (e.hadRecentInput) continue;
        const what = (e.sources ?? []).map((s) => s.node?.outerHTML?.slice(0, 80) ?? "?").join(" | ");
        w.__shifts.push({ value: e.value, what });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts so far, after two frames (an observer's entries are delivered after the frame that moved). */
async function shifts(page: Page) {
  return page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return (window as unknown as { __shifts: Array<{ value: number; what: string }> }).__shifts;
  });
}

test("a returning customer's menu: the islands and Mijn Bestelinfo move nothing (CLS 0)", async ({
  page,
}, testInfo) => {
  const phone = PHONES[testInfo.project.name] ?? "0698762083";
  await customerLogin(page, phone);
  // a past order: her panel has a stamp and an "Opnieuw bestellen", as a returning customer's has
  const productId = await plainProductId("pizzaroma");
  await placeCashOrder(page, { productId, name: "Roos Terug", phone });

  await watchShifts(page);
  const res = await page.goto(hostUrl("pizzaroma"));
  expect(res?.headers()["x-page-cache"]).toMatch(/^(hit|miss), islands$/);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  // every island is in: her account corner, and her panel with its last order
  await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
  const panel = page.getByRole("region", { name: /Mijn Bestelinfo/ });
  await expect(panel.getByRole("button", { name: /opnieuw bestellen$/ }).first()).toBeAttached();
  await page.evaluate(() => document.fonts.ready);

  const moved = await shifts(page);
  const cls = moved.reduce((sum, s) => sum + s.value, 0);
  expect(cls, JSON.stringify(moved, null, 1)).toBe(0);

  await expectAccessible(page);
  await screenshots(page, "logged-in-menu", testInfo.project.name);

  // her way to it: the banner's line, heard as it came in, next after the header's Menu in the tab order
  const line = page.getByRole("link", { name: /^Mijn Bestelinfo · \d+ van 10 stempels$/ });
  await expect(page.locator("[data-announcer]")).toContainText(/Mijn Bestelinfo: \d+ van 10 stempels\./);
  await page.getByRole("button", { name: "Menu" }).focus();
  await page.keyboard.press("Tab");
  await expect(line).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: /Mijn Bestelinfo/ })).toBeInViewport();
  await expect(panel.getByRole("button", { name: /opnieuw bestellen$/ }).first()).toBeInViewport();
});
