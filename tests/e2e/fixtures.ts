// Playwright fixtures (issue 13 §9): `anotherPerson()` opens a page in a browser context of its own
// — a customer beside the staff member, a second admin — emulating the same device as the test's
// project, and closes every such context when the test ends, passed or failed.
//   test("…", async ({ page, anotherPerson }) => { const shop = await anotherPerson(); … });
import { test as base, type BrowserContextOptions, type Page } from "@playwright/test";

export const test = base.extend<{ anotherPerson: (options?: BrowserContextOptions) => Promise<Page> }>({
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
