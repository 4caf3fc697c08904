// docs/issues/020.md §4 (decision 052): the signatures of /petitie "Eerlijk bestellen". Platform-wide like
// login codes (one campaign, signed on the platform or any restaurant's domain; host_id says which).
// A row is made unverified with a keyed hash of its code (SMS) or link token (e-mail); it counts
// once verified_at is set and until withdrawn_at is. One counting signature per address: a partial
// unique index, so two verifications racing for one address cannot both count.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("petition_signatures", (t) => {
    t.increments("id").primary();
    t.string("name", 100).notNullable();
    t.string("place", 100).notNullable();
    /** +31612345678 or a lowercased e-mail address */
    t.string("address", 254).notNullable();
    t.string("channel", 8).notNullable();
    t.boolean("owner").notNullable();
    t.boolean("keep_informed").notNullable();
    t.integer("host_id").nullable().references("hosts.id").onDelete("SET NULL");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.string("code_hash", 64).nullable();
    t.timestamp("code_expires_at", { useTz: true }).nullable();
    t.integer("attempts").notNullable().defaultTo(0);
    t.timestamp("verified_at", { useTz: true }).nullable();
    t.string("withdraw_hash", 64).nullable();
    t.timestamp("withdrawn_at", { useTz: true }).nullable();
  });
  await knex.raw(
    `ALTER TABLE petition_signatures ADD CONSTRAINT petition_signatures_channel_check CHECK (channel IN ('sms', 'email'))`,
  );
  await knex.raw(
    `CREATE UNIQUE INDEX petition_signatures_one_per_address ON petition_signatures (address)
     WHERE verified_at IS NOT NULL AND withdrawn_at IS NULL`,
  );
  // unverified rows are swept after a day: personal data of people who never confirmed
  await knex.raw(
    `CREATE INDEX petition_signatures_unverified ON petition_signatures (created_at) WHERE verified_at IS NULL`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("petition_signatures");
}
