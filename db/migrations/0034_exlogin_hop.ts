// A login hop the server itself redirects to (docs/issues/033.md §10): after "Restaurant openen" the new owner's
// browser is sent from the platform domain to /exlogin/{token} on her new subdomain, where a staff
// session can be set (sessions are host-only cookies, decision 006). Such a token is never put in a
// message, so no link preview can open it: its GET logs in at once, where an SMS link's GET only
// looks and waits for the tap. Every existing token is an ordinary one.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("exlogin_tokens", (t) => {
    t.boolean("hop").notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("exlogin_tokens", (t) => {
    t.dropColumn("hop");
  });
}
