// Include items carry their own VAT rate (docs/issues/033.md §2, decision 071): a beer as a pizza's menu
// choice is 21 % while the pizza is 9 %. `include_items.vat_rate` is 9, 21 or null (= the product's
// rate). An order line keeps the part of its amount at 21 % as `order_items.amount21` (the rest is
// 9 %); lines sold before this were wholly at their own rate, so they get their amount when 21 %.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("include_items", (t) => {
    t.smallint("vat_rate").nullable();
    t.check("vat_rate IS NULL OR vat_rate IN (9, 21)", [], "include_items_vat_rate_check");
  });
  await knex.schema.alterTable("order_items", (t) => {
    t.integer("amount21").notNullable().defaultTo(0);
  });
  await knex.raw("UPDATE order_items SET amount21 = amount WHERE vat_rate = 21 AND amount21 <> amount");
  // the finance sums read amount21 now: the covering index carries it
  await knex.raw("DROP INDEX IF EXISTS order_items_finance_idx");
  await knex.raw(
    "CREATE INDEX order_items_finance_idx ON order_items (order_id) INCLUDE (amount, vat_rate, quantity, amount21)",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX IF EXISTS order_items_finance_idx");
  await knex.raw("CREATE INDEX order_items_finance_idx ON order_items (order_id) INCLUDE (amount, vat_rate, quantity)");
  await knex.schema.alterTable("order_items", (t) => {
    t.dropColumn("amount21");
  });
  await knex.schema.alterTable("include_items", (t) => {
    t.dropChecks(["include_items_vat_rate_check"]);
    t.dropColumn("vat_rate");
  });
}
