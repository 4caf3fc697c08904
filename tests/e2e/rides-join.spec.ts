// Decision 114 on the courier's /ritten: its first join says when the list was read, and the page reloads
// only when the server heard the restaurant's channel since. Opened later than the margin after the last
// event, the list is not fetched twice; an order made ready between the page's read and its join (the
// join held back meanwhile) is caught up at the join. A restaurant of the test's own: the demo's channel
// hears the other specs' orders. The courier's screen is a phone screen: the phone project only.
import { expect, test } from "./fixtures";
import { post, staffLogin } from "./api";
import { createOwnRestaurant, insertDeliveryOrder } from "./db";
import { hostUrl } from "./support";
import { dataReloads, holdableSocket, serverListenedPastMargin } from "./live-socket";

test.describe.configure({ timeout: 90_000 });

test("the courier's list: the first join reloads only when an event came after the list was read", async ({
  page,
  anotherPerson,
}) => {
  const perma = `ritten-join-${Date.now().toString(36)}`;
  const courierEmail = `tim@${perma}.nl`;
  const kitchenEmail = `kim@${perma}.nl`;
  await createOwnRestaurant(perma, "Ritten Join", {
    courier: { email: courierEmail, firstName: "Tim" },
    order: { email: kitchenEmail },
  });
  const ready = await insertDeliveryOrder(perma, {
    status: "done",
    customerPhone: "0698763501",
    name: "Eva Klaar",
    amount: 1850,
  });
  const cooking = await insertDeliveryOrder(perma, {
    status: "order",
    customerPhone: "0698763502",
    name: "Bas Bijna",
    amount: 2250,
  });
  await staffLogin(page, courierEmail, perma);
  // nothing was said on the restaurant's channel (its rows were written to the database directly)
  await serverListenedPastMargin();

  const socket = await holdableSocket(page);
  const reloads = dataReloads(page);

  // nothing happened between the list's read and the join: no second fetch
  await page.goto(hostUrl(perma, "/ritten"));
  await expect(page.getByRole("article").filter({ hasText: `#${ready.number} Eva Klaar` })).toBeVisible();
  await expect.poll(() => socket.joins(), { timeout: 15_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(1_000);
  expect(reloads).toEqual([]);

  // the kitchen marks the other order Klaar after the page's read and before its join: the join says it
  // was missed, and the list reloads to show it
  socket.hold();
  await page.goto(hostUrl(perma, "/ritten"));
  await expect.poll(() => socket.waiting(), { timeout: 15_000 }).toBeGreaterThan(0);
  const kitchen = await anotherPerson();
  await staffLogin(kitchen, kitchenEmail, perma);
  const done = await post(kitchen, `/api/board/${cooking.id}`, { intent: "advance", from: "order" }, perma);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  const second = page.getByRole("article").filter({ hasText: `#${cooking.number} Bas Bijna` });
  await expect(second).toBeHidden();
  socket.release();
  await expect(second).toBeVisible({ timeout: 10_000 });
  expect(reloads.length).toBeGreaterThan(0);
});
