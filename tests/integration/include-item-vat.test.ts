// An include item with its own VAT rate (docs/issues/033.md §2, decision 071): a 9 % pizza menu with a
// charged 21 % beer placed through the normal checkout stores the beer × quantity as the line's
// 21 % part (order_items.amount21), and the finance overview's 21 % VAT for the day is the VAT in
// exactly that — while every total stays what the customer paid.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { fromWallClock } from "~/domain/amsterdam-time";
import { vatIn } from "~/domain/vat";
import { checkoutSchema } from "~/schemas/checkout";
import { addToCart } from "~/services/cart.server";
import { parse } from "csv-parse/sync";
import { financeCsv } from "~/services/finance-csv.server";
import { loadFinance } from "~/services/finance.server";
import { emptyDraft, emptyGroup, emptyItem } from "~/domain/product-draft";
import { loadProductEditor, saveProduct } from "~/services/product-editor.server";
import { createHost, createProduct, createUser } from "../../db/factory";
import { cartArgs, keepCart, testCart } from "../support/cart";
import { placeConfirmed } from "../support/confirmed";

const cents = (text: string) => {
  const m = /^(-?)(\d+),(\d{2})$/.exec(text);
  if (!m) throw new Error(`not an amount: ${text}`);
  return (m[1] ? -1 : 1) * (Number(m[2]) * 100 + Number(m[3]));
};

async function text(chunks: AsyncGenerator<string>) {
  let out = "";
  for await (const c of chunks) out += c;
  return out;
}

const evening = fromWallClock({ year: 2026, month: 11, day: 27 }, 18);

describe("an include item at its own rate", () => {
  it("a 21 % beer on a 9 % pizza: amount21 is the beer × quantity, the day's 21 % VAT is the VAT in it", async () => {
    const db = getDb();
    const host = await createHost(db, {
      menu: ["Pizza"],
      settings: { payment: { pickup: ["cash"], deliver: ["cash"] } },
    });
    const pizza = await createProduct(db, host.id, {
      name: "Pizzamenu",
      tab: "Pizza",
      price: 1250,
      vatRate: 9,
      groups: [
        {
          name: "Drank",
          min: 1,
          max: 1,
          items: [
            { name: "Peroni", price: 365, vatRate: 21 },
            { name: "Cola", price: 250 },
          ],
        },
      ],
    });
    const customer = testCart(host);
    const buyer = await createUser(db);
    const choice = { productId: pizza.id, volume: null, variation: null, removed: [] };
    await keepCart(
      customer,
      addToCart({ ...cartArgs(customer), input: { ...choice, quantity: 3, includes: { Drank: ["Peroni"] } } }),
    );
    await keepCart(
      customer,
      addToCart({ ...cartArgs(customer), input: { ...choice, quantity: 1, includes: { Drank: ["Cola"] } } }),
    );
    const input = checkoutSchema.parse({
      deliver: false,
      address: { street: "", number: "", zipcode: "", city: "", name: "Sanne", phone: "0612345678" },
      time: "asap",
      payment: "cash",
      idempotencyKey: crypto.randomUUID(),
    });
    const placed = await placeConfirmed(customer, input, { customerId: buyer.id, now: evening });

    const lines = await db("order_items")
      .where({ host_id: host.id, order_id: placed.order.id })
      .orderBy("position")
      .select<Array<{ amount: number; amount21: number; vat_rate: number }>>("amount", "amount21", "vat_rate");
    expect(lines).toEqual([
      { amount: 3 * (1250 + 365), amount21: 3 * 365, vat_rate: 9 },
      { amount: 1250 + 250, amount21: 0, vat_rate: 9 },
    ]);
    const order = await db("orders").where({ id: placed.order.id }).first<{ amount: number; subtotal: number }>();
    expect(order?.subtotal).toBe(lines.reduce((s, l) => s + l.amount, 0));

    const day = { period: "pick", from: "2026-11-27", to: "2026-11-27" };
    const view = await loadFinance({ hostId: host.id, hostName: host.name, query: day, now: evening });
    const byRate = Object.fromEntries(view.vat.map((v) => [v.rate, v]));
    // no delivery, no fee, no discount: the 21 % gross is the beer alone
    expect(byRate[21]?.gross).toBe(3 * 365);
    expect(byRate[21]?.vat).toBe(vatIn(3 * 365, 21));
    expect(byRate[9]?.gross).toBe(order!.amount - 3 * 365);
    expect(view.revenue.gross).toBe(order!.amount);
    expect(view.vat.reduce((s, v) => s + v.gross, 0)).toBe(order!.amount);

    // the per-line CSV: the split line is two rows, one per rate, adding up to the line
    const csv = financeCsv({ hostId: host.id, perma: host.perma, file: "lines", query: day, now: evening });
    const rows = parse(await text(csv.chunks), { delimiter: ";", bom: true, columns: true }) as Array<
      Record<string, string>
    >;
    expect(rows.map((r) => [r.Product, r["Btw-tarief"], cents(r["Bedrag incl. btw"]), cents(r.Btw)])).toEqual([
      ["Pizzamenu", "9%", 3 * 1250, vatIn(3 * 1250, 9)],
      ["Pizzamenu", "21%", 3 * 365, vatIn(3 * 365, 21)],
      ["Pizzamenu", "9%", 1500, vatIn(1500, 9)],
    ]);
  });

  it("the editor saves an item's Btw and loads it again; a draft without it keeps the stored rate", async () => {
    const db = getDb();
    const host = await createHost(db, { menu: ["Pizza"] });
    const staff = { userId: null, name: "Test Eigenaar" };
    const item = (name: string, price: string, vatRate?: string) => ({ ...emptyItem(), name, price, vatRate });
    const draft = (items: ReturnType<typeof item>[]) => ({
      ...emptyDraft("Pizza"),
      name: "Pizzamenu",
      price: "12,50",
      groups: [{ ...emptyGroup(), name: "Drank", items }],
    });
    const saved = await saveProduct({
      hostId: host.id,
      staff,
      productId: null,
      draft: draft([item("Peroni", "3,65", "21"), item("Cola", "2,50", "")]),
    });
    const rates = async () =>
      db("include_items").where({ host_id: host.id }).orderBy("sort_order").select("name", "vat_rate");
    expect(await rates()).toEqual([
      { name: "Peroni", vat_rate: 21 },
      { name: "Cola", vat_rate: null },
    ]);
    const loaded = await loadProductEditor({ hostId: host.id, productId: saved.id });
    const items = loaded.product!.draft.groups[0].items;
    expect(items.map((i) => [i.name, i.vatRate])).toEqual([
      ["Peroni", "21"],
      ["Cola", ""],
    ]);
    // an older page's draft without the field: the stored rate stays
    await saveProduct({
      hostId: host.id,
      staff,
      productId: saved.id,
      version: loaded.product!.version,
      draft: {
        ...loaded.product!.draft,
        groups: [{ ...loaded.product!.draft.groups[0], items: items.map(({ vatRate: _gone, ...i }) => i) }],
      },
    });
    expect((await rates()).map((r) => r.vat_rate)).toEqual([21, null]);
  });
});
