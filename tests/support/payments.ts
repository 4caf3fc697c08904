// Payment test helpers: the built-in simulator in this process (the real Mollie client talks to it
// over HTTPS on 127.0.0.1), and an unpaid iDEAL order in 'concept' as checkout leaves it.
import type { Knex } from "knex";
import { usePaymentSimulator } from "~/integrations/mollie/index.server";
import { startPaymentSimulator, type PaymentSimulator } from "~/integrations/mollie/simulator/index.server";
import { createHost, createOrder, createUser } from "../../db/factory";

export async function useSimulator(): Promise<PaymentSimulator> {
  const sim = await startPaymentSimulator();
  usePaymentSimulator(sim);
  return {
    ...sim,
    close: async () => {
      usePaymentSimulator(null);
      await sim.close();
    },
  };
}

/** A restaurant, a customer, and their iDEAL order of € 10,00 + € 0,29 fee waiting for payment. */
export async function idealOrder(db: Knex, opts: { hostId?: number; customerId?: number } = {}) {
  const host = opts.hostId
    ? { id: opts.hostId }
    : await createHost(db, { settings: { payment: { pickup: ["cash", "pin", "ideal"], deliver: ["cash", "ideal"] } } });
  const customerId = opts.customerId ?? (await createUser(db)).id;
  const order = await createOrder(db, host.id, {
    customerId,
    paymentMethod: "ideal",
    status: "concept",
    paymentStatus: "none",
    items: [{ name: "Pizza Margherita", unitPrice: 1000 }],
  });
  return { hostId: host.id, customerId, order };
}

export async function orderRow(db: Knex, orderId: number) {
  return db("orders")
    .where({ id: orderId })
    .first<{ status: string; paid: boolean; payment_status: string; paid_at: Date | null }>(
      "status",
      "paid",
      "payment_status",
      "paid_at",
    );
}

export async function paidEvents(db: Knex, orderId: number): Promise<number> {
  const [{ count }] = await db("order_events")
    .where({ order_id: orderId, type: "paid" })
    .count<Array<{ count: string }>>("id as count");
  return Number(count);
}
