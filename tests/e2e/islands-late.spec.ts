// Decision 104: a visitor's islands script ends the cached menu's document, after Remix's own data.
// A page can then hydrate before the parser has reached it (a slow network, the last packet late);
// its personal parts must still come in once it arrives. A reverse proxy in front of this run's
// server holds back the document's last part — the islands script — until the page has hydrated.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "./fixtures";
import { openAllWeek, plainProductId } from "./db";
import { port } from "./support";

// the service worker would answer the document itself, past the proxy
test.use({ serviceWorkers: "block" });

test.beforeAll(async () => {
  await openAllWeek("pizzaroma");
});

const ISLANDS = Buffer.from("<script>window.__islands=");

/** Every request to the app as it is; the menu's document with its islands script held until `release()`. */
async function proxyHoldingIslands() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  const server = http.createServer((req, res) => {
    const menu = req.method === "GET" && req.url === "/" && (req.headers.accept ?? "").includes("text/html");
    const headers = { ...req.headers, ...(menu ? { "accept-encoding": "identity" } : {}) };
    const upstream = http.request({ host: "127.0.0.1", port, method: req.method, path: req.url, headers }, (answer) => {
      if (!menu) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on("data", (c: Buffer) => chunks.push(c));
      answer.on("end", () => {
        const body = Buffer.concat(chunks);
        const at = body.lastIndexOf(ISLANDS);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        if (at < 0) return void res.end(body);
        held = true;
        res.write(body.subarray(0, at));
        void released.then(() => res.end(body.subarray(at)));
      });
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://pizzaroma.localhost:${(server.address() as AddressInfo).port}/`,
    release,
    held: () => held,
    close: () =>
      new Promise<void>((resolve) => (release(), server.closeAllConnections(), server.close(() => resolve()))),
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
