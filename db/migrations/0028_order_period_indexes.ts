// Orders by period at scale (docs/issues/021.md §6, decision 051): the board, the to-do list and the feed ask
// for a restaurant's orders "due in the period OR created in it" (models/order-period.server.ts).
// The existing (host_id, status, due) index has status in between and nothing had (host_id,
// created_at), so each such query read the restaurant's whole history. These two let PostgreSQL
// answer it as a BitmapOr of two short range scans.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.raw("CREATE INDEX orders_host_due_idx ON orders (host_id, due)");
  await knex.raw("CREATE INDEX orders_host_created_idx ON orders (host_id, created_at)");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX IF EXISTS orders_host_created_idx");
  await knex.raw("DROP INDEX IF EXISTS orders_host_due_idx");
}
