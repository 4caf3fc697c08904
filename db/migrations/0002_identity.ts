// Login codes (SMS), single-use login links (/exlogin/{token}) and web-push subscriptions.
// Platform-level tables: a person is the same across restaurants, so no host_id here.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  // One row per code sent. Only the hash is kept; a code is single use (used_at), expires
  // (expires_at, 10 minutes) and dies after 5 wrong tries (attempts).
  await knex.schema.createTable("login_codes", (t) => {
    t.increments("id");
    t.text("phone").notNullable();
    t.text("code_hash").notNullable();
    t.timestamp("expires_at", { useTz: true }).notNullable();
    t.integer("attempts").notNullable().defaultTo(0);
    t.timestamp("used_at", { useTz: true }).nullable();
    t.text("ip").nullable();
    // docs/spec.md §3 Login {phone, code, force, from}: where the request came from (host perma or app).
    t.text("from").nullable();
    t.integer("host_id").nullable().references("id").inTable("hosts").onDelete("SET NULL");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["phone", "created_at"]);
    t.index(["ip", "created_at"]);
    t.check(`attempts >= 0`, [], "login_codes_attempts_check");
  });

  await knex.schema.createTable("exlogin_tokens", (t) => {
    t.increments("id");
    t.text("token_hash").notNullable().unique();
    t.integer("user_id").notNullable().references("id").inTable("users").onDelete("CASCADE");
    t.integer("host_id").nullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.text("redirect_to").nullable();
    t.timestamp("expires_at", { useTz: true }).notNullable();
    t.timestamp("used_at", { useTz: true }).nullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["user_id"]);
  });

  // docs/spec.md §3 user.uuid (push tokens, list): one row per browser subscription.
  await knex.schema.createTable("push_subscriptions", (t) => {
    t.increments("id");
    t.integer("user_id").notNullable().references("id").inTable("users").onDelete("CASCADE");
    t.text("endpoint").notNullable().unique();
    t.text("p256dh").notNullable();
    t.text("auth").notNullable();
    t.text("user_agent").nullable();
    t.timestamp("last_used_at", { useTz: true }).nullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["user_id"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("push_subscriptions");
  await knex.schema.dropTable("exlogin_tokens");
  await knex.schema.dropTable("login_codes");
}
