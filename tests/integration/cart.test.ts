// The session cart through its service, against the real database: prices from the database
// only, tenant-scoped product lookups, docs/spec.md §4 cart rules, and nothing lost on a refusal.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { priceLine } from "~/domain/line-price";
import { addToCartSchema, QUANTITY_MESSAGE } from "~/schemas/cart";
import { addToCart, clearCart, getCart, setMode, setZipcode, updateQuantity } from "~/services/cart.server";
import { CartError } from "~/services/errors.server";
import { createHost, createProduct } from "../../db/factory";
import { cartArgs, keepCart, sameSessionAt, testCart } from "../support/cart";

async function restaurant() {
  const db = getDb();
  const host = await createHost(db, {
    menu: ["Pizza", "Drinken"],
    deliveryZones: [{ zipFrom: 3511, zipTo: 3531, fee: 250, minimum: 1500, freeFrom: 2500 }],
  });
  const pizza = await createProduct(db, host.id, {
    name: "Margherita",
    tab: "Pizza",
    price: 950,
    priceTakeout: 850,
    volumes: [
      { name: "Medium", price: null },
      { name: "Groot", price: 1250 },
    ],
    defaultIncludes: [{ name: "Basilicum", price: 50 }],
    groups: [
      {
        name: "Toppings",
        included: 2,
        items: [
          { name: "Ham", price: 125 },
          { name: "Salami", price: 150 },
          { name: "Ui", price: 75 },
        ],
      },
      { name: "Bodem", min: 1, max: 1, items: ["Dun", "Dik"] },
    ],
  });
  const cola = await createProduct(db, host.id, { name: "Cola", tab: "Drinken", price: 250 });
  const saus = await createProduct(db, host.id, { name: "Knoflooksaus", tab: "extra", price: 75 });
  return { host, pizza, cola, saus };
}

async function refusal(promise: Promise<unknown>): Promise<CartError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof CartError)) throw new Error(`expected a CartError, got ${String(err)}`);
  return err;
}

const pizzaChoice = {
  volume: "Groot",
  variation: null,
  includes: { Toppings: ["Ham", "Salami", "Ui"], Bodem: ["Dun"] },
  removed: [],
};

describe("cart service", () => {
  it("prices a line with priceLine from the database, never from the request", async () => {
    const { host, pizza } = await restaurant();
    const session = testCart(host);
    // A tampered body: zod keeps only the known fields, so the price fields never reach the service
    const input = addToCartSchema.parse({
      intent: "add",
      productId: pizza.id,
      quantity: 2,
      ...pizzaChoice,
      $price: 1,
      $amount: 1,
      price: 1,
    });
    const cart = await keepCart(session, addToCart({ ...cartArgs(session), input: input }));
    const expected = priceLine(pizza, { quantity: 2, ...pizzaChoice }, { deliver: true });
    if (!expected.ok) throw new Error("fixture must be complete");
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      _id: pizza.id,
      $name: "Margherita",
      $subname: "Groot",
      $price: 1250,
      $extras: 150, // two toppings free, and the cheapest ones (Ui, Ham): Salami is charged
      $amount: expected.amount,
      $quantity: 2,
      $include: ["Ham", "Salami", "Ui", "Dun"],
      $_id: 1,
      host: host.id,
      tab: "Pizza",
    });
    expect(cart.subtotal).toBe(expected.amount);
    expect(cart.count).toBe(2);
    expect(session.cart?.items).toHaveLength(1);
  });

  it("refuses another restaurant's product and an unknown id, keeping the cart", async () => {
    const { host, cola } = await restaurant();
    const other = await restaurant();
    const session = testCart(host);
    await keepCart(
      session,
      addToCart({
        ...cartArgs(session),
        input: {
          productId: cola.id,
          quantity: 1,
          volume: null,
          variation: null,
          includes: {},
          removed: [],
        },
      }),
    );
    for (const productId of [other.cola.id, 2_000_000_000]) {
      const err = await refusal(
        keepCart(
          session,
          addToCart({
            ...cartArgs(session),
            input: { productId, quantity: 1, volume: null, variation: null, includes: {}, removed: [] },
          }),
        ),
      );
      expect(err.status).toBe(404);
      expect(err.message).toBe("Dit product bestaat niet (meer) bij dit restaurant.");
    }
    expect((await keepCart(session, getCart(cartArgs(session)))).items.map((i) => i.$name)).toEqual(["Cola"]);
  });

  it.each([0, -1, 10_000, 1.5])(
    "refuses quantity %s with a Dutch message, in the schema and in the service",
    async (quantity) => {
      const { host, cola } = await restaurant();
      const parsed = addToCartSchema.safeParse({ intent: "add", productId: cola.id, quantity });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(QUANTITY_MESSAGE);
      const session = testCart(host);
      const err = await refusal(
        keepCart(
          session,
          addToCart({
            ...cartArgs(session),
            input: { productId: cola.id, quantity, volume: null, variation: null, includes: {}, removed: [] },
          }),
        ),
      );
      expect(err.status).toBe(422);
      expect(err.message).toContain("Kies een aantal van 1 tot en met 99.");
      expect((await keepCart(session, getCart(cartArgs(session)))).items).toEqual([]);
    },
  );

  it("refuses a line with a missing required choice or an item the product does not offer", async () => {
    const { host, pizza, cola } = await restaurant();
    const session = testCart(host);
    await keepCart(
      session,
      addToCart({
        ...cartArgs(session),
        input: {
          productId: cola.id,
          quantity: 1,
          volume: null,
          variation: null,
          includes: {},
          removed: [],
        },
      }),
    );
    const noVolume = await refusal(
      keepCart(
        session,
        addToCart({
          ...cartArgs(session),
          input: {
            productId: pizza.id,
            quantity: 1,
            volume: null,
            variation: null,
            includes: { Bodem: ["Dun"] },
            removed: [],
          },
        }),
      ),
    );
    expect(noVolume.message).toBe("Margherita: Kies eerst een formaat.");
    const noBase = await refusal(
      keepCart(
        session,
        addToCart({
          ...cartArgs(session),
          input: {
            productId: pizza.id,
            quantity: 1,
            volume: "Medium",
            variation: null,
            includes: {},
            removed: [],
          },
        }),
      ),
    );
    expect(noBase.message).toBe("Margherita: Maak een keuze bij Bodem.");
    const invented = await refusal(
      keepCart(
        session,
        addToCart({
          ...cartArgs(session),
          input: {
            productId: pizza.id,
            quantity: 1,
            volume: "Medium",
            variation: null,
            includes: { Bodem: ["Dun"], Toppings: ["Kaviaar"] },
            removed: [],
          },
        }),
      ),
    );
    expect(invented.message).toBe('Margherita: "Kaviaar" kan niet gekozen worden bij Toppings.');
    expect((await keepCart(session, getCart(cartArgs(session)))).items.map((i) => i.$name)).toEqual(["Cola"]);
  });

  it("merges equal lines, keeps lines with other removed defaults apart, sorts by the host's tabs", async () => {
    const { host, pizza, cola, saus } = await restaurant();
    const session = testCart(host);
    const plain = { volume: null, variation: null, includes: {}, removed: [] };
    await keepCart(session, addToCart({ ...cartArgs(session), input: { productId: saus.id, quantity: 1, ...plain } }));
    await keepCart(session, addToCart({ ...cartArgs(session), input: { productId: cola.id, quantity: 1, ...plain } }));
    await keepCart(
      session,
      addToCart({ ...cartArgs(session), input: { productId: pizza.id, quantity: 1, ...pizzaChoice } }),
    );
    await keepCart(
      session,
      addToCart({
        ...cartArgs(session),
        input: {
          productId: pizza.id,
          quantity: 1,
          ...pizzaChoice,
          includes: { Bodem: ["Dun"], Toppings: ["Ui", "Salami", "Ham"] },
        },
      }),
    );
    const cart = await keepCart(
      session,
      addToCart({
        ...cartArgs(session),
        input: { productId: pizza.id, quantity: 1, ...pizzaChoice, removed: ["Basilicum"] },
      }),
    );
    expect(cart.items.map((i) => [i.$_id, i.$name, i.$quantity])).toEqual([
      [1, "Margherita", 2],
      [2, "Margherita", 1],
      [3, "Cola", 1],
      [4, "Knoflooksaus", 1],
    ]);
    expect(cart.items[1]?.$extras).toBe(cart.items[0]!.$extras! - 50);
  });

  it("updates quantities (below 1 removes) and clears", async () => {
    const { host, cola, saus } = await restaurant();
    const session = testCart(host);
    const plain = { volume: null, variation: null, includes: {}, removed: [] };
    await keepCart(session, addToCart({ ...cartArgs(session), input: { productId: cola.id, quantity: 1, ...plain } }));
    await keepCart(session, addToCart({ ...cartArgs(session), input: { productId: saus.id, quantity: 1, ...plain } }));
    let cart = await keepCart(session, updateQuantity({ ...cartArgs(session), input: { position: 1, quantity: 3 } }));
    expect(cart.items[0]).toMatchObject({ $quantity: 3, $amount: 750 });
    cart = await keepCart(session, updateQuantity({ ...cartArgs(session), input: { position: 1, quantity: 0 } }));
    expect(cart.items.map((i) => [i.$_id, i.$name])).toEqual([[1, "Knoflooksaus"]]);
    await expect(
      keepCart(session, updateQuantity({ ...cartArgs(session), input: { position: 7, quantity: 1 } })),
    ).rejects.toMatchObject({ status: 404 });
    cart = await keepCart(session, clearCart(cartArgs(session)));
    expect(cart.items).toEqual([]);
  });

  it("re-prices every line for pickup or delivery", async () => {
    const { host, pizza } = await restaurant();
    const session = testCart(host);
    const medium = { ...pizzaChoice, volume: "Medium", includes: { Bodem: ["Dik"] } };
    let cart = await keepCart(
      session,
      addToCart({ ...cartArgs(session), input: { productId: pizza.id, quantity: 2, ...medium } }),
    );
    expect(cart.items[0]).toMatchObject({ $price: 950, $amount: 1900 });
    cart = await keepCart(session, setMode({ ...cartArgs(session), input: { deliver: false } }));
    expect(cart.deliver).toBe(false);
    expect(cart.items[0]).toMatchObject({ $price: 850, $amount: 1700, $quantity: 2 });
    cart = await keepCart(session, setMode({ ...cartArgs(session), input: { deliver: true } }));
    expect(cart.items[0]).toMatchObject({ $price: 950, $amount: 1900 });
  });

  it("shows the delivery zone for a known postcode", async () => {
    const { host, cola } = await restaurant();
    const session = testCart(host);
    await keepCart(
      session,
      addToCart({
        ...cartArgs(session),
        input: {
          productId: cola.id,
          quantity: 2,
          volume: null,
          variation: null,
          includes: {},
          removed: [],
        },
      }),
    );
    let cart = await keepCart(session, setZipcode({ ...cartArgs(session), input: { zipcode: "3511 ab" } }));
    expect(cart.delivery).toMatchObject({ inZone: true, fee: 250, minimum: 1500, freeFrom: 2500 });
    expect(cart.delivery?.summary.replace(/\u00a0/g, " ")).toBe("Bezorging naar 3511: € 2,50, gratis vanaf € 25,00");
    expect(cart.delivery?.problem?.replace(/\u00a0/g, " ")).toBe(
      "Het minimale bestelbedrag voor bezorging naar 3511 is € 15,00.",
    );
    expect(cart.total).toBe(500 + 250);
    cart = await keepCart(session, setZipcode({ ...cartArgs(session), input: { zipcode: "9999 ZZ" } }));
    expect(cart.delivery).toMatchObject({
      inZone: false,
      problem: "We bezorgen helaas niet in postcode 9999. Je kunt je bestelling wel afhalen.",
    });
  });

  it("switching restaurant drops the other restaurant's lines", async () => {
    const first = await restaurant();
    const second = await restaurant();
    const session = testCart(first.host);
    await keepCart(
      session,
      addToCart({
        ...cartArgs(session),
        input: {
          productId: first.cola.id,
          quantity: 1,
          volume: null,
          variation: null,
          includes: {},
          removed: [],
        },
      }),
    );
    const elsewhere = sameSessionAt(session, second.host);
    expect((await keepCart(elsewhere, getCart(cartArgs(elsewhere)))).items).toEqual([]);
    const cart = await keepCart(
      elsewhere,
      addToCart({
        ...cartArgs(elsewhere),
        input: {
          productId: second.cola.id,
          quantity: 1,
          volume: null,
          variation: null,
          includes: {},
          removed: [],
        },
      }),
    );
    expect(cart.items.map((i) => i.host)).toEqual([second.host.id]);
    expect((await keepCart(session, getCart(cartArgs(session)))).items).toEqual([]);
  });
});
