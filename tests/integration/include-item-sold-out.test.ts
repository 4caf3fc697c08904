// An include item "Uitverkocht" (docs/issues/015.md §4) against the real database: from the board's sold-out
// screen (services/board-sold-out.server) — admin, order and cook may, everybody else is refused;
// the cart refuses a line with it by name, checkout too, the rest of the cart kept; another
// restaurant's ids and ids beyond int4 are not found; "until tonight" is over after midnight in
// Amsterdam (the clock injected); each tap is announced on the bus and kept in the product's history.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { fromWallClock } from "~/domain/amsterdam-time";
import type { Role } from "~/domain/menu";
import { getBus } from "~/realtime/bus.server";
import { CONTROL_CHANNEL } from "~/realtime/channels";
import type { LiveEvent } from "~/realtime/events";
import { checkoutSchema } from "~/schemas/checkout";
import type { AppLoadContext } from "@remix-run/node";
import type { SoldOutForm } from "~/schemas/products";
import {
  loadSoldOutBoard as loadBoardService,
  submitSoldOutBoard as submitService,
} from "~/services/board-sold-out.server";
import { tenantHost } from "~/http/tenant-host.server";
import { requireHostStaff } from "~/http/guards.server";
import { rolesFor } from "~/domain/policy";

// what the route does: its role guard, then the service
async function submitSoldOutBoard(context: AppLoadContext, req: Request, form: SoldOutForm, now?: Date) {
  const staff = await requireHostStaff(context, req, rolesFor("soldOut"));
  return submitService({ host: tenantHost(context.tenant), actor: staff, input: form, now });
}
async function loadSoldOutBoard(context: AppLoadContext, req: Request) {
  await requireHostStaff(context, req, rolesFor("soldOut"));
  return loadBoardService({ host: tenantHost(context.tenant), asked: new URL(req.url).searchParams.get("q") ?? "" });
}
import { addToCart, getCart } from "~/services/cart.server";
import { placeConfirmed } from "../support/confirmed";
import { CartError, CheckoutError, ServiceError } from "~/services/errors.server";
import { loadRestaurant } from "~/services/home.server";
import { forgetRestaurant } from "~/services/restaurant-cache.server";
import { onInvalidation } from "~/realtime/invalidation.server";
import { submitProducts } from "~/services/products-admin.server";
import { requireRestaurantAdmin } from "~/http/guards.server";
import { createHost, createOrganisation, createProduct, createUser } from "../../db/factory";
import { cartArgs, keepCart, testCart } from "../support/cart";
import { requestContext } from "../support/context";

onInvalidation(getBus(), (change) => forgetRestaurant(change.hostId));

const request = new Request("http://test.localhost/orders/uitverkocht", { method: "POST" });

async function restaurant() {
  const db = getDb();
  const org = await createOrganisation(db);
  const host = await createHost(db, {
    organisationId: org.id,
    menu: ["Pizza"],
    settings: { payment: { pickup: ["cash"], deliver: ["cash"] } },
  });
  const pizza = await createProduct(db, host.id, {
    name: "Margherita",
    tab: "Pizza",
    price: 1000,
    groups: [
      {
        name: "Toppings",
        min: 0,
        max: 99,
        items: [
          { name: "Ansjovis", price: 150 },
          { name: "Ham", price: 125 },
        ],
      },
      { name: "Bodem", min: 1, max: 1, items: [{ name: "Dun" }, { name: "Dik" }] },
    ],
  });
  const cola = await createProduct(db, host.id, { name: "Cola", tab: "Pizza", price: 250 });
  const items = await db("include_items")
    .where({ host_id: host.id })
    .select<{ id: number; name: string }[]>("id", "name");
  const item = (name: string) => items.find((i) => i.name === name)!.id;
  const staff = async (orgRole: Role) => createUser(db, { kind: "host", organisationId: org.id, orgRole });
  const cook = await staff("cook");
  return {
    host,
    org,
    pizza,
    cola,
    item,
    staff,
    cook,
    as: (userId: number) => requestContext(`http://${host.perma}.localhost/`, { userId }),
  };
}

const line = (productId: number, includes: Record<string, string[]> = {}) => ({
  productId,
  quantity: 1,
  volume: null,
  variation: null,
  includes,
  removed: [],
});
const card = async (hostId: number, name: string) => {
  const menu = await loadRestaurant(hostId, false);
  return menu.tabs.flatMap((t) => t.groups.flatMap((g) => g.products)).find((p) => p.name === name);
};
const checkout = () =>
  checkoutSchema.parse({
    deliver: false,
    address: { street: "", number: "", zipcode: "", city: "", name: "Sanne", phone: "0612345678" },
    time: "asap",
    payment: "cash",
    idempotencyKey: crypto.randomUUID(),
  });
const evening = fromWallClock({ year: 2026, month: 11, day: 27 }, 18);

describe("an include item Uitverkocht", () => {
  it("from the board: the cart refuses it by name, checkout too, and the rest of the cart is kept; Weer beschikbaar undoes it", async () => {
    const r = await restaurant();
    const customer = testCart(r.host);
    const buyer = await createUser(getDb());
    await keepCart(customer, addToCart({ ...cartArgs(customer), input: line(r.cola.id) }));
    await keepCart(
      customer,
      addToCart({ ...cartArgs(customer), input: line(r.pizza.id, { Toppings: ["Ansjovis"], Bodem: ["Dun"] }) }),
    );

    const events: LiveEvent[] = [];
    const stop = getBus().subscribe((e) => e.channel === CONTROL_CHANNEL && events.push(e));
    const done = await submitSoldOutBoard(await r.as(r.cook.id), request, {
      intent: "soldout-today",
      id: r.item("Ansjovis"),
      target: "item",
    });
    stop();
    expect(done).toMatchObject({ message: "Uitverkocht tot morgen.", target: "item" });
    expect(events).toContainEqual({ channel: CONTROL_CHANNEL, type: "menu.changed", payload: { hostId: r.host.id } });

    // the board shows it, the product's history keeps it, the dialog gets it greyed
    const board = await loadSoldOutBoard(
      await r.as(r.cook.id),
      new Request("http://test.localhost/orders/uitverkocht?q=ansj"),
    );
    expect(board.products).toHaveLength(1);
    expect(board.products[0].groups).toEqual([
      {
        name: "Toppings",
        items: [{ id: r.item("Ansjovis"), name: "Ansjovis", soldOutText: "Uitverkocht tot morgen" }],
      },
    ]);
    const history = await getDb()("product_history")
      .where({ host_id: r.host.id, product_id: r.pizza.id })
      .select("action", "changes", "user_id");
    expect(history).toEqual([
      {
        action: "updated",
        user_id: r.cook.id,
        changes: [{ field: "Ansjovis (keuze)", from: "", to: "Uitverkocht tot morgen" }],
      },
    ]);
    const view = await card(r.host.id, "Margherita");
    expect(view?.soldOut).toBeNull(); // the pizza itself is still for sale

    const refused = await keepCart(
      customer,
      addToCart({ ...cartArgs(customer), input: line(r.pizza.id, { Toppings: ["Ansjovis"], Bodem: ["Dik"] }) }),
    ).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CartError);
    expect((refused as CartError).message).toBe(
      "Ansjovis is uitverkocht. Haal Margherita uit je winkelmandje of kies iets anders.",
    );
    await keepCart(
      customer,
      addToCart({ ...cartArgs(customer), input: line(r.pizza.id, { Toppings: ["Ham"], Bodem: ["Dik"] }) }),
    ); // another topping is fine

    const err = await placeConfirmed(customer, checkout(), { customerId: buyer.id, now: evening }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(CheckoutError);
    expect((err as CheckoutError).message).toContain("Ansjovis is uitverkocht.");
    expect((await keepCart(customer, getCart(cartArgs(customer)))).items).toHaveLength(3);
    expect(await getDb()("orders").where({ host_id: r.host.id }).count<{ n: string }[]>("id as n")).toEqual([{ n: 0 }]);

    await submitSoldOutBoard(await r.as(r.cook.id), request, {
      intent: "available",
      id: r.item("Ansjovis"),
      target: "item",
    });
    const placed = await placeConfirmed(customer, checkout(), { customerId: buyer.id, now: evening });
    expect(placed.order.id).toBeGreaterThan(0);
  });

  it("a required group with every item sold out: the card says so and the cart refuses the product", async () => {
    const r = await restaurant();
    for (const name of ["Dun", "Dik"])
      await submitSoldOutBoard(await r.as(r.cook.id), request, { intent: "soldout", id: r.item(name), target: "item" });
    expect((await card(r.host.id, "Margherita"))?.soldOut).toBe("Keuze uitverkocht");
    const refused = await addToCart({
      ...cartArgs(testCart(r.host)),
      input: line(r.pizza.id, { Bodem: ["Dun"] }),
    }).catch((e: unknown) => e);
    expect((refused as CartError).message).toBe(
      "Margherita is nu niet te bestellen: alles bij Bodem is uitverkocht. Haal het uit je winkelmandje.",
    );
  });

  it("until tonight is over after midnight in Amsterdam (the clock injected: sold out 'yesterday')", async () => {
    const r = await restaurant();
    const yesterday = new Date(Date.now() - 24 * 3600_000);
    await submitSoldOutBoard(
      await r.as(r.cook.id),
      request,
      { intent: "soldout-today", id: r.item("Ansjovis"), target: "item" },
      yesterday,
    );
    const row = await getDb()("include_items")
      .where({ id: r.item("Ansjovis") })
      .first<{ sold_out_until: Date }>("sold_out_until");
    expect(row.sold_out_until.getTime()).toBeLessThanOrEqual(Date.now()); // that midnight has passed
    await addToCart({
      ...cartArgs(testCart(r.host)),
      input: line(r.pizza.id, { Toppings: ["Ansjovis"], Bodem: ["Dun"] }),
    });
    // and one made today is still sold out
    await submitSoldOutBoard(await r.as(r.cook.id), request, {
      intent: "soldout-today",
      id: r.item("Ansjovis"),
      target: "item",
    });
    await expect(
      addToCart({
        ...cartArgs(testCart(r.host)),
        input: line(r.pizza.id, { Toppings: ["Ansjovis"], Bodem: ["Dun"] }),
      }),
    ).rejects.toBeInstanceOf(CartError);
  });

  it("the owner's product list uses the same service for an include item", async () => {
    const r = await restaurant();
    const admin = await r.staff("admin");
    const result = await submitProducts({
      host: r.host,
      actor: (await requireRestaurantAdmin(await r.as(admin.id), request)).staff,
      input: { intent: "soldout", id: r.item("Ham"), target: "item" },
    });
    expect(result).toMatchObject({ intent: "soldout", message: "Uitverkocht." });
    await expect(
      addToCart({ ...cartArgs(testCart(r.host)), input: line(r.pizza.id, { Toppings: ["Ham"], Bodem: ["Dun"] }) }),
    ).rejects.toBeInstanceOf(CartError);
  });

  it("another restaurant's product or item, and ids beyond int4, are not found (404) and change nothing", async () => {
    const r = await restaurant();
    const other = await restaurant();
    for (const form of [
      { intent: "soldout" as const, id: other.item("Ansjovis"), target: "item" as const },
      { intent: "soldout" as const, id: other.pizza.id, target: "product" as const },
      { intent: "soldout" as const, id: 2 ** 31, target: "item" as const },
      { intent: "soldout" as const, id: 2 ** 31, target: "product" as const },
    ]) {
      const err = await submitSoldOutBoard(await r.as(r.cook.id), request, form).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ServiceError);
      expect((err as ServiceError).status).toBe(404);
    }
    await addToCart({
      ...cartArgs(testCart(other.host)),
      input: line(other.pizza.id, { Toppings: ["Ansjovis"], Bodem: ["Dun"] }),
    });
  });

  it("admin, order and cook may; courier, callcenter, user, a customer, anonymous and another restaurant's cook may not", async () => {
    const r = await restaurant();
    const other = await restaurant();
    for (const role of ["admin", "order", "cook"] as const) {
      const user = await r.staff(role);
      await expect(
        submitSoldOutBoard(await r.as(user.id), request, { intent: "soldout", id: r.item("Ham"), target: "item" }),
      ).resolves.toMatchObject({ message: "Uitverkocht." });
      await expect(
        loadSoldOutBoard(await r.as(user.id), new Request("http://test.localhost/orders/uitverkocht")),
      ).resolves.toMatchObject({ products: expect.any(Array) });
    }
    await submitSoldOutBoard(await r.as(r.cook.id), request, {
      intent: "available",
      id: r.item("Ham"),
      target: "item",
    });
    const refusedUsers = [
      ...(await Promise.all((["courier", "callcenter", "user"] as const).map((role) => r.staff(role)))),
      await createUser(getDb()),
      other.cook,
    ];
    for (const user of refusedUsers) {
      const refused = await submitSoldOutBoard(await r.as(user.id), request, {
        intent: "soldout",
        id: r.item("Ham"),
        target: "item",
      }).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(Response);
      expect((refused as Response).status).toBe(403);
    }
    const anonymous = await submitSoldOutBoard(await requestContext(`http://${r.host.perma}.localhost/`), request, {
      intent: "soldout",
      id: r.item("Ham"),
      target: "item",
    }).catch((e: unknown) => e);
    expect((anonymous as Response).status).toBe(302);
    await addToCart({
      ...cartArgs(testCart(r.host)),
      input: line(r.pizza.id, { Toppings: ["Ham"], Bodem: ["Dun"] }),
    }); // still available
  });
});
