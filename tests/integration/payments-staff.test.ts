// Staff side of payments: registering a cash/pin payment from the board (the one implementation
// in payments-staff.server.ts), and refunds of iDEAL payments through the real Mollie client
// against the built-in simulator.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/db.server";
import type { PaymentSimulator } from "~/integrations/mollie/simulator/index.server";
import { getUserById } from "~/models/users.server";
import { boardAction } from "~/services/board-actions.server";
import { ServiceError } from "~/services/errors.server";
import { refundOrder } from "~/services/payment-refunds.server";
import { handleWebhook, requestPayment } from "~/services/payments.server";
import type { SessionUser } from "~/services/session-user.server";
import { parseEuroInput } from "~/domain/euro-input";
import { refundSchema } from "~/schemas/payments-staff";
import { createOrder, createUser } from "../../db/factory";
import { idealOrder, paidEvents, useSimulator } from "../support/payments";

let sim: PaymentSimulator;
beforeAll(async () => {
  sim = await useSimulator();
});
afterAll(async () => {
  await sim?.close();
});

const BASE = "http://pizzaroma.localhost:1";

async function staffOf(hostId: number, role: "order" | "cook" = "order"): Promise<SessionUser> {
  const host = await getDb()("hosts").where({ id: hostId }).first<{ organisation_id: number }>("organisation_id");
  const created = await createUser(getDb(), {
    kind: "host",
    organisationId: host.organisation_id,
    orgRole: role,
    name: "Sanne",
  });
  const user = await getUserById(getDb(), { userId: created.id });
  if (!user) throw new Error("no staff");
  return { user, roles: [role], organisation: null };
}

async function refusal(p: Promise<unknown>): Promise<ServiceError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ServiceError);
  return err as ServiceError;
}

async function refundCount(orderId: number): Promise<number> {
  const [{ count }] = await getDb()("refunds")
    .where({ order_id: orderId })
    .count<Array<{ count: string | number }>>("id as count");
  return Number(count);
}

/** An iDEAL order of € 10,29 paid in the simulator and learnt through the webhook. */
async function paidIdealOrder() {
  const fixture = await idealOrder(getDb());
  const payment = await requestPayment({
    hostId: fixture.hostId,
    hostName: "Pizzaroma",
    orderId: fixture.order.id,
    customerId: fixture.customerId,
    baseUrl: BASE,
  });
  await sim.pay(payment.id, "paid", { webhook: false });
  await handleWebhook(fixture.hostId, payment.id);
  return { ...fixture, paymentId: payment.id };
}

describe("staff mark an order paid (capability 'payed')", () => {
  it("records the order's own method, who and when, once; a repeat changes nothing", async () => {
    const fixture = await idealOrder(getDb());
    const order = await createOrder(getDb(), fixture.hostId, {
      customerId: fixture.customerId,
      status: "done",
      paymentMethod: "pin",
    });
    const staff = await staffOf(fixture.hostId);
    await boardAction({ hostId: fixture.hostId, staff: staff, orderId: order.id, action: { intent: "payed" } });
    await boardAction({ hostId: fixture.hostId, staff: staff, orderId: order.id, action: { intent: "payed" } });
    const row = await getDb()("orders")
      .where({ id: order.id })
      .first("paid", "paid_by", "paid_at", "payment_status", "status");
    expect(row).toMatchObject({ paid: true, paid_by: staff.user.id, payment_status: "pin", status: "done" });
    expect(row.paid_at).toBeInstanceOf(Date);
    expect(await paidEvents(getDb(), order.id)).toBe(1);
  });

  it("an unpaid iDEAL concept paid cash at the counter joins the board as new; without a type it is refused", async () => {
    const { hostId, order } = await idealOrder(getDb());
    const staff = await staffOf(hostId);
    expect(
      (await refusal(boardAction({ hostId, staff: staff, orderId: order.id, action: { intent: "payed" } }))).status,
    ).toBe(422);
    const done = await boardAction({
      hostId,
      staff: staff,
      orderId: order.id,
      action: { intent: "payed", type: "cash" },
    });
    expect(done.status).toBe("new");
    expect(await getDb()("orders").where({ id: order.id }).first("paid", "payment_status", "status")).toMatchObject({
      paid: true,
      payment_status: "cash",
      status: "new",
    });
  });

  it("another restaurant's order is not found", async () => {
    const a = await idealOrder(getDb());
    const b = await idealOrder(getDb());
    const staff = await staffOf(a.hostId);
    expect(
      (
        await refusal(
          boardAction({
            hostId: a.hostId,
            staff: staff,
            orderId: b.order.id,
            action: { intent: "payed", type: "cash" },
          }),
        )
      ).status,
    ).toBe(404);
    expect((await getDb()("orders").where({ id: b.order.id }).first("paid")).paid).toBe(false);
  });
});

describe("refunds of iDEAL payments", () => {
  it("partial then the rest, through the provider; the payment record and refunds table follow", async () => {
    const { hostId, order, paymentId } = await paidIdealOrder();
    const staff = await staffOf(hostId);
    const first = await refundOrder({
      hostId,
      orderId: order.id,
      amount: 250,
      key: "refund-key-0001",
      userId: staff.user.id,
    });
    expect(first).toMatchObject({ amount: 250, refundable: 779 });
    expect(sim.store.refunded(sim.store.payments.get(paymentId)!)).toBe(250);
    const second = await refundOrder({
      hostId,
      orderId: order.id,
      amount: 779,
      key: "refund-key-0002",
      userId: staff.user.id,
    });
    expect(second.refundable).toBe(0);
    const payment = await getDb()("payments").where({ provider_payment_id: paymentId }).first("amount_refunded");
    expect(payment.amount_refunded).toBe(1029);
    const refunds = await getDb()("refunds")
      .where({ order_id: order.id })
      .orderBy("id")
      .select("amount", "provider_refund_id", "created_by");
    expect(refunds).toEqual([
      { amount: 250, provider_refund_id: expect.stringMatching(/^re_/), created_by: staff.user.id },
      { amount: 779, provider_refund_id: expect.stringMatching(/^re_/), created_by: staff.user.id },
    ]);
    expect(sim.store.refunded(sim.store.payments.get(paymentId)!)).toBe(1029);
  });

  it("the same request key refunds once, even when sent concurrently", async () => {
    const { hostId, order, paymentId } = await paidIdealOrder();
    const staff = await staffOf(hostId);
    const req = { hostId, orderId: order.id, amount: 500, key: "refund-key-same", userId: staff.user.id };
    const results = await Promise.allSettled([refundOrder(req), refundOrder(req), refundOrder(req)]);
    expect(results.every((r) => r.status === "fulfilled")).toBe(true);
    expect(await refundCount(order.id)).toBe(1);
    expect(sim.store.refunded(sim.store.payments.get(paymentId)!)).toBe(500);
  });

  it("more than the remainder, an unpaid order, or a cash order → Dutch 4xx and nothing changes", async () => {
    const { hostId, order, paymentId } = await paidIdealOrder();
    const staff = await staffOf(hostId);
    const tooMuch = await refusal(
      refundOrder({ hostId, orderId: order.id, amount: 1030, key: "refund-key-big1", userId: staff.user.id }),
    );
    expect(tooMuch).toMatchObject({
      status: 422,
      message: expect.stringContaining("hoger dan wat nog terugbetaald kan worden"),
    });
    expect(sim.store.refunded(sim.store.payments.get(paymentId)!)).toBe(0);

    const unpaid = await idealOrder(getDb());
    expect(
      (
        await refusal(
          refundOrder({
            hostId: unpaid.hostId,
            orderId: unpaid.order.id,
            amount: 100,
            key: "refund-key-unp1",
            userId: staff.user.id,
          }),
        )
      ).status,
    ).toBe(409);
    // the tenant is part of every lookup: this host's id with the other host's order finds nothing
    expect(
      (
        await refusal(
          refundOrder({
            hostId: unpaid.hostId,
            orderId: order.id,
            amount: 100,
            key: "refund-key-oth1",
            userId: staff.user.id,
          }),
        )
      ).status,
    ).toBe(404);
    expect(await refundCount(order.id)).toBe(0);
  });

  it("parses euro input in cents and refuses zero and nonsense", () => {
    expect(parseEuroInput("12,50")).toBe(1250);
    expect(parseEuroInput("€ 3")).toBe(300);
    expect(parseEuroInput("0,5")).toBe(50);
    expect(parseEuroInput("12,505")).toBeNull();
    expect(refundSchema.safeParse({ amount: "0,00", key: "refund-key-x" }).success).toBe(false);
    expect(refundSchema.safeParse({ amount: "abc", key: "refund-key-x" }).success).toBe(false);
    expect(refundSchema.parse({ amount: "7,79", key: "refund-key-x" }).amount).toBe(779);
  });
});
