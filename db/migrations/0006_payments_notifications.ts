// Payments and refunds through the provider, the notification log, and the print queue.
import type { Knex } from "knex";
import { touchUpdatedAt } from "./0001_platform";

// Mollie's payment statuses.
const PAYMENT_STATUSES = ["open", "canceled", "pending", "authorized", "expired", "failed", "paid"];

export async function up(knex: Knex): Promise<void> {
  // One row per payment requested at the provider (a retry is a new row). Orders with a payment
  // cannot be deleted (NO ACTION, checked at statement end so deleting a whole host still cascades):
  // money records outlive the order card.
  await knex.schema.createTable("payments", (t) => {
    t.increments("id");
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.integer("order_id").notNullable();
    t.text("provider").notNullable().defaultTo("mollie");
    t.text("provider_payment_id").nullable().unique(); // tr_…; null until the provider answered
    t.text("idempotency_key").notNullable();
    t.text("method").notNullable().defaultTo("ideal");
    t.text("status").notNullable().defaultTo("open").checkIn(PAYMENT_STATUSES, "payments_status_check");
    t.integer("amount").notNullable(); // charged, iDEAL fee included
    t.integer("fee").notNullable().defaultTo(0);
    t.text("currency").notNullable().defaultTo("EUR");
    t.text("mode").nullable().checkIn(["test", "live"], "payments_mode_check");
    t.text("profile_id").nullable();
    t.text("checkout_url").nullable();
    t.integer("amount_refunded").notNullable().defaultTo(0);
    t.timestamp("paid_at", { useTz: true }).nullable();
    t.timestamp("expires_at", { useTz: true }).nullable();
    t.jsonb("details").notNullable().defaultTo("{}"); // the provider's last answer, trimmed
    t.timestamps(true, true);
    t.unique(["id", "host_id"]);
    t.unique(["host_id", "idempotency_key"]);
    t.foreign(["order_id", "host_id"]).references(["id", "host_id"]).inTable("orders").onDelete("NO ACTION");
    t.index(["host_id", "status"]);
    t.index(["order_id"]);
    t.check(
      `amount >= 0 AND fee >= 0 AND amount_refunded >= 0 AND amount_refunded <= amount`,
      [],
      "payments_amounts_check",
    );
  });
  await touchUpdatedAt(knex, "payments");

  await knex.schema.createTable("refunds", (t) => {
    t.increments("id");
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.integer("payment_id").notNullable();
    t.integer("order_id").notNullable();
    t.text("provider_refund_id").nullable().unique(); // re_…
    t.text("idempotency_key").notNullable();
    t.integer("amount").notNullable();
    t.text("status")
      .notNullable()
      .defaultTo("queued")
      .checkIn(["queued", "pending", "processing", "refunded", "failed", "canceled"], "refunds_status_check");
    t.text("description").nullable();
    t.integer("created_by").nullable().references("id").inTable("users").onDelete("SET NULL");
    t.timestamps(true, true);
    t.unique(["host_id", "idempotency_key"]);
    t.foreign(["payment_id", "host_id"]).references(["id", "host_id"]).inTable("payments").onDelete("NO ACTION");
    t.foreign(["order_id", "host_id"]).references(["id", "host_id"]).inTable("orders").onDelete("NO ACTION");
    t.index(["host_id"]);
    t.index(["payment_id"]);
    t.check(`amount > 0`, [], "refunds_amount_check");
  });
  await touchUpdatedAt(knex, "refunds");

  // docs/spec.md §3 order.notifications: every attempt, sent or failed, with what the customer saw.
  await knex.schema.createTable("notifications", (t) => {
    t.increments("id");
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.integer("order_id").nullable();
    t.integer("user_id").nullable().references("id").inTable("users").onDelete("SET NULL"); // recipient
    t.text("method").notNullable().checkIn(["push", "sms"], "notifications_method_check");
    t.text("type").notNullable(); // template: ideal, notnew, order, archive, due, thuisbezorgd, message, escalation
    t.text("sub").nullable(); // due: init, early, late, onroute
    t.text("message").notNullable();
    t.text("link").nullable();
    t.text("from").nullable(); // who sent it (staff name, or 'system')
    t.integer("from_user_id").nullable().references("id").inTable("users").onDelete("SET NULL");
    t.text("recipient").nullable(); // phone number or push endpoint
    t.text("status")
      .notNullable()
      .defaultTo("sent")
      .checkIn(["sent", "failed", "skipped"], "notifications_status_check");
    t.text("error").nullable();
    t.text("provider_id").nullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.foreign(["order_id", "host_id"]).references(["id", "host_id"]).inTable("orders").onDelete("CASCADE");
    t.index(["host_id", "created_at"]);
    t.index(["order_id", "created_at"]);
    t.index(["user_id"]);
  });
  await knex.raw(
    `CREATE INDEX notifications_failed_idx ON notifications (host_id, created_at) WHERE status = 'failed'`,
  );

  // CloudPRNT queue: the printer polls, fetches the oldest queued job, then confirms it.
  await knex.schema.createTable("print_jobs", (t) => {
    t.increments("id");
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.integer("printer_id").notNullable();
    t.integer("order_id").nullable();
    t.text("status")
      .notNullable()
      .defaultTo("queued")
      .checkIn(["queued", "printing", "done", "failed", "canceled"], "print_jobs_status_check");
    t.text("content_type").nullable();
    t.text("content").nullable(); // rendered receipt when stored; else rendered at fetch time
    t.integer("attempts").notNullable().defaultTo(0);
    t.text("last_code").nullable(); // the printer's last DELETE code
    t.integer("requested_by").nullable().references("id").inTable("users").onDelete("SET NULL");
    t.timestamp("fetched_at", { useTz: true }).nullable();
    t.timestamp("done_at", { useTz: true }).nullable();
    t.timestamps(true, true);
    t.foreign(["printer_id", "host_id"]).references(["id", "host_id"]).inTable("printers").onDelete("CASCADE");
    t.foreign(["order_id", "host_id"]).references(["id", "host_id"]).inTable("orders").onDelete("CASCADE");
    t.index(["host_id"]);
    t.index(["printer_id", "status", "id"]);
  });
  await touchUpdatedAt(knex, "print_jobs");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("print_jobs");
  await knex.schema.dropTable("notifications");
  await knex.schema.dropTable("refunds");
  await knex.schema.dropTable("payments");
}
