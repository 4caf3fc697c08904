// Placing orders through the checkout service against the real database: gapless numbers under
// concurrency, idempotency, server-side prices, and every refusal a Dutch 4xx that keeps the cart.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { fromWallClock } from "~/domain/amsterdam-time";
import { getThanksOrder } from "~/models/order-queries.server";
import { getBus } from "~/realtime/bus.server";
import { hostChannel } from "~/realtime/channels";
import type { LiveEvent } from "~/realtime/events";
import { checkoutSchema, type CheckoutInput } from "~/schemas/checkout";
import { addToCart } from "~/services/cart.server";
import { placeConfirmed } from "../support/confirmed";
import { CheckoutError } from "~/services/errors.server";
import { createHost, createProduct, createUser, type HostInput } from "../../db/factory";
import { cartArgs, keepCart, testCart, type TestCart } from "../support/cart";

// Tuesday 7 January 2025 on the Amsterdam clock
const tuesday = (hour: number, minute = 0) => fromWallClock({ year: 2025, month: 1, day: 7 }, hour, minute);
const DINNER = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: "16:00", closes: "22:00" }));

async function restaurant(overrides: HostInput = {}) {
  const db = getDb();
  const host = await createHost(db, {
    menu: ["Pizza"],
    deliveryZones: [{ zipFrom: 3511, zipTo: 3531, fee: 250, minimum: 1500, freeFrom: 2500 }],
    settings: { payment: { pickup: ["cash", "pin", "ideal"], deliver: ["cash", "ideal"] }, deliveryMinutes: 40 },
    ...overrides,
  });
  const pizza = await createProduct(db, host.id, {
    name: "Salami",
    tab: "Pizza",
    price: 1150,
    groups: [
      {
        name: "Toppings",
        included: 1,
        items: [
          { name: "Ham", price: 125 },
          { name: "Ui", price: 75 },
        ],
      },
    ],
  });
  const customer = await createUser(db);
  return { host, pizza, customer };
}

type Fixture = Awaited<ReturnType<typeof restaurant>>;

async function withCart({ host, pizza }: Fixture, quantity = 2): Promise<TestCart> {
  const cart = testCart(host);
  await keepCart(
    cart,
    addToCart({
      ...cartArgs(cart),
      input: {
        productId: pizza.id,
        quantity,
        volume: null,
        variation: null,
        includes: { Toppings: ["Ham"] },
        removed: [],
      },
    }),
  );
  return cart;
}

function checkout(overrides: Record<string, unknown> = {}): CheckoutInput {
  return checkoutSchema.parse({
    deliver: true,
    address: {
      street: "Voorstraat",
      number: "45",
      zipcode: "3512 AK",
      city: "Utrecht",
      name: "Sanne",
      phone: "0612345678",
    },
    time: "asap",
    payment: "cash",
    idempotencyKey: crypto.randomUUID(),
    ...overrides,
  });
}

async function refused(promise: Promise<unknown>): Promise<CheckoutError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof CheckoutError)) throw new Error(`expected a CheckoutError, got ${String(err)}`);
  return err;
}

describe("placeOrder", () => {
  it("writes the order with server prices, fees, due time, and publishes it", async () => {
    const fixture = await restaurant();
    const cart = await withCart(fixture);
    const seen: LiveEvent[] = [];
    const stop = getBus().subscribe((e) => seen.push(e));
    const now = new Date();
    const { order, replayed } = await placeConfirmed(cart, checkout({ payment: "ideal" }), {
      customerId: fixture.customer.id,
      now,
    });
    stop();
    expect(replayed).toBe(false);
    // 2 × 1150 (Ham is the one free topping); 2300 < 2500 so delivery costs 250; iDEAL 29
    expect(order).toMatchObject({
      number: 1,
      status: "concept",
      paymentMethod: "ideal",
      paymentStatus: "none",
      subtotal: 2300,
      deliveryFee: 250,
      fee: 29,
      amount: 2579,
      asap: true,
      deliver: true,
      source: "internet",
    });
    expect(order.due.getTime()).toBe(now.getTime() + 40 * 60_000);
    expect(cart.cart?.items).toEqual([]);
    expect(seen).toContainEqual({
      channel: hostChannel(fixture.host.id),
      type: "order.created",
      payload: { id: order.id, number: 1, status: "concept" },
    });

    const mine = await getThanksOrder(getDb(), {
      hostId: fixture.host.id,
      customerId: fixture.customer.id,
      orderId: order.id,
    });
    expect(mine?.items).toMatchObject([
      {
        name: "Salami",
        quantity: 2,
        unitPrice: 1150,
        extras: 0,
        amount: 2300,
        includes: [{ name: "Ham", price: 125 }],
      },
    ]);
    expect(
      await getThanksOrder(getDb(), {
        hostId: fixture.host.id,
        customerId: fixture.customer.id + 1,
        orderId: order.id,
      }),
    ).toBeNull();
    const link = await getDb()("host_customers")
      .where({ host_id: fixture.host.id, customer_id: fixture.customer.id })
      .first();
    expect(link).toBeTruthy();
    const stamps = await getDb()("stamps").where({
      host_id: fixture.host.id,
      customer_id: fixture.customer.id,
      reason: "welcome",
    });
    expect(stamps).toHaveLength(1);
  });

  it("ignores prices tampered with in the session cart", async () => {
    const fixture = await restaurant();
    const cart = await withCart(fixture);
    for (const item of cart.cart?.items ?? []) Object.assign(item, { $price: 1, $extras: 0, $amount: 2 });
    const { order } = await placeConfirmed(cart, checkout({ deliver: false, payment: "pin" }), {
      customerId: fixture.customer.id,
    });
    expect(order).toMatchObject({
      subtotal: 2300,
      deliveryFee: 0,
      fee: 0,
      amount: 2300,
      status: "new",
      paymentStatus: "pin",
    });
  });

  it("gives 50 concurrent checkouts on one host the numbers 1..50 exactly", async () => {
    const fixture = await restaurant();
    const carts = await Promise.all(Array.from({ length: 50 }, () => withCart(fixture, 1)));
    const results = await Promise.all(
      carts.map((c) => placeConfirmed(c, checkout({ deliver: false }), { customerId: fixture.customer.id })),
    );
    expect(results.map((r) => r.order.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
  });

  it("answers a replayed idempotency key with the same order, also when 10 arrive at once", async () => {
    const fixture = await restaurant();
    const input = checkout();
    const cart = await withCart(fixture);
    const first = await placeConfirmed(cart, input, { customerId: fixture.customer.id });
    const again = await placeConfirmed(cart, input, { customerId: fixture.customer.id });
    expect(again).toEqual({ order: first.order, replayed: true, store: null, announce: null });
    await expect(placeConfirmed(cart, input, { customerId: fixture.customer.id + 1000 })).rejects.toMatchObject({
      status: 409,
    });

    const burst = checkout();
    const results = await Promise.all(
      Array.from({ length: 10 }, async () =>
        placeConfirmed(await withCart(fixture), burst, { customerId: fixture.customer.id }),
      ),
    );
    expect(new Set(results.map((r) => r.order.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const rows = await getDb()("orders").where({ host_id: fixture.host.id, idempotency_key: burst.idempotencyKey });
    expect(rows).toHaveLength(1);
    // No number was burnt by the losers: the next order follows on
    const next = await placeConfirmed(await withCart(fixture), checkout(), { customerId: fixture.customer.id });
    expect(next.order.number).toBe(3);
  });

  it("binds the idempotency key to its cart: a changed cart is a new order, never a replay (docs/issues/035.md §3)", async () => {
    const fixture = await restaurant();
    const cart = await withCart(fixture);
    const input = checkout();
    // the session store loses the write that empties the cart after the commit
    const before = structuredClone(cart.cart);
    const first = await placeConfirmed(cart, input, { customerId: fixture.customer.id });
    cart.cart = before;
    // the same cart again, a new key: the same cart, the same order
    expect(await placeConfirmed(cart, checkout(), { customerId: fixture.customer.id })).toEqual({
      order: first.order,
      replayed: true,
      store: null,
      announce: null,
    });
    // the cart changes: the old key sent with it is no replay, a new key is a new order
    await keepCart(
      cart,
      addToCart({
        ...cartArgs(cart),
        input: {
          productId: fixture.pizza.id,
          quantity: 1,
          volume: null,
          variation: null,
          includes: { Toppings: ["Ui"] },
          removed: [],
        },
      }),
    );
    expect((await refused(placeConfirmed(cart, input, { customerId: fixture.customer.id }))).status).toBe(409);
    const second = await placeConfirmed(cart, checkout(), { customerId: fixture.customer.id });
    expect(second.replayed).toBe(false);
    expect(second.order.id).not.toBe(first.order.id);
    expect(await getDb()("orders").where({ host_id: fixture.host.id })).toHaveLength(2);
  });

  it("makes one cart one order: 10 concurrent checkouts of it with different keys answer with that one order", async () => {
    const fixture = await restaurant();
    const cart = await withCart(fixture);
    // each request reads its own copy of the session, as express-session gives every request
    const sameSession = () => ({ ...cart, cart: structuredClone(cart.cart) });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => placeConfirmed(sameSession(), checkout(), { customerId: fixture.customer.id })),
    );
    expect(new Set(results.map((r) => r.order.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await getDb()("orders").where({ host_id: fixture.host.id })).toHaveLength(1);

    // the next cart of that session is a new order
    const placed = results.find((r) => !r.replayed)!;
    cart.cart = { ...cart.cart!, items: [], placed: 1 };
    await keepCart(
      cart,
      addToCart({
        ...cartArgs(cart),
        input: {
          productId: fixture.pizza.id,
          quantity: 2,
          volume: null,
          variation: null,
          includes: { Toppings: ["Ham"] },
          removed: [],
        },
      }),
    );
    const next = await placeConfirmed(cart, checkout(), { customerId: fixture.customer.id });
    expect(next.replayed).toBe(false);
    expect(next.order.id).not.toBe(placed.order.id);
  });

  it.each([
    ["paused", { paused: true }, {}, 409, "Dit restaurant neemt op dit moment geen bestellingen aan."],
    [
      "closed for ASAP",
      { openingHours: DINNER },
      {},
      409,
      "Het restaurant is nu gesloten. We zijn weer open vandaag om 16:00; je kunt wel alvast voor later bestellen.",
    ],
    [
      "later but outside the hours",
      { openingHours: DINNER },
      { time: "60" },
      422,
      "Op dat tijdstip zijn we gesloten. Kies een tijd binnen de openingstijden.",
    ],
    [
      "a postcode outside the zones",
      {},
      {
        address: {
          street: "Dam",
          number: "1",
          zipcode: "1012 JS",
          city: "Amsterdam",
          name: "Jan",
          phone: "0612345678",
        },
      },
      422,
      "We bezorgen helaas niet in postcode 1012. Je kunt je bestelling wel afhalen.",
    ],
    [
      "a payment method not offered for delivery",
      {},
      { payment: "pin" },
      422,
      "Deze betaalmethode is niet mogelijk bij bezorgen.",
    ],
    [
      "a time that has passed",
      {},
      { time: "pick", at: "09:00" },
      422,
      "Dit tijdstip is al voorbij. Kies een latere tijd.",
    ],
  ])("refuses %s and keeps the cart", async (_label, hostOverrides, inputOverrides, status, message) => {
    const fixture = await restaurant(hostOverrides);
    const cart = await withCart(fixture);
    const before = structuredClone(cart.cart);
    const err = await refused(
      placeConfirmed(cart, checkout(inputOverrides), { customerId: fixture.customer.id, now: tuesday(10) }),
    );
    expect([err.status, err.message]).toEqual([status, message]);
    expect(cart.cart).toEqual(before);
    expect(await getDb()("orders").where({ host_id: fixture.host.id })).toEqual([]);
  });

  it("takes an order for later while closed, inside the opening hours", async () => {
    const fixture = await restaurant({ openingHours: DINNER });
    const cart = await withCart(fixture);
    const { order } = await placeConfirmed(cart, checkout({ time: "pick", at: "18:30" }), {
      customerId: fixture.customer.id,
      now: tuesday(10),
    });
    expect(order).toMatchObject({ asap: false, day: "2025-01-07", number: 1 });
    expect(order.due.toISOString()).toBe(tuesday(18, 30).toISOString());
  });

  it("refuses delivery below the zone's minimum, and an empty cart, with the cart kept", async () => {
    const fixture = await restaurant();
    const cart = await withCart(fixture, 1); // 1150 < 1500
    const below = await refused(placeConfirmed(cart, checkout(), { customerId: fixture.customer.id }));
    expect([below.status, below.message.replace(/\u00a0/g, " ")]).toEqual([
      422,
      "Het minimale bestelbedrag voor bezorging naar 3512 is € 15,00.",
    ]);
    expect(cart.cart?.items).toHaveLength(1);
    const empty = await refused(
      placeConfirmed(testCart(fixture.host), checkout(), { customerId: fixture.customer.id }),
    );
    expect([empty.status, empty.message]).toEqual([422, "Je winkelmandje is leeg"]);
  });

  it("refuses a line whose product vanished or belongs to another restaurant", async () => {
    const fixture = await restaurant();
    const other = await restaurant();
    const cart = await withCart(fixture);
    const line = cart.cart!.items[0]!;
    cart.cart!.items.push({ ...line, $_id: 2, _id: other.pizza.id, $name: "Gestolen pizza" });
    const err = await refused(placeConfirmed(cart, checkout(), { customerId: fixture.customer.id }));
    expect([err.status, err.message]).toEqual([
      409,
      "Gestolen pizza is niet meer beschikbaar. Haal het uit je winkelmandje.",
    ]);
    expect(cart.cart?.items).toHaveLength(2);
  });

  it("validates the form with the spec's Dutch messages", () => {
    const result = checkoutSchema.safeParse({
      deliver: "true",
      address: { street: "", number: "1", zipcode: "123", city: "Utrecht", name: "Sanne", phone: "12345" },
      time: "pick",
      at: "25:00",
      payment: "bitcoin",
      idempotencyKey: "nope",
    });
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
    expect(messages).toMatchObject({
      payment: "Kies een betaalmethode.",
      idempotencyKey: "De bestelling kon niet verstuurd worden. Vernieuw de pagina en probeer het opnieuw.",
    });
  });
});
