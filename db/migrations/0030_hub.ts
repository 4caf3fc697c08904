// /admin/hub "Koppelingen" (docs/issues/020.md §2, decision 053): the last Mollie webhook a restaurant received
// and what came of it. Nothing recorded webhooks before; one row per host (upserted), so a flood of
// calls never grows the table: the last call, its result, and the last one that went well.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("payment_webhook_status", (t) => {
    t.integer("host_id").primary().references("id").inTable("hosts").onDelete("CASCADE");
    t.timestamp("last_at", { useTz: true }).notNullable();
    // ok: the payment was ours and its state applied; unknown: not a payment of this restaurant;
    // failed: the provider could not be asked (Mollie retries) or the handling broke
    t.text("last_result").notNullable().checkIn(["ok", "unknown", "failed"], "payment_webhook_status_result_check");
    t.text("last_payment_id").nullable();
    t.timestamp("last_ok_at", { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("payment_webhook_status");
}
