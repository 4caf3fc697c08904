// docs/issues/033.md §1 (decision 066): what the customer is shown is what the customer pays. The owner
// raises Walkpizza from € 12,50 to € 13,75 (the real "Prijzen aanpassen" path) while a cart is open:
// every view of the cart shows € 13,75 from then on, and a placement that confirmed the old total
// (€ 15,25 with € 2,75 delivery) is refused in Dutch with the new total (€ 16,50) instead of charged.
// The same for a changed delivery fee, a zone gone, a sold-out choice; at the desk; for iDEAL (the
// Mollie simulator's payment is the confirmed total); and a price change racing placements.
import crypto from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { CHECK_ORDER, TOTAL_MISSING, checkoutTotal } from "~/domain/confirmed-total";
import { outsideZonesMessage } from "~/domain/delivery-zones";
import { formatEuro } from "~/domain/pricing";
import type { PaymentSimulator } from "~/integrations/mollie/simulator/index.server";
import { action as deliverAction } from "~/routes/deliver";
import { action as placeAction } from "~/routes/api.order.place";
import { checkoutSchema } from "~/schemas/checkout";
import { addToCart, getCart, setMode, setZipcode } from "~/services/cart.server";
import { placeIn } from "../support/confirmed";
import { CheckoutError } from "~/services/errors.server";
import { applyPrices, previewPrices } from "~/services/menu-bulk.server";
import { createHost, createOrganisation, createProduct, createUser } from "../../db/factory";
import { cartArgs, keepCart } from "~/http/cart-session.server";
import { requestContext } from "../support/context";
import { useSimulator } from "../support/payments";

let sim: PaymentSimulator;
beforeAll(async () => {
  sim = await useSimulator();
});
afterAll(async () => {
  await sim?.close();
});

const ZIP = "3512 AK";
const ADDRESS = {
  street: "Voorstraat",
  number: "45",
  zipcode: ZIP,
  city: "Utrecht",
  name: "Sanne",
  phone: "0612345678",
};
const owner = { userId: null, name: "Test Eigenaar" };

async function restaurant() {
  const db = getDb();
  const org = await createOrganisation(db);
  const host = await createHost(db, {
    organisationId: org.id,
    menu: ["Pizza", "Friet"],
    deliveryZones: [{ zipFrom: 3511, zipTo: 3531, fee: 275, minimum: 1000, freeFrom: 5000 }],
    settings: { payment: { pickup: ["cash", "pin", "ideal"], deliver: ["cash", "ideal"] } },
  });
  const walkpizza = await createProduct(db, host.id, { name: "Walkpizza", tab: "Pizza", price: 1250, groups: [] });
  const friet = await createProduct(db, host.id, {
    name: "Friet",
    tab: "Friet",
    price: 350,
    groups: [{ name: "Sauzen", min: 0, max: 2, items: [{ name: "Mayonaise", price: 50 }] }],
  });
  const customer = await createUser(db);
  const counter = await createUser(db, { kind: "host", organisationId: org.id });
  return { db, host, walkpizza, friet, customer, counter };
}
type Fixture = Awaited<ReturnType<typeof restaurant>>;

const line = (productId: number, includes: Record<string, string[]> = {}) => ({
  productId,
  quantity: 1,
  volume: null,
  variation: null,
  includes,
  removed: [],
});

/** The owner's "Prijzen aanpassen" on the tab: previewed, then saved. */
async function changePizzaPrices(f: Fixture, value: string, direction: "up" | "down" = "up") {
  const input = {
    scope: { tab: "Pizza", group: null },
    kind: "amount" as const,
    direction,
    value,
    volumes: false,
  };
  const { token } = await previewPrices({ hostId: f.host.id, input });
  await applyPrices({ hostId: f.host.id, staff: owner, input, token });
}

/** A customer's session with Walkpizza in the cart and the postcode given: the checkout page's state. */
async function openCart(f: Fixture): Promise<AppLoadContext> {
  const context = await requestContext(`http://${f.host.perma}.localhost/`, { userId: f.customer.id });
  await keepCart(context, await addToCart({ ...cartArgs(context), input: line(f.walkpizza.id) }));
  await keepCart(context, await setZipcode({ ...cartArgs(context), input: { zipcode: ZIP } }));
  return context;
}

/** The checkout page's "Totaal" as it renders it now (the loader's cart, the payment's fee). */
async function pageTotal(context: AppLoadContext, deliver: boolean, payment: string) {
  return checkoutTotal({
    cart: await keepCart(context, await getCart(cartArgs(context))),
    deliver,
    payment,
    discount: null,
  });
}

const body = (confirmedTotal: number | undefined, overrides: Record<string, unknown> = {}) => ({
  deliver: true,
  address: ADDRESS,
  time: "asap",
  payment: "cash",
  idempotencyKey: crypto.randomUUID(),
  ...(confirmedTotal === undefined ? {} : { confirmedTotal }),
  ...overrides,
});

async function call(
  route: typeof placeAction | typeof deliverAction,
  url: string,
  context: AppLoadContext,
  data: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const request = new Request(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(data),
  });
  let res: Response;
  try {
    res = (await route({ request, context, params: {} })) as Response;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    res = thrown;
  }
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}
const place = (f: Fixture, context: AppLoadContext, data: unknown) =>
  call(placeAction, `http://${f.host.perma}.localhost/api/order/place`, context, data);
const deskPlace = (f: Fixture, context: AppLoadContext, data: unknown) =>
  call(deliverAction, `http://${f.host.perma}.localhost/deliver`, context, data);

const ordersOf = (f: Fixture) =>
  f.db("orders").where({ host_id: f.host.id }).select<Array<{ amount: number }>>("amount");
const walkpizzaChanged = `De prijs van Walkpizza is gewijzigd: nu ${formatEuro(1375)}. ${CHECK_ORDER}`;

describe("a price change reaches the open cart", () => {
  it("shows the new price on every view of the cart once the owner changed it", async () => {
    const f = await restaurant();
    const context = await openCart(f);
    const before = await keepCart(context, await getCart(cartArgs(context)));
    expect([before.items[0].$amount, before.total]).toEqual([1250, 1525]);
    await changePizzaPrices(f, "1,25");
    // the cart sheet and the checkout (GET /api/cart, the checkout loader) and the desk read getCart
    const after = await keepCart(context, await getCart(cartArgs(context)));
    expect([after.items[0].$price, after.items[0].$amount, after.subtotal, after.total]).toEqual([
      1375, 1375, 1375, 1650,
    ]);
    // the session now holds what was shown
    expect((context.session.data.cart?.items ?? [])[0].$amount).toBe(1375);
    // a change of the cart (another line) shows current prices too
    const added = await keepCart(context, await addToCart({ ...cartArgs(context), input: line(f.friet.id) }));
    expect(added.items.map((i) => [i.$name, i.$amount])).toEqual([
      ["Walkpizza", 1375],
      ["Friet", 350],
    ]);
  });
});

describe("placing compares the confirmed total with the total it charges", () => {
  it("refuses in Dutch when a price changed after the cart was shown, then places at the new total", async () => {
    const f = await restaurant();
    const context = await openCart(f);
    const shown = await pageTotal(context, true, "cash");
    expect(shown).toBe(1525);
    await changePizzaPrices(f, "1,25");

    const refused = await place(f, context, body(shown));
    expect(refused).toEqual({
      status: 409,
      json: { result: "ERROR", message: walkpizzaChanged, reason: "totalChanged", total: 1650 },
    });
    expect(await ordersOf(f)).toEqual([]);
    expect((await keepCart(context, await getCart(cartArgs(context)))).items).toHaveLength(1); // the cart is kept

    // the page, reloaded by the refusal, shows € 16,50; placing that total places it
    const now = await pageTotal(context, true, "cash");
    expect(now).toBe(1650);
    const placed = await place(f, context, body(now));
    expect(placed.status).toBe(201);
    expect(placed.json.order).toMatchObject({ subtotal: 1375, deliveryFee: 275, amount: 1650 });
    expect(await ordersOf(f)).toEqual([{ amount: 1650 }]);
  });

  it("places when the confirmed total is the one it charges, and refuses a request without one (422)", async () => {
    const f = await restaurant();
    const context = await openCart(f);
    const missing = await place(f, context, body(undefined));
    expect([missing.status, missing.json.message]).toEqual([422, TOTAL_MISSING]);
    const placed = await place(f, context, body(await pageTotal(context, true, "cash")));
    expect(placed.status).toBe(201);
    expect(placed.json.order).toMatchObject({ amount: 1525 });
  });

  it("refuses a changed delivery fee, a zone gone and a sold-out choice, naming each", async () => {
    const f = await restaurant();
    const context = await openCart(f);
    const shown = await pageTotal(context, true, "cash");
    await f.db("delivery_zones").where({ host_id: f.host.id }).update({ fee: 350 });
    const fee = await place(f, context, body(shown));
    expect(fee).toEqual({
      status: 409,
      json: {
        result: "ERROR",
        message: `De bezorgkosten zijn gewijzigd: nu ${formatEuro(350)}. ${CHECK_ORDER}`,
        reason: "totalChanged",
        total: 1600,
      },
    });

    await f.db("delivery_zones").where({ host_id: f.host.id }).update({ active: false });
    const zone = await place(f, context, body(shown));
    expect([zone.status, zone.json.message]).toEqual([422, outsideZonesMessage(ZIP)]);

    await f.db("delivery_zones").where({ host_id: f.host.id }).update({ active: true, fee: 275 });
    await keepCart(
      context,
      await addToCart({ ...cartArgs(context), input: line(f.friet.id, { Sauzen: ["Mayonaise"] }) }),
    );
    const withFriet = await pageTotal(context, true, "cash");
    expect(withFriet).toBe(1525 + 400);
    await f
      .db("include_items")
      .where({ name: "Mayonaise" })
      .whereIn("group_id", f.db("include_groups").select("id").where({ product_id: f.friet.id }))
      .update({ sold_out_until: new Date(Date.now() + 3_600_000) });
    const soldOut = await place(f, context, body(withFriet));
    expect([soldOut.status, soldOut.json.message]).toEqual([
      409,
      "Mayonaise is uitverkocht. Haal Friet uit je winkelmandje of kies iets anders.",
    ]);
    expect(await ordersOf(f)).toEqual([]);
  });

  it("at the desk: the staff's total is confirmed the same way", async () => {
    const f = await restaurant();
    const desk = await requestContext(`http://${f.host.perma}.localhost/`, { userId: f.counter.id });
    await keepCart(desk, await setMode({ ...cartArgs(desk), input: { deliver: false } }));
    await keepCart(desk, await addToCart({ ...cartArgs(desk), input: line(f.walkpizza.id) }));
    const shown = await pageTotal(desk, false, "cash");
    expect(shown).toBe(1250);
    await changePizzaPrices(f, "1,25");
    const caller = { name: "Beller", phone: "0687654321" };
    const refused = await deskPlace(f, desk, {
      ...body(shown, { deliver: false, address: caller }),
      intent: "place",
    });
    expect(refused).toEqual({
      status: 409,
      json: { result: "ERROR", message: walkpizzaChanged, reason: "totalChanged", total: 1375 },
    });
    // the desk shows the new total (its loader reads the cart afresh) and places it
    const placed = await deskPlace(f, desk, {
      ...body(await pageTotal(desk, false, "cash"), { deliver: false, address: caller }),
      intent: "place",
    });
    expect(placed.status).toBe(201);
    expect(placed.json.order).toMatchObject({ amount: 1375, status: "new" });
  });

  it("iDEAL: Mollie is asked for exactly the confirmed total, and a refused order asks nothing", async () => {
    const f = await restaurant();
    const context = await openCart(f);
    const shown = await pageTotal(context, true, "ideal");
    expect(shown).toBe(1525 + 29);
    const paymentsBefore = sim.store.payments.size;
    await changePizzaPrices(f, "1,25");
    const refused = await place(f, context, body(shown, { payment: "ideal" }));
    expect([refused.status, refused.json.total]).toEqual([409, 1650 + 29]);
    expect(sim.store.payments.size).toBe(paymentsBefore);

    const confirmed = await pageTotal(context, true, "ideal");
    const placed = await place(f, context, body(confirmed, { payment: "ideal" }));
    expect(placed.status).toBe(201);
    const orderId = (placed.json.order as { id: number }).id;
    const payment = await f
      .db("payments")
      .where({ order_id: orderId })
      .first<{ provider_payment_id: string }>("provider_payment_id");
    expect(sim.store.payments.get(payment!.provider_payment_id)?.amount).toBe(confirmed);
    expect(confirmed).toBe(1679);
  });
});

describe("a price change racing placements", () => {
  it("either places at the confirmed total or refuses it — never charges an amount not shown", async () => {
    const f = await restaurant();
    const ROUNDS = 12;
    const outcomes = { placed: 0, refused: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const context = await openCart(f);
      const confirmedTotal = await pageTotal(context, false, "cash");
      const input = checkoutSchema.parse({
        deliver: false,
        address: { name: "Race", phone: "0612345678" },
        payment: "cash",
        idempotencyKey: crypto.randomUUID(),
      });
      // the owner's change and the customer's tap at the same moment; up and down in turn
      const [, result] = await Promise.all([
        changePizzaPrices(f, "0,05", round % 2 === 0 ? "up" : "down"),
        placeIn(context, { ...input, confirmedTotal }, { customerId: f.customer.id }).then(
          ({ order }) => ({ order }),
          (err: unknown) => ({ err }),
        ),
      ]);
      if ("order" in result) {
        expect(result.order.amount).toBe(confirmedTotal);
        const [row] = await f.db("orders").where({ id: result.order.id }).select("amount");
        expect(row.amount).toBe(confirmedTotal);
        outcomes.placed++;
      } else {
        expect(result.err).toBeInstanceOf(CheckoutError);
        const err = result.err as CheckoutError;
        expect(err.status).toBe(409);
        expect(err.message).toMatch(
          /^De prijs van Walkpizza is gewijzigd: nu €\s[\d,]+\. Controleer je bestelling\.$/u,
        );
        expect(err.detail).toMatchObject({ reason: "totalChanged" });
        expect((err.detail as { total: number }).total).not.toBe(confirmedTotal);
        outcomes.refused++;
      }
    }
    expect(outcomes.placed + outcomes.refused).toBe(ROUNDS);
    // every order the restaurant has is one of the confirmed totals (12,50 or 12,55 for pickup)
    for (const { amount } of await ordersOf(f)) expect([1250, 1255]).toContain(amount);
  });
});
