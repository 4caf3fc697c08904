// docs/issues/019.md §4, the update prompt: when a new service worker is waiting, an open board shows
// "Er is een nieuwe versie — Vernieuwen"; it stays until chosen (the snackbar's 4000 ms does not
// apply: the page's clock runs on past it), and "Vernieuwen" lets the new worker in and reloads the
// page under it. The new version is the same worker under a new script URL (a deploy's new sw.js,
// as far as the browser is concerned: it installs it next to the one in control, where it waits).
import { expect, test, type Page } from "./fixtures";
import { staffLogin } from "./api";
import { expectAccessible, hostUrl } from "./support";

const SHOTS = "test-results/screenshots";

async function shot(page: Page, name: string) {
  const before = page.viewportSize();
  for (const [width, height, label] of [
    [390, 844, "phone"],
    [1024, 768, "tablet"],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/pwa-${name}-${label}.png` });
  }
  if (before) await page.setViewportSize(before);
}

const activeScript = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? null);

test("a waiting service worker: 'Er is een nieuwe versie' stays until 'Vernieuwen', which activates it and reloads", async ({
  page,
}, testInfo) => {
  await staffLogin(page, "admin@pizzaroma.nl");
  // the worker registered on the login's first page is active before the board is opened: a navigation
  // that starts while it still installs is never controlled (a full run opened /orders 20 ms before the
  // install ended, and the page waited for a controller until the test timed out)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.goto(hostUrl("pizzaroma", "/orders"));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect(await activeScript(page)).toBe(hostUrl("pizzaroma", "/sw.js"));
  const prompt = page.getByRole("status").filter({ hasText: "Er is een nieuwe versie" });
  await expect(prompt).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  // from here on the page's timers run on the test's clock
  await page.clock.install();

  // a new version of the worker installs while the old one controls the page: it waits
  await page.evaluate(() => navigator.serviceWorker.register("/sw.js?v=next", { scope: "/" }));
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole("button", { name: "Vernieuwen" })).toBeVisible();
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.scriptURL ?? null),
  ).toBe(hostUrl("pizzaroma", "/sw.js?v=next"));

  // not a snackbar that goes by itself: a minute later it is still there, the old worker in control
  await page.clock.runFor(60_000);
  await expect(prompt).toBeVisible();
  expect(await activeScript(page)).toBe(hostUrl("pizzaroma", "/sw.js"));
  await expectAccessible(page);
  if (testInfo.project.name === "phone") await shot(page, "update-prompt");

  const reloaded = page.waitForEvent("load");
  await prompt.getByRole("button", { name: "Vernieuwen" }).click();
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
    hostUrl("pizzaroma", "/sw.js?v=next"),
  );
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // (the reloaded page registers /sw.js again, which to the browser is the next new script URL:
  // whether it offers that one again is not this test's business)
});
