// Alcohol is 21 % VAT (docs/issues/033.md §2, decision 071): the product editor saves alcohol ("Alleen 18+",
// or in an alcohol group) at 9 % only when the owner confirmed it; the demo's Peroni and Huiswijn
// are seeded at 21 % and marked 18+, and migration 0033 corrects a database seeded before it.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { emptyDraft } from "~/domain/product-draft";
import { ALCOHOL_LOW_RATE } from "~/domain/vat";
import { ServiceError } from "~/services/errors.server";
import type { HistoryActor } from "~/schemas/actor";
import { saveProduct } from "~/services/product-editor.server";
import { up } from "../../db/migrations/0033_alcohol_vat";
import { createHost } from "../../db/factory";

const staff: HistoryActor = { userId: null, name: "Test Eigenaar" };
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as ServiceError,
  );
const rowOf = (id: number) =>
  getDb()("products").where({ id }).first<{ vat_rate: number; flags: string[] }>("vat_rate", "flags");

describe("the product editor and alcohol", () => {
  it("refuses 9 % on a product marked Alleen 18+ until the owner confirms it; 21 % saves at once", async () => {
    const host = await createHost(getDb(), { menu: ["Dranken"] });
    const peroni = { ...emptyDraft("Dranken"), name: "Peroni", price: "3,50", flags: ["adult"] };
    const low = await refusal(
      saveProduct({ hostId: host.id, staff, productId: null, draft: { ...peroni, vatRate: "9" } }),
    );
    expect([low?.status, low?.message, low?.fields]).toEqual([400, ALCOHOL_LOW_RATE, { vatRate: ALCOHOL_LOW_RATE }]);
    expect(await getDb()("products").where({ host_id: host.id })).toHaveLength(0);

    const confirmed = await saveProduct({
      hostId: host.id,
      staff,
      productId: null,
      draft: { ...peroni, vatRate: "9", vatConfirmed: true },
    });
    expect(await rowOf(confirmed.id)).toEqual({ vat_rate: 9, flags: ["adult"] });
    const high = await saveProduct({ hostId: host.id, staff, productId: null, draft: { ...peroni, vatRate: "21" } });
    expect(await rowOf(high.id)).toEqual({ vat_rate: 21, flags: ["adult"] });
  });

  it("asks the same for a product in a drinks group named for alcohol, not for a soft drink", async () => {
    const host = await createHost(getDb(), { menu: ["Dranken"] });
    const wine = { ...emptyDraft("Dranken"), name: "Huiswijn", price: "14,95", group: "Bier en wijn", vatRate: "9" };
    expect((await refusal(saveProduct({ hostId: host.id, staff, productId: null, draft: wine })))?.message).toBe(
      ALCOHOL_LOW_RATE,
    );
    const cola = { ...emptyDraft("Dranken"), name: "Cola", price: "2,50", group: "Frisdrank", vatRate: "9" };
    const saved = await saveProduct({ hostId: host.id, staff, productId: null, draft: cola });
    expect(await rowOf(saved.id)).toEqual({ vat_rate: 9, flags: [] });
  });
});

describe("the demo's alcohol", () => {
  const demoAlcohol = () =>
    getDb()("products as p")
      .join("hosts as h", "h.id", "p.host_id")
      .where("h.perma", "pizzaroma")
      .whereIn("p.name", ["Peroni 0,33 l", "Huiswijn rood"])
      .orderBy("p.name")
      .select<Array<{ name: string; vat_rate: number; flags: string[] }>>("p.name", "p.vat_rate", "p.flags");

  it("is seeded at 21 % and marked 18+, and the migration corrects a database seeded at 9 %", async () => {
    const seeded = await demoAlcohol();
    expect(seeded.map((p) => [p.name, p.vat_rate, p.flags.includes("adult")])).toEqual([
      ["Huiswijn rood", 21, true],
      ["Peroni 0,33 l", 21, true],
    ]);
    const ids = getDb()("products as p")
      .join("hosts as h", "h.id", "p.host_id")
      .where("h.perma", "pizzaroma")
      .whereIn("p.name", ["Peroni 0,33 l", "Huiswijn rood"])
      .select("p.id");
    // as a database seeded before it held them
    await getDb()("products")
      .whereIn("id", ids)
      .update({ vat_rate: 9, flags: getDb().raw("array_remove(flags, 'adult')") });
    await up(getDb());
    expect((await demoAlcohol()).map((p) => [p.name, p.vat_rate, p.flags.filter((f) => f === "adult")])).toEqual([
      ["Huiswijn rood", 21, ["adult"]],
      ["Peroni 0,33 l", 21, ["adult"]],
    ]);
  });
});
