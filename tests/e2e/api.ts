// JSON calls from inside a page (Node cannot resolve *.localhost, Chromium can), with its cookies:
// log staff in without the UI, as the Epic Stack's fixtures do.
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { latestCodeFor } from "./sms";
import { hostUrl } from "./support";

// One quiet page per browser context and origin, open on /healthz (no app, no socket), where the
// calls run: a test's own page can navigate at any moment (a route guard, a session ended by the
// very login being posted) and would take a fetch in flight with it ("Execution context was
// destroyed"). The pages of a context share its cookies, so the session is the test page's.
const quietPages = new WeakMap<BrowserContext, Map<string, Page>>();

async function quietPage(context: BrowserContext, origin: string): Promise<Page> {
  const pages = quietPages.get(context) ?? new Map<string, Page>();
  quietPages.set(context, pages);
  const open = pages.get(origin);
  if (open && !open.isClosed()) return open;
  const page = await context.newPage();
  await page.goto(`${origin}/healthz`);
  pages.set(origin, page);
  return page;
}

export async function post(
  page: Page,
  path: string,
  data: unknown,
  perma: string | null = "pizzaroma",
): Promise<{ status: number; body: Record<string, unknown> }> {
  // the test's page stays where the tests expect it after a call: on the restaurant's menu
  if (!page.url().startsWith(hostUrl(perma, "/"))) await page.goto(hostUrl(perma, "/"));
  const caller = await quietPage(page.context(), new URL(hostUrl(perma, "/")).origin);
  return caller.evaluate(
    async ([p, d]) => {
      const res = await fetch(p as string, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(d),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    [path, data] as const,
  );
}

/**
 * A demo staff member (docs/demo.md) logged in through the API, without the UI: Pizzeria Roma's
 * Bediening account unless told, on a restaurant's domain or (perma null) the platform's. The staff
 * login form itself is walked by login.spec.ts; a spec that needs the form uses staffLoginUi (support.ts).
 */
export async function staffLogin(page: Page, email = "order@pizzaroma.nl", perma: string | null = "pizzaroma") {
  expect((await post(page, "/api/auth/login", { username: email, password: "bestelinfo" }, perma)).status).toBe(200);
}

/** A customer logged in with the SMS code the fake Twilio received (at `perma`'s domain). */
export async function customerLogin(page: Page, phone: string, perma: string | null = "pizzaroma") {
  const sentAfter = new Date();
  expect((await post(page, "/api/auth/code", { phone }, perma)).status).toBe(200);
  const code = await latestCodeFor(phone, sentAfter);
  expect((await post(page, "/api/auth/login", { phone, code }, perma)).status).toBe(200);
}

/**
 * The cart switched to pickup, and its total then: what the checkout shows a pickup order paid in
 * cash, sent as the order's confirmed total (decision 066).
 */
export async function pickupTotal(page: Page, perma: string | null = "pizzaroma"): Promise<number> {
  const res = await post(page, "/api/cart", { intent: "mode", deliver: false }, perma);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.cart as { total: number }).total;
}

/** A pickup order paid in cash (status new at once), placed by the logged-in customer. */
export async function placeCashOrder(
  page: Page,
  input: { productId: number; name: string; phone: string; perma?: string },
): Promise<{ id: number; number: number }> {
  const perma = input.perma ?? "pizzaroma";
  expect(
    (await post(page, "/api/cart", { intent: "add", productId: input.productId, quantity: 1 }, perma)).status,
  ).toBe(200);
  const confirmedTotal = await pickupTotal(page, perma);
  const res = await post(
    page,
    "/api/order/place",
    {
      deliver: false,
      address: { name: input.name, phone: input.phone, street: "", number: "", zipcode: "", city: "" },
      time: "asap",
      payment: "cash",
      idempotencyKey: crypto.randomUUID(),
      confirmedTotal,
    },
    perma,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.order as { id: number; number: number };
}
