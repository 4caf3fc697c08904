// docs/issues/019.md's version watch in Chromium on a phone: an open board and a customer's open menu reload
// when root sets a new version with update 1, not with update 0. The version is the whole platform's:
// its own project ("version") runs this file last and alone, as the reload would hit any other
// test's open page (playwright.config.ts).
import { expect, test, type Page } from "./fixtures";
import { staffLogin } from "./api";
import { expectAccessible, hostUrl } from "./support";

const SHOTS = "test-results/screenshots";
async function shot(page: Page, name: string) {
  for (const [width, height, label] of [
    [390, 844, "phone"],
    [1024, 768, "tablet"],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/pwa-${name}-${label}.png` });
  }
}

test.describe("version watch", () => {
  test("an open board and an open menu reload when root sets a new version with update 1, not with update 0", async ({
    page,
    browser,
  }) => {
    await staffLogin(page, "admin@pizzaroma.nl");
    await page.goto(hostUrl("pizzaroma", "/orders"));
    // joined: the page heard the live version and remembered it
    await expect(page.locator("html")).toHaveAttribute("data-live-version", /\/[01]$/);
    const before = await page.evaluate(() => localStorage.getItem("bestelinfo.version"));
    expect(before).toBeTruthy();
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    // a customer's menu left open: its watch comes once the page is idle (a lazy chunk)
    const customerContext = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "nl-NL" });
    const menu = await customerContext.newPage();
    await menu.goto(hostUrl("pizzaroma", "/"));
    await expect(menu.locator("html")).toHaveAttribute("data-live-version", /\/[01]$/, { timeout: 15_000 });
    await menu.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

    const rootContext = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: "nl-NL" });
    const root = await rootContext.newPage();
    await staffLogin(root, "root@bestelinfo.nl", null);
    await root.goto(hostUrl(null, "/admin/versie"));
    const stamp = `${Date.now() % 10000}`;
    const save = async (version: string, update: boolean) => {
      await root.getByRole("textbox", { name: "Versie" }).fill(version);
      await root.getByLabel(/Nu vernieuwen/).setChecked(update);
      await root.getByRole("button", { name: "Opslaan" }).click();
      // with update 1 root's own open page reloads as well: its answer may never be seen
      if (!update)
        await expect(root.getByRole("status").filter({ hasText: `Versie ${version} opgeslagen` })).toBeVisible();
    };

    await save(`9.${stamp}.0`, false);
    await expect(page.locator("html")).toHaveAttribute("data-live-version", `9.${stamp}.0/0`);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    await expect(menu.locator("html")).toHaveAttribute("data-live-version", `9.${stamp}.0/0`);
    expect(await menu.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem("bestelinfo.version"))).toBe(before);
    await expectAccessible(root);
    await shot(root, "version");

    const reloaded = page.waitForEvent("load");
    const menuReloaded = menu.waitForEvent("load");
    await save(`9.${stamp}.1`, true);
    await Promise.all([reloaded, menuReloaded]);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    expect(await menu.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    await customerContext.close();
    expect(await page.evaluate(() => localStorage.getItem("bestelinfo.version"))).toBe(`9.${stamp}.1`);
    await rootContext.close();
  });
});
