// Playwright fixtures, imported by every spec instead of "@playwright/test".
//
// Hydration (decision 062): the production document loads its modules after its first paint, so
// `load` (where `page.goto` resolves) can come before the buttons answer. Every page of the worker
// — the test's own, `anotherPerson()`'s, those of contexts a spec opens itself — waits after
// `goto`, `reload`, `goBack`, `goForward` and `waitForURL` until the app's document says it has
// hydrated (`<html data-hydrated>`, set by the root). A page that is not the app's (JSON, an image,
// a vendor's page) has no `__remixContext` and is not waited for; a page that never hydrates fails
// the test at the wait, where the cause is.
//
// Clean consoles (docs/issues/023.md §1): every page a test opens, in any of its contexts, is watched; an
// uncaught exception or a console error — a Content Security Policy violation is one — fails the
// test. What a browser logs for an answer the test asked for is not the page's fault and is let
// through: a 4xx status (a refused login, a sold-out product) and a connection that is gone (the
// offline tests). A test that provokes something else names it: `consoleErrors.push(/…/)`.
//
// `anotherPerson()` (docs/issues/013.md §9) opens a page in a browser context of its own — a customer beside
// the staff member, a second admin — emulating the same device as the test's project, and closes
// every such context when the test ends, passed or failed.
//   test("…", async ({ page, anotherPerson }) => { const shop = await anotherPerson(); … });
import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from "@playwright/test";

const HYDRATION_TIMEOUT_MS = 15_000;

async function hydrated(page: Page): Promise<void> {
  try {
    await page.waitForFunction(
      () => !("__remixContext" in window) || document.documentElement.hasAttribute("data-hydrated"),
      undefined,
      { timeout: HYDRATION_TIMEOUT_MS, polling: "raf" },
    );
  } catch (error) {
    // the page went on to another document meanwhile (a redirect): whoever waits for that one waits
    if (error instanceof Error && /context was destroyed|navigation|Target .*closed/i.test(error.message)) return;
    throw error;
  }
}

type Waits = { waitUntil?: string } | undefined;
const waitsForLoad = (options: Waits) =>
  options?.waitUntil === undefined || options.waitUntil === "load" || options.waitUntil === "networkidle";

const patched = new WeakSet<object>();
function waitForHydration(page: Page): void {
  const proto = Object.getPrototypeOf(page) as Record<string, unknown>;
  if (patched.has(proto)) return;
  patched.add(proto);
  // goto(url, options), waitForURL(url, options); reload/goBack/goForward(options)
  const withOptionsAt = { goto: 1, waitForURL: 1, reload: 0, goBack: 0, goForward: 0 } as const;
  for (const [name, at] of Object.entries(withOptionsAt)) {
    const original = proto[name] as (this: Page, ...args: unknown[]) => Promise<unknown>;
    proto[name] = async function (this: Page, ...args: unknown[]) {
      const result = await original.apply(this, args);
      if (waitsForLoad(args[at] as Waits)) await hydrated(this);
      return result;
    };
  }
}

/** What a browser logs about an answer or a connection, not about the page's code. */
const NOT_THE_PAGES = [
  /^Failed to load resource: the server responded with a status of 4\d\d/,
  /^Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|CONNECTION_REFUSED|CONNECTION_RESET|ABORTED)/,
  // the live socket (re)connecting while the test has taken the network away (pwa.spec offline)
  /^WebSocket connection to '[^']+' failed: Error in connection establishment: net::ERR_(INTERNET_DISCONNECTED|CONNECTION_REFUSED|CONNECTION_RESET)/,
];

/** The contexts of the running test; contexts a spec opens with `browser.newContext` join it. */
let watchContext: ((context: BrowserContext) => void) | null = null;

export const test = base.extend<
  {
    anotherPerson: (options?: BrowserContextOptions) => Promise<Page>;
    consoleErrors: RegExp[];
    cleanConsole: void;
  },
  { hydration: void }
>({
  hydration: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      waitForHydration(await context.newPage());
      await context.close();
      const newContext = browser.newContext.bind(browser);
      // contexts a spec opens itself are watched for console errors too (cleanConsole below)
      browser.newContext = async (options?: BrowserContextOptions) => {
        const opened = await newContext(options);
        watchContext?.(opened);
        return opened;
      };
      await use();
    },
    { scope: "worker", auto: true },
  ],
  // eslint-disable-next-line no-empty-pattern -- Playwright's fixture signature
  consoleErrors: async ({}, use) => use([]),
  cleanConsole: [
    async ({ context, consoleErrors }, use, testInfo) => {
      const errors: string[] = [];
      // read at each message: a test may add what it provokes while it runs
      const allowed = () => [...NOT_THE_PAGES, ...consoleErrors];
      const report = (page: Page, text: string) => {
        if (!allowed().some((pattern) => pattern.test(text))) errors.push(`${page.url()}: ${text}`);
      };
      const watchPage = (page: Page) => {
        page.on("pageerror", (error) => report(page, `uncaught ${error.message}`));
        page.on("console", (message) => {
          if (message.type() === "error") report(page, message.text());
        });
      };
      const watch = (watched: BrowserContext) => {
        watched.pages().forEach(watchPage);
        watched.on("page", watchPage);
      };
      watch(context);
      watchContext = watch;
      try {
        await use();
      } finally {
        watchContext = null;
      }
      // a test that failed already says why; these would only bury it
      if (testInfo.status === testInfo.expectedStatus)
        base.expect(errors, "console errors or uncaught exceptions on the pages visited").toEqual([]);
    },
    { auto: true },
  ],
  anotherPerson: async ({ browser }, use, testInfo) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ ...testInfo.project.use, baseURL: undefined, ...options });
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});
export { expect } from "@playwright/test";
export type { Browser, BrowserContext, Locator, Page, TestInfo } from "@playwright/test";
