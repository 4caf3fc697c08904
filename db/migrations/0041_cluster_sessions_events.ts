// Several workers on one machine without Redis (decision 087): the sessions live in PostgreSQL,
// where every worker reads them, and a live event too large for one NOTIFY (8,000 bytes) waits here
// for the workers to read it by id. Both are plumbing: no tenant column, nothing a screen lists.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("sessions", (t) => {
    t.text("sid").primary();
    t.jsonb("sess").notNullable();
    t.timestamp("expires_at", { useTz: true }).notNullable();
    t.index(["expires_at"]);
  });
  await knex.schema.createTable("live_event_overflow", (t) => {
    t.bigIncrements("id").primary();
    t.text("body").notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["created_at"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists("live_event_overflow");
  await knex.schema.dropTableIfExists("sessions");
}
