// Staff add a product to an existing order (docs/issues/006.md point 3) through the service against the real
// database: priced from the database like the customer's cart, appended under the order's lock,
// the amount recalculated, published after commit; refused (nothing changed) where the status
// has no 'edit', the order is paid, or the choice is incomplete or another restaurant's.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { getUserById } from "~/models/users.server";
import { getBus } from "~/realtime/bus.server";
import { customerChannel, hostChannel } from "~/realtime/channels";
import type { LiveEvent } from "~/realtime/events";
import { boardAddSchema } from "~/schemas/board-add";
import { addProductToOrder, boardMenu } from "~/services/board-add.server";
import { ServiceError } from "~/services/errors.server";
import type { SessionUser } from "~/services/session-user.server";
import { createHost, createOrder, createOrganisation, createProduct, createUser } from "../../db/factory";

async function restaurant() {
  const db = getDb();
  const org = await createOrganisation(db);
  const host = await createHost(db, { organisationId: org.id });
  const staffUser = await createUser(db, { kind: "host", organisationId: org.id, orgRole: "order" });
  const staff: SessionUser = {
    user: (await getUserById(getDb(), { userId: staffUser.id }))!,
    roles: ["order"],
    organisation: null,
  };
  // a pizza with sizes and a paid extra, so the server has something to price
  const pizza = await createProduct(db, host.id, {
    name: "Pizza Tonno",
    price: 1000,
    volumes: [
      { name: "Klein", price: 900 },
      { name: "Groot", price: 1400 },
    ],
    groups: [
      {
        name: "Extra beleg",
        extra: true,
        items: [
          { name: "Ui", price: 75 },
          { name: "Kaas", price: 150 },
        ],
      },
    ],
  });
  const cola = await createProduct(db, host.id, { name: "Cola", price: 300, priceDeliver: 250 });
  return { host, staff, pizza, cola };
}

const choice = (input: Record<string, unknown>) => boardAddSchema.parse(input);

async function orderRow(id: number) {
  const db = getDb();
  const order = await db("orders").where({ id }).first<{ amount: number; subtotal: number }>("amount", "subtotal");
  const items = await db("order_items").where({ order_id: id }).orderBy("position").select<
    Array<{
      position: number;
      name: string;
      subname: string | null;
      unit_price: number;
      extras: number;
      amount: number;
      quantity: number;
    }>
  >("position", "name", "subname", "unit_price", "extras", "amount", "quantity");
  return { ...order!, items };
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

describe("adding a product to an order", () => {
  it("prices the line from the database, appends it and recalculates the amount", async () => {
    const { host, staff, pizza } = await restaurant();
    const customer = await createUser(getDb());
    const order = await createOrder(getDb(), host.id, {
      status: "order",
      customerId: customer.id,
      paymentMethod: "cash",
      items: [{ name: "Margherita", unitPrice: 950 }],
    });
    const before = await orderRow(order.id);

    const out = await addProductToOrder({
      hostId: host.id,
      staff: staff,
      orderId: order.id,
      choice: choice({
        productId: pizza.id,
        quantity: 2,
        volume: "Groot",
        includes: { "Extra beleg": ["Kaas"] },
        remark: "Goed doorbakken",
      }),
    });

    const after = await orderRow(order.id);
    expect(after.items).toHaveLength(2);
    expect(after.items[1]).toMatchObject({
      position: 2,
      name: "Pizza Tonno",
      unit_price: 1400,
      extras: 150,
      quantity: 2,
      amount: 2 * 1550,
    });
    expect(after.subtotal).toBe(before.subtotal + 3100);
    expect(after.amount).toBe(before.amount + 3100);
    expect(out).toMatchObject({ orderId: order.id, amount: after.amount, position: 2 });
    const logged = await getDb()("order_events")
      .where({ order_id: order.id, type: "edited" })
      .first<{ payload: { added: string } }>("payload");
    expect(logged?.payload.added).toBe("Pizza Tonno");
    expect(events.map((e) => e.channel).sort()).toEqual([customerChannel(customer.id), hostChannel(host.id)].sort());
  });

  it("uses the (lower) delivery price for a delivery order", async () => {
    const { host, staff, cola } = await restaurant();
    const order = await createOrder(getDb(), host.id, {
      status: "new",
      deliver: true,
      deliveryFee: 0,
      address: { street: "Oudegracht", number: "1", zipcode: "3511AA", city: "Utrecht" },
      items: [{ name: "Margherita", unitPrice: 950 }],
    });
    await addProductToOrder({
      hostId: host.id,
      staff: staff,
      orderId: order.id,
      choice: choice({ productId: cola.id }),
    });
    expect((await orderRow(order.id)).items[1]).toMatchObject({ unit_price: 250, amount: 250 });
    expect((await boardMenu({ hostId: host.id, orderId: order.id })).deliver).toBe(true);
  });

  it("refuses without 'edit', when paid, an incomplete choice or another restaurant's product (nothing changed)", async () => {
    const { host, staff, pizza, cola } = await restaurant();
    const other = await restaurant();
    const db = getDb();
    const archived = await createOrder(db, host.id, {
      status: "archive",
      items: [{ name: "Margherita", unitPrice: 950 }],
    });
    const paid = await createOrder(db, host.id, {
      status: "order",
      paid: true,
      paymentMethod: "pin",
      items: [{ name: "Margherita", unitPrice: 950 }],
    });
    const open = await createOrder(db, host.id, {
      status: "order",
      paymentMethod: "cash",
      items: [{ name: "Margherita", unitPrice: 950 }],
    });
    // cash at the door, but charged by the marketplace: its lines are Thuisbezorgd's
    const marketplace = await createOrder(db, host.id, {
      status: "order",
      source: "thuisbezorgd",
      paymentMethod: "cash",
      items: [{ name: "Margherita", unitPrice: 950 }],
    });
    const snapshots = await Promise.all([archived, paid, open, marketplace].map((o) => orderRow(o.id)));

    await refused(
      addProductToOrder({
        hostId: host.id,
        staff: staff,
        orderId: archived.id,
        choice: choice({ productId: cola.id }),
      }),
      409,
    );
    await refused(
      addProductToOrder({ hostId: host.id, staff: staff, orderId: paid.id, choice: choice({ productId: cola.id }) }),
      409,
    );
    await refused(
      addProductToOrder({
        hostId: host.id,
        staff: staff,
        orderId: marketplace.id,
        choice: choice({ productId: cola.id }),
      }),
      409,
    );
    await refused(
      addProductToOrder({ hostId: host.id, staff: staff, orderId: open.id, choice: choice({ productId: pizza.id }) }),
      422,
    ); // no size chosen
    await refused(
      addProductToOrder({
        hostId: host.id,
        staff: staff,
        orderId: open.id,
        choice: choice({ productId: other.cola.id }),
      }),
      422,
    );
    await refused(
      addProductToOrder({
        hostId: other.host.id,
        staff: other.staff,
        orderId: open.id,
        choice: choice({ productId: other.cola.id }),
      }),
      404,
    );

    expect(await Promise.all([archived, paid, open, marketplace].map((o) => orderRow(o.id)))).toEqual(snapshots);
    expect(events).toEqual([]);
  });

  it("adds both lines when two boards add at the same moment (the row lock serialises them)", async () => {
    const { host, staff, cola } = await restaurant();
    const order = await createOrder(getDb(), host.id, {
      status: "order",
      paymentMethod: "cash",
      items: [{ name: "Margherita", unitPrice: 950 }],
    });
    await Promise.all(
      [1, 2].map(() =>
        addProductToOrder({ hostId: host.id, staff: staff, orderId: order.id, choice: choice({ productId: cola.id }) }),
      ),
    );
    const row = await orderRow(order.id);
    expect(row.items.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(row.subtotal).toBe(950 + 2 * 300);
  });
});
