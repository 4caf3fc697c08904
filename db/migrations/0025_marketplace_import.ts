// Thuisbezorgd, the remaining points of docs/issues/018.md (decision 047):
// - marketplace_orders.origin: how a marketplace order reached us — the webhook, the manual import's
//   pull from the marketplace ("pull"), or the portal's CSV export ("csv", bookkeeping only). All
//   three share the UNIQUE (host_id, provider, external_id), so a re-run or an order that came both
//   ways is one row.
// - marketplace_pushes: the outbox of item-availability and online/offline pushes. The owner's action
//   commits a row; a worker sends it and retries later when the marketplace is down.
// - products: the PLU (null = the product's id) is unique per restaurant, as the marketplace maps by it.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("marketplace_orders", (t) => {
    t.text("origin")
      .notNullable()
      .defaultTo("webhook")
      .checkIn(["webhook", "pull", "csv"], "marketplace_orders_origin_check");
  });

  await knex.schema.createTable("marketplace_pushes", (t) => {
    t.increments("id");
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.text("provider").notNullable().defaultTo("thuisbezorgd");
    t.text("kind").notNullable().checkIn(["items", "status"], "marketplace_pushes_kind_check");
    t.jsonb("payload").notNullable();
    t.integer("attempts").notNullable().defaultTo(0);
    t.timestamp("next_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp("sent_at", { useTz: true }).nullable();
    t.text("last_error").nullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["host_id", "created_at"]);
  });
  await knex.raw(`CREATE INDEX marketplace_pushes_owed_idx ON marketplace_pushes (next_at) WHERE sent_at IS NULL`);

  await knex.raw(`CREATE UNIQUE INDEX products_host_plu_unique ON products (host_id, (coalesce(plu, id::text)))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DROP INDEX products_host_plu_unique`);
  await knex.schema.dropTable("marketplace_pushes");
  await knex.schema.alterTable("marketplace_orders", (t) => {
    t.dropChecks(["marketplace_orders_origin_check"]);
    t.dropColumn("origin");
  });
}
