// A failed iDEAL order switched to cash or pin on its own page (docs/issues/005.md §6), against the simulator
// through the real Mollie client: one locked concept → new, the fee taken off, the board told.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import type { PaymentSimulator } from "~/integrations/mollie/simulator/index.server";
import { getHost } from "~/models/hosts.server";
import { getBus } from "~/realtime/bus.server";
import type { LiveEvent } from "~/realtime/events";
import type { Host } from "~/models/hosts.server";
import { loadThanksWithPayment, switchPaymentFor as switchService } from "~/services/payment-checkout.server";
import { ServiceError } from "~/services/errors.server";
import { handleWebhook, requestPayment } from "~/services/payments.server";
import { customerOf } from "../support/session-user";

// what the route answers (formAction): the success message, or a refusal's message
async function switchPaymentFor(
  at: { host: Host; customerId: number },
  input: { orderId: number; method: "cash" | "pin" },
): Promise<{ ok: boolean; message: string }> {
  try {
    return { ok: true, ...(await switchService({ ...at, input })) };
  } catch (err) {
    if (err instanceof ServiceError) return { ok: false, message: err.message };
    throw err;
  }
}
import { idealOrder, useSimulator } from "../support/payments";

let sim: PaymentSimulator;
beforeAll(async () => {
  sim = await useSimulator();
});
afterAll(async () => {
  await sim?.close();
});

const BASE = "http://pizzaroma.localhost:1";

async function withPayment(outcome: "failed" | "open" | "canceled") {
  const fixture = await idealOrder(getDb());
  const payment = await requestPayment({
    hostId: fixture.hostId,
    hostName: "Pizzaroma",
    orderId: fixture.order.id,
    customerId: fixture.customerId,
    baseUrl: BASE,
  });
  if (outcome !== "open") {
    await sim.pay(payment.id, outcome, { webhook: false });
    await handleWebhook(fixture.hostId, payment.id);
  }
  const host = (await getHost(getDb(), { hostId: fixture.hostId }))!;
  return { ...fixture, at: { host, customerId: fixture.customerId } };
}

const row = (id: number) =>
  getDb()("orders").where({ id }).first("status", "payment_method", "payment_status", "fee", "amount", "paid");

describe("switching a failed iDEAL order to the counter", () => {
  it("offers the host's counter methods beside the retry, and cash moves the order onto the board once", async () => {
    const { order, at, hostId } = await withPayment("failed");
    const page = await loadThanksWithPayment({
      host: at.host,
      current: await customerOf(at.customerId),
      params: { index: String(order.id) },
    });
    expect(page).toMatchObject({ payment: { state: "problem", canRetry: true }, switchTo: ["cash", "pin"] });

    const seen: LiveEvent[] = [];
    const stop = getBus().subscribe((e) => seen.push(e));
    const results = await Promise.all([1, 2, 3].map(() => switchPaymentFor(at, { orderId: order.id, method: "cash" })));
    stop();
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => r.ok)?.message).toContain("Je betaalt contant bij afhalen");
    expect(await row(order.id)).toMatchObject({
      status: "new",
      payment_method: "cash",
      payment_status: "cash",
      fee: 0,
      amount: 1000,
      paid: false,
    });
    expect(seen.filter((e) => e.channel === `host:${hostId}` && e.type === "order.created")).toHaveLength(1);
    // one arrival on the board (status new) beside the concept's own 'created' event at placement
    const created = await getDb()("order_events")
      .where({ order_id: order.id, type: "created" })
      .orderBy("id")
      .select("status");
    expect(created).toEqual([{ status: "concept" }, { status: "new" }]);
  });

  it("refuses a method the host does not offer for delivery, and a payment still open at the bank", async () => {
    const failed = await withPayment("failed");
    // idealOrder's host offers cash and iDEAL for delivery, not pin
    await getDb()("orders").where({ id: failed.order.id }).update({ deliver: true });
    const refused = await switchPaymentFor(failed.at, { orderId: failed.order.id, method: "pin" });
    expect(refused).toEqual({ ok: false, message: "Deze betaalwijze biedt het restaurant niet aan." });
    expect((await row(failed.order.id)).status).toBe("concept");

    const open = await withPayment("open");
    const stillOpen = await switchPaymentFor(open.at, { orderId: open.order.id, method: "cash" });
    expect(stillOpen.ok).toBe(false);
    expect(await row(open.order.id)).toMatchObject({ status: "concept", payment_method: "ideal" });
  });

  it("another customer's order is not found", async () => {
    const mine = await withPayment("canceled");
    const other = await withPayment("canceled");
    const res = await switchPaymentFor(mine.at, { orderId: other.order.id, method: "cash" });
    expect(res).toEqual({ ok: false, message: "Deze bestelling bestaat niet." });
    expect((await row(other.order.id)).status).toBe("concept");
  });
});
