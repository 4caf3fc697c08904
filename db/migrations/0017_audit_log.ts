// Restaurant self-service settings and their audit log (docs/issues/016.md §2, §7; decision 021).
// - audit_log: who changed which setting, staff member or role, when, on which restaurant, and
//   what (old → new per field). Never a secret: the services redact before writing.
// - host_perma_redirects: an old subdomain keeps answering with a 301 to the new one for 90 days.
// - opening_exceptions: a date that differs from the weekly hours — closed (a holiday, "vandaag
//   gesloten"), or its own shifts (one row per shift).
// - hosts.paused_until / pause_reason: the pause switch ends by itself at paused_until.
import type { Knex } from "knex";
import { touchUpdatedAt } from "./0001_platform";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("audit_log", (t) => {
    t.bigIncrements("id");
    t.integer("host_id").nullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.integer("organisation_id").nullable().references("id").inTable("organisations").onDelete("CASCADE");
    // who: the user (gone users keep their name here) — null for the system
    t.integer("user_id").nullable().references("id").inTable("users").onDelete("SET NULL");
    t.text("user_name").nullable();
    t.text("area").notNullable(); // profile, perma, domain, categories, hours, zones, pause, orders, payments, staff, …
    t.text("summary").notNullable(); // Dutch, one line: "Openingstijden gewijzigd"
    t.jsonb("changes").notNullable().defaultTo("[]"); // [{field, label, old, new}]
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["host_id", "created_at"]);
    t.index(["organisation_id", "created_at"]);
    t.check(`jsonb_typeof(changes) = 'array'`, [], "audit_log_changes_check");
  });

  await knex.schema.createTable("host_perma_redirects", (t) => {
    t.text("old_perma").primary();
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.timestamp("expires_at", { useTz: true }).notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["host_id"]);
    t.check(`old_perma ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9]){0,1}$'`, [], "host_perma_redirects_perma_check");
  });

  await knex.schema.createTable("opening_exceptions", (t) => {
    t.increments("id");
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.date("date").notNullable();
    // closed all day, or one shift of that day (opens/closes set)
    t.boolean("closed").notNullable().defaultTo(false);
    t.specificType("opens", "time").nullable();
    t.specificType("closes", "time").nullable();
    t.text("note").nullable();
    t.timestamps(true, true);
    t.index(["host_id", "date"]);
    t.check(
      `(closed AND opens IS NULL AND closes IS NULL) OR (NOT closed AND opens IS NOT NULL AND closes > opens)`,
      [],
      "opening_exceptions_shift_check",
    );
  });
  await touchUpdatedAt(knex, "opening_exceptions");

  await knex.schema.alterTable("hosts", (t) => {
    t.timestamp("paused_until", { useTz: true }).nullable();
    t.text("pause_reason").nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("hosts", (t) => {
    t.dropColumn("pause_reason");
    t.dropColumn("paused_until");
  });
  await knex.schema.dropTable("opening_exceptions");
  await knex.schema.dropTable("host_perma_redirects");
  await knex.schema.dropTable("audit_log");
}
