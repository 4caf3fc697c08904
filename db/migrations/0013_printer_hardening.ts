// CloudPRNT as Star's guide specifies (docs/issues/022.md, decision 017): a per-printer secret (only its
// SHA-256 is kept; null = a printer added before this migration, served on its MAC alone until the
// restaurant makes a key), the code page the printer prints text in, an optional buzzer, and an
// index for the board's failed-job banner.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("printers", (t) => {
    t.text("secret_hash").nullable();
    t.text("codepage").notNullable().defaultTo("1252").checkIn(["1252", "858", "437"], "printers_codepage_check");
    t.boolean("buzzer").notNullable().defaultTo(false);
  });
  await knex.raw("CREATE INDEX print_jobs_failed ON print_jobs (host_id, updated_at) WHERE status = 'failed'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX IF EXISTS print_jobs_failed");
  await knex.schema.alterTable("printers", (t) => {
    t.dropChecks(["printers_codepage_check"]);
    t.dropColumn("secret_hash");
    t.dropColumn("codepage");
    t.dropColumn("buzzer");
  });
}
