// Decision 114 on the thank-you page: its first join says when the page's data was read, and the page
// reloads only when the server heard the customer's channel since. An order page opened later than the
// margin after its last event does not fetch its data twice; a status change between the page's read and
// its join (the join held back meanwhile) is caught up at the join.
import { expect, test } from "./fixtures";
import { customerLogin, placeCashOrder, post, staffLogin } from "./api";
import { openAllWeek, plainProductId } from "./db";
import { hostUrl } from "./support";
import { dataReloads, holdableSocket } from "./live-socket";
import { CATCH_UP_MARGIN_MS } from "../../app/realtime/catch-up";

test.describe.configure({ timeout: 90_000 });

const PHONES: Record<string, string> = { phone: "0698761091", desktop: "0698761092" };

test("the thank-you page's first join reloads only when an event came after its data was read", async ({
  page,
  anotherPerson,
}, testInfo) => {
  await openAllWeek("pizzaroma");
  const phone = PHONES[testInfo.project.name] ?? "0698761093";
  await customerLogin(page, phone);
  const productId = await plainProductId("pizzaroma");
  const order = await placeCashOrder(page, { productId, name: "Eva Bedankt", phone });
  // the order's own event is older than the margin: the page read after it has nothing to catch up
  await page.waitForTimeout(CATCH_UP_MARGIN_MS + 500);

  // the page's socket: what it sends waits while held; its `joined` answers are counted
  const socket = await holdableSocket(page);
  const reloads = dataReloads(page);

  // nothing happened between the page's read and its join: no second fetch of its data
  await page.goto(hostUrl("pizzaroma", `/thanks/${order.id}`));
  await expect.poll(() => socket.joins(), { timeout: 15_000 }).toBeGreaterThan(0);
  await page.waitForTimeout(1_000);
  expect(reloads).toEqual([]);

  // the kitchen accepts the order after the page's read and before its join: the join says it was
  // missed, and the page reloads to show it
  socket.hold();
  await page.goto(hostUrl("pizzaroma", `/thanks/${order.id}`));
  await expect.poll(() => socket.waiting(), { timeout: 15_000 }).toBeGreaterThan(0);
  const kitchen = await anotherPerson();
  await staffLogin(kitchen);
  const accepted = await post(kitchen, `/api/board/${order.id}`, { intent: "advance", from: "new" });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  await expect(page.getByText("Geaccepteerd").first()).toBeHidden();
  socket.release();
  await expect(page.getByText("Geaccepteerd").first()).toBeVisible({ timeout: 10_000 });
  expect(reloads.length).toBeGreaterThan(0);
});
