// The product dialog loads a product's choices on demand: only from the current restaurant.
import { describe, expect, it } from "vitest";
import { getDb } from "../../app/db.server";
import { findHostByPerma } from "../../app/models/hosts.server";
import { productDetail } from "../../app/services/product-detail.server";

describe("product detail", () => {
  it("gives a product of this restaurant with its choices, and nothing of another", async () => {
    const roma = (await findHostByPerma(getDb(), { perma: "pizzaroma" }))!;
    const snackbar = (await findHostByPerma(getDb(), { perma: "desnackbar" }))!;
    const half = await getDb()("products").where({ host_id: roma.id, name: "Half om half" }).first("id");
    const detail = await productDetail({ hostId: roma.id, productId: half.id, deliver: true });
    expect(detail?.choices).toBe(true);
    expect(detail?.pricing.groups.map((g) => g.name)).toEqual(
      expect.arrayContaining(["Eerste helft", "Tweede helft", "Toppings"]),
    );
    expect(detail?.pricing.volumes.length).toBeGreaterThan(0);
    expect(await productDetail({ hostId: snackbar.id, productId: half.id, deliver: true })).toBeNull();
    expect(await productDetail({ hostId: roma.id, productId: 99_999_999, deliver: true })).toBeNull();
  });
});
