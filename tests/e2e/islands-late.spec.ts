// Decision 104: a visitor's islands script ends the cached menu's document, after Remix's own data.
// A page can then hydrate before the parser has reached it (a slow network, the last packet late);
// its personal parts must still come in once it arrives. A proxy in front of this run's server
// (document-proxy.ts) holds back the document's last part — the islands script — until the page has hydrated.
import { expect, test } from "./fixtures";
import { openAllWeek, plainProductId } from "./db";
import { documentProxy } from "./document-proxy";

// the service worker would answer the document itself, past the proxy
test.use({ serviceWorkers: "block" });

test.beforeAll(async () => {
  await openAllWeek("pizzaroma");
});

const ISLANDS = Buffer.from("<script>window.__islands=");

/** The menu's document with its islands script held back until `release()` (a document without one goes whole). */
async function proxyHoldingIslands() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  const proxy = await documentProxy(
    (html) => {
      const at = html.lastIndexOf(ISLANDS);
      held ||= at >= 0;
      return at;
    },
    () => released,
  );
  return {
    url: `http://pizzaroma.localhost:${proxy.port}/`,
    release,
    held: () => held,
    close: () => (release(), proxy.close()),
  };
}

test("the islands still come in when the page hydrated before its last part arrived", async ({ page }) => {
  const proxy = await proxyHoldingIslands();
  try {
    await page.goto(proxy.url);
    const productId = await plainProductId("pizzaroma");
    const line = {
      intent: "add",
      productId,
      quantity: 2,
      volume: null,
      variation: null,
      includes: {},
      removed: [],
      remark: "",
    };
    const status = await page.evaluate(
      async (body) =>
        (await fetch("/api/cart", { method: "POST", headers: { "content-type": "application/json" }, body })).status,
      JSON.stringify(line),
    );
    expect(status).toBe(200);

    await page.goto(proxy.url, { waitUntil: "commit" });
    // hydrated while the document is still loading: its islands script has not been sent
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: 30_000 });
    expect(proxy.held()).toBe(true);
    expect(await page.evaluate(() => [document.readyState, "__islands" in window])).toEqual(["loading", false]);
    await expect(page.getByRole("button", { name: "Mijn winkelwagen", exact: true })).toBeVisible();

    proxy.release();
    await expect(page.getByRole("button", { name: /^Mijn winkelwagen: 2 artikelen, € / })).toBeVisible();
  } finally {
    await proxy.close();
  }
});
