// /customers (docs/issues/007.md): a restaurant's customer list aggregates its orders per customer, and staff
// keep a note per customer per restaurant (docs/spec.md §6 engagement, docs/decisions/008).
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  // One index scan per host gives every customer's order count, total, last order and name
  // (the list's aggregate), and a customer's own orders at the host, newest first.
  await knex.raw(
    `CREATE INDEX orders_host_customer_idx ON orders (host_id, customer_id, created_at DESC)
       INCLUDE (status, amount, customer_name) WHERE customer_id IS NOT NULL`,
  );
  // The note lives on the host's own relation row (host_customers.note), never on the shared user.
  await knex.raw(
    `ALTER TABLE host_customers ADD CONSTRAINT host_customers_note_length_check CHECK (char_length(note) <= 1000)`,
  );
  await knex.raw(
    `ALTER TABLE host_customers ADD CONSTRAINT host_customers_engagement_check CHECK (jsonb_typeof(engagement) = 'object')`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`ALTER TABLE host_customers DROP CONSTRAINT host_customers_engagement_check`);
  await knex.raw(`ALTER TABLE host_customers DROP CONSTRAINT host_customers_note_length_check`);
  await knex.raw(`DROP INDEX orders_host_customer_idx`);
}
