// The installable app (docs/issues/019.md): the version watch's config document always exists (docs/spec.md §3, §4:
// name 'app', version, update flag), and a push subscription says which device it is (docs/spec.md §3
// user.uuid: the device id the browser made) and whether it is a staff device that wants every new
// order of its restaurant (opted in per device in the profile) rather than a customer's.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex("config_documents").insert({ name: "app", version: "1.8.7", update_flag: 0 }).onConflict("name").ignore();
  await knex.schema.alterTable("push_subscriptions", (t) => {
    t.uuid("device_id").nullable();
    t.boolean("staff").notNullable().defaultTo(false);
    t.index(["staff", "user_id"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("push_subscriptions", (t) => {
    t.dropIndex(["staff", "user_id"]);
    t.dropColumn("device_id");
    t.dropColumn("staff");
  });
}
