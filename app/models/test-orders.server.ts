// Test orders (docs/issues/020.md §3, decision 048): the latest of one host, for /admin/play.
import type { Knex } from "knex";
import type { OrderStatus } from "~/domain/order-status";

export interface TestOrderRow {
  id: number;
  status: OrderStatus;
  paymentMethod: string;
  paid: boolean;
  createdAt: Date;
}

export async function listTestOrders(db: Knex, { hostId, limit = 5 }: { hostId: number; limit?: number }) {
  return db("orders")
    .where({ host_id: hostId, is_test: true })
    .orderBy("id", "desc")
    .limit(limit)
    .select<TestOrderRow[]>({
      id: "id",
      status: "status",
      paymentMethod: "payment_method",
      paid: "paid",
      createdAt: "created_at",
    });
}
