// A cart becomes at most one order (docs/issues/014.md §11): ten concurrent checkouts of one cart with ten
// different idempotency keys made ten orders. The checkout stamps the order with its cart's key
// (session + restaurant + how many orders that session's cart already became); the unique index
// lets one insert win and the others answer with that order.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("orders", (t) => {
    t.text("cart_key").nullable();
    t.unique(["host_id", "cart_key"], { indexName: "orders_host_id_cart_key_unique" });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("orders", (t) => {
    t.dropUnique(["host_id", "cart_key"], "orders_host_id_cart_key_unique");
    t.dropColumn("cart_key");
  });
}
