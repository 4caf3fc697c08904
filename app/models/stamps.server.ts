// The stamp ledger: a customer's balance at one host is the sum of its rows.
import type { Knex } from "knex";
import { getDb } from "~/db.server";

export async function getStampBalance({ hostId, customerId }: { hostId: number; customerId: number }, db: Knex = getDb()): Promise<number> {
  const row = await db("stamps").where({ host_id: hostId, customer_id: customerId }).sum<{ total: number | null }>({ total: "delta" }).first();
  return Number(row?.total ?? 0);
}
