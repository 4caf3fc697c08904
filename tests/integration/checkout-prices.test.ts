// What the browser shows is what the server charges: for every seeded demo product, random valid
// choices (seeded PRNG) priced with priceLine from getMenu — the menu the page renders — must equal
// the amount of the order the server writes for that line.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { isNoneItem } from "~/domain/include-groups";
import { offeredGroups, priceLine, type LineSelection } from "~/domain/line-price";
import { findHostByPerma } from "~/models/hosts.server";
import { getMenu, type MenuProduct } from "~/models/products.server";
import { checkoutSchema } from "~/schemas/checkout";
import { addToCart, setMode } from "~/services/cart.server";
import { placeConfirmed } from "../support/confirmed";
import { createUser } from "../../db/factory";
import { cartArgs, keepCart, testCart } from "../support/cart";

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, list: ReadonlyArray<T>): T {
  return list[Math.floor(random() * list.length)];
}

/** A complete, valid selection: volume and variation when offered, each group between min and max. */
type Selection = LineSelection & {
  volume: string | null;
  variation: string | null;
  includes: Record<string, string[]>;
  removed: string[];
};

function randomSelection(random: () => number, product: MenuProduct): Selection {
  const volume = product.volumes.length ? pick(random, product.volumes).name : null;
  const variation = product.variations.length ? pick(random, product.variations) : null;
  const includes: Record<string, string[]> = {};
  for (const group of offeredGroups(product, { volume, variation })) {
    const items = group.items.filter((i) => !isNoneItem(i.name));
    const upper = Math.min(group.max, items.length, group.min + 3);
    const count = group.min + Math.floor(random() * (upper - group.min + 1));
    const shuffled = [...items].sort(() => random() - 0.5);
    includes[group.name] = shuffled.slice(0, count).map((i) => i.name);
  }
  const removed = product.defaultIncludes.filter(() => random() < 0.3).map((d) => d.name);
  return { quantity: 1 + Math.floor(random() * 3), volume, variation, includes, removed };
}

// Tuesday 7 January 2025, 18:00 in Amsterdam: every demo restaurant is open
const DINNER_TIME = new Date("2025-01-07T17:00:00Z");

describe("server amount equals the browser's amount", () => {
  it.each(["pizzaroma", "desnackbar", "grillankara"])("for every product of %s with random choices", async (perma) => {
    const host = await findHostByPerma(getDb(), { perma });
    if (!host) throw new Error(`demo host ${perma} is not seeded`);
    const customer = await createUser(getDb());
    const random = mulberry32(20250107 + host.id);
    const menu = await getMenu(getDb(), { hostId: host.id });
    const products = menu.tabs.flatMap((t) => t.products);
    expect(products.length).toBeGreaterThan(5);
    for (const product of products) {
      for (const deliver of [false, true]) {
        const selection = randomSelection(random, product);
        const shown = priceLine(product, selection, { deliver });
        if (!shown.ok)
          throw new Error(`${product.name}: the generator made an invalid choice ${JSON.stringify(shown.problem)}`);

        const context = testCart(host);
        await keepCart(context, setMode({ ...cartArgs(context), input: { deliver } }));
        const cart = await keepCart(
          context,
          addToCart({ ...cartArgs(context), input: { productId: product.id, ...selection } }),
        );
        expect(cart.subtotal, product.name).toBe(shown.amount);
        const input = checkoutSchema.parse({
          deliver: false,
          address: { name: "Test", phone: "0612345678" },
          payment: "cash",
          idempotencyKey: crypto.randomUUID(),
        });
        // The order is pickup; the cart line was priced for `deliver`, so checkout prices it again
        const again = priceLine(product, selection, { deliver: false });
        if (!again.ok) throw new Error(`${product.name}: valid for ${String(deliver)} but not for pickup`);
        const { order } = await placeConfirmed(context, input, { customerId: customer.id, now: DINNER_TIME });
        expect(order.subtotal, product.name).toBe(again.amount);
        const [line] = await getDb()("order_items").where({ host_id: host.id, order_id: order.id });
        expect([line.unit_price, line.extras, line.amount], product.name).toEqual([
          again.unit,
          again.extras,
          again.amount,
        ]);
      }
    }
  });
});
