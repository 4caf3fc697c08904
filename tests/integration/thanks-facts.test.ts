// The thank-you page's order, its lines and its facts, read in one query (decision 092): the stamp
// balance, the newest created/status event, the favourite and the review — each scoped to this host,
// this customer, this order, as the separate reads it replaced were.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { getThanksOrder } from "~/models/order-queries.server";
import { getStampBalance } from "~/models/stamps.server";
import { createHost, createOrder, createStamp, createUser } from "../../db/factory";

async function event(hostId: number, orderId: number, type: string, at: string) {
  await getDb()("order_events").insert({
    host_id: hostId,
    order_id: orderId,
    type,
    payload: JSON.stringify({}),
    created_at: new Date(at),
  });
}

async function getThanksFacts(
  db: ReturnType<typeof getDb>,
  where: { hostId: number; customerId: number; orderId: number },
) {
  const order = await getThanksOrder(db, where);
  if (!order) throw new Error(`order ${where.orderId} is not this customer's at host ${where.hostId}`);
  return order.facts;
}

describe("getThanksOrder", () => {
  it("answers no stamps, favourite or review yet for a new customer's first order", async () => {
    const db = getDb();
    const host = await createHost(db);
    const customer = await createUser(db);
    const order = await createOrder(db, host.id, { customerId: customer.id });
    expect(await getThanksFacts(db, { hostId: host.id, customerId: customer.id, orderId: order.id })).toEqual({
      stamps: 0,
      // the order's own created event
      changedAt: expect.any(Date),
      favorite: false,
      reviewed: false,
    });
  });

  it("reads this host's stamps, the newest status event, the favourite and the review", async () => {
    const db = getDb();
    const host = await createHost(db);
    const other = await createHost(db);
    const customer = await createUser(db);
    const order = await createOrder(db, host.id, { customerId: customer.id });
    const otherOrder = await createOrder(db, host.id, { customerId: customer.id });
    await db("host_customers").insert({ host_id: host.id, customer_id: customer.id, favorite: true });
    await createStamp(db, host.id, { customerId: customer.id, reason: "welcome" });
    await createStamp(db, host.id, { customerId: customer.id, reason: "adjust", delta: 4 });
    await createStamp(db, host.id, { customerId: customer.id, reason: "adjust", delta: -2 });
    // another restaurant's stamps and another order's events do not count; the events below are newer
    // (by id) than the factory's own created event
    await db("host_customers").insert({ host_id: other.id, customer_id: customer.id });
    await createStamp(db, other.id, { customerId: customer.id, reason: "adjust", delta: 7 });
    await event(host.id, order.id, "created", "2026-03-02T17:00:00Z");
    await event(host.id, order.id, "status", "2026-03-02T17:05:00Z");
    await event(host.id, otherOrder.id, "status", "2026-03-02T17:30:00Z");
    await db("reviews").insert({ host_id: host.id, order_id: order.id, customer_id: customer.id, score: 5 });

    const facts = await getThanksFacts(db, { hostId: host.id, customerId: customer.id, orderId: order.id });
    expect(facts).toEqual({
      stamps: await getStampBalance(db, { hostId: host.id, customerId: customer.id }),
      changedAt: new Date("2026-03-02T17:05:00Z"),
      favorite: true,
      reviewed: true,
    });
    expect(facts.stamps).toBe(3);
    // the other order has its event but no review
    expect(
      await getThanksFacts(db, { hostId: host.id, customerId: customer.id, orderId: otherOrder.id }),
    ).toMatchObject({
      changedAt: new Date("2026-03-02T17:30:00Z"),
      reviewed: false,
    });
    // the favourite is this host's: at the other one it is not
    const there = await createOrder(db, other.id, { customerId: customer.id });
    expect(await getThanksFacts(db, { hostId: other.id, customerId: customer.id, orderId: there.id })).toMatchObject({
      stamps: 7,
      favorite: false,
      reviewed: false,
    });
    // the order is this host's and this customer's: at another host, or for another customer, none
    expect(await getThanksOrder(db, { hostId: other.id, customerId: customer.id, orderId: order.id })).toBeNull();
    const stranger = await createUser(db);
    expect(await getThanksOrder(db, { hostId: host.id, customerId: stranger.id, orderId: order.id })).toBeNull();
  });

  it("reads the order's lines in position order, as the lines are stored, and none of another order", async () => {
    const db = getDb();
    const host = await createHost(db);
    const customer = await createUser(db);
    const order = await createOrder(db, host.id, {
      customerId: customer.id,
      items: [
        { name: "Pizza Margherita", quantity: 2, unitPrice: 950 },
        { name: "Cola", subname: "33 cl", unitPrice: 275 },
      ],
    });
    await createOrder(db, host.id, { customerId: customer.id, items: [{ name: "Tiramisu", unitPrice: 600 }] });
    const stored = await db("order_items")
      .where({ host_id: host.id, order_id: order.id })
      .orderBy("position")
      .select(
        "position",
        "product_id as productId",
        "name",
        "subname",
        "remark",
        "quantity",
        "unit_price as unitPrice",
        "extras",
        "amount",
        "includes",
        "includes2",
      );
    const read = await getThanksOrder(db, { hostId: host.id, customerId: customer.id, orderId: order.id });
    expect(read?.items).toEqual(stored);
    expect(read?.items.map((i) => [i.name, i.quantity, i.amount])).toEqual([
      ["Pizza Margherita", 2, 1900],
      ["Cola", 1, 275],
    ]);
    // an order without lines: an empty list
    const empty = await createOrder(db, host.id, { customerId: customer.id });
    expect((await getThanksOrder(db, { hostId: host.id, customerId: customer.id, orderId: empty.id }))?.items).toEqual(
      [],
    );
  });
});
