// Orders of one restaurant placed at the same moment share a transaction (docs/issues/021.md §4, decision 051):
// a refused order in the middle of a batch gives its number back and leaves the others placed; an
// answer comes only after the commit; restaurants do not wait for each other's batches.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { checkoutSchema } from "~/schemas/checkout";
import { addToCart } from "~/services/cart.server";
import { placeConfirmed } from "../support/confirmed";
import { CheckoutError } from "~/services/errors.server";
import { inOrderBatch } from "~/services/order-batch.server";
import { linkCustomersToHost } from "~/models/order-batch.server";
import { createHost, createProduct, createUser } from "../../db/factory";
import { cartArgs, keepCart, testCart, type TestCart } from "../support/cart";

async function restaurant() {
  const db = getDb();
  const host = await createHost(db, {
    menu: ["Pizza"],
    settings: { payment: { pickup: ["cash"], deliver: ["cash"] } },
  });
  const pizza = await createProduct(db, host.id, { name: "Margherita", tab: "Pizza", price: 950 });
  const customer = await createUser(db);
  return { host, pizza, customer };
}

type Fixture = Awaited<ReturnType<typeof restaurant>>;

async function withCart({ host, pizza }: Fixture): Promise<TestCart> {
  const cart = testCart(host);
  await keepCart(
    cart,
    addToCart({
      ...cartArgs(cart),
      input: {
        productId: pizza.id,
        quantity: 1,
        volume: null,
        variation: null,
        includes: {},
        removed: [],
      },
    }),
  );
  return cart;
}

const pickup = () =>
  checkoutSchema.parse({
    deliver: false,
    address: { street: "", number: "", zipcode: "", city: "", name: "Sanne", phone: "0612345678" },
    time: "asap",
    payment: "cash",
    idempotencyKey: crypto.randomUUID(),
  });

describe("orders placed at the same moment", () => {
  it("keeps numbers gapless when orders of a batch fail after taking their number, and places the others", async () => {
    const fixture = await restaurant();
    const other = await restaurant();
    const own = await Promise.all(Array.from({ length: 30 }, () => withCart(fixture)));
    // 10 submits of one cart with different keys: all but one fail on the cart's unique key in the
    // insert, after their number was taken, and answer with the winner's order
    const shared = await withCart(fixture);
    const sameCart = Array.from({ length: 10 }, () => ({ ...shared, cart: structuredClone(shared.cart) }));
    // 5 carts with another restaurant's product: refused while pricing, before the number
    const foreign = await Promise.all(Array.from({ length: 5 }, () => withCart(fixture)));
    for (const cart of foreign) {
      const line = cart.cart!.items[0]!;
      cart.cart!.items.push({ ...line, $_id: 2, _id: other.pizza.id, $name: "Gestolen pizza" });
    }
    const outcomes = await Promise.allSettled(
      [...own, ...sameCart, ...foreign].map((c) => placeConfirmed(c, pickup(), { customerId: fixture.customer.id })),
    );
    const placed = outcomes.flatMap((o) => (o.status === "fulfilled" ? [o.value] : []));
    const refused = outcomes.flatMap((o) => (o.status === "rejected" ? [o.reason as unknown] : []));
    expect(refused).toHaveLength(5);
    for (const err of refused) expect(err).toBeInstanceOf(CheckoutError);
    expect(placed.filter((p) => p.replayed)).toHaveLength(9);
    const numbers = [...new Set(placed.map((p) => p.order.number))].sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    const rows = await getDb()("orders").where({ host_id: fixture.host.id }).orderBy("number").pluck("number");
    expect(rows).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
  });

  it("answers each order only once it is committed", async () => {
    const fixture = await restaurant();
    const carts = await Promise.all(Array.from({ length: 20 }, () => withCart(fixture)));
    const seen = await Promise.all(
      carts.map(async (cart) => {
        const { order } = await placeConfirmed(cart, pickup(), { customerId: fixture.customer.id });
        // another connection, outside the batch's transaction, sees the order at once
        return getDb()("orders").where({ host_id: fixture.host.id, id: order.id }).first("number");
      }),
    );
    expect(seen.every((row) => row !== undefined)).toBe(true);
  });

  it("rolls back a whole lone order when it fails, and goes on with the next batch", async () => {
    const fixture = await restaurant();
    const db = getDb();
    const failing = inOrderBatch(fixture.host.id, async (trx) => {
      await trx("host_customers").insert({ host_id: fixture.host.id, customer_id: fixture.customer.id });
      throw new Error("refused");
    });
    const next = inOrderBatch(fixture.host.id, async (trx) =>
      trx("host_customers").where({ host_id: fixture.host.id }).count<Array<{ count: string }>>("* as count"),
    );
    await expect(failing).rejects.toThrow("refused");
    expect(Number((await next)[0]!.count)).toBe(0);
    expect(await db("host_customers").where({ host_id: fixture.host.id })).toEqual([]);
  });

  it("makes the customers of the placed orders known with one welcome stamp, not those whose order failed (decision 058)", async () => {
    const fixture = await restaurant();
    const other = await restaurant();
    const db = getDb();
    const customers = await Promise.all(Array.from({ length: 4 }, () => createUser(db)));
    const carts = await Promise.all(customers.map(() => withCart(fixture)));
    // the last one's cart holds another restaurant's product: refused inside the batch
    const bad = carts[3]!.cart!.items;
    bad.push({ ...bad[0]!, $_id: 2, _id: other.pizza.id, $name: "Gestolen pizza" });
    // the first customer orders twice in the same batch
    carts.push(await withCart(fixture));
    const by = [...customers, customers[0]!];
    const outcomes = await Promise.allSettled(
      carts.map((c, i) => placeConfirmed(c, pickup(), { customerId: by[i]!.id })),
    );
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "rejected", "fulfilled"]);
    const known = await db("host_customers")
      .where({ host_id: fixture.host.id })
      .orderBy("customer_id")
      .pluck("customer_id");
    expect(known).toEqual(
      customers
        .slice(0, 3)
        .map((c) => c.id)
        .sort((a, b) => a - b),
    );
    const welcome = await db("stamps")
      .where({ host_id: fixture.host.id, reason: "welcome" })
      .orderBy("customer_id")
      .pluck("customer_id");
    expect(welcome).toEqual(known);
  });

  it("links customers in id order, so two batches sharing customers wait for each other instead of deadlocking", async () => {
    const fixture = await restaurant();
    const db = getDb();
    const [a, b] = [fixture.customer.id, (await createUser(db)).id].sort((x, y) => x - y) as [number, number];
    const first = await db.transaction();
    await linkCustomersToHost(first, { hostId: fixture.host.id, customerIds: [a] });
    // the second batch names b before a: in id order it waits on a, holding nothing of b
    let started!: (pid: number) => void;
    const secondPid = new Promise<number>((resolve) => (started = resolve));
    const second = db.transaction(async (trx) => {
      started((await trx.raw<{ rows: Array<{ pid: number }> }>("SELECT pg_backend_pid() AS pid")).rows[0]!.pid);
      await linkCustomersToHost(trx, { hostId: fixture.host.id, customerIds: [b, a] });
    });
    const pid = await secondPid;
    // until the second batch waits on the first's lock (polled by query, no timer)
    for (;;) {
      const { rows } = await db.raw<{ rows: Array<{ waiting: boolean }> }>(
        "SELECT wait_event_type = 'Lock' AS waiting FROM pg_stat_activity WHERE pid = ?",
        [pid],
      );
      if (rows[0]?.waiting) break;
    }
    await linkCustomersToHost(first, { hostId: fixture.host.id, customerIds: [b] });
    await first.commit();
    await second;
    const known = await db("host_customers")
      .where({ host_id: fixture.host.id })
      .orderBy("customer_id")
      .pluck("customer_id");
    expect(known).toEqual([a, b]);
  });
});
