// docs/issues/033.md §15: a cash order the marketplace's own courier delivers is collected by that courier.
// Its ticket says so and does not print "NIET BETAALD" in reverse; the same order delivered by our
// own driver is ours to collect.
import { describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { receiptFor } from "~/services/printing.server";
import { createHost, createOrder } from "../../db/factory";
import { runsAloneAmongSweepers } from "../support/sweepers";

runsAloneAmongSweepers();

async function marketplaceCashOrder(courier: "marketplace" | "merchant") {
  const db = getDb();
  const host = await createHost(db);
  const order = await createOrder(db, host.id, {
    status: "new",
    source: "thuisbezorgd",
    paymentMethod: "cash",
    paymentStatus: "cash",
  });
  await db("marketplace_orders").insert({
    host_id: host.id,
    external_id: `ext-${order.id}`,
    raw: "{}",
    status: "placed",
    order_id: order.id,
    courier,
  });
  return { host, order };
}

describe("a marketplace cash order's ticket", () => {
  it("says the marketplace's courier collects, not in reverse", async () => {
    const { host, order } = await marketplaceCashOrder("marketplace");
    const receipt = await receiptFor(getDb(), { hostId: host.id, orderId: order.id });
    expect(receipt?.payment).toEqual({
      paid: true,
      label: "Bezorger int",
      detail: "Contant, door de bezorger van Thuisbezorgd",
    });
  });

  it("delivered by our own driver: ours to collect", async () => {
    const { host, order } = await marketplaceCashOrder("merchant");
    const receipt = await receiptFor(getDb(), { hostId: host.id, orderId: order.id });
    expect(receipt?.payment).toEqual({ paid: false, label: "Niet betaald", detail: "Contant" });
  });
});
