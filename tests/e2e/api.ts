// JSON calls from inside a page (Node cannot resolve *.localhost, Chromium can), with its cookies:
// log staff in without the UI, as the Epic Stack's fixtures do.
import { expect, type Page } from "@playwright/test";
import { latestCodeFor } from "./sms";
import { hostUrl } from "./support";

export async function post(page: Page, path: string, data: unknown, perma = "pizzaroma"): Promise<{ status: number; body: Record<string, unknown> }> {
  if (!page.url().startsWith(hostUrl(perma, "/"))) await page.goto(hostUrl(perma, "/"));
  return page.evaluate(
    async ([p, d]) => {
      const res = await fetch(p as string, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(d) });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    [path, data] as const,
  );
}

/** The demo's Bediening account of Pizzeria Roma. */
export async function staffLogin(page: Page) {
  expect((await post(page, "/api/auth/login", { username: "order@pizzaroma.nl", password: "bestelinfo" })).status).toBe(200);
}

/** A customer logged in with the SMS code the fake Twilio received. */
export async function customerLogin(page: Page, phone: string) {
  const sentAfter = new Date();
  expect((await post(page, "/api/auth/code", { phone })).status).toBe(200);
  const code = await latestCodeFor(phone, sentAfter);
  expect((await post(page, "/api/auth/login", { phone, code })).status).toBe(200);
}

/** Any demo staff member by e-mail (password "bestelinfo"), logged in on one restaurant's domain (null: the platform's). */
export async function staffLoginAs(page: Page, email: string, perma: string | null = "pizzaroma") {
  await page.goto(hostUrl(perma, "/"));
  const status = await page.evaluate(async (body) => {
    const res = await fetch("/api/auth/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    return res.status;
  }, { username: email, password: "bestelinfo" });
  expect(status).toBe(200);
}
