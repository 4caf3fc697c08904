// The product editor (docs/issues/015.md §2, §7, §8, §9) through its service against the real database: a new
// product with sizes and a group, saved in one transaction and on the customer's menu at once; bad
// input refused in Dutch with nothing half-saved; another restaurant's products, groups and items
// are a 404 for every write; an edit based on an outdated version is a 409 carrying the newer values;
// the history names who changed which price; a price change leaves a placed order's receipt as it was.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { fromWallClock } from "~/domain/amsterdam-time";
import { emptyDraft, emptyGroup, emptyItem, type ProductDraft } from "~/domain/product-draft";
import { getBus } from "~/realtime/bus.server";
import { CONTROL_CHANNEL } from "~/realtime/channels";
import type { LiveEvent } from "~/realtime/events";
import { onInvalidation } from "~/realtime/invalidation.server";
import { checkoutSchema } from "~/schemas/checkout";
import { addToCart } from "~/services/cart.server";
import { placeConfirmed } from "../support/confirmed";
import type { HistoryActor } from "~/schemas/actor";
import { ServiceError } from "~/services/errors.server";
import { loadProductDetail, loadRestaurant } from "~/services/home.server";
import { forgetRestaurant } from "~/services/restaurant-cache.server";
import { receiptFor } from "~/services/printing.server";
import {
  duplicateProduct,
  loadProductEditor,
  ProductConflict,
  removeProduct,
  saveProduct,
} from "~/services/product-editor.server";
import { DEMO_HOSTS } from "../../db/demo-data";
import { createHost, createOrganisation, createProduct, createUser } from "../../db/factory";
import { cartArgs, keepCart, testCart } from "../support/cart";

onInvalidation(getBus(), (change) => forgetRestaurant(change.hostId));

async function restaurant() {
  const db = getDb();
  const org = await createOrganisation(db);
  const host = await createHost(db, {
    organisationId: org.id,
    menu: ["Pizza's"],
    settings: { payment: { pickup: ["cash"], deliver: ["cash"] } },
  });
  const margherita = await createProduct(db, host.id, {
    name: "Margherita",
    tab: "Pizza's",
    price: 900,
    groups: [
      {
        name: "Kaas",
        max: 3,
        included: 0,
        items: [
          { name: "Mozzarella", price: 100 },
          { name: "Gorgonzola", price: 150 },
        ],
      },
    ],
  });
  const admin = await createUser(db, { kind: "host", organisationId: org.id, orgRole: "admin", name: "Fatma" });
  const staff: HistoryActor = { userId: admin.id, name: "Fatma" };
  return { host, margherita, admin, staff };
}

function tonno(): ProductDraft {
  return {
    ...emptyDraft("Pizza's"),
    name: "Pizza Tonno Speciale",
    description: "Tonijn, rode ui, kappertjes",
    price: "12,50",
    allergens: ["gluten", "vis", "melk"],
    volumes: [
      { name: "Medium", price: "12,50", count: "" },
      { name: "Groot", price: "16,00", count: "" },
    ],
    groups: [
      {
        ...emptyGroup(),
        name: "Kaas",
        max: "2",
        included: "1",
        items: [
          { ...emptyItem(), name: "Mozzarella", price: "1,00" },
          { ...emptyItem(), name: "Gorgonzola", price: "1,50" },
        ],
      },
    ],
  };
}

const counts = async (hostId: number) => {
  const db = getDb();
  const n = async (table: string) =>
    Number((await db(table).where({ host_id: hostId }).count<{ n: number }[]>("id as n"))[0].n);
  return { products: await n("products"), groups: await n("include_groups"), items: await n("include_items") };
};

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as ServiceError,
  );

describe("product editor", () => {
  it("adds a product with two sizes and a group: on the customer's menu at once, announced on the bus, in the history", async () => {
    const r = await restaurant();
    await loadRestaurant(r.host.id, false); // the menu is cached now
    const events: LiveEvent[] = [];
    const stop = getBus().subscribe((e) => e.channel === CONTROL_CHANNEL && events.push(e));
    const saved = await saveProduct({ hostId: r.host.id, staff: r.staff, productId: null, draft: tonno() });
    stop();
    expect(saved).toMatchObject({ version: 1, created: true, message: "Pizza Tonno Speciale is toegevoegd." });
    expect(events).toContainEqual({ channel: CONTROL_CHANNEL, type: "menu.changed", payload: { hostId: r.host.id } });

    const menu = await loadRestaurant(r.host.id, false);
    const card = menu.tabs
      .flatMap((t) => t.groups.flatMap((g) => g.products))
      .find((p) => p.name === "Pizza Tonno Speciale");
    expect(card).toMatchObject({ allergens: ["gluten", "vis", "melk"], display: { price: 1250, fromPrice: true } });
    const detail = await loadProductDetail(r.host.id, saved.id, false);
    expect(detail?.pricing.volumes).toEqual([
      { name: "Medium", price: 1250 },
      { name: "Groot", price: 1600 },
    ]);
    expect(detail?.pricing.groups[0]).toMatchObject({ name: "Kaas", max: 2, included: 1 });

    const editor = await loadProductEditor({ hostId: r.host.id, productId: saved.id });
    expect(editor.product?.draft).toMatchObject({
      name: "Pizza Tonno Speciale",
      price: "12,50",
      volumes: [
        { name: "Medium", price: "12,50" },
        { name: "Groot", price: "16,00" },
      ],
    });
    expect(editor.history).toHaveLength(1);
    expect(editor.history[0]).toMatchObject({ who: "Fatma", action: "created", version: 1 });
  });

  it("refuses bad input in Dutch, per field, with a 400 — and nothing is saved", async () => {
    const r = await restaurant();
    const before = await counts(r.host.id);
    const cases: Array<[(d: ProductDraft) => void, string, string]> = [
      [(d) => (d.name = "  "), "name", "Verplicht."],
      [(d) => (d.price = "-1,00"), "price", "Een prijs kan niet negatief zijn."],
      [(d) => (d.price = "10.000,01"), "price", "Maximaal € 10.000,00."],
      [(d) => (d.groups[0].items[1].name = "Mozzarella"), "groups.0.items.1.name", "Deze naam staat al in deze groep."],
      [(d) => (d.groups[0].min = "3"), "groups.0.min", "Minimaal kan niet meer zijn dan maximaal."],
      [
        (d) => (d.groups[0].included = "3"),
        "groups.0.included",
        "Er kunnen niet meer gratis keuzes zijn dan het maximum.",
      ],
    ];
    for (const [spoil, field, message] of cases) {
      const draft = tonno();
      spoil(draft);
      const err = await refusal(saveProduct({ hostId: r.host.id, staff: r.staff, productId: null, draft }));
      expect(err).toBeInstanceOf(ServiceError);
      expect(err?.status).toBe(400);
      expect(err?.fields?.[field]).toBe(message);
    }
    // an edit that breaks a group leaves the stored product as it was (one transaction)
    const editor = await loadProductEditor({ hostId: r.host.id, productId: r.margherita.id });
    const draft = editor.product!.draft;
    draft.price = "9,50";
    draft.groups[0].items.push({ ...emptyItem(), name: "mozzarella" });
    const err = await refusal(
      saveProduct({
        hostId: r.host.id,
        staff: r.staff,
        productId: r.margherita.id,
        version: editor.product!.version,
        draft,
      }),
    );
    expect(err?.status).toBe(400);
    expect(await counts(r.host.id)).toEqual(before);
    expect(
      await getDb()("products")
        .where({ id: r.margherita.id })
        .first<{ price: number; version: number }>("price", "version"),
    ).toEqual({ price: 900, version: 1 });
  });

  it("another restaurant's product, group or item: a 404 for every write, and it stays as it was", async () => {
    const r = await restaurant();
    const other = await restaurant();
    const before = await counts(other.host.id);
    const theirs = await loadProductEditor({ hostId: other.host.id, productId: other.margherita.id });
    const version = theirs.product!.version;

    // read
    expect((await refusal(loadProductEditor({ hostId: r.host.id, productId: other.margherita.id })))?.status).toBe(404);
    // save, delete, duplicate their product
    expect(
      (
        await refusal(
          saveProduct({ hostId: r.host.id, staff: r.staff, productId: other.margherita.id, version, draft: tonno() }),
        )
      )?.status,
    ).toBe(404);
    expect(
      (await refusal(removeProduct({ hostId: r.host.id, staff: r.staff, productId: other.margherita.id, version })))
        ?.status,
    ).toBe(404);
    expect(
      (await refusal(duplicateProduct({ hostId: r.host.id, staff: r.staff, productId: other.margherita.id })))?.status,
    ).toBe(404);

    // their group or item smuggled into our own product's draft
    const ours = await loadProductEditor({ hostId: r.host.id, productId: r.margherita.id });
    const theirGroup = theirs.product!.draft.groups[0];
    const withTheirGroup = { ...ours.product!.draft, groups: [{ ...theirGroup, name: "Kaas 2" }] };
    expect(
      (
        await refusal(
          saveProduct({
            hostId: r.host.id,
            staff: r.staff,
            productId: r.margherita.id,
            version: ours.product!.version,
            draft: withTheirGroup,
          }),
        )
      )?.status,
    ).toBe(404);
    const withTheirItem = structuredClone(ours.product!.draft);
    withTheirItem.groups[0].items.push({ ...theirGroup.items[0], name: "Smokkel" });
    expect(
      (
        await refusal(
          saveProduct({
            hostId: r.host.id,
            staff: r.staff,
            productId: r.margherita.id,
            version: ours.product!.version,
            draft: withTheirItem,
          }),
        )
      )?.status,
    ).toBe(404);
    // a new product cannot adopt their group either
    expect(
      (
        await refusal(
          saveProduct({
            hostId: r.host.id,
            staff: r.staff,
            productId: null,
            draft: { ...tonno(), groups: [theirGroup] },
          }),
        )
      )?.status,
    ).toBe(404);

    expect(await counts(other.host.id)).toEqual(before);
    const after = await loadProductEditor({ hostId: other.host.id, productId: other.margherita.id });
    expect(after.product).toEqual(theirs.product);
    expect(after.history).toEqual([]);
  });

  it("a PLU (docs/issues/018.md §3): stored, shown back, unique per restaurant (an id counts), refused in Dutch at its field", async () => {
    const r = await restaurant();
    const other = await restaurant();
    const save = (productId: number | null, plu: string, hostId = r.host.id) =>
      loadProductEditor({ hostId, productId }).then((editor) =>
        saveProduct({
          hostId,
          staff: r.staff,
          productId,
          version: editor.product?.version ?? null,
          draft: { ...(editor.product?.draft ?? tonno()), plu },
        }),
      );
    const created = await save(null, " TB-1001 ");
    expect((await loadProductEditor({ hostId: r.host.id, productId: created.id })).product?.draft.plu).toBe("TB-1001");
    // the marketplace's mapping reads it: the product answers to its PLU now, the old one to its id
    expect(await getDb()("products").where({ id: created.id }).first("plu")).toEqual({ plu: "TB-1001" });
    // another restaurant may use the same code
    expect((await save(other.margherita.id, "TB-1001", other.host.id)).message).toBe("Opgeslagen.");
    for (const [plu, status, message] of [
      ["TB-1001", 409, "Deze PLU hoort al bij een ander product."],
      ["x".repeat(41), 400, "Maximaal 40 tekens."],
      ["TB\u00001", 400, "Alleen letters, cijfers, punt, streepje of liggend streepje."],
      ["a b", 400, "Alleen letters, cijfers, punt, streepje of liggend streepje."],
    ] as const) {
      const err = await refusal(save(r.margherita.id, plu));
      expect(err, plu).toBeInstanceOf(ServiceError);
      expect([err?.status, err?.fields?.plu], plu).toEqual([status, message]);
    }
    expect(await getDb()("products").where({ id: r.margherita.id }).first("plu", "version")).toEqual({
      plu: null,
      version: 1,
    });
    // a product without a PLU answers to its id: nobody else may take that code
    const taken = await refusal(save(created.id, String(r.margherita.id)));
    expect([taken?.status, taken?.fields?.plu]).toEqual([409, "Deze PLU hoort al bij een ander product."]);
    // empty: back to the id; a copy never takes its original's PLU
    expect((await save(created.id, "")).message).toBe("Opgeslagen.");
    expect(await getDb()("products").where({ id: created.id }).first("plu")).toEqual({ plu: null });
    await save(created.id, "TB-1002");
    const copy = await duplicateProduct({ hostId: r.host.id, staff: r.staff, productId: created.id });
    expect(await getDb()("products").where({ id: copy.id }).first("plu")).toEqual({ plu: null });
  });

  it("two admins at once: the second save, based on the old version, is a 409 with the newer values", async () => {
    const r = await restaurant();
    const first = await loadProductEditor({ hostId: r.host.id, productId: r.margherita.id });
    const second = await loadProductEditor({ hostId: r.host.id, productId: r.margherita.id });
    const a = { ...first.product!.draft, price: "9,50" };
    const saved = await saveProduct({
      hostId: r.host.id,
      staff: r.staff,
      productId: r.margherita.id,
      version: first.product!.version,
      draft: a,
    });
    expect(saved.version).toBe(2);

    const b = { ...second.product!.draft, price: "8,00", name: "Margherita Classica" };
    const err = await refusal(
      saveProduct({
        hostId: r.host.id,
        staff: r.staff,
        productId: r.margherita.id,
        version: second.product!.version,
        draft: b,
      }),
    );
    expect(err).toBeInstanceOf(ProductConflict);
    expect(err?.status).toBe(409);
    expect(err?.message).toBe("Dit product is intussen door iemand anders gewijzigd");
    expect((err as ProductConflict).current).toMatchObject({
      version: 2,
      draft: { price: "9,50", name: "Margherita" },
    });
    // deleting from the old version is refused alike; the stored product is the first admin's
    expect(
      (await refusal(removeProduct({ hostId: r.host.id, staff: r.staff, productId: r.margherita.id, version: 1 })))
        ?.status,
    ).toBe(409);
    expect(await getDb()("products").where({ id: r.margherita.id }).first("price", "name", "version")).toEqual({
      price: 950,
      name: "Margherita",
      version: 2,
    });
    // having seen the newer values, the second admin saves on top of them
    const again = await saveProduct({
      hostId: r.host.id,
      staff: r.staff,
      productId: r.margherita.id,
      version: 2,
      draft: b,
    });
    expect(again.version).toBe(3);
  });

  it("the history names who changed which price and when, newest first", async () => {
    const r = await restaurant();
    const editor = await loadProductEditor({ hostId: r.host.id, productId: r.margherita.id });
    const draft = editor.product!.draft;
    draft.price = "9,75";
    draft.groups[0].items[1].price = "1,75";
    await saveProduct({ hostId: r.host.id, staff: r.staff, productId: r.margherita.id, version: 1, draft });
    const { history } = await loadProductEditor({ hostId: r.host.id, productId: r.margherita.id });
    expect(history[0]).toMatchObject({ who: "Fatma", action: "updated", version: 2 });
    expect(history[0].changes).toEqual([
      { field: "Prijs", from: "€ 9,00", to: "€ 9,75" },
      { field: "Kaas: Gorgonzola", from: "€ 1,50", to: "€ 1,75" },
    ]);
    expect(Date.now() - Date.parse(history[0].at)).toBeLessThan(60_000);
  });

  it("duplicates with groups and items (hidden until shown), keeps item ids on save, deletes", async () => {
    const r = await restaurant();
    const copy = await duplicateProduct({ hostId: r.host.id, staff: r.staff, productId: r.margherita.id });
    const editor = await loadProductEditor({ hostId: r.host.id, productId: copy.id });
    expect(editor.product?.draft).toMatchObject({
      name: "Margherita (kopie)",
      active: false,
      groups: [{ name: "Kaas", items: [{ name: "Mozzarella" }, { name: "Gorgonzola" }] }],
    });
    const menu = await loadRestaurant(r.host.id, false);
    expect(menu.tabs.flatMap((t) => t.groups.flatMap((g) => g.products)).map((p) => p.name)).toEqual(["Margherita"]);

    const itemIds = editor.product!.draft.groups[0].items.map((i) => i.id);
    const draft = { ...editor.product!.draft, active: true, name: "Margherita Bianca" };
    await saveProduct({ hostId: r.host.id, staff: r.staff, productId: copy.id, version: 1, draft });
    const saved = await loadProductEditor({ hostId: r.host.id, productId: copy.id });
    expect(saved.product!.draft.groups[0].items.map((i) => i.id)).toEqual(itemIds);

    const removed = await removeProduct({ hostId: r.host.id, staff: r.staff, productId: copy.id, version: 2 });
    expect(removed.message).toBe("Margherita Bianca is verwijderd.");
    expect((await refusal(loadProductEditor({ hostId: r.host.id, productId: copy.id })))?.status).toBe(404);
    expect(await getDb()("include_groups").where({ product_id: copy.id }).count<{ n: number }[]>("id as n")).toEqual([
      { n: 0 },
    ]);
  });

  it("a price change after an order leaves the order and its receipt as they were (§7)", async () => {
    const r = await restaurant();
    const customer = await createUser(getDb());
    const cart = testCart(r.host);
    await keepCart(
      cart,
      addToCart({
        ...cartArgs(cart),
        input: {
          productId: r.margherita.id,
          quantity: 2,
          volume: null,
          variation: null,
          includes: { Kaas: ["Gorgonzola"] },
          removed: [],
        },
      }),
    );
    const input = checkoutSchema.parse({
      deliver: false,
      address: { street: "", number: "", zipcode: "", city: "", name: "Sanne", phone: "0612345678" },
      time: "asap",
      payment: "cash",
      idempotencyKey: crypto.randomUUID(),
    });
    const placed = await placeConfirmed(cart, input, {
      customerId: customer.id,
      now: fromWallClock({ year: 2026, month: 11, day: 27 }, 18),
    });
    const before = await receiptFor(getDb(), { hostId: r.host.id, orderId: placed.order.id });
    expect(before?.items[0]).toMatchObject({ quantity: 2 });
    const amountBefore = await getDb()("orders").where({ id: placed.order.id }).first("amount");

    const editor = await loadProductEditor({ hostId: r.host.id, productId: r.margherita.id });
    const draft = editor.product!.draft;
    draft.name = "Margherita Nuova";
    draft.price = "11,00";
    draft.groups[0].items[1].price = "2,50";
    await saveProduct({ hostId: r.host.id, staff: r.staff, productId: r.margherita.id, version: 1, draft });

    const after = await receiptFor(getDb(), { hostId: r.host.id, orderId: placed.order.id });
    expect(after).toEqual(before);
    expect(JSON.stringify(after)).toContain("Margherita");
    expect(JSON.stringify(after)).not.toContain("Nuova");
    expect(await getDb()("orders").where({ id: placed.order.id }).first("amount")).toEqual(amountBefore);
  });

  it("a VAT rate: 9 % by default, 21 % when chosen, refused otherwise; a placed line keeps the rate it was sold at (docs/issues/017.md §1)", async () => {
    const r = await restaurant();
    const editor = await loadProductEditor({ hostId: r.host.id, productId: r.margherita.id });
    expect(editor.product!.draft.vatRate).toBe("9");
    const bad = await refusal(
      saveProduct({
        hostId: r.host.id,
        staff: r.staff,
        productId: r.margherita.id,
        version: 1,
        draft: { ...editor.product!.draft, vatRate: "6" },
      }),
    );
    expect(bad?.status).toBe(400);
    expect(bad?.fields).toEqual({ vatRate: "Kies 9 % of 21 % btw." });

    const cart = testCart(r.host);
    const customer = await createUser(getDb());
    const wine = await saveProduct({
      hostId: r.host.id,
      staff: r.staff,
      productId: null,
      draft: { ...emptyDraft("Pizza's"), name: "Huiswijn", price: "4,50", vatRate: "21" },
    });
    await keepCart(
      cart,
      addToCart({
        ...cartArgs(cart),
        input: {
          productId: wine.id,
          quantity: 1,
          volume: null,
          variation: null,
          includes: {},
          removed: [],
        },
      }),
    );
    await keepCart(
      cart,
      addToCart({
        ...cartArgs(cart),
        input: {
          productId: r.margherita.id,
          quantity: 1,
          volume: null,
          variation: null,
          includes: {},
          removed: [],
        },
      }),
    );
    const input = checkoutSchema.parse({
      deliver: false,
      address: { street: "", number: "", zipcode: "", city: "", name: "Sanne", phone: "0612345678" },
      time: "asap",
      payment: "cash",
      idempotencyKey: crypto.randomUUID(),
    });
    const placed = await placeConfirmed(cart, input, {
      customerId: customer.id,
      now: fromWallClock({ year: 2026, month: 11, day: 27 }, 18),
    });
    const lines = () =>
      getDb()("order_items").where({ order_id: placed.order.id }).orderBy("position").select("name", "vat_rate");
    expect(await lines()).toEqual([
      { name: "Huiswijn", vat_rate: 21 },
      { name: "Margherita", vat_rate: 9 },
    ]);

    // the owner corrects the wine to 9 % (wrongly): the sold line stays at 21 %, and the history says so
    const after = await loadProductEditor({ hostId: r.host.id, productId: wine.id });
    await saveProduct({
      hostId: r.host.id,
      staff: r.staff,
      productId: wine.id,
      version: 1,
      draft: { ...after.product!.draft, vatRate: "9" },
    });
    expect((await loadProductEditor({ hostId: r.host.id, productId: wine.id })).product!.draft.vatRate).toBe("9");
    expect(await lines()).toEqual([
      { name: "Huiswijn", vat_rate: 21 },
      { name: "Margherita", vat_rate: 9 },
    ]);
    const history = (await loadProductEditor({ hostId: r.host.id, productId: wine.id })).history;
    expect(JSON.stringify(history)).toContain("21 %");
  });

  it("every demo product opens in the editor and saves unchanged (no message, same rows)", async () => {
    const db = getDb();
    const org = await createOrganisation(db);
    const staff: HistoryActor = { userId: null, name: "Test" };
    const groupsOf = (id: number) =>
      db("include_groups")
        .where({ product_id: id })
        .orderBy("id")
        .select("id", "name", "min", "max", "included", "extra", "favorites", "exception", "half", "sort_order");
    const columns = [
      "name",
      "description",
      "tab",
      "group_name",
      "type",
      "allergens",
      "flags",
      "price",
      "price_deliver",
      "price_takeout",
      "volumes",
      "variations",
      "default_includes",
      "favorite",
      "active",
    ];
    for (const demo of DEMO_HOSTS) {
      const host = await createHost(db, { organisationId: org.id, menu: demo.host.menu });
      for (const input of demo.products) {
        const product = await createProduct(db, host.id, input);
        const before = {
          row: await db("products").where({ id: product.id }).first(columns),
          groups: await groupsOf(product.id),
          items: await db("include_items")
            .where({ host_id: host.id })
            .whereIn(
              "group_id",
              product.groups.map((g) => g.id),
            )
            .orderBy("id")
            .select("id", "name", "price", "volume", "tab", "extra", "incl", "count"),
        };
        const editor = await loadProductEditor({ hostId: host.id, productId: product.id });
        const saved = await saveProduct({
          hostId: host.id,
          staff,
          productId: product.id,
          version: editor.product!.version,
          draft: editor.product!.draft,
        }).catch((e: unknown) => e as ServiceError);
        expect(
          saved,
          `${demo.key}: ${product.name} ${JSON.stringify((saved as ServiceError).fields ?? {})}`,
        ).not.toBeInstanceOf(ServiceError);
        const after = {
          row: await db("products").where({ id: product.id }).first(columns),
          groups: await groupsOf(product.id),
          items: await db("include_items")
            .where({ host_id: host.id })
            .whereIn(
              "group_id",
              product.groups.map((g) => g.id),
            )
            .orderBy("id")
            .select("id", "name", "price", "volume", "tab", "extra", "incl", "count"),
        };
        expect(after, `${demo.key}: ${product.name}`).toEqual(before);
      }
    }
  });
});
