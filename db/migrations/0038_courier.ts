// The courier's phone (decisions 076, 077): who took a delivery order and since when
// (`orders.courier_id`, `courier_at`; taken only while it is NULL: one courier per order), the cash
// he marked received at the door (`collected_amount`, `collected_at`), and the note he left when
// nobody was home (`courier_note`). Every tap of the courier screen carries a key: `courier_taps`
// keeps each key once per restaurant, so a tap queued offline and sent twice acts once.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("orders", (t) => {
    t.integer("courier_id").nullable().references("id").inTable("users").onDelete("SET NULL");
    t.timestamp("courier_at", { useTz: true }).nullable();
    t.integer("collected_amount").nullable();
    t.timestamp("collected_at", { useTz: true }).nullable();
    t.text("courier_note").nullable();
    t.check("collected_amount IS NULL OR collected_amount >= 0", [], "orders_collected_amount_check");
  });
  // the courier's list and the close's cash per courier: today's orders of one courier
  await knex.raw("CREATE INDEX orders_courier_idx ON orders (host_id, day, courier_id) WHERE courier_id IS NOT NULL");
  await knex.schema.createTable("courier_taps", (t) => {
    t.increments("id");
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.text("key").notNullable();
    t.integer("user_id").nullable().references("id").inTable("users").onDelete("SET NULL");
    t.integer("order_id").notNullable();
    t.text("action").notNullable();
    t.jsonb("answer").notNullable().defaultTo("{}");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(["host_id", "key"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("courier_taps");
  await knex.raw("DROP INDEX IF EXISTS orders_courier_idx");
  await knex.schema.alterTable("orders", (t) => {
    t.dropChecks(["orders_collected_amount_check"]);
    t.dropColumn("courier_note");
    t.dropColumn("collected_at");
    t.dropColumn("collected_amount");
    t.dropColumn("courier_at");
    t.dropColumn("courier_id");
  });
}
