// iDEAL through the real Mollie client against the built-in simulator (HTTPS on 127.0.0.1): every
// outcome the payer can pick, webhook storms, the webhook racing the return, unknown ids, and the
// provider down at checkout. Services are called directly; payment-api.test.ts covers the routes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import type { PaymentSimulator } from "~/integrations/mollie/simulator/index.server";
import { getBus } from "~/realtime/bus.server";
import type { LiveEvent } from "~/realtime/events";
import { handleWebhook, PaymentUnavailableError, requestPayment, syncOrderPayment } from "~/services/payments.server";
import { idealOrder, orderRow, paidEvents, useSimulator } from "../support/payments";

let sim: PaymentSimulator;
beforeAll(async () => {
  sim = await useSimulator();
});
afterAll(async () => {
  await sim?.close();
});

// Webhooks in this file are delivered by the test itself (the service is called directly)
const BASE = "http://pizzaroma.localhost:1";

async function requested() {
  const fixture = await idealOrder(getDb());
  const payment = await requestPayment({
    hostId: fixture.hostId,
    hostName: "Pizzaroma",
    orderId: fixture.order.id,
    customerId: fixture.customerId,
    baseUrl: BASE,
  });
  return { ...fixture, payment };
}

describe("requestPayment", () => {
  it("asks for the order total with the iDEAL fee, and answers Mollie's fields", async () => {
    const { order, payment } = await requested();
    expect(payment).toMatchObject({
      status: "open",
      mode: "test",
      profileId: expect.stringMatching(/^pfl_/),
      id: expect.stringMatching(/^tr_/),
    });
    expect(payment._links.checkout?.href).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/tr_/);
    const sent = sim.store.payments.get(payment.id);
    expect(sent).toMatchObject({
      amount: 1029,
      description: `Bestelling ${order.number} bij Pizzaroma`,
      redirectUrl: `${BASE}/thanks/${order.id}`,
      webhookUrl: `${BASE}/api/payment/webhook`,
    });
    expect(await orderRow(getDb(), order.id)).toMatchObject({ status: "concept", paid: false, payment_status: "open" });
  });

  it("refuses another customer's order and an order that is not iDEAL", async () => {
    const { hostId, order } = await idealOrder(getDb());
    await expect(
      requestPayment({ hostId, hostName: "X", orderId: order.id, customerId: 999_999, baseUrl: BASE }),
    ).rejects.toMatchObject({ status: 404 });
    const other = await idealOrder(getDb());
    await expect(
      requestPayment({ hostId, hostName: "X", orderId: other.order.id, customerId: other.customerId, baseUrl: BASE }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe("the payer's outcome, learnt through the webhook", () => {
  it("paid: the order is paid and moves from concept to new, with one event", async () => {
    const { hostId, order, payment } = await requested();
    const seen: LiveEvent[] = [];
    const stop = getBus().subscribe((e) => seen.push(e));
    await sim.pay(payment.id, "paid", { webhook: false });
    expect(await handleWebhook(hostId, payment.id)).toEqual({ known: true, transitioned: true });
    stop();
    expect(await orderRow(getDb(), order.id)).toMatchObject({ status: "new", paid: true, payment_status: "paid" });
    expect(seen.filter((e) => e.channel === `host:${hostId}` && e.type === "order.paid")).toHaveLength(1);
  });

  for (const outcome of ["failed", "canceled", "expired"] as const) {
    it(`${outcome}: the order stays an unpaid concept with that status`, async () => {
      const { hostId, order, payment } = await requested();
      await sim.pay(payment.id, outcome, { webhook: false });
      expect(await handleWebhook(hostId, payment.id)).toEqual({ known: true, transitioned: false });
      expect(await orderRow(getDb(), order.id)).toMatchObject({
        status: "concept",
        paid: false,
        payment_status: outcome,
      });
    });
  }

  it("paid: the customer hears it with the 'ideal' message, logged on the order (docs/spec.md §9)", async () => {
    const { hostId, order, payment } = await requested();
    await getDb()("orders").where({ id: order.id }).update({ phone: "+31612340077", customer_name: "Iris Ideal" });
    await sim.pay(payment.id, "paid", { webhook: false });
    await handleWebhook(hostId, payment.id);
    await handleWebhook(hostId, payment.id); // a second delivery tells nobody twice
    const logged = await getDb()("notifications").where({ order_id: order.id }).select("type", "method", "message");
    expect(logged).toEqual([
      {
        type: "ideal",
        method: "sms",
        message: expect.stringMatching(
          new RegExp(`^Je iDEAL-betaling voor bestelling ${order.number} bij .+ is binnen\\. Dank je wel!$`),
        ),
      },
    ]);
  });

  it("open, then paid later", async () => {
    const { hostId, order, payment } = await requested();
    await sim.pay(payment.id, "open", { webhook: false });
    await handleWebhook(hostId, payment.id);
    expect(await orderRow(getDb(), order.id)).toMatchObject({ status: "concept", payment_status: "open" });
    await sim.pay(payment.id, "paid", { webhook: false });
    expect((await handleWebhook(hostId, payment.id)).transitioned).toBe(true);
    expect(await orderRow(getDb(), order.id)).toMatchObject({ status: "new", paid: true });
  });

  it("a retry after a failure is a new payment for the same order, and paying it works", async () => {
    const { hostId, customerId, order, payment } = await requested();
    await sim.pay(payment.id, "failed", { webhook: false });
    await syncOrderPayment(hostId, order.id);
    const again = await requestPayment({ hostId, hostName: "Pizzaroma", orderId: order.id, customerId, baseUrl: BASE });
    expect(again.id).not.toBe(payment.id);
    await sim.pay(again.id, "paid", { webhook: false });
    await handleWebhook(hostId, again.id);
    // the failed attempt's late webhook changes nothing any more
    await handleWebhook(hostId, payment.id);
    expect(await orderRow(getDb(), order.id)).toMatchObject({ status: "new", paid: true, payment_status: "paid" });
  });
});

describe("idempotency and races", () => {
  it("ten concurrent deliveries of the same webhook make one transition and one event", async () => {
    const { hostId, order, payment } = await requested();
    const seen: LiveEvent[] = [];
    const stop = getBus().subscribe((e) => seen.push(e));
    await sim.pay(payment.id, "paid", { webhook: false });
    const results = await Promise.all(Array.from({ length: 10 }, () => handleWebhook(hostId, payment.id)));
    stop();
    expect(results.filter((r) => r.transitioned)).toHaveLength(1);
    expect(await paidEvents(getDb(), order.id)).toBe(1);
    expect(seen.filter((e) => e.type === "order.paid" && e.channel === `host:${hostId}`)).toHaveLength(1);
  });

  it("return before webhook: one 'paid'", async () => {
    const { hostId, order, payment } = await requested();
    await sim.pay(payment.id, "paid", { webhook: false });
    expect((await syncOrderPayment(hostId, order.id))?.status).toBe("paid");
    expect((await handleWebhook(hostId, payment.id)).transitioned).toBe(false);
    expect(await paidEvents(getDb(), order.id)).toBe(1);
  });

  it("webhook before return, and both at once: one 'paid'", async () => {
    const first = await requested();
    await sim.pay(first.payment.id, "paid", { webhook: false });
    await handleWebhook(first.hostId, first.payment.id);
    await syncOrderPayment(first.hostId, first.order.id);
    expect(await paidEvents(getDb(), first.order.id)).toBe(1);

    const second = await requested();
    await sim.pay(second.payment.id, "paid", { webhook: false });
    await Promise.all([
      handleWebhook(second.hostId, second.payment.id),
      syncOrderPayment(second.hostId, second.order.id),
      handleWebhook(second.hostId, second.payment.id),
    ]);
    expect(await paidEvents(getDb(), second.order.id)).toBe(1);
    expect(await orderRow(getDb(), second.order.id)).toMatchObject({ status: "new", paid: true });
  });

  it("an unknown id, or another host's payment, changes nothing", async () => {
    const { hostId, order, payment } = await requested();
    await sim.pay(payment.id, "paid", { webhook: false });
    expect(await handleWebhook(hostId, "tr_unknown1234")).toEqual({ known: false, transitioned: false });
    const stranger = await idealOrder(getDb());
    expect(await handleWebhook(stranger.hostId, payment.id)).toEqual({ known: false, transitioned: false });
    expect(await orderRow(getDb(), order.id)).toMatchObject({ status: "concept", paid: false });
  });
});

describe("provider down at checkout", () => {
  it("keeps the order as a concept, and the retry works without a second charge", async () => {
    const { hostId, customerId, order } = await idealOrder(getDb());
    const ask = () => requestPayment({ hostId, hostName: "Pizzaroma", orderId: order.id, customerId, baseUrl: BASE });
    const before = sim.store.payments.size;
    sim.faults.down = true;
    await expect(ask()).rejects.toBeInstanceOf(PaymentUnavailableError);
    sim.faults.down = false;
    expect(await orderRow(getDb(), order.id)).toMatchObject({ status: "concept", paid: false, payment_status: "none" });
    expect(sim.store.payments.size).toBe(before);

    // the provider made the payment but its answer was lost: the retry gets that same payment
    sim.faults.failNext = 3;
    sim.faults.afterWork = true;
    await expect(ask()).rejects.toBeInstanceOf(PaymentUnavailableError);
    sim.faults.afterWork = false;
    expect(sim.store.payments.size).toBe(before + 1);
    const retried = await ask();
    expect(sim.store.payments.size).toBe(before + 1);
    expect(retried.status).toBe("open");
    await sim.pay(retried.id, "paid", { webhook: false });
    await handleWebhook(hostId, retried.id);
    expect(await orderRow(getDb(), order.id)).toMatchObject({ status: "new", paid: true });
  }, 30_000);
});
