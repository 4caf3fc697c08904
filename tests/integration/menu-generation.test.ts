// The menu generation (migration 0042): counted up by a product write; a restaurant deleted with its
// menu takes its generation along (the products' delete triggers do not write it again: before, the
// delete failed on the generation's foreign key).
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { getMenuGeneration } from "~/models/products.server";
import { createHost, createProduct } from "../../db/factory";

describe("menu generation", () => {
  it("counts up on a product write and lets a restaurant with products be deleted", async () => {
    const db = getDb();
    const host = await createHost(db, { menu: ["Pizza"] });
    const before = await getMenuGeneration(db, { hostId: host.id });
    await createProduct(db, host.id, {
      name: "Margherita",
      tab: "Pizza",
      groups: [{ name: "Extra", items: [{ name: "Kaas", price: 100 }] }],
    });
    expect(await getMenuGeneration(db, { hostId: host.id })).toBeGreaterThan(before);
    await db("hosts").where({ id: host.id }).delete();
    expect(await db("hosts").where({ id: host.id }).first()).toBeUndefined();
    // its generation went with it and was not written again by its products' delete
    expect(await db("menu_generations").where({ host_id: host.id }).first()).toBeUndefined();
  });
});
