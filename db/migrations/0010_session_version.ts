// A user's sessions end at once, on every instance, when their role changes or they are removed
// from a restaurant (docs/issues/012.md §3, docs/issues/016.md §3). Sessions live in Redis (or in-process) keyed by
// session id, not by user, so instead of hunting them down each session remembers the user's
// session_version at login, and a session whose number is behind the user's row is logged out on
// its next request, whichever instance serves it.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("users", (t) => {
    t.integer("session_version").notNullable().defaultTo(0);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("users", (t) => {
    t.dropColumn("session_version");
  });
}
