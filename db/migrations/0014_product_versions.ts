// The product editor (docs/issues/015.md §8, §9): a version per product, so an edit based on an outdated one
// is refused (409) instead of silently overwriting another admin's change; and the product's history,
// who changed what and when, kept when the product itself is deleted (no foreign key to products).
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("products", (t) => {
    t.integer("version").notNullable().defaultTo(1);
  });
  await knex.schema.createTable("product_history", (t) => {
    t.increments("id");
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.integer("product_id").notNullable();
    t.text("product_name").notNullable();
    t.integer("version").notNullable();
    t.integer("user_id").nullable().references("id").inTable("users").onDelete("SET NULL");
    t.text("user_name").nullable();
    t.text("action").notNullable(); // created | updated | deleted | duplicated
    t.jsonb("changes").notNullable().defaultTo("[]"); // [{field, from, to}]
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["host_id", "product_id", "created_at"]);
    t.check(`action IN ('created', 'updated', 'deleted', 'duplicated')`, [], "product_history_action_check");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("product_history");
  await knex.schema.alterTable("products", (t) => {
    t.dropColumn("version");
  });
}
