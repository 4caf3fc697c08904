// Ordering ahead (docs/issues/012.md §6): a planned order (status pending) is released to the kitchen shortly
// before it is due; released_at records when, so "waiting to be accepted" (the escalation SMS)
// counts from the release, not from the day it was ordered.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("orders", (t) => {
    t.timestamp("released_at", { useTz: true }).nullable();
  });
  // the release sweep looks for planned orders by due time
  await knex.raw("CREATE INDEX orders_pending_due ON orders (due) WHERE status = 'pending'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX IF EXISTS orders_pending_due");
  await knex.schema.alterTable("orders", (t) => {
    t.dropColumn("released_at");
  });
}
