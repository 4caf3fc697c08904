// Test setup straight in the e2e server's database (embedded: its port is in postmaster.pid), for
// facts a browser cannot arrange, such as "the restaurant is open right now".
import fs from "node:fs";
import path from "node:path";
import knex, { type Knex } from "knex";
import pg from "pg";
import { createHost, createOrder, createProduct, createUser, type ProductInput } from "../../db/factory";
import type { OrderStatus } from "../../app/domain/order-status";

function connection(): pg.ClientConfig {
  // the two-instance run (playwright.two.config.ts) shares Debian's PostgreSQL
  if (process.env.E2E_DATABASE_URL) return { connectionString: process.env.E2E_DATABASE_URL };
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error("E2E_DATA_DIR is not set: playwright.config.ts chooses it");
  const lines = fs.readFileSync(path.join(dir, "pg", "postmaster.pid"), "utf8").split("\n");
  return { host: "127.0.0.1", port: Number(lines[3]), user: "postgres", password: "postgres", database: "bestelinfo" };
}

async function withE2eKnex<T>(work: (db: Knex) => Promise<T>): Promise<T> {
  const db = knex({ client: "pg", connection: connection() as Knex.PgConnectionConfig, pool: { min: 0, max: 1 } });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

export async function withE2eDb<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(connection());
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Open all day, every day: ordering ASAP must not depend on the hour the suite runs. */
export function openAllWeek(perma: string) {
  return withE2eDb(async (db) => {
    const { rows } = await db.query<{ id: number }>("SELECT id FROM hosts WHERE perma = $1", [perma]);
    const hostId = rows[0].id;
    // every spec's beforeAll does this, in parallel workers: one at a time, all or nothing
    await db.query("BEGIN");
    try {
      await db.query("SELECT pg_advisory_xact_lock($1)", [hostId]);
      await db.query("DELETE FROM opening_hours WHERE host_id = $1", [hostId]);
      await db.query(
        "INSERT INTO opening_hours (host_id, weekday, opens, closes) SELECT $1, d, '00:00', '24:00' FROM generate_series(1, 7) AS d",
        [hostId],
      );
      await db.query("COMMIT");
    } catch (err) {
      await db.query("ROLLBACK");
      throw err;
    }
  });
}

/**
 * An order for `perma`, written by the fixture factory (priced, numbered from the restaurant's own
 * counter and with its 'created' event, as the app writes orders) but without publishing anything:
 * only a page's own clock can find it. Minutes are relative to now (negative = in the past).
 */
export function insertOrder(
  perma: string,
  o: {
    status: OrderStatus;
    dueInMinutes: number;
    createdMinutesAgo?: number;
    name: string;
    amount: number;
    source?: "thuisbezorgd";
  },
): Promise<number> {
  return withE2eKnex(async (db) => {
    const host = await db("hosts").where({ perma }).first<{ id: number }>("id");
    const now = Date.now();
    const order = await createOrder(db, host.id, {
      status: o.status,
      createdAt: new Date(now - (o.createdMinutesAgo ?? 0) * 60_000),
      due: new Date(now + o.dueInMinutes * 60_000),
      customerName: o.name,
      ...(o.source ? { source: o.source } : {}),
      items: [{ name: "Testgerecht", unitPrice: o.amount }],
    });
    return order.id;
  });
}

/** The id of `perma`'s first product without sizes, variations or choices: the cart takes it as is. */
export function plainProductId(perma: string): Promise<number> {
  return withE2eDb(async (db) => {
    const { rows } = await db.query<{ id: number }>(
      `SELECT p.id FROM products p JOIN hosts h ON h.id = p.host_id
       WHERE h.perma = $1 AND p.volumes = '[]' AND p.variations = '[]' AND p.tab <> 'extra'
         AND NOT EXISTS (SELECT 1 FROM include_groups g WHERE g.product_id = p.id) ORDER BY p.id LIMIT 1`,
      [perma],
    );
    return rows[0].id;
  });
}

/**
 * A restaurant of its own for a test that changes it for everyone (root suspends it), or that must not
 * hear the shared restaurants' orders: open all week, one plain product, and if asked a courier of its
 * own and one for the board (password "bestelinfo", as the demo's staff). Returns the product's id.
 */
export function createOwnRestaurant(
  perma: string,
  name: string,
  staff: { courier?: { email: string; firstName: string }; order?: { email: string } } = {},
): Promise<{ productId: number }> {
  return withE2eKnex(async (db) => {
    const host = await createHost(db, {
      perma,
      name,
      openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: "00:00", closes: "24:00" })),
    });
    const product = await createProduct(db, host.id, { name: "Frikandel", tab: "Snacks", price: 250 });
    const people = [
      staff.courier && { orgRole: "courier" as const, ...staff.courier, lastName: "Koerier" },
      staff.order && { orgRole: "order" as const, ...staff.order, firstName: "Kim", lastName: "Keuken" },
    ];
    for (const person of people)
      if (person)
        await createUser(db, { kind: "host", organisationId: host.organisationId, password: "bestelinfo", ...person });
    return { productId: product.id };
  });
}

/** Products for `perma`'s menu as the owner's editor would make them (the factory's fields). */
export function createMenuProducts(perma: string, products: ProductInput[]) {
  return withE2eKnex(async (db) => {
    const host = await db("hosts").where({ perma }).first<{ id: number }>("id");
    for (const product of products) await createProduct(db, host.id, product);
  });
}

/** A plain product of `perma`'s own (no choices), for a spec that changes its price while others order. */
export function createE2eProduct(perma: string, product: { name: string; tab: string; price: number }) {
  return withE2eKnex(async (db) => {
    const host = await db("hosts").where({ perma }).first<{ id: number }>("id");
    const [{ id }] = await db("products")
      .insert({ host_id: host.id, name: product.name, tab: product.tab, price: product.price })
      .returning<Array<{ id: number }>>("id");
    return id;
  });
}

/** The owner's new price, written as the product editor saves it (the cart reads it afresh). */
export function setProductPrice(productId: number, cents: number) {
  return withE2eDb((db) => db.query("UPDATE products SET price = $1 WHERE id = $2", [cents, productId]));
}

/** Off the menu again: the spec's own product goes when the spec is done. */
export function retireProduct(productId: number) {
  return withE2eDb((db) => db.query("UPDATE products SET active = false WHERE id = $1", [productId]));
}

/**
 * A delivery order paid in cash at the door for `perma`, of the customer with this phone (logged in
 * before, so the user exists), in `status` (decision 076's e2e): the factory prices and numbers it.
 */
export function insertDeliveryOrder(
  perma: string,
  o: { status: OrderStatus; customerPhone: string; name: string; amount: number; courierEmail?: string },
): Promise<{ id: number; number: number; amount: number }> {
  return withE2eKnex(async (db) => {
    const host = await db("hosts").where({ perma }).first<{ id: number }>("id");
    const customer = await db("users")
      .where({ kind: "customer" })
      .whereLike("phone", `%${o.customerPhone.slice(-8)}`)
      .first<{ id: number }>("id");
    const order = await createOrder(db, host.id, {
      status: o.status,
      deliver: true,
      customerId: customer?.id ?? null,
      paymentMethod: "cash",
      customerName: o.name,
      phone: o.customerPhone,
      address: { street: "Oudegracht", number: "12", zipcode: "3511 AB", city: "Utrecht" },
      description: "Bel twee keer aan",
      items: [{ name: "Pizza Margherita", unitPrice: o.amount }],
    });
    if (o.courierEmail) {
      const courier = await db("users").where({ email: o.courierEmail }).first<{ id: number }>("id");
      await db("orders").where({ id: order.id }).update({ courier_id: courier.id, courier_at: new Date() });
    }
    const row = await db("orders")
      .where({ id: order.id })
      .first<{ number: number; amount: number }>("number", "amount");
    return { id: order.id, number: row.number, amount: row.amount };
  });
}

/** An order's status and the courier events written for it (decision 076). */
export function rideFacts(orderId: number) {
  return withE2eKnex(async (db) => {
    const order = await db("orders")
      .where({ id: orderId })
      .first<{ status: string; collected_amount: number | null }>();
    const events = await db("order_events")
      .where({ order_id: orderId, type: "courier" })
      .orderBy("id")
      .select("payload");
    return {
      status: order.status,
      collected: order.collected_amount,
      actions: events.map((e) => (e.payload as { action: string }).action),
    };
  });
}

/** A customer of `perma` with one delivered order and a stamp, under a fresh mobile number (06…). */
export function createCustomerWithOrder(perma: string, phone: string, name: string): Promise<{ userId: number }> {
  return withE2eKnex(async (db) => {
    const host = await db("hosts").where({ perma }).first<{ id: number }>("id");
    const [first, last] = name.split(" ");
    const [user] = await db("users")
      .insert({ kind: "customer", phone: `+31${phone.slice(1)}`, name, first_name: first, last_name: last })
      .returning<Array<{ id: number }>>("id");
    const order = await createOrder(db, host.id, {
      customerId: user.id,
      customerName: name,
      phone: `+31${phone.slice(1)}`,
      status: "done",
      deliver: true,
      deliveryFee: 0,
      address: { street: "Lijnbaansgracht", number: "7", zipcode: "1016XN", city: "Amsterdam" },
      createdAt: new Date(Date.now() - 3 * 86_400_000),
      items: [{ name: "Margherita", unitPrice: 1095 }],
    });
    await db("stamps").insert({
      host_id: host.id,
      customer_id: user.id,
      order_id: order.id,
      delta: 1,
      reason: "order",
    });
    await db("host_customers").insert({ host_id: host.id, customer_id: user.id });
    return { userId: user.id };
  });
}

export function userExists(userId: number): Promise<boolean> {
  return withE2eDb(async (db) => (await db.query("SELECT 1 FROM users WHERE id = $1", [userId])).rowCount === 1);
}
