// The order board's actions through the service against the real database: every transition of
// docs/spec.md §4, every capability refused where the status does not have it (409, nothing changed),
// races, the events published after commit, and the board's tabs, counts and periods per host.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { can, STATUSES } from "~/domain/order-status";
import { getBus } from "~/realtime/bus.server";
import { customerChannel, hostChannel } from "~/realtime/channels";
import type { LiveEvent } from "~/realtime/events";
import type { BoardAction } from "~/schemas/board";
import { insertDiscount } from "~/models/discounts.server";
import { boardAction } from "~/services/board-actions.server";
import { loadBoard } from "~/services/board.server";
import { ServiceError } from "~/services/errors.server";
import { getUserById } from "~/models/users.server";
import type { SessionUser } from "~/services/session-user.server";
import { createHost, createOrder, createOrganisation, createUser } from "../../db/factory";
import type { OrderStatus } from "../../db/factory";
import { runsAloneAmongSweepers } from "../support/sweepers";

runsAloneAmongSweepers();

async function restaurant() {
  const db = getDb();
  const org = await createOrganisation(db);
  const host = await createHost(db, { organisationId: org.id });
  const staffUser = await createUser(db, { kind: "host", organisationId: org.id, orgRole: "order", name: "Sanne" });
  const user = await getUserById(getDb(), { userId: staffUser.id });
  if (!user) throw new Error("no staff");
  const staff: SessionUser = { user, roles: ["order"], organisation: null };
  const customer = await createUser(db);
  return { host, staff, customer };
}

async function statusOf(id: number) {
  return (await getDb()("orders")
    .where({ id })
    .first<{ status: string; paid: boolean; due: Date }>("status", "paid", "due"))!;
}

async function refused(p: Promise<unknown>, status: number) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ServiceError);
  expect((err as ServiceError).status).toBe(status);
}

let events: LiveEvent[] = [];
let stop: () => void = () => {};
beforeEach(() => {
  events = [];
  stop = getBus().subscribe((e) => events.push(e));
});
afterEach(() => stop());

describe("advancing an order through docs/spec.md §4", () => {
  it("new → order → done → (paid) → archive → hide, with the paid check before it leaves done", async () => {
    const { host, staff, customer } = await restaurant();
    const order = await createOrder(getDb(), host.id, {
      customerId: customer.id,
      status: "new",
      paymentMethod: "cash",
    });
    const advance = (from: OrderStatus) =>
      boardAction({ hostId: host.id, staff: staff, orderId: order.id, action: { intent: "advance", from } });

    expect((await advance("new")).status).toBe("order");
    expect((await advance("order")).status).toBe("done");
    await refused(advance("done"), 409); // not paid yet
    expect(await statusOf(order.id)).toMatchObject({ status: "done", paid: false });
    await boardAction({ hostId: host.id, staff: staff, orderId: order.id, action: { intent: "payed" } });
    expect((await advance("done")).status).toBe("archive");
    expect((await advance("archive")).status).toBe("hide");
    await refused(advance("hide"), 409); // final
    expect((await statusOf(order.id)).status).toBe("hide");

    const logged = await getDb()("order_events")
      .where({ order_id: order.id, type: "status" })
      .orderBy("id")
      .pluck("status");
    expect(logged).toEqual(["order", "done", "archive", "hide"]);
    // every change reached the host's boards and the customer's order page
    expect(events.filter((e) => e.channel === hostChannel(host.id)).length).toBe(5);
    expect(events.filter((e) => e.channel === customerChannel(customer.id)).length).toBe(5);
  });

  it("refuses a card that is out of date (409) and changes nothing", async () => {
    const { host, staff } = await restaurant();
    const order = await createOrder(getDb(), host.id, { status: "order" });
    await refused(
      boardAction({ hostId: host.id, staff: staff, orderId: order.id, action: { intent: "advance", from: "new" } }),
      409,
    );
    expect((await statusOf(order.id)).status).toBe("order");
    expect(events).toEqual([]);
  });

  it("moves an order once when two boards press at the same moment", async () => {
    const { host, staff } = await restaurant();
    const order = await createOrder(getDb(), host.id, { status: "new" });
    const results = await Promise.allSettled(
      [1, 2, 3].map(() =>
        boardAction({ hostId: host.id, staff: staff, orderId: order.id, action: { intent: "advance", from: "new" } }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect((await statusOf(order.id)).status).toBe("order");
  });

  it("does not let one restaurant touch another's order (404)", async () => {
    const a = await restaurant();
    const b = await restaurant();
    const order = await createOrder(getDb(), b.host.id, { status: "new" });
    await refused(
      boardAction({ hostId: a.host.id, staff: a.staff, orderId: order.id, action: { intent: "advance", from: "new" } }),
      404,
    );
    expect((await statusOf(order.id)).status).toBe("new");
  });
});

describe("capabilities are checked on the server", () => {
  const actions: Array<[string, BoardAction]> = [
    ["payed", { intent: "payed" }],
    ["date", { intent: "date", minutes: 15 }],
    ["tab", { intent: "tab", to: "pending" }],
    ["message", { intent: "message", message: "Je bestelling komt iets later, sorry!" }],
    ["delete", { intent: "delete" }],
  ];
  const statuses = STATUSES.map((s) => s.value).filter((s): s is OrderStatus => s !== "deliver");
  for (const status of statuses) {
    for (const [capability, action] of actions) {
      const allowed = can(status, capability);
      it(`${capability} on ${status}: ${allowed ? "allowed" : "409"}`, async () => {
        const { host, staff } = await restaurant();
        const order = await createOrder(getDb(), host.id, { status, paymentMethod: "cash", phone: "0000000000" });
        const before = await statusOf(order.id);
        const run = boardAction({ hostId: host.id, staff: staff, orderId: order.id, action });
        if (allowed) {
          await run;
        } else {
          await refused(run, 409);
          expect(await getDb()("orders").where({ id: order.id }).first("status", "paid", "due")).toEqual(before);
        }
      });
    }
  }

  it("lets only admin or bediening delete", async () => {
    const { host } = await restaurant();
    const org = await createOrganisation(getDb());
    const cookUser = await createUser(getDb(), { kind: "host", organisationId: org.id, orgRole: "cook" });
    const cook: SessionUser = {
      user: (await getUserById(getDb(), { userId: cookUser.id }))!,
      roles: ["cook"],
      organisation: null,
    };
    const order = await createOrder(getDb(), host.id, { status: "new" });
    await refused(boardAction({ hostId: host.id, staff: cook, orderId: order.id, action: { intent: "delete" } }), 403); // a role the action needs is a 403 (decision 007), not a conflict
    expect((await statusOf(order.id)).status).toBe("new");
  });
});

describe("the board's periods", () => {
  it("shows an order on the day it was placed and on the day it is due", async () => {
    const a = await restaurant();
    const db = getDb();
    const now = new Date();
    const tomorrow = new Date(now.getTime() + 86_400_000);
    const placedTodayForTomorrow = await createOrder(db, a.host.id, {
      status: "new",
      createdAt: now,
      due: tomorrow,
      customerName: "Laat op de avond",
    });
    const placedEarlierForToday = await createOrder(db, a.host.id, {
      status: "pending",
      createdAt: new Date(now.getTime() - 3 * 86_400_000),
      // beyond the release window: a server sweeping in a parallel test file must not release it
      due: new Date(now.getTime() + 3 * 3_600_000),
      customerName: "Ingepland",
    });
    const oldAndDone = await createOrder(db, a.host.id, {
      status: "new",
      createdAt: new Date(now.getTime() - 3 * 86_400_000),
      customerName: "Van vorige week",
    });
    const today = await loadBoard({ hostId: a.host.id, url: new URL("http://x/orders?tab=new") });
    expect(today.orders.map((o) => o.id)).toContain(placedTodayForTomorrow.id);
    expect(today.orders.map((o) => o.id)).not.toContain(oldAndDone.id);
    const scheduled = await loadBoard({ hostId: a.host.id, url: new URL("http://x/orders?tab=pending") });
    expect(scheduled.orders.map((o) => o.id)).toEqual([placedEarlierForToday.id]);
    const tomorrowBoard = await loadBoard({
      hostId: a.host.id,
      url: new URL("http://x/orders?tab=new&periode=tomorrow"),
    });
    expect(tomorrowBoard.orders.map((o) => o.id)).toEqual([placedTodayForTomorrow.id]);
  });
});

describe("the board's tabs", () => {
  it("lists and counts per tab and period, only this restaurant's orders", async () => {
    const a = await restaurant();
    const b = await restaurant();
    const db = getDb();
    // due now: the factory's default (+25/+45 min) falls on tomorrow late in the evening
    const due = new Date();
    await createOrder(db, a.host.id, { status: "new", due });
    await createOrder(db, a.host.id, {
      status: "order",
      due,
      deliver: true,
      address: { street: "Oudegracht", number: "1", zipcode: "3511AA", city: "Utrecht" },
    });
    await createOrder(db, a.host.id, { status: "new", createdAt: new Date(Date.now() - 3 * 86_400_000) });
    await createOrder(db, b.host.id, { status: "new" });
    const board = await loadBoard({ hostId: a.host.id, url: new URL("http://x/orders?tab=new") });
    const count = Object.fromEntries(board.tabs.map((t) => [t.value, t.count]));
    expect(count).toMatchObject({ new: 1, order: 1, deliver: 1, done: 0 });
    expect(board.orders).toHaveLength(1);
    expect(board.waiting).toBe(2); // the alarm counts every unaccepted order, whatever the period
    const all = await loadBoard({ hostId: a.host.id, url: new URL("http://x/orders?tab=new&periode=all") });
    expect(all.orders).toHaveLength(2);
    const deliveries = await loadBoard({ hostId: a.host.id, url: new URL("http://x/orders?tab=deliver") });
    expect(deliveries.orders[0].address?.street).toBe("Oudegracht");
  });
});

describe("a late order on the board (docs/issues/033.md §13)", () => {
  it("gives each card since when it waits, every waiting order's time, and the restaurant's minutes", async () => {
    const db = getDb();
    const org = await createOrganisation(db);
    const host = await createHost(db, { organisationId: org.id, settings: { escalationMinutes: 5 } });
    const now = new Date();
    const arrived = new Date(now.getTime() - 7 * 60_000);
    const late = await createOrder(db, host.id, { status: "new", createdAt: arrived, due: now });
    // a planned order waits from its release, not from when it was placed
    const released = new Date(now.getTime() - 60_000);
    const planned = await createOrder(db, host.id, {
      status: "new",
      createdAt: new Date(now.getTime() - 86_400_000),
      due: now,
    });
    await db("orders").where({ id: planned.id }).update({ released_at: released });
    await createOrder(db, host.id, { status: "order", createdAt: arrived, due: now });
    const board = await loadBoard({ hostId: host.id, url: new URL("http://x/orders?tab=new"), now: now });
    expect(board.escalationMinutes).toBe(5);
    expect(board.waitingSince).toEqual([arrived.toISOString(), released.toISOString()].sort());
    const since = Object.fromEntries(board.orders.map((o) => [o.id, o.waitingSince]));
    expect(since).toEqual({ [late.id]: arrived.toISOString(), [planned.id]: released.toISOString() });

    const quiet = await createHost(db, { organisationId: org.id, settings: {} });
    expect(
      (await loadBoard({ hostId: quiet.id, url: new URL("http://x/orders?tab=new"), now: now })).escalationMinutes,
    ).toBe(null);
  });
});

describe("editing an order", () => {
  it("changes a quantity and recalculates the amount on the server; below 1 removes the line", async () => {
    const { host, staff } = await restaurant();
    const db = getDb();
    const order = await createOrder(db, host.id, {
      status: "order",
      paymentMethod: "cash",
      items: [
        { name: "Margherita", unitPrice: 950 },
        { name: "Cola", unitPrice: 250, quantity: 2 },
      ],
    });
    const amount = async () =>
      (await db("orders").where({ id: order.id }).first<{ amount: number; subtotal: number }>("amount", "subtotal"))!;
    await boardAction({
      hostId: host.id,
      staff: staff,
      orderId: order.id,
      action: { intent: "quantity", position: 1, quantity: 3 },
    });
    expect(await amount()).toMatchObject({ subtotal: 3 * 950 + 500, amount: 3 * 950 + 500 });
    await boardAction({
      hostId: host.id,
      staff: staff,
      orderId: order.id,
      action: { intent: "quantity", position: 2, quantity: 0 },
    });
    expect(await amount()).toMatchObject({ subtotal: 3 * 950 });
    expect(await db("order_items").where({ order_id: order.id }).count<{ n: number }>("id as n").first()).toMatchObject(
      { n: 1 },
    );
  });

  it("recomputes the order's own promotion on the new lines, and never takes off more than the goods", async () => {
    const { host, staff } = await restaurant();
    const db = getDb();
    const promotion = await insertDiscount(db, {
      hostId: host.id,
      d: {
        name: "Tweede pizza halve prijs",
        kind: "second_half",
        value: 0,
        scope: "order",
        target: null,
        minimum: 0,
        pickupOnly: false,
        weekdays: [],
        fromTime: null,
        untilTime: null,
        startsOn: null,
        endsOn: null,
        code: null,
        maxUsesPerCustomer: null,
        active: true,
      },
    });
    // two pizzas of € 10,00, the second at half price: € 15,00
    const order = await createOrder(db, host.id, {
      status: "order",
      paymentMethod: "cash",
      discount: 500,
      items: [{ name: "Margherita", unitPrice: 1000, quantity: 2 }],
    });
    await db("orders")
      .where({ id: order.id })
      .update({ discount_id: promotion, discount_name: "Tweede pizza halve prijs" });
    const money = async () =>
      (await db("orders")
        .where({ id: order.id })
        .first<{ subtotal: number; discount: number; amount: number }>("subtotal", "discount", "amount"))!;
    // a third pizza: still one at half price
    await boardAction({
      hostId: host.id,
      staff: staff,
      orderId: order.id,
      action: { intent: "quantity", position: 1, quantity: 3 },
    });
    expect(await money()).toEqual({ subtotal: 3000, discount: 500, amount: 2500 });
    // one pizza left: no second pizza, no discount (it was € 5,00 off a € 10,00 order before)
    await boardAction({
      hostId: host.id,
      staff: staff,
      orderId: order.id,
      action: { intent: "quantity", position: 1, quantity: 1 },
    });
    expect(await money()).toEqual({ subtotal: 1000, discount: 0, amount: 1000 });

    // a promotion deleted since: the old amount stays, but never more than the goods (delivery is paid)
    const other = await createOrder(db, host.id, {
      status: "order",
      paymentMethod: "cash",
      deliver: true,
      deliveryFee: 250,
      address: { street: "Oudegracht", number: "1", zipcode: "3511AA", city: "Utrecht" },
      discount: 800,
      items: [{ name: "Margherita", unitPrice: 1000 }],
    });
    await boardAction({
      hostId: host.id,
      staff: staff,
      orderId: other.id,
      action: { intent: "quantity", position: 1, quantity: 2 },
    });
    expect(await db("orders").where({ id: other.id }).first("subtotal", "discount", "amount")).toEqual({
      subtotal: 2000,
      discount: 800,
      amount: 2000 - 800 + 250,
    });
    await db("order_items").where({ order_id: other.id }).update({ unit_price: 300, amount: 600 });
    await boardAction({
      hostId: host.id,
      staff: staff,
      orderId: other.id,
      action: { intent: "quantity", position: 1, quantity: 1 },
    });
    expect(await db("orders").where({ id: other.id }).first("subtotal", "discount", "amount")).toEqual({
      subtotal: 300,
      discount: 300,
      amount: 250,
    });
  });

  it("refuses edits where the status has no 'edit' or the order is paid (409, unchanged)", async () => {
    const { host, staff } = await restaurant();
    const db = getDb();
    const archived = await createOrder(db, host.id, {
      status: "archive",
      items: [{ name: "Margherita", unitPrice: 950 }],
    });
    await refused(
      boardAction({
        hostId: host.id,
        staff: staff,
        orderId: archived.id,
        action: { intent: "quantity", position: 1, quantity: 2 },
      }),
      409,
    );
    const paid = await createOrder(db, host.id, {
      status: "order",
      paid: true,
      paymentMethod: "pin",
      items: [{ name: "Margherita", unitPrice: 950 }],
    });
    await refused(
      boardAction({
        hostId: host.id,
        staff: staff,
        orderId: paid.id,
        action: { intent: "quantity", position: 1, quantity: 2 },
      }),
      409,
    );
    expect((await db("orders").where({ id: paid.id }).first("amount")).amount).toBe(paid.amount);
  });
});
