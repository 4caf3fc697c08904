// Stamps against the real database: redeeming a full card at checkout (a € 0,00 line and −10 in
// the order's own transaction), the refusals, "Opnieuw bestellen" priced from today's menu, and
// the board's stamp for a completed order, idempotent.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { getStampBalance } from "~/models/stamps.server";
import { checkoutSchema } from "~/schemas/checkout";
import { addToCart, updateQuantity } from "~/services/cart.server";
import { addRewardToCart, reorder } from "~/services/cart-stamps.server";
import { placeConfirmed } from "../support/confirmed";
import { ServiceError } from "~/services/errors.server";
import { loadSessionUser } from "~/services/session-user.server";
import { CARD_NOT_FULL, NOT_A_REWARD, ONE_REWARD, awardStampForCompletedOrder } from "~/services/stamps.server";
import { createHost, createOrder, createProduct, createStamp, createUser } from "../../db/factory";
import { cartArgs, keepCart, testCart, type TestCart } from "../support/cart";

async function restaurant() {
  const db = getDb();
  const host = await createHost(db, { menu: ["Pizza", "Dranken"] });
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
  const cola = await createProduct(db, host.id, {
    name: "Cola",
    tab: "Dranken",
    price: 275,
    volumes: [
      { name: "Fles 1,5 l", price: 450 },
      { name: "Blik 0,33 l", price: null },
    ],
  });
  await db("hosts")
    .where({ id: host.id })
    .update({ settings: JSON.stringify({ stampRewardProductIds: [cola.id] }) });
  const customer = await createUser(db);
  return { host: { ...host, settings: { stampRewardProductIds: [cola.id] } }, pizza, cola, customer };
}
type Fixture = Awaited<ReturnType<typeof restaurant>>;

/** A card with `stamps` stamps: the welcome stamp plus adjustments, as the seed and board write them. */
async function card({ host, customer }: Fixture, stamps: number) {
  await getDb()("host_customers").insert({ host_id: host.id, customer_id: customer.id });
  await createStamp(getDb(), host.id, { customerId: customer.id, reason: "welcome" });
  if (stamps > 1) await createStamp(getDb(), host.id, { customerId: customer.id, reason: "adjust", delta: stamps - 1 });
}

/** The fixture's customer as the route hands the logged-in user on (getOptionalUser of their session). */
const loggedIn = (f: Fixture) => loadSessionUser({ userId: f.customer.id, sessionVersion: undefined });

async function withPizza(f: Fixture): Promise<TestCart> {
  const session = testCart(f.host);
  await keepCart(
    session,
    addToCart({
      ...cartArgs(session),
      input: {
        productId: f.pizza.id,
        quantity: 1,
        volume: null,
        variation: null,
        includes: { Toppings: ["Ham"] },
        removed: [],
      },
    }),
  );
  return session;
}

const pickup = () =>
  checkoutSchema.parse({
    deliver: false,
    address: { street: "", number: "", zipcode: "", city: "", name: "Sanne", phone: "0612345678" },
    time: "asap",
    payment: "cash",
    idempotencyKey: crypto.randomUUID(),
  });

async function refusal(promise: Promise<unknown>): Promise<[number, string]> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof ServiceError)) throw new Error(`expected a refusal, got ${String(err)}`);
  return [err.status, err.message];
}

describe("redeeming a full stamp card", () => {
  it("adds a € 0,00 line and writes −10 for the order in its transaction", async () => {
    const f = await restaurant();
    await card(f, 10);
    const session = await withPizza(f);
    const cart = await keepCart(
      session,
      addRewardToCart({
        ...cartArgs(session),
        user: await loggedIn(f),
        input: { productId: f.cola.id },
      }),
    );
    const reward = cart.items.find((i) => i.reward);
    // the cheapest volume, free; the paid pizza is untouched
    expect(reward).toMatchObject({ $name: "Cola", $volume: "Blik 0,33 l", $amount: 0, $quantity: 1 });
    expect(cart.subtotal).toBe(1150);

    const { order } = await placeConfirmed(session, pickup(), { customerId: f.customer.id });
    expect(order.subtotal).toBe(1150);
    const rows = await getDb()("order_items").where({ host_id: f.host.id, order_id: order.id }).orderBy("position");
    expect(rows.map((r) => [r.name, r.amount, r.reward])).toEqual([
      ["Salami", 1150, false],
      ["Cola", 0, true],
    ]);
    const ledger = await getDb()("stamps").where({
      host_id: f.host.id,
      customer_id: f.customer.id,
      order_id: order.id,
    });
    expect(ledger.map((r) => [r.delta, r.reason])).toEqual([[-10, "reward"]]);
    expect(await getStampBalance(getDb(), { hostId: f.host.id, customerId: f.customer.id })).toBe(0);
  });

  it("refuses without a full card, in the cart and again at checkout, and keeps the cart", async () => {
    const f = await restaurant();
    await card(f, 9);
    const session = await withPizza(f);
    expect(
      await refusal(
        keepCart(
          session,
          addRewardToCart({
            ...cartArgs(session),
            user: await loggedIn(f),
            input: { productId: f.cola.id },
          }),
        ),
      ),
    ).toEqual([409, CARD_NOT_FULL]);
    expect(
      await refusal(addRewardToCart({ ...cartArgs(testCart(f.host)), user: null, input: { productId: f.cola.id } })),
    ).toEqual([401, "Log eerst in om je stempelkaart te gebruiken."]);

    // a reward line smuggled into the session is checked when the order is placed
    const line = session.cart!.items[0]!;
    session.cart!.items.push({
      ...line,
      _id: f.cola.id,
      $_id: 2,
      $name: "Cola",
      $price: 0,
      $amount: 0,
      reward: true,
    });
    const before = structuredClone(session.cart);
    expect(await refusal(placeConfirmed(session, pickup(), { customerId: f.customer.id }))).toEqual([
      409,
      CARD_NOT_FULL,
    ]);
    expect(session.cart).toEqual(before);
    expect(await getDb()("orders").where({ host_id: f.host.id })).toEqual([]);
  });

  it("refuses a product that is not a reward, and a second reward", async () => {
    const f = await restaurant();
    await card(f, 10);
    const session = await withPizza(f);
    expect(
      await refusal(
        keepCart(
          session,
          addRewardToCart({
            ...cartArgs(session),
            user: await loggedIn(f),
            input: { productId: f.pizza.id },
          }),
        ),
      ),
    ).toEqual([422, NOT_A_REWARD]);
    const smuggled = structuredClone(session.cart!.items[0]!);
    session.cart!.items.push({ ...smuggled, $_id: 2, reward: true, $amount: 0 });
    expect(await refusal(placeConfirmed(session, pickup(), { customerId: f.customer.id }))).toEqual([
      422,
      NOT_A_REWARD,
    ]);
    session.cart!.items.pop();

    // choosing again replaces the choice; more than one of it is refused
    await keepCart(
      session,
      addRewardToCart({
        ...cartArgs(session),
        user: await loggedIn(f),
        input: { productId: f.cola.id },
      }),
    );
    const cart = await keepCart(
      session,
      addRewardToCart({
        ...cartArgs(session),
        user: await loggedIn(f),
        input: { productId: f.cola.id },
      }),
    );
    expect(cart.items.filter((i) => i.reward)).toHaveLength(1);
    const position = cart.items.find((i) => i.reward)!.$_id!;
    expect(
      await refusal(
        keepCart(session, updateQuantity({ ...cartArgs(session), input: { position: position, quantity: 2 } })),
      ),
    ).toEqual([422, ONE_REWARD]);
    session.cart!.items.push({ ...cart.items.find((i) => i.reward)!, $_id: 9 });
    expect(await refusal(placeConfirmed(session, pickup(), { customerId: f.customer.id }))).toEqual([422, ONE_REWARD]);
  });

  it("redeems a card once: the second order with a reward is refused", async () => {
    const f = await restaurant();
    await card(f, 10);
    const first = await withPizza(f);
    await keepCart(
      first,
      addRewardToCart({ ...cartArgs(first), user: await loggedIn(f), input: { productId: f.cola.id } }),
    );
    const second = await withPizza(f);
    await keepCart(
      second,
      addRewardToCart({ ...cartArgs(second), user: await loggedIn(f), input: { productId: f.cola.id } }),
    );
    const results = await Promise.allSettled([
      placeConfirmed(first, pickup(), { customerId: f.customer.id }),
      placeConfirmed(second, pickup(), { customerId: f.customer.id }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const failed = results.find((r) => r.status === "rejected");
    expect(
      failed?.status === "rejected" && failed.reason instanceof ServiceError
        ? [failed.reason.status, failed.reason.message]
        : null,
    ).toEqual([409, CARD_NOT_FULL]);
    expect(await getStampBalance(getDb(), { hostId: f.host.id, customerId: f.customer.id })).toBe(0);
  });
});

describe("Opnieuw bestellen", () => {
  it("puts the order's lines in the cart at today's prices and reports the lines it skipped", async () => {
    const f = await restaurant();
    const gone = await createProduct(getDb(), f.host.id, { name: "Calzone", tab: "Pizza", price: 1300 });
    const past = await createOrder(getDb(), f.host.id, {
      customerId: f.customer.id,
      status: "archive",
      items: [
        { productId: f.pizza.id, quantity: 2, includes: ["Ham", "Ui"], unitPrice: 900 },
        { productId: gone.id },
        { productId: f.cola.id, volume: "Fles 1,5 l" },
      ],
    });
    await getDb()("products").where({ host_id: f.host.id, id: gone.id }).update({ active: false });
    await getDb()("products").where({ host_id: f.host.id, id: f.pizza.id }).update({ price: 1200 });

    const session = testCart(f.host);
    const cart = await keepCart(
      session,
      reorder({ ...cartArgs(session), user: await loggedIn(f), input: { orderId: past.id } }),
    );
    // 2 × (1200 + Ham 125: the cheapest topping, Ui, is the free one), not the 900 of back then
    expect(cart.items.map((i) => [i.$name, i.$quantity, i.$amount])).toEqual([
      ["Salami", 2, 2650],
      ["Cola", 1, 450],
    ]);
    expect(cart.notices).toEqual(["Calzone is niet meer beschikbaar en is niet toegevoegd."]);

    const stranger = { ...f, customer: await createUser(getDb()) };
    expect(
      await refusal(
        reorder({
          ...cartArgs(testCart(f.host)),
          user: await loggedIn(stranger),
          input: { orderId: past.id },
        }),
      ),
    ).toEqual([404, "Deze bestelling kunnen we niet vinden."]);
  });
});

describe("awardStampForCompletedOrder", () => {
  it("stamps a completed order once, however often the board calls it", async () => {
    const f = await restaurant();
    await card(f, 3);
    const order = await createOrder(getDb(), f.host.id, { customerId: f.customer.id, status: "done" });
    const award = () =>
      getDb().transaction((trx) => awardStampForCompletedOrder(trx, { hostId: f.host.id, orderId: order.id }));
    expect(await award()).toEqual({ awarded: true, stamps: 4 });
    expect(await award()).toEqual({ awarded: false, stamps: 4 });
    await getDb()("orders").where({ id: order.id }).update({ status: "archive" });
    expect(await Promise.all([award(), award()])).toEqual([
      { awarded: false, stamps: 4 },
      { awarded: false, stamps: 4 },
    ]);
    expect(await getStampBalance(getDb(), { hostId: f.host.id, customerId: f.customer.id })).toBe(4);
  });

  it("gives nothing for an open order, a full card, or another host's order", async () => {
    const f = await restaurant();
    await card(f, 10);
    const open = await createOrder(getDb(), f.host.id, { customerId: f.customer.id, status: "order" });
    const done = await createOrder(getDb(), f.host.id, { customerId: f.customer.id, status: "done" });
    const other = await createHost(getDb());
    const run = (hostId: number, orderId: number) =>
      getDb().transaction((trx) => awardStampForCompletedOrder(trx, { hostId, orderId }));
    expect(await run(f.host.id, open.id)).toEqual({ awarded: false, stamps: 10 });
    expect(await run(f.host.id, done.id)).toEqual({ awarded: false, stamps: 10 });
    expect(await run(other.id, done.id)).toEqual({ awarded: false, stamps: 0 });
    expect(await getStampBalance(getDb(), { hostId: f.host.id, customerId: f.customer.id })).toBe(10);
  });
});
