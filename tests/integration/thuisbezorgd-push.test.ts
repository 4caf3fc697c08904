// docs/issues/018.md §4 against the real database and the marketplace simulator: "Uitverkocht" (the owner's
// list and the board share setSoldOut) pushes item availability by PLU, "Weer beschikbaar" pushes it
// back; pausing the shop pushes offline, resuming online. The marketplace being down never fails the
// owner's action: the push waits in the outbox and the watchdog's round sends it later. A restaurant's
// pushes reach the marketplace one at a time, in the owner's order (decision 089).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import { sealSecret } from "~/integrations/mollie/secret-box.server";
import { useJetSimulator } from "~/integrations/thuisbezorgd/client.server";
import { startJetSimulator, type JetSimulator } from "~/integrations/thuisbezorgd/simulator.server";
import { saveMarketplaceLink } from "~/models/marketplace.server";
import { saveOrdering } from "~/services/settings/ordering.server";
import { marketplacePushesSettled, sweepMarketplacePushes } from "~/services/marketplace-push.server";
import { setSoldOut } from "~/services/sold-out.server";
import { createHost, createProduct } from "../../db/factory";
import { runsAloneAmongSweepers } from "../support/sweepers";

runsAloneAmongSweepers();

const KEY = "push-key-0123456789";
let sim: JetSimulator;
const actor = { userId: null, userName: "Test", name: "Test" };

beforeAll(async () => {
  sim = await startJetSimulator();
  useJetSimulator(sim);
});

afterAll(async () => {
  useJetSimulator(null);
  await sim?.close();
});

async function restaurant({ linked = true } = {}) {
  const db = getDb();
  const host = await createHost(db);
  const pizza = await createProduct(db, host.id, { name: "Pizza Margherita", price: 1050 });
  const cola = await createProduct(db, host.id, { name: "Cola", price: 275 });
  await db("products").where({ id: cola.id }).update({ plu: "COLA-33" });
  const restaurantId = `push-${host.id}`;
  if (linked)
    await saveMarketplaceLink(db, {
      hostId: host.id,
      externalId: restaurantId,
      active: true,
      token: { encrypted: sealSecret(KEY), last4: KEY.slice(-4) },
      secretEncrypted: sealSecret("push-secret-abcdefgh"),
    });
  return { host, pizza, cola, restaurantId };
}

/** JET's published calls for this restaurant: POST /item-availability {restaurant}, PUT /restaurants/{ref}/offline|online. */
const pushesTo = (restaurantId: string) =>
  sim.calls
    .filter(
      (c) =>
        c.path.startsWith(`/restaurants/${restaurantId}/`) ||
        (c.path === "/item-availability" && (c.body as { restaurant?: string }).restaurant === restaurantId),
    )
    .map((c) => [c.method, c.path, c.body]);
const at = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/);

describe("availability and status pushes", () => {
  it("records sold out (by PLU, with its end), back again, paused and resumed at the marketplace", async () => {
    const { host, pizza, cola, restaurantId } = await restaurant();
    const now = new Date("2026-11-23T16:30:00Z");
    await setSoldOut(host.id, actor, { intent: "soldout-today", id: pizza.id }, now);
    await setSoldOut(host.id, actor, { intent: "soldout", id: cola.id }, now);
    await setSoldOut(host.id, actor, { intent: "available", id: cola.id }, now);
    await saveOrdering({ hostId: host.id, actor, input: { intent: "pause", reason: "Oven stuk", until: "" }, now });
    await saveOrdering({ hostId: host.id, actor, input: { intent: "resume" }, now });
    await marketplacePushesSettled();
    const base = `/restaurants/${restaurantId}`;
    const item = (event: string, plu: string, extra: object = {}) => ({
      event,
      itemReferences: [plu],
      restaurant: restaurantId,
      happenedAt: at,
      ...extra,
    });
    expect(pushesTo(restaurantId)).toEqual([
      [
        "POST",
        "/item-availability",
        item("UNAVAILABLE", String(pizza.id), { nextAvailableAt: "2026-11-23T23:00:00.000Z" }),
      ],
      ["POST", "/item-availability", item("UNAVAILABLE", "COLA-33")],
      ["POST", "/item-availability", item("AVAILABLE", "COLA-33")],
      ["PUT", `${base}/offline`, {}],
      ["PUT", `${base}/online`, null],
    ]);
    expect(sim.calls.filter((c) => c.path.startsWith(base)).every((c) => c.apiKey === KEY)).toBe(true);
    const rows = await getDb()("marketplace_pushes").where({ host_id: host.id });
    expect(rows.every((r) => r.sent_at !== null && r.attempts === 1)).toBe(true);
  });

  it("never fails the owner's action when the marketplace is down: the push waits and the watchdog sends it", async () => {
    const { host, pizza, restaurantId } = await restaurant();
    sim.failNext(1);
    const answer = await setSoldOut(host.id, actor, { intent: "soldout", id: pizza.id }, new Date());
    expect(answer).toMatchObject({ intent: "soldout", message: "Uitverkocht." });
    await marketplacePushesSettled();
    expect(pushesTo(restaurantId)).toEqual([]);
    const [waiting] = await getDb()("marketplace_pushes").where({ host_id: host.id });
    expect(waiting).toMatchObject({ sent_at: null, attempts: 1, last_error: "Thuisbezorgd gaf geen bevestiging." });
    // not due yet: the round leaves it; due: the round sends it, once
    await sweepMarketplacePushes();
    expect(pushesTo(restaurantId)).toEqual([]);
    await getDb()("marketplace_pushes").where({ id: waiting.id }).update({ next_at: getDb().fn.now() });
    await sweepMarketplacePushes();
    await sweepMarketplacePushes();
    expect(pushesTo(restaurantId)).toHaveLength(1);
    expect((await getDb()("marketplace_pushes").where({ id: waiting.id }).first()).attempts).toBe(2);
  });

  it("sends a restaurant's pushes in order: 'weer beschikbaar' waits behind a failed 'uitverkocht' and follows it", async () => {
    const { host, pizza, restaurantId } = await restaurant();
    const db = getDb();
    sim.failNext(1);
    await setSoldOut(host.id, actor, { intent: "soldout", id: pizza.id }, new Date());
    await marketplacePushesSettled();
    await setSoldOut(host.id, actor, { intent: "available", id: pizza.id }, new Date());
    await marketplacePushesSettled();
    // sent now, the pizza would be sold out at the marketplace when the retry came after it
    expect(pushesTo(restaurantId)).toEqual([]);
    await sweepMarketplacePushes();
    expect(pushesTo(restaurantId)).toEqual([]);
    await db("marketplace_pushes").where({ host_id: host.id }).update({ next_at: db.fn.now() });
    await sweepMarketplacePushes();
    const events = pushesTo(restaurantId).map(([, , body]) => (body as { event: string }).event);
    expect(events).toEqual(["UNAVAILABLE", "AVAILABLE"]);
    const rows = await db("marketplace_pushes").where({ host_id: host.id }).orderBy("id");
    expect(rows.map((r) => [r.sent_at !== null, r.attempts])).toEqual([
      [true, 2],
      [true, 1],
    ]);
  });

  it("pushes nothing for a restaurant without an active link", async () => {
    const { host, pizza } = await restaurant({ linked: false });
    await setSoldOut(host.id, actor, { intent: "soldout", id: pizza.id }, new Date());
    await marketplacePushesSettled();
    expect(await getDb()("marketplace_pushes").where({ host_id: host.id })).toEqual([]);
  });
});
