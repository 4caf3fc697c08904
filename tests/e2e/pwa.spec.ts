// docs/issues/019.md in Chromium on a phone: Pizzeria Roma's manifest (its name, colour and icons that load),
// the service worker that controls the page and shows the Dutch offline page and the stored menu
// with the context offline, the version watch (an open page reloads when root sets a new version
// with update 1, not with update 0), and push permission asked only after an order, on a tap.
// Lighthouse 12 has no installability audit any more: the manifest and worker checks here are its equivalent.
import { expect, test, type Page } from "./fixtures";
import { customerLogin, placeCashOrder, staffLogin } from "./api";
import { openAllWeek, plainProductId, withE2eDb } from "./db";
import { expectAccessible, hostUrl } from "./support";
import { fullBrowser } from "./browser";

// push needs web notifications, which only the full browser has (tests/e2e/browser.ts)
test.use({ launchOptions: fullBrowser });

const SHOTS = "test-results/screenshots";
/** What was built, as a phone (390×844) and a tablet (1024×768) see it; the viewport is put back after. */
async function shot(page: Page, name: string, testInfo: { project: { name: string } }) {
  if (testInfo.project.name !== "phone") return;
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

test.beforeAll(async () => {
  await openAllWeek("pizzaroma");
});

/**
 * Chromium's install offer, as the browser fires it (headless never does by itself); the user declines
 * the browser's dialog. Whether nothing prevented its default (the browser's own bar would show).
 */
function offerInstall(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    window.dispatchEvent(
      Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
        prompt: async () => {},
        userChoice: Promise.resolve({ outcome: "dismissed" }),
      }),
    ),
  );
}

test("pizzaroma's manifest has its name, colour and icons that load", { tag: "@phone-only" }, async ({ page }) => {
  // a customer's phone: nothing here depends on the viewport, so it runs once (decision 098)
  await page.goto(hostUrl("pizzaroma"));
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifest = await page.evaluate(async (h) => {
    const res = await fetch(h);
    return {
      type: res.headers.get("content-type"),
      cache: res.headers.get("cache-control"),
      body: (await res.json()) as Record<string, unknown>,
    };
  }, href!);
  const host = await withE2eDb(
    async (db) =>
      (
        await db.query<{ name: string; theme_primary: string }>(
          "SELECT name, theme_primary FROM hosts WHERE perma = 'pizzaroma'",
        )
      ).rows[0],
  );
  expect(manifest.type).toContain("application/manifest+json");
  expect(manifest.cache).toBe("public, max-age=300");
  expect(manifest.body).toMatchObject({
    name: host.name,
    theme_color: host.theme_primary,
    start_url: "/?source=app",
    display: "standalone",
    scope: "/",
  });
  const icons = manifest.body.icons as Array<{ src: string; sizes: string; purpose: string }>;
  expect(icons.map((i) => `${i.purpose} ${i.sizes}`).sort()).toEqual([
    "any 192x192",
    "any 512x512",
    "maskable 192x192",
    "maskable 512x512",
  ]);
  for (const icon of icons) {
    const size = await page.evaluate(
      (src) =>
        new Promise<string>((resolve, reject) => {
          const img = new Image();
          img.onload = () => resolve(`${img.naturalWidth}x${img.naturalHeight}`);
          img.onerror = () => reject(new Error(`icon ${src} did not load`));
          img.src = src;
        }),
      icon.src,
    );
    expect(size).toBe(icon.sizes);
  }
  // the platform's domain keeps Bestelinfo's own
  await page.goto(hostUrl(null));
  const platform = await page.evaluate(
    async () => (await (await fetch("/manifest.webmanifest")).json()) as { name: string; theme_color: string },
  );
  expect(platform).toMatchObject({ name: "Bestelinfo", theme_color: "#0069b3" });
});

test(
  "the service worker controls the page; offline, staff pages get the Dutch offline page and the menu its stored copy",
  { tag: "@phone-only" },
  async ({ page, context, consoleErrors }, testInfo) => {
    // a customer's phone: nothing here depends on the viewport, so it runs once (decision 098)
    // the service worker's offline page answers with 503, as it should: the browser logs that status
    consoleErrors.push(/^Failed to load resource: the server responded with a status of 503/);
    await page.goto(hostUrl("pizzaroma"));
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(hostUrl("pizzaroma", "/"));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const name = await page.locator("header").first().innerText();

    await context.setOffline(true);
    try {
      await page.goto(hostUrl("pizzaroma", "/admin/products"));
      await expect(page.getByRole("heading", { name: "Je bent offline" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Menu bekijken" })).toBeVisible();
      await expectAccessible(page);
      await shot(page, "offline", testInfo);

      await page.getByRole("link", { name: "Menu bekijken" }).click();
      await expect(page.getByRole("status").filter({ hasText: "mogelijk niet actueel" })).toBeVisible();
      await expect(page.locator("header").first()).toContainText(name.split("\n")[0]);
      await expectAccessible(page);
      await shot(page, "offline-menu", testInfo);
    } finally {
      await context.setOffline(false);
    }
  },
);

test(
  "a menu open when the connection drops: its cart and login dialog still open offline, without errors; a product's choices fall back to the stored copy",
  { tag: "@phone-only" },
  async ({ page, context }, testInfo) => {
    // a customer's phone: nothing here depends on the viewport, so it runs once (decision 098)
    // four pages' worth of visits, three axe checks and four screenshots on the phone: on the shared
    // 2-core machine it ran past 60 s (1.1 min) while every step was passing
    test.slow();
    // the first visit registers the worker and leaves at once: before the menu's own idle prefetch
    // (2 s after hydration) fetched the lazy parts, so what is stored is only what the worker stored
    await page.goto(hostUrl("pizzaroma"));
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);
    await page.goto(hostUrl("pizzaroma", "/manifest.webmanifest"));
    await page.evaluate(async () => void (await navigator.serviceWorker.ready));

    // the menu again, now under the worker; the connection drops as soon as it answers
    await page.goto(hostUrl("pizzaroma"));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    try {
      await page.getByRole("button", { name: /^Mijn winkelwagen/ }).click();
      const cart = page.getByRole("dialog", { name: "Mijn winkelwagen" });
      await expect(cart).toBeVisible();
      await expectAccessible(page);
      await shot(page, "offline-cart", testInfo);
      await page.keyboard.press("Escape");
      await expect(cart).toBeHidden();

      await page.getByRole("button", { name: "Inloggen" }).click();
      const login = page.getByRole("dialog", { name: "Aanmelden" });
      await expect(login).toBeVisible();
      await expect(login.getByLabel("Mobiel nummer")).toBeVisible();
      await expectAccessible(page);
      await shot(page, "offline-login", testInfo);
      await page.keyboard.press("Escape");
      await expect(login).toBeHidden();

      // a product with choices: its choices come from the network, so offline the menu says so in Dutch
      await page.getByRole("button", { name: "Toevoegen: Half om half", exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: /^Je bent offline/ })).toBeVisible();
      await expectAccessible(page);
    } finally {
      await context.setOffline(false);
    }
  },
);

const PHONES: Record<string, string> = { phone: "0698761901", desktop: "0698761902" };

test(
  "push permission is asked only after an order, on 'Meldingen aan', and the device is stored",
  { tag: "@phone-only" },
  async ({ page, context }, testInfo) => {
    // a customer's phone: nothing here depends on the viewport, so it runs once (decision 098)
    const phone = PHONES[testInfo.project.name] ?? "0698761903";
    await context.grantPermissions(["notifications"], { origin: hostUrl("pizzaroma", "").replace(/\/$/, "") });
    // count permission requests; the sandbox has no real push service (FCM), so the browser's
    // subscription is a stand-in with real-looking keys — what we store is what Chromium would give
    await page.addInitScript(() => {
      const w = window as unknown as { asked: number };
      w.asked = 0;
      const original = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = () => {
        w.asked++;
        return original();
      };
      const endpoint = `https://push.example.test/send/${Math.random().toString(36).slice(2)}`;
      const keys = { p256dh: "B".repeat(87), auth: "A".repeat(22) };
      const fake = {
        endpoint,
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => true,
      };
      PushManager.prototype.subscribe = async function () {
        return fake as unknown as PushSubscription;
      };
    });
    await page.goto(hostUrl("pizzaroma"));
    await customerLogin(page, phone);
    await page.goto(hostUrl("pizzaroma"));
    expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(0);

    const order = await placeCashOrder(page, {
      productId: await plainProductId("pizzaroma"),
      name: "Pien Push",
      phone,
    });
    await page.goto(hostUrl("pizzaroma", `/thanks/${order.id}`));
    const button = page.getByRole("button", { name: "Meldingen aan" });
    await expect(button).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(0);

    // the install prompt, on Chromium's offer
    await offerInstall(page);
    await expect(page.getByRole("button", { name: "Installeer de app" })).toBeVisible();
    await expectAccessible(page);
    await shot(page, "thanks", testInfo);
    await page.getByRole("button", { name: "Niet nu" }).click();
    await expect(page.getByRole("button", { name: "Installeer de app" })).toBeHidden();

    await button.click();
    await expect(page.getByText("Je krijgt een melding zodra er iets verandert.")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { asked: number }).asked)).toBe(1);
    const stored = await withE2eDb(
      async (db) =>
        (
          await db.query<{ staff: boolean; device_id: string | null }>(
            "SELECT s.staff, s.device_id FROM push_subscriptions s JOIN users u ON u.id = s.user_id WHERE u.phone = $1",
            [`+31${phone.slice(1)}`],
          )
        ).rows,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0].staff).toBe(false);
    expect(stored[0].device_id).toMatch(/^[0-9a-f-]{36}$/);

    // dismissed: not again on the next visit (30 days)
    await page.reload();
    await offerInstall(page);
    await expect(
      page.getByRole("button", { name: "Meldingen aan" }).or(page.getByText("Je krijgt een melding")),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Installeer de app" })).toHaveCount(0);
  },
);

test(
  "staff switch notifications on per device in the profile",
  { tag: "@desktop-only" },
  async ({ page }, testInfo) => {
    // a staff screen: nothing here depends on the viewport, so it runs once (decision 098)
    await page.goto(hostUrl("pizzaroma"));
    await staffLogin(page, "admin@pizzaroma.nl");
    await page.goto(hostUrl("pizzaroma", "/admin/profile"));
    await expect(page.getByRole("heading", { name: "Meldingen op dit apparaat" })).toBeVisible();
    const toggle = page.getByRole("switch", { name: "Nieuwe bestellingen melden" });
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expectAccessible(page);
    await shot(page, "profile", testInfo);
  },
);

test.describe("Chromium's install offer before the page's scripts have loaded", () => {
  // the service worker would fetch the held scripts itself, past page.route
  test.use({ serviceWorkers: "block" });

  test(
    "is held, and the thank-you page offers 'Installeer de app' once its prompt has loaded",
    { tag: "@phone-only" },
    async ({ page }) => {
      const phone = "0698761911";
      await page.goto(hostUrl("pizzaroma"));
      await customerLogin(page, phone);
      const order = await placeCashOrder(page, {
        productId: await plainProductId("pizzaroma"),
        name: "Iris Installeer",
        phone,
      });
      // Chromium may offer it as soon as the document is there: the modules (decision 062) and the install
      // prompt (after hydration, decision 093) come later; seen in CI when the offer came before the prompt
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(hostUrl("pizzaroma", `/thanks/${order.id}`), { waitUntil: "domcontentloaded" });
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
      const notPrevented = await offerInstall(page);
      // the browser's own bar stays away: our button, after the order
      expect(notPrevented).toBe(false);
      release();
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: 30_000 });
      await expect(page.getByRole("button", { name: "Installeer de app" })).toBeVisible();
    },
  );
});
