// /admin/products "Uitverkocht" (docs/issues/015.md §4) through its service against the real database: sold out
// until tonight or until switched back; greyed on the menu, refused by the cart and at checkout
// (nothing in the cart is lost: the customer reads which product to take out); another restaurant's
// product is not found; only the restaurant's own admin; every change announced on the bus.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { fromWallClock } from "~/domain/amsterdam-time";
import { getBus } from "~/realtime/bus.server";
import { CONTROL_CHANNEL } from "~/realtime/channels";
import type { LiveEvent } from "~/realtime/events";
import { checkoutSchema } from "~/schemas/checkout";
import { addToCart, getCart } from "~/services/cart.server";
import { placeConfirmed } from "../support/confirmed";
import { CartError, CheckoutError } from "~/services/errors.server";
import { loadRestaurant } from "~/services/home.server";
import { forgetRestaurant } from "~/services/restaurant-cache.server";
import { onInvalidation } from "~/realtime/invalidation.server";
import type { AppLoadContext } from "@remix-run/node";
import type { ProductForm } from "~/schemas/products";
import { loadProducts, submitProducts } from "~/services/products-admin.server";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { createHost, createOrganisation, createProduct, createUser } from "../../db/factory";
import { cartArgs, keepCart, testCart } from "../support/cart";
import { requestContext } from "../support/context";

// as every server does at boot (app/server/main.server.ts): a changed menu leaves the cache
onInvalidation(getBus(), (change) => forgetRestaurant(change.hostId));

const request = new Request("http://test.localhost/admin/products", { method: "POST" });

// what the route does: its guard, then the service
async function submitAs(context: AppLoadContext, form: ProductForm) {
  const { host, staff } = await requireRestaurantAdmin(context, request);
  return submitProducts({ host, actor: staff, input: form });
}
async function loadAs(context: AppLoadContext, req: Request = request) {
  const { host } = await requireRestaurantAdmin(context, req);
  return loadProducts({ host, query: "" });
}

async function restaurant() {
  const db = getDb();
  const org = await createOrganisation(db);
  const host = await createHost(db, {
    organisationId: org.id,
    menu: ["Snacks"],
    settings: { payment: { pickup: ["cash"], deliver: ["cash"] } },
  });
  const frikandel = await createProduct(db, host.id, { name: "Frikandel", tab: "Snacks", price: 250 });
  const kroket = await createProduct(db, host.id, { name: "Kroket", tab: "Snacks", price: 275 });
  const admin = await createUser(db, { kind: "host", organisationId: org.id, orgRole: "admin" });
  const customer = await createUser(db);
  return {
    host,
    frikandel,
    kroket,
    admin,
    customer,
    as: (userId: number) => requestContext(`http://${host.perma}.localhost/`, { userId }),
  };
}

const soldOut = async (hostId: number, name: string) => {
  const menu = await loadRestaurant(hostId, false);
  return (
    menu.tabs.flatMap((t) => t.groups.flatMap((g) => g.products)).find((p) => p.name === name)?.soldOut ===
    "Uitverkocht"
  );
};

describe("Uitverkocht", () => {
  it("until tonight: greyed on the menu, the cart refuses it, and at midnight it is back by itself", async () => {
    const r = await restaurant();
    const events: LiveEvent[] = [];
    const stop = getBus().subscribe((e) => e.channel === CONTROL_CHANNEL && events.push(e));
    const result = await submitAs(await r.as(r.admin.id), { intent: "soldout-today", id: r.frikandel.id });
    stop();
    expect(result).toMatchObject({ intent: "soldout-today", message: "Uitverkocht tot morgen." });
    expect(events).toContainEqual({ channel: CONTROL_CHANNEL, type: "menu.changed", payload: { hostId: r.host.id } });
    expect(await soldOut(r.host.id, "Frikandel")).toBe(true);
    expect(await soldOut(r.host.id, "Kroket")).toBe(false);
    const view = await loadAs(await r.as(r.admin.id));
    expect(view.tabs[0].groups.flatMap((g) => g.products).find((p) => p.name === "Frikandel")).toMatchObject({
      soldOut: true,
      soldOutText: "Uitverkocht tot morgen",
    });

    const customer = testCart(r.host);
    const err = await keepCart(
      customer,
      addToCart({
        ...cartArgs(customer),
        input: {
          productId: r.frikandel.id,
          quantity: 1,
          volume: null,
          variation: null,
          includes: {},
          removed: [],
        },
      }),
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CartError);
    expect((err as CartError).message).toBe("Frikandel is uitverkocht. Haal het uit je winkelmandje.");

    // the stored moment is the next midnight in Amsterdam
    const row = await getDb()("products")
      .where({ id: r.frikandel.id })
      .first<{ sold_out_until: Date }>("sold_out_until");
    const hour = Number(
      new Intl.DateTimeFormat("nl-NL", { timeZone: "Europe/Amsterdam", hour: "numeric", hourCycle: "h23" }).format(
        row.sold_out_until,
      ),
    );
    expect(hour).toBe(0);
    expect(row.sold_out_until.getTime()).toBeGreaterThan(Date.now());
    expect(row.sold_out_until.getTime() - Date.now()).toBeLessThanOrEqual(25 * 3600_000);
    await getDb()("products")
      .where({ id: r.frikandel.id })
      .update({ sold_out_until: new Date(Date.now() - 1000) });
    forgetRestaurant(r.host.id); // the menu cache lives seconds; past midnight it loads afresh
    expect(await soldOut(r.host.id, "Frikandel")).toBe(false);
  });

  it("until switched back; a product already in a cart is refused at checkout and the cart keeps it", async () => {
    const r = await restaurant();
    const customer = testCart(r.host);
    await keepCart(
      customer,
      addToCart({
        ...cartArgs(customer),
        input: {
          productId: r.kroket.id,
          quantity: 2,
          volume: null,
          variation: null,
          includes: {},
          removed: [],
        },
      }),
    );
    await submitAs(await r.as(r.admin.id), { intent: "soldout", id: r.kroket.id });
    const view = await loadAs(await r.as(r.admin.id));
    expect(view.tabs[0].groups.flatMap((g) => g.products).find((p) => p.name === "Kroket")?.soldOutText).toBe(
      "Uitverkocht",
    );
    const input = checkoutSchema.parse({
      deliver: false,
      address: { street: "", number: "", zipcode: "", city: "", name: "Sanne", phone: "0612345678" },
      time: "asap",
      payment: "cash",
      idempotencyKey: crypto.randomUUID(),
    });
    const err = await placeConfirmed(customer, input, {
      customerId: r.customer.id,
      now: fromWallClock({ year: 2026, month: 11, day: 27 }, 18),
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CheckoutError);
    expect((err as CheckoutError).message).toContain("Kroket is uitverkocht.");
    expect((await keepCart(customer, getCart(cartArgs(customer)))).items).toHaveLength(1);
    expect(await getDb()("orders").where({ host_id: r.host.id }).count<{ n: string }[]>("id as n")).toEqual([{ n: 0 }]);

    await submitAs(await r.as(r.admin.id), { intent: "available", id: r.kroket.id });
    expect(await soldOut(r.host.id, "Kroket")).toBe(false);
    const placed = await placeConfirmed(
      customer,
      { ...input, idempotencyKey: crypto.randomUUID() },
      { customerId: r.customer.id, now: fromWallClock({ year: 2026, month: 11, day: 27 }, 18) },
    );
    expect(placed.order.id).toBeGreaterThan(0);
  });

  it("another restaurant's product is not found, and stays as it was", async () => {
    const r = await restaurant();
    const other = await restaurant();
    const refused = submitAs(await r.as(r.admin.id), { intent: "soldout", id: other.kroket.id });
    await expect(refused).rejects.toMatchObject({ status: 404, message: "Product niet gevonden." });
    expect(await soldOut(other.host.id, "Kroket")).toBe(false);
  });

  it("only the restaurant's own admin: a cook, another restaurant's admin and a customer are refused", async () => {
    const r = await restaurant();
    const other = await restaurant();
    const cook = await createUser(getDb(), { kind: "host", organisationId: r.host.organisationId, orgRole: "cook" });
    for (const userId of [cook.id, other.admin.id, r.customer.id]) {
      const refused = await submitAs(await r.as(userId), { intent: "soldout", id: r.kroket.id }).catch(
        (e: unknown) => e,
      );
      expect(refused).toBeInstanceOf(Response);
      expect((refused as Response).status).toBe(403);
    }
    const anonymous = await loadAs(
      await requestContext(`http://${r.host.perma}.localhost/`),
      new Request("http://test.localhost/admin/products"),
    ).catch((e: unknown) => e);
    expect((anonymous as Response).status).toBe(302);
    expect(await soldOut(r.host.id, "Kroket")).toBe(false);
  });
});
