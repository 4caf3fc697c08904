// docs/issues/020.md §3 (decision 048): test orders from /admin/play.
// A test order is a real row that goes through the board, the printer and the messages, but it
// never takes a number from the day's counter: it carries number 0 (shown as "TEST"), so the unique
// day number and the number > 0 check hold for real orders only.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("orders", (t) => {
    t.boolean("is_test").notNullable().defaultTo(false);
  });
  await knex.raw(`ALTER TABLE orders DROP CONSTRAINT orders_number_check`);
  await knex.raw(
    `ALTER TABLE orders ADD CONSTRAINT orders_number_check CHECK (number > 0 OR (is_test AND number = 0))`,
  );
  await knex.raw(`ALTER TABLE orders DROP CONSTRAINT orders_host_id_day_number_unique`);
  await knex.raw(
    `CREATE UNIQUE INDEX orders_host_id_day_number_unique ON orders (host_id, day, number) WHERE NOT is_test`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DELETE FROM orders WHERE is_test`);
  await knex.raw(`DROP INDEX orders_host_id_day_number_unique`);
  await knex.raw(`ALTER TABLE orders ADD CONSTRAINT orders_host_id_day_number_unique UNIQUE (host_id, day, number)`);
  await knex.raw(`ALTER TABLE orders DROP CONSTRAINT orders_number_check`);
  await knex.raw(`ALTER TABLE orders ADD CONSTRAINT orders_number_check CHECK (number > 0)`);
  await knex.schema.alterTable("orders", (t) => {
    t.dropColumn("is_test");
  });
}
