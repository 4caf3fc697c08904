// Restaurant sign-up (/register) and suspension by root (docs/issues/016.md §1, §6).
// - hosts.suspended_at / suspended_reason: root took the restaurant offline; its data stays, its
//   pages say "tijdelijk niet beschikbaar" and it takes no orders. A suspension always has a reason.
// - hosts.created_via: 'register' for a self-service sign-up (root's list shows new sign-ups),
//   null for restaurants made by hand or by the seed.
// - hosts.sign_up_key: the form's idempotency key; the same sign-up submitted twice finds the one
//   restaurant it made instead of making a second (unique).
// - hosts.created_by: who signed it up (the owner), for that replay check.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("hosts", (t) => {
    t.timestamp("suspended_at", { useTz: true }).nullable();
    t.text("suspended_reason").nullable();
    t.text("created_via").nullable();
    t.text("sign_up_key").nullable().unique();
    t.integer("created_by").nullable().references("id").inTable("users").onDelete("SET NULL");
    t.check(
      `suspended_at IS NULL OR (suspended_reason IS NOT NULL AND length(suspended_reason) > 0)`,
      [],
      "hosts_suspended_reason_check",
    );
    t.check(`created_via IS NULL OR created_via IN ('register')`, [], "hosts_created_via_check");
  });
  // root's list filters on them
  await knex.raw(`CREATE INDEX hosts_suspended_idx ON hosts (suspended_at) WHERE suspended_at IS NOT NULL`);
  await knex.raw(`CREATE INDEX hosts_created_at_idx ON hosts (created_at)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DROP INDEX IF EXISTS hosts_created_at_idx`);
  await knex.raw(`DROP INDEX IF EXISTS hosts_suspended_idx`);
  await knex.schema.alterTable("hosts", (t) => {
    t.dropChecks(["hosts_suspended_reason_check", "hosts_created_via_check"]);
    t.dropColumn("created_by");
    t.dropColumn("sign_up_key");
    t.dropColumn("created_via");
    t.dropColumn("suspended_reason");
    t.dropColumn("suspended_at");
  });
}
