// Discounts at the checkout (docs/issues/020.md §5) against the real database: the order gets exactly what
// the domain's price rule says and stores it as its own line (discount, discount_name) that the
// thank-you page, the receipt and the board show and every total adds up to; a guessed code is
// rate-limited (429, Dutch); a total is never negative and keeps its delivery fee; a maximum
// per customer holds under concurrent placements; another restaurant's codes do not exist here.
import crypto from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { fromWallClock } from "~/domain/amsterdam-time";
import { priceDiscount, type Discount } from "~/domain/discounts";
import { chargeLines, orderTotal } from "~/domain/order-totals";
import { listDiscounts } from "~/models/discounts.server";
import type { Host } from "~/models/hosts.server";
import { action as codeAction } from "~/routes/api.order.discount-code";
import { checkoutSchema } from "~/schemas/checkout";
import { addToCart } from "~/services/cart.server";
import { checkoutDiscounts } from "~/services/checkout-discount.server";
import { placeConfirmed } from "../support/confirmed";
import { CheckoutError } from "~/services/errors.server";
import { receiptFor } from "~/services/printing.server";
import { createHost, createProduct, createUser } from "../../db/factory";
import { cartArgs, keepCart } from "~/http/cart-session.server";
import { requestContext } from "../support/context";
import { callRoute } from "../support/route-call";

// Tuesday 7 January 2025 18:00 in Amsterdam
const NOW = fromWallClock({ year: 2025, month: 1, day: 7 }, 18, 0);
const DINNER = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: "16:00", closes: "22:00" }));

async function restaurant() {
  const db = getDb();
  const host = await createHost(db, {
    menu: ["Pizza", "Dranken"],
    openingHours: DINNER,
    deliveryZones: [{ zipFrom: 3511, zipTo: 3531, fee: 250, minimum: 0, freeFrom: null }],
    settings: { payment: { pickup: ["cash", "pin"], deliver: ["cash"] } },
  });
  const margherita = await createProduct(db, host.id, {
    name: "Margherita",
    tab: "Pizza",
    groupName: "Pizza",
    price: 900,
  });
  const salami = await createProduct(db, host.id, { name: "Salami", tab: "Pizza", groupName: "Pizza", price: 1150 });
  const cola = await createProduct(db, host.id, { name: "Cola", tab: "Dranken", groupName: "Fris", price: 300 });
  return { host, margherita, salami, cola };
}

async function discount(host: Host, d: Partial<Record<string, unknown>>): Promise<number> {
  const [row] = await getDb()("discounts")
    .insert({ host_id: host.id, name: "Actie", kind: "percent", value: 10, scope: "order", ...d })
    .returning("id");
  return row.id as number;
}

async function cartWith(host: Host, lines: Array<[number, number]>, customerId?: number): Promise<AppLoadContext> {
  const context = await requestContext(`http://${host.perma}.localhost/`, { userId: customerId });
  for (const [productId, quantity] of lines)
    await keepCart(
      context,
      await addToCart({
        ...cartArgs(context),
        input: { productId, quantity, volume: null, variation: null, includes: {}, removed: [] },
      }),
    );
  return context;
}

const input = (deliver: boolean) =>
  checkoutSchema.parse({
    deliver,
    address: deliver
      ? { street: "Voorstraat", number: "45", zipcode: "3512 AK", city: "Utrecht", name: "Sanne", phone: "0612345678" }
      : { name: "Sanne", phone: "0612345678" },
    time: "asap",
    payment: "cash",
    idempotencyKey: crypto.randomUUID(),
  });

const typeCode = (context: AppLoadContext, host: Host, code: string) =>
  callRoute(codeAction, { url: `http://${host.perma}.localhost/api/order/discount-code`, context, json: { code } });

describe("the order's discount", () => {
  it("is what the domain's price rule says, stored as its own line that every view adds up to", async () => {
    const { host, margherita, salami, cola } = await restaurant();
    const customer = await createUser(getDb());
    await discount(host, {
      name: "Tweede pizza halve prijs",
      kind: "second_half",
      value: 0,
      scope: "group",
      target: "Pizza",
    });
    await discount(host, { name: "Cola-actie", kind: "amount", value: 100, scope: "tab", target: "Dranken" });
    const context = await cartWith(host, [
      [margherita.id, 1],
      [salami.id, 1],
      [cola.id, 2],
    ]);
    // the domain's answer for these lines
    const expected = priceDiscount({
      lines: [
        { amount: 900, quantity: 1, tab: "Pizza", group: "Pizza" },
        { amount: 1150, quantity: 1, tab: "Pizza", group: "Pizza" },
        { amount: 600, quantity: 2, tab: "Dranken", group: "Fris" },
      ],
      deliver: true,
      now: NOW,
      discounts: (await listDiscounts(getDb(), { hostId: host.id, current: true })) as Discount[],
      uses: {},
    });
    expect(expected.discount).toBe(450);
    // the checkout page shows it before placing
    const shown = await checkoutDiscounts({ ...cartArgs(context), customerId: customer.id, now: NOW });
    expect(shown.deliver).toEqual({ amount: 450, label: "Korting: Tweede pizza halve prijs" });

    const { order } = await placeConfirmed(context, input(true), { customerId: customer.id, now: NOW });
    expect(order).toMatchObject({
      subtotal: 2650,
      deliveryFee: 250,
      discount: 450,
      discountName: "Tweede pizza halve prijs",
    });
    expect(order.amount).toBe(2650 + 250 - 450);
    const lines = chargeLines({ ...order, discountLabel: "Korting: Tweede pizza halve prijs" });
    expect(lines).toContainEqual({ label: "Korting: Tweede pizza halve prijs", amount: -450 });
    expect(lines.reduce((s, l) => s + l.amount, 0)).toBe(order.amount);
    // the receipt (and the board, which reads the same row) carry the line and the same total
    const receipt = await receiptFor(getDb(), { hostId: host.id, orderId: order.id });
    expect(receipt?.totals).toContainEqual({ label: "Korting: Tweede pizza halve prijs", amount: -450 });
    expect(receipt?.totals.reduce((s, l) => s + l.amount, 0)).toBe(order.amount);
  });

  it("a pickup-only promotion is not given on a delivery", async () => {
    const { host, salami } = await restaurant();
    const customer = await createUser(getDb());
    await discount(host, { name: "Afhaalkorting", value: 20, pickup_only: true });
    const shown = await checkoutDiscounts({
      ...cartArgs(await cartWith(host, [[salami.id, 1]])),
      customerId: customer.id,
      now: NOW,
    });
    expect(shown.deliver).toBeNull();
    expect(shown.pickup).toEqual({ amount: 230, label: "Korting: Afhaalkorting" });
    const { order } = await placeConfirmed(await cartWith(host, [[salami.id, 1]]), input(true), {
      customerId: customer.id,
      now: NOW,
    });
    expect(order.discount).toBe(0);
  });

  it("never makes the total negative: the goods go to zero and the delivery fee stays", async () => {
    const { host, salami } = await restaurant();
    const customer = await createUser(getDb());
    await discount(host, { name: "Alles gratis", kind: "amount", value: 100_000 });
    const { order } = await placeConfirmed(await cartWith(host, [[salami.id, 1]]), input(true), {
      customerId: customer.id,
      now: NOW,
    });
    expect(order).toMatchObject({ subtotal: 1150, discount: 1150, deliveryFee: 250, amount: 250 });
    expect(orderTotal(order)).toBe(250);
  });
});

describe("the Kortingscode", () => {
  it("applies a typed code, refuses an unknown one in Dutch, and another restaurant's code does not exist here", async () => {
    const { host, salami } = await restaurant();
    const other = await restaurant();
    const customer = await createUser(getDb());
    await discount(host, { name: "Welkom", kind: "amount", value: 300, code: "WELKOM" });
    await discount(other.host, { name: "Elders", kind: "amount", value: 500, code: "ELDERS" });
    const context = await cartWith(host, [[salami.id, 2]], customer.id);
    const wrong = await typeCode(context, host, "GRATIS");
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ result: "ERROR", message: "Deze code is niet geldig" });
    expect((await typeCode(context, host, "elders")).status).toBe(422);
    const ok = await typeCode(context, host, " welkom ");
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ result: "OK", code: "WELKOM", message: "Kortingscode WELKOM toegepast." });
    const { order } = await placeConfirmed(context, input(false), { customerId: customer.id, now: NOW });
    expect(order).toMatchObject({ discount: 300, discountName: "Welkom", amount: 2300 - 300 });
    // the code is spent with the cart: the next cart starts without it
    expect(context.session.data.cart?.discountCode).toBeUndefined();
  });

  it("a guessed code: after 10 tries from one IP the answer is 429 in Dutch", async () => {
    const { host, salami } = await restaurant();
    await discount(host, { name: "Geheim", kind: "amount", value: 300, code: "GEHEIM" });
    const context = await cartWith(host, [[salami.id, 1]]);
    // a distinct IP so no other test's tries count
    context.clientIp = `10.20.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await typeCode(context, host, `RADEN${i}`)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses[10]).toBe(429);
    // even the right code is refused now: guessing gains nothing
    const right = await typeCode(context, host, "GEHEIM");
    expect(right.status).toBe(429);
    expect(right.body.message).toBe("Te veel pogingen. Probeer het over een kwartier opnieuw.");
  });

  it("once per customer holds when two checkouts race, and the third try says 'al gebruikt'", async () => {
    const { host, salami } = await restaurant();
    const customer = await createUser(getDb());
    const id = await discount(host, {
      name: "Eenmalig",
      kind: "amount",
      value: 300,
      code: "EENMAAL",
      max_uses_per_customer: 1,
    });
    const carts = await Promise.all([1, 2].map(() => cartWith(host, [[salami.id, 1]], customer.id)));
    for (const c of carts) expect((await typeCode(c, host, "EENMAAL")).status).toBe(200);
    const results = await Promise.allSettled(
      carts.map((c) => placeConfirmed(c, input(false), { customerId: customer.id, now: NOW })),
    );
    const placed = results.filter((r) => r.status === "fulfilled");
    const refusedOnes = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(placed).toHaveLength(1);
    expect(refusedOnes).toHaveLength(1);
    expect(refusedOnes[0].reason).toBeInstanceOf(CheckoutError);
    expect((refusedOnes[0].reason as CheckoutError).message).toBe("Deze code heb je al gebruikt");
    const uses = await getDb()("orders").where({ host_id: host.id, customer_id: customer.id, discount_id: id }).count();
    expect(Number(uses[0].count)).toBe(1);
    const third = await cartWith(host, [[salami.id, 1]], customer.id);
    const again = await typeCode(third, host, "EENMAAL");
    expect(again.status).toBe(422);
    expect(again.body.message).toBe("Deze code heb je al gebruikt");
  });
});
