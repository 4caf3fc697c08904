// A customer's history at one host: what a returning customer gets prefilled at checkout.
import type { Knex } from "knex";

export interface LastOrderChoice {
  deliver: boolean;
  paymentMethod: string;
  address: Record<string, string> | null;
}

export async function getLastOrderChoice(
  db: Knex,
  { hostId, customerId }: { hostId: number; customerId: number },
): Promise<LastOrderChoice | null> {
  const row = await db("orders")
    .where({ host_id: hostId, customer_id: customerId })
    .orderBy("created_at", "desc")
    .first<{ deliver: boolean; payment_method: string; address: Record<string, string> | null } | undefined>(
      "deliver",
      "payment_method",
      "address",
    );
  return row ? { deliver: row.deliver, paymentMethod: row.payment_method, address: row.address } : null;
}
