// Bulk work on the menu (docs/issues/015.md §6, §7) through its services against the real database: prices of a
// tab raised by 5 % (preview = what is saved, history per product, the bus told, a placed order
// untouched), refused below € 0; "Kaas" copied onto other pizzas (skip or replace); the CSV export →
// import of every demo menu changes nothing; an import with an error on its last line changes nothing;
// an import adds, changes and removes in one go; another restaurant's ids and groups are not found.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { BOM } from "~/domain/menu-csv";
import { getBus } from "~/realtime/bus.server";
import { CONTROL_CHANNEL } from "~/realtime/channels";
import type { LiveEvent } from "~/realtime/events";
import { ServiceError } from "~/services/errors.server";
import {
  applyCopyGroup,
  applyPrices,
  MENU_CHANGED_SINCE,
  previewCopyGroup,
  previewPrices,
  type PriceChangeInput,
} from "~/services/menu-bulk.server";
import { applyImport, exportMenu, previewImport } from "~/services/menu-csv.server";
import { createHost, createOrder, createOrganisation, createProduct } from "../../db/factory";
import { DEMO_HOSTS } from "../../db/demo-data";

const staff = { userId: null, name: "Test Eigenaar" };

async function restaurant() {
  const db = getDb();
  const org = await createOrganisation(db);
  const host = await createHost(db, { organisationId: org.id, menu: ["Pizza", "Dranken"] });
  const kaas = {
    name: "Kaas",
    min: 0,
    max: 2,
    items: [
      { name: "Extra mozzarella", price: 150 },
      { name: "Gorgonzola", price: 175 },
    ],
  };
  const margherita = await createProduct(db, host.id, {
    name: "Margherita",
    tab: "Pizza",
    groupName: "Pizza's",
    price: 899,
    volumes: [
      { name: "Medium", price: null },
      { name: "Groot", price: 1199 },
    ],
    groups: [kaas],
  });
  const funghi = await createProduct(db, host.id, {
    name: "Funghi",
    tab: "Pizza",
    groupName: "Pizza's",
    price: 1000,
    groups: [],
  });
  const hawaii = await createProduct(db, host.id, {
    name: "Hawaii",
    tab: "Pizza",
    groupName: "Pizza's",
    price: 1100,
    groups: [{ name: "kaas", items: ["Cheddar"] }],
  });
  const cola = await createProduct(db, host.id, { name: "Cola", tab: "Dranken", price: 40 });
  return { host, margherita, funghi, hawaii, cola, kaasId: margherita.groups[0].id };
}

const prices = (hostId: number) =>
  getDb()("products").where({ host_id: hostId }).orderBy("id").select("name", "price", "volumes", "version");
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as ServiceError,
  );
const bytes = (text: string) => new TextEncoder().encode(text);

function listen() {
  const events: LiveEvent[] = [];
  const stop = getBus().subscribe((e) => e.channel === CONTROL_CHANNEL && events.push(e));
  return { events, stop };
}

describe("Prijzen aanpassen", () => {
  const pizzas = (
    hostId: number,
    patch: Partial<PriceChangeInput> = {},
  ): { hostId: number; input: PriceChangeInput } => ({
    hostId,
    input: {
      scope: { tab: "Pizza", group: null },
      kind: "percent",
      direction: "up",
      value: "5",
      volumes: true,
      ...patch,
    },
  });

  it("+5 % on the pizzas: the preview is what is saved, each product's history says so, the bus is told, a placed order keeps its price", async () => {
    const r = await restaurant();
    const order = await createOrder(getDb(), r.host.id, { items: [{ productId: r.margherita.id, quantity: 2 }] });
    const view = await previewPrices(pizzas(r.host.id));
    expect(view.summary).toBe("+ 5 %");
    expect(view.preview.products.map((p) => [p.name, p.lines.map((l) => `${l.label} ${l.from}→${l.to}`)])).toEqual([
      ["Margherita", ["Prijs 899→945", "Groot 1199→1260"]],
      ["Funghi", ["Prijs 1000→1050"]],
      ["Hawaii", ["Prijs 1100→1155"]],
    ]);
    const { events, stop } = listen();
    const saved = await applyPrices({ ...pizzas(r.host.id), staff, token: view.token });
    stop();
    expect(saved).toEqual({ count: 3, message: "3 producten hebben een nieuwe prijs." });
    expect(events).toContainEqual({ channel: CONTROL_CHANNEL, type: "menu.changed", payload: { hostId: r.host.id } });
    expect(await prices(r.host.id)).toMatchObject([
      {
        name: "Margherita",
        price: 945,
        volumes: [
          { name: "Medium", price: null },
          { name: "Groot", price: 1260 },
        ],
        version: 2,
      },
      { name: "Funghi", price: 1050, version: 2 },
      { name: "Hawaii", price: 1155, version: 2 },
      { name: "Cola", price: 40, version: 1 },
    ]);
    const history = await getDb()("product_history")
      .where({ host_id: r.host.id, product_id: r.margherita.id })
      .select("action", "changes", "user_name");
    expect(history).toEqual([
      {
        action: "updated",
        user_name: "Test Eigenaar",
        changes: expect.arrayContaining([{ field: "Prijs", from: "€ 8,99", to: "€ 9,45" }]),
      },
    ]);
    const items = await getDb()("order_items").where({ order_id: order.id }).select("name", "unit_price");
    expect(items).toEqual([{ name: "Margherita", unit_price: 899 }]);
    // the same preview twice: the menu changed since, 409 and nothing more
    expect(await refusal(applyPrices({ ...pizzas(r.host.id), staff, token: view.token }))).toMatchObject({
      status: 409,
      message: MENU_CHANGED_SINCE,
    });
    expect((await prices(r.host.id))[0].price).toBe(945);
  });

  it("a group only; a result below € 0,00 refuses the whole change and nothing is saved", async () => {
    const r = await restaurant();
    const group = await previewPrices(
      pizzas(r.host.id, { scope: { tab: "Pizza", group: "Pizza's" }, kind: "amount", value: "0,50", volumes: false }),
    );
    expect(group.preview.products.map((p) => p.lines[0].to)).toEqual([949, 1050, 1150]);
    const down = await previewPrices(
      pizzas(r.host.id, { scope: { tab: "Dranken", group: null }, kind: "amount", direction: "down", value: "0,50" }),
    );
    expect(down.preview.products[0]).toMatchObject({ name: "Cola", problem: "de nieuwe prijs wordt lager dan € 0,00" });
    const err = await refusal(
      applyPrices({
        ...pizzas(r.host.id, {
          scope: { tab: "Dranken", group: null },
          kind: "amount",
          direction: "down",
          value: "0,50",
        }),
        staff,
        token: down.token,
      }),
    );
    expect(err).toMatchObject({ status: 400 });
    expect((await prices(r.host.id)).at(-1)).toMatchObject({ name: "Cola", price: 40, version: 1 });
    expect(await refusal(previewPrices(pizzas(r.host.id, { value: "abc" })))).toMatchObject({
      status: 400,
      message: "Vul een percentage in, bijvoorbeeld 5 of 2,5.",
    });
    expect(await refusal(previewPrices(pizzas(r.host.id, { scope: { tab: "Sushi", group: null } })))).toMatchObject({
      status: 400,
      message: "Kies eerst een tab of groep.",
    });
  });
});

describe("Keuzegroep kopiëren", () => {
  it("Kaas from Margherita onto the whole Pizza tab: Funghi gets it, Hawaii (has 'kaas') is skipped; then replaced", async () => {
    const r = await restaurant();
    const input = { groupId: r.kaasId, productIds: [], tabs: ["Pizza"], mode: "skip" as const };
    const view = await previewCopyGroup({ hostId: r.host.id, input });
    expect(view).toMatchObject({
      source: { id: r.margherita.id, name: "Margherita" },
      group: { name: "Kaas", items: ["Extra mozzarella", "Gorgonzola"] },
      counts: { add: 1, replace: 0, skip: 1 },
      targets: [
        { name: "Funghi", action: "add" },
        { name: "Hawaii", action: "skip" },
      ],
    });
    const saved = await applyCopyGroup({ hostId: r.host.id, staff, input, token: view.token });
    expect(saved.message).toBe("Kaas staat nu bij 1 product extra. 1 overgeslagen (had de groep al).");
    const groups = (id: number) =>
      getDb()("include_groups as g")
        .join("include_items as i", "i.group_id", "g.id")
        .where({ "g.product_id": id })
        .orderBy("i.sort_order")
        .select("g.name", "g.max", "g.host_id", "i.name as item", "i.price");
    expect(await groups(r.funghi.id)).toEqual([
      { name: "Kaas", max: 2, host_id: r.host.id, item: "Extra mozzarella", price: 150 },
      { name: "Kaas", max: 2, host_id: r.host.id, item: "Gorgonzola", price: 175 },
    ]);
    expect((await groups(r.hawaii.id)).map((g) => g.item)).toEqual(["Cheddar"]);

    const replace = { ...input, tabs: [], productIds: [r.hawaii.id], mode: "replace" as const };
    const again = await previewCopyGroup({ hostId: r.host.id, input: replace });
    expect(again.counts).toEqual({ add: 0, replace: 1, skip: 0 });
    await applyCopyGroup({ hostId: r.host.id, staff, input: replace, token: again.token });
    expect((await groups(r.hawaii.id)).map((g) => g.item)).toEqual(["Extra mozzarella", "Gorgonzola"]);
    const history = await getDb()("product_history").where({ product_id: r.hawaii.id }).select("changes");
    expect(history[0].changes).toEqual(
      expect.arrayContaining([
        { field: "Keuzegroep Kaas", from: "—", to: "toegevoegd (2 keuzes)" },
        { field: "Keuzegroep kaas", from: "1 keuzes", to: "verwijderd" },
      ]),
    );
  });

  it("another restaurant's group or product is not found, and nothing changes", async () => {
    const a = await restaurant();
    const b = await restaurant();
    expect(
      await refusal(
        previewCopyGroup({
          hostId: a.host.id,
          input: { groupId: b.kaasId, productIds: [a.funghi.id], tabs: [], mode: "skip" },
        }),
      ),
    ).toMatchObject({ status: 404 });
    expect(
      await refusal(
        previewCopyGroup({
          hostId: a.host.id,
          input: { groupId: a.kaasId, productIds: [b.funghi.id], tabs: [], mode: "skip" },
        }),
      ),
    ).toMatchObject({ status: 404 });
    expect(
      await refusal(
        applyCopyGroup({
          hostId: a.host.id,
          staff,
          input: { groupId: a.kaasId, productIds: [b.funghi.id], tabs: [], mode: "skip" },
          token: "x",
        }),
      ),
    ).toMatchObject({ status: 404 });
    expect(
      Number((await getDb()("include_groups").where({ product_id: b.funghi.id }).count("* as n").first())?.n),
    ).toBe(0);
  });
});

describe("CSV export → import", () => {
  it.each(DEMO_HOSTS.map((d) => d.host.perma))("the demo menu of %s comes back unchanged", async (perma) => {
    const host = await getDb()("hosts").where({ perma }).first<{ id: number }>("id");
    const before = await getDb()("products").where({ host_id: host.id }).orderBy("id").select("*");
    const products = await exportMenu({ hostId: host.id, file: "producten" });
    const groups = await exportMenu({ hostId: host.id, file: "keuzegroepen" });
    expect(products.startsWith(BOM)).toBe(true);
    const files = { products: bytes(products), groups: bytes(groups) };
    const preview = await previewImport({ hostId: host.id, files });
    expect(preview.diff).toMatchObject({ added: [], changed: [], removed: [], unchanged: before.length });
    await applyImport({ hostId: host.id, staff, files, token: preview.token });
    expect(await getDb()("products").where({ host_id: host.id }).orderBy("id").select("*")).toEqual(before);
  });

  it("adds, changes and removes in one transaction; an error on the last line changes nothing", async () => {
    const r = await restaurant();
    // the CSV does not carry the PLU (docs/issues/018.md §3): an import leaves it as it is
    await getDb()("products").where({ id: r.margherita.id }).update({ plu: "TB-7" });
    const products = await exportMenu({ hostId: r.host.id, file: "producten" });
    const lines = products.slice(BOM.length).trimEnd().split("\r\n");
    const edited = [
      lines[0],
      lines[1].replace(";8,99;", ";9,25;"), // Margherita
      lines[2], // Funghi
      lines[3], // Hawaii; Cola left out: removed
      ";Calzone;Dubbelgevouwen;Pizza;Pizza's;;11,50;;;;;;gluten;;nee;ja",
    ];
    const broken = { products: bytes([...edited, ";Tonno;;Pizza;;;twaalf;;;;;;;;nee;ja"].join("\r\n")), groups: null };
    const err = await refusal(previewImport({ hostId: r.host.id, files: broken }));
    expect(err).toMatchObject({
      status: 400,
      message: "Niets geïmporteerd. Regel 6: prijs ongeldig. Ongeldig bedrag, bijvoorbeeld 12,50.",
    });
    expect(await refusal(applyImport({ hostId: r.host.id, staff, files: broken, token: "x" }))).toMatchObject({
      status: 400,
    });
    expect((await prices(r.host.id)).map((p) => [p.name, p.price, p.version])).toEqual([
      ["Margherita", 899, 1],
      ["Funghi", 1000, 1],
      ["Hawaii", 1100, 1],
      ["Cola", 40, 1],
    ]);

    const files = { products: bytes(edited.join("\r\n")), groups: null };
    const preview = await previewImport({ hostId: r.host.id, files });
    expect(preview.diff).toEqual({
      added: [{ line: 5, name: "Calzone", tab: "Pizza" }],
      changed: [
        { line: 2, id: r.margherita.id, name: "Margherita", fields: ["Prijs"], details: ["Prijs: € 8,99 → € 9,25"] },
      ],
      removed: [{ id: r.cola.id, name: "Cola", tab: "Dranken" }],
      unchanged: 2,
    });
    const { events, stop } = listen();
    expect(await applyImport({ hostId: r.host.id, staff, files, token: preview.token })).toEqual({
      message: "Geïmporteerd: 1 nieuw, 1 gewijzigd, 1 verwijderd.",
    });
    stop();
    expect(events).toContainEqual({ channel: CONTROL_CHANNEL, type: "menu.changed", payload: { hostId: r.host.id } });
    expect((await prices(r.host.id)).map((p) => [p.name, p.price, p.version])).toEqual([
      ["Margherita", 925, 2],
      ["Funghi", 1000, 1],
      ["Hawaii", 1100, 1],
      ["Calzone", 1150, 1],
    ]);
    expect(await getDb()("products").where({ id: r.margherita.id }).first("plu")).toEqual({ plu: "TB-7" });
    // without a groups file the groups stay as they were
    expect(await getDb()("include_groups").where({ product_id: r.margherita.id }).select("name")).toEqual([
      { name: "Kaas" },
    ]);
    const actions = await getDb()("product_history")
      .where({ host_id: r.host.id })
      .orderBy("id")
      .select("product_name", "action");
    expect(actions).toEqual([
      { product_name: "Margherita", action: "updated" },
      { product_name: "Calzone", action: "created" },
      { product_name: "Cola", action: "deleted" },
    ]);
  });

  it("ids of another restaurant's products: 404, nothing changed in either; wrong columns and encoding: 400", async () => {
    const a = await restaurant();
    const b = await restaurant();
    const theirs = (await exportMenu({ hostId: b.host.id, file: "producten" })).replace(";9,99;", ";0,01;");
    const err = await refusal(previewImport({ hostId: a.host.id, files: { products: bytes(theirs), groups: null } }));
    expect(err?.status).toBe(404);
    expect(err?.message).toMatch(/^Niets geïmporteerd: 4 fouten\.$/);
    expect((err?.detail as { errors: string[] }).errors[0]).toBe(
      `Regel 2: er is geen product met id ${b.margherita.id} bij dit restaurant. Laat het id leeg voor een nieuw product.`,
    );
    expect(
      await refusal(
        applyImport({ hostId: a.host.id, staff, files: { products: bytes(theirs), groups: null }, token: "x" }),
      ),
    ).toMatchObject({ status: 404 });
    expect((await prices(b.host.id)).map((p) => p.version)).toEqual([1, 1, 1, 1]);
    expect((await prices(a.host.id)).length).toBe(4);
    expect(
      await refusal(
        previewImport({ hostId: a.host.id, files: { products: bytes("Naam,Prijs\nKroket,2.50"), groups: null } }),
      ),
    ).toMatchObject({ status: 400, message: expect.stringContaining("Dit is geen productenbestand") });
    expect(
      await refusal(
        previewImport({
          hostId: a.host.id,
          files: { products: new Uint8Array([0x49, 0x64, 0x3b, 0xe9]), groups: null },
        }),
      ),
    ).toMatchObject({ status: 400, message: expect.stringContaining("geen UTF-8") });
    expect(await refusal(previewImport({ hostId: a.host.id, files: { products: null, groups: null } }))).toMatchObject({
      status: 400,
      message: "Kies het productenbestand (producten.csv).",
    });
  });
});
