// The customer's data under the AVG (decision 078): a review outlives its author — the score stays
// in the restaurant's average, the text and the link to the person go — so reviews.customer_id may
// be null and is set null when the account is erased. privacy_requests records every export and
// erasure (who asked, who did it, when, why) for the restaurant and for root; it names no customer
// (the person may be erased), only the restaurant and the kind of request.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE reviews ALTER COLUMN customer_id DROP NOT NULL");
  await knex.raw("ALTER TABLE reviews DROP CONSTRAINT reviews_customer_id_foreign");
  await knex.raw(
    "ALTER TABLE reviews ADD CONSTRAINT reviews_customer_id_foreign FOREIGN KEY (customer_id) REFERENCES users(id) ON DELETE SET NULL",
  );
  await knex.schema.createTable("privacy_requests", (t) => {
    t.increments("id").primary();
    // null: the customer's own request for the whole account (every restaurant)
    t.integer("host_id").nullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.text("kind").notNullable();
    t.check("kind IN ('export', 'erase')", [], "privacy_requests_kind_check");
    // 'customer': asked in Mijn gegevens; 'staff': done by the restaurant (or root) on request
    t.text("requested_by").notNullable();
    t.check("requested_by IN ('customer', 'staff')", [], "privacy_requests_by_check");
    t.integer("actor_id").nullable().references("id").inTable("users").onDelete("SET NULL");
    t.text("actor_name").nullable();
    t.text("reason").nullable();
    // what the erasure touched (counts only): orders anonymised, reviews, stamps, devices
    t.jsonb("summary").notNullable().defaultTo("{}");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["created_at"]);
    t.index(["host_id", "created_at"]);
  });
  // the retention sweep's scans (decision 078): orders by age with an address still on them
  await knex.raw(
    "CREATE INDEX orders_address_retention_idx ON orders (created_at) WHERE address IS NOT NULL OR phone IS NOT NULL OR customer_name IS NOT NULL",
  );
  await knex.raw("CREATE INDEX marketplace_orders_created_idx ON marketplace_orders (created_at) WHERE raw <> ''");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX IF EXISTS marketplace_orders_created_idx");
  await knex.raw("DROP INDEX IF EXISTS orders_address_retention_idx");
  await knex.schema.dropTable("privacy_requests");
  await knex.raw("DELETE FROM reviews WHERE customer_id IS NULL");
  await knex.raw("ALTER TABLE reviews DROP CONSTRAINT reviews_customer_id_foreign");
  await knex.raw(
    "ALTER TABLE reviews ADD CONSTRAINT reviews_customer_id_foreign FOREIGN KEY (customer_id) REFERENCES users(id) ON DELETE CASCADE",
  );
  await knex.raw("ALTER TABLE reviews ALTER COLUMN customer_id SET NOT NULL");
}
