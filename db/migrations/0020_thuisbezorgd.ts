// Thuisbezorgd (JET Connect) orders on our board (docs/issues/018.md; decisions 038, 039).
// - marketplace_links (0004) gets the link's secrets: the API key (token_encrypted, sealed like the
//   Mollie key) with its last 4, the signing secret sealed, and the "restaurant offline" banner state.
//   One link per host and provider.
// - products.plu: the code the marketplace sends for a product; null means "its own id".
// - marketplace_orders: every order call received, raw, before anything else happens to it (the
//   inbox), and the acknowledgement still owed for it (the outbox the watchdog drains). The unique
//   (host_id, provider, external_id) is what makes 5 retries or 10 concurrent deliveries one order.
import type { Knex } from "knex";
import { touchUpdatedAt } from "./0001_platform";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("marketplace_links", (t) => {
    t.text("token_last4").nullable();
    t.text("secret_encrypted").nullable();
    t.timestamp("offline_since", { useTz: true }).nullable();
    t.text("offline_reason").nullable();
    t.unique(["host_id", "provider"]);
  });

  await knex.schema.alterTable("products", (t) => {
    t.text("plu").nullable();
    t.index(["host_id", "plu"]);
  });
  await knex.raw(
    `ALTER TABLE products ADD CONSTRAINT products_plu_check CHECK (plu IS NULL OR char_length(plu) BETWEEN 1 AND 64)`,
  );

  await knex.schema.createTable("marketplace_orders", (t) => {
    t.increments("id");
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.text("provider")
      .notNullable()
      .defaultTo("thuisbezorgd")
      .checkIn(["thuisbezorgd"], "marketplace_orders_provider_check");
    // the marketplace's order id; null when the payload was unreadable (kept for inspection all the same)
    t.text("external_id").nullable();
    t.text("raw").notNullable();
    t.text("status")
      .notNullable()
      .defaultTo("received")
      .checkIn(["received", "placed", "failed", "malformed"], "marketplace_orders_status_check");
    t.integer("order_id").nullable();
    t.text("error").nullable();
    // what the marketplace is still owed: exactly one sent-to-pos-success or -failed per order
    t.text("ack")
      .notNullable()
      .defaultTo("pending")
      .checkIn(["pending", "success", "failed", "none"], "marketplace_orders_ack_check");
    t.text("ack_reason").nullable();
    t.integer("ack_attempts").notNullable().defaultTo(0);
    t.timestamp("ack_next_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("acked_at", { useTz: true }).nullable();
    t.jsonb("flags").notNullable().defaultTo("[]");
    t.text("courier").nullable();
    t.text("driver_status").nullable();
    t.timestamp("canceled_at", { useTz: true }).nullable();
    t.text("cancel_reason").nullable();
    t.timestamps(true, true);
    t.unique(["host_id", "provider", "external_id"]);
    t.foreign(["order_id", "host_id"]).references(["id", "host_id"]).inTable("orders").onDelete("SET NULL");
    t.index(["host_id", "order_id"]);
  });
  await touchUpdatedAt(knex, "marketplace_orders");
  // the watchdog's scan: only rows still owing a call
  await knex.raw(
    `CREATE INDEX marketplace_orders_ack_pending_idx ON marketplace_orders (ack_next_at) WHERE ack = 'pending'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("marketplace_orders");
  await knex.raw(`ALTER TABLE products DROP CONSTRAINT products_plu_check`);
  await knex.schema.alterTable("products", (t) => {
    t.dropIndex(["host_id", "plu"]);
    t.dropColumn("plu");
  });
  await knex.schema.alterTable("marketplace_links", (t) => {
    t.dropUnique(["host_id", "provider"]);
    t.dropColumn("token_last4");
    t.dropColumn("secret_encrypted");
    t.dropColumn("offline_since");
    t.dropColumn("offline_reason");
  });
}
