// docs/issues/033.md §3: a restaurant root suspends, seen by a customer who is logged in there with a cart —
// every path answers the Dutch "Tijdelijk niet beschikbaar" page (403) or its JSON refusal: the
// menu with and without a session (the page cache's islands path), /api/product/{id}, the
// checkout, the thank-you page, push and the live socket. Never Express's English "Forbidden".
import { expect, test, type Page } from "./fixtures";
import { post, staffLogin } from "./api";
import { createOwnRestaurant, insertOrder } from "./db";
import { latestCodeFor } from "./sms";
import { hostUrl } from "./support";

const SUSPENDED = "Dit restaurant is tijdelijk niet beschikbaar en neemt geen bestellingen aan.";

async function expectSuspendedPage(page: Page, url: string) {
  const answer = await page.goto(url);
  expect(answer?.status(), url).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Tijdelijk niet beschikbaar" })).toBeVisible();
  await expect(page.getByText(/is tijdelijk niet beschikbaar\. Bestellen kan op dit moment niet\./)).toBeVisible();
  expect(await answer!.text()).not.toMatch(/Forbidden|<pre>|Unexpected Server Error/);
}

/** A same-origin call from the page, as its scripts would make it. */
function call(page: Page, path: string, method = "GET", body?: unknown) {
  return page.evaluate(
    async ([p, m, b]) => {
      const res = await fetch(p as string, {
        method: m as string,
        headers: b === undefined ? {} : { "content-type": "application/json" },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { status: res.status, body: (await res.json()) as { result?: string; message?: string } };
    },
    [path, method, body] as const,
  );
}

test("a suspended restaurant answers its logged-in customer in Dutch on every path", async ({
  page,
  anotherPerson,
}, info) => {
  const perma = `geschorst-${info.project.name}-${Date.now().toString(36)}`;
  const name = `Snackbar Geschorst ${info.project.name}`;
  const phone = info.project.name === "phone" ? "0698763301" : "0698763302";
  const { productId } = await createOwnRestaurant(perma, name);
  const orderId = await insertOrder(perma, { status: "new", dueInMinutes: 30, name: "Vera", amount: 250 });

  // the customer: logged in there, a line in her cart
  await page.goto(hostUrl(perma, "/"));
  const sentAfter = new Date();
  expect((await post(page, "/api/auth/code", { phone }, perma)).status).toBe(200);
  const code = await latestCodeFor(phone, sentAfter);
  expect((await post(page, "/api/auth/login", { phone, code }, perma)).status).toBe(200);
  expect((await post(page, "/api/cart", { intent: "add", productId, quantity: 1 }, perma)).status).toBe(200);
  await page.goto(hostUrl(perma, "/"));
  await expect(page.getByRole("button", { name: /Mijn winkelwagen: 1 artikel/ })).toBeVisible();

  // root suspends it
  const root = await anotherPerson();
  await staffLogin(root, "root@bestelinfo.nl", null);
  await root.goto(hostUrl(null, `/hosts?status=new&q=${perma}`));
  const card = root.getByRole("listitem").filter({ hasText: perma });
  await card.getByText("Schorsen…").click();
  await card.getByLabel("Reden van de schorsing").fill("Test: schorsing uit de e2e");
  await card.getByRole("button", { name: `${name} schorsen` }).click();
  await expect(root.getByText("Het restaurant is geschorst.")).toBeVisible();

  // the menu with her session (the cached shell's islands path), the checkout, the thank-you page
  await expectSuspendedPage(page, hostUrl(perma, "/"));
  await expectSuspendedPage(page, hostUrl(perma, "/order/checkout"));
  await expectSuspendedPage(page, hostUrl(perma, `/thanks/${orderId}`));

  // what the page's scripts ask: the product, push (key and subscription), the live socket
  expect(await call(page, `/api/product/${productId}`)).toEqual({
    status: 403,
    body: { result: "ERROR", message: SUSPENDED },
  });
  expect(await call(page, "/api/push")).toEqual({ status: 403, body: { result: "ERROR", message: SUSPENDED } });
  const subscription = { endpoint: "https://push.example/abc", keys: { p256dh: "x".repeat(60), auth: "y".repeat(16) } };
  expect(await call(page, "/api/push", "POST", subscription)).toEqual({
    status: 403,
    body: { result: "ERROR", message: SUSPENDED },
  });
  const live = await page.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const ws = new WebSocket(`ws://${window.location.host}/ws`);
        ws.onopen = () => ws.send(JSON.stringify({ type: "join", channel: "config" }));
        ws.onmessage = (m) => {
          resolve(JSON.parse(String(m.data)));
          ws.close();
        };
        ws.onerror = () => reject(new Error("the socket failed"));
      }),
  );
  expect(live).toEqual({ type: "error", channel: "config", message: SUSPENDED });

  // and a first visit without a session (the page cache's anonymous path)
  const visitor = await anotherPerson();
  await expectSuspendedPage(visitor, hostUrl(perma, "/"));
});
