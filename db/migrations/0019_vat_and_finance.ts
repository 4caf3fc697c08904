// Money (docs/issues/017.md): a VAT rate on each product (9 % food and soft drinks, 21 % alcohol and
// non-food; prices are consumer prices, VAT included) and on each order line, copied from the
// product when the order is placed so a later change of the menu never rewrites a past order
// (decision 035). The financial overview counts orders by their Amsterdam day: an index on
// (host_id, day) with the columns it sums keeps a year of 100,000 orders fast (decision 037).
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("products", (t) => {
    t.smallint("vat_rate").notNullable().defaultTo(9);
    t.check(`vat_rate IN (9, 21)`, [], "products_vat_rate_check");
  });
  await knex.schema.alterTable("order_items", (t) => {
    t.smallint("vat_rate").notNullable().defaultTo(9);
    t.check(`vat_rate IN (9, 21)`, [], "order_items_vat_rate_check");
  });
  await knex.raw(
    `CREATE INDEX orders_finance_idx ON orders (host_id, day) INCLUDE (amount, subtotal, delivery_fee, fee, discount, payment_method, source, deliver, status)`,
  );
  await knex.raw(`CREATE INDEX order_items_finance_idx ON order_items (order_id) INCLUDE (amount, vat_rate, quantity)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DROP INDEX IF EXISTS order_items_finance_idx`);
  await knex.raw(`DROP INDEX IF EXISTS orders_finance_idx`);
  await knex.schema.alterTable("order_items", (t) => {
    t.dropChecks(["order_items_vat_rate_check"]);
    t.dropColumn("vat_rate");
  });
  await knex.schema.alterTable("products", (t) => {
    t.dropChecks(["products_vat_rate_check"]);
    t.dropColumn("vat_rate");
  });
}
