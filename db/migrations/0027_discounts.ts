// Discounts (docs/issues/020.md §5, decision 050): the restaurant's promotions, and on an order which one it
// got and under what name (the order's `discount` column holds the cents since migration 0005).
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("discounts", (t) => {
    t.increments("id");
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.text("name").notNullable();
    t.text("kind").notNullable();
    t.integer("value").notNullable().defaultTo(0);
    t.text("scope").notNullable().defaultTo("order");
    t.text("target").nullable();
    t.integer("minimum").notNullable().defaultTo(0);
    t.boolean("pickup_only").notNullable().defaultTo(false);
    t.specificType("weekdays", "smallint[]").notNullable().defaultTo("{}");
    t.text("from_time").nullable();
    t.text("until_time").nullable();
    t.date("starts_on").nullable();
    t.date("ends_on").nullable();
    t.text("code").nullable();
    t.integer("max_uses_per_customer").nullable();
    t.boolean("active").notNullable().defaultTo(true);
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("updated_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["host_id", "active"]);
    t.check("kind IN ('percent', 'amount', 'second_half', 'free_item')", [], "discounts_kind_check");
    t.check("scope IN ('order', 'tab', 'group')", [], "discounts_scope_check");
    t.check("value >= 0 AND minimum >= 0", [], "discounts_amounts_check");
  });
  // a code is unique per restaurant, whatever its case
  await knex.raw(
    `CREATE UNIQUE INDEX discounts_code_unique ON discounts (host_id, upper(code)) WHERE code IS NOT NULL`,
  );

  await knex.schema.alterTable("orders", (t) => {
    t.integer("discount_id").nullable().references("id").inTable("discounts").onDelete("SET NULL");
    t.text("discount_name").nullable();
  });
  // docs/issues/020.md §1 leftover: how a member's opt-out came (an SMS "STOP", the /club page)
  await knex.schema.alterTable("host_customers", (t) => {
    t.text("club_opt_out_source").nullable();
  });
  await knex.raw(
    `CREATE INDEX orders_discount_uses_idx ON orders (discount_id, customer_id) WHERE discount_id IS NOT NULL`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("host_customers", (t) => {
    t.dropColumn("club_opt_out_source");
  });
  await knex.schema.alterTable("orders", (t) => {
    t.dropColumn("discount_name");
    t.dropColumn("discount_id");
  });
  await knex.schema.dropTable("discounts");
}
