// A customer as known to one restaurant (host_customers), plus the free first stamp.
// await linkCustomerToHost(trx, { hostId, customerId });
import type { Knex } from "knex";
import { NEW_CUSTOMER_STAMPS } from "~/domain/stamps";

/**
 * Links the customer to the host when they first order there, and gives the free first stamp
 * (docs/issues/004.md: "a new customer starts with one"). Both are no-ops the second time: the primary key
 * and the partial unique index on welcome stamps decide, so concurrent first orders are safe.
 */
/** The customer is one of this host's (idempotent), without the welcome stamp. */
export async function ensureHostCustomer(trx: Knex, { hostId, customerId }: { hostId: number; customerId: number }) {
  await trx("host_customers")
    .insert({ host_id: hostId, customer_id: customerId })
    .onConflict(["host_id", "customer_id"])
    .ignore();
}

export async function linkCustomerToHost(trx: Knex, { hostId, customerId }: { hostId: number; customerId: number }) {
  await ensureHostCustomer(trx, { hostId, customerId });
  await trx.raw(
    `INSERT INTO stamps (host_id, customer_id, delta, reason) VALUES (?, ?, ?, 'welcome') ON CONFLICT DO NOTHING`,
    [hostId, customerId, NEW_CUSTOMER_STAMPS],
  );
}

/** Is this restaurant one of the customer's favourites (docs/issues/020.md §7)? */
export async function isFavoriteHost(
  db: Knex,
  { hostId, customerId }: { hostId: number; customerId: number },
): Promise<boolean> {
  const row = await db("host_customers")
    .where({ host_id: hostId, customer_id: customerId, favorite: true })
    .first("host_id");
  return Boolean(row);
}

/** Marks or unmarks the restaurant as the customer's favourite; marking one never ordered from makes them known to it. */
export async function setFavoriteHost(
  db: Knex,
  { hostId, customerId, favorite }: { hostId: number; customerId: number; favorite: boolean },
): Promise<void> {
  await db("host_customers")
    .insert({ host_id: hostId, customer_id: customerId, favorite })
    .onConflict(["host_id", "customer_id"])
    .merge(["favorite"]);
}
