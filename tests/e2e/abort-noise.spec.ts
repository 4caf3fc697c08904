// An aborted re-read is not an error (app/entry.client.tsx): its unhandled AbortError stays out of
// the console and the page errors. Any other unhandled rejection still fails a page: the fixtures'
// check, which every spec runs, would fail this one too if the handler let the AbortError through.
import { expect, test } from "./fixtures";
import { hostUrl } from "./support";

test("an aborted re-read's unhandled AbortError is not reported as a page error", async ({ page }) => {
  const reported: string[] = [];
  page.on("pageerror", (error) => reported.push(error.message));
  await page.goto(hostUrl("pizzaroma", "/"));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    void Promise.reject(new DOMException("signal is aborted without reason", "AbortError"));
  });
  // a second page event after it, so the first had its turn to be reported
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(reported).toEqual([]);
});
