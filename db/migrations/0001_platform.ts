// Organisations, hosts (the tenants), users and platform config documents.
// Enum values are written out on purpose: a migration is frozen in time and must not change when
// the application's constants do. Regexes avoid '?' because knex reads it as a binding.
import type { Knex } from "knex";

const ROLES = ["admin", "order", "user", "cook", "courier", "callcenter"];

/** Keeps updated_at honest for writers that forget it; used by every table that has one. */
export async function touchUpdatedAt(knex: Knex, table: string): Promise<void> {
  await knex.raw(`CREATE TRIGGER ?? BEFORE UPDATE ON ?? FOR EACH ROW EXECUTE FUNCTION set_updated_at()`, [
    `${table}_updated_at`,
    table,
  ]);
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE OR REPLACE FUNCTION set_updated_at() RETURNS trigger AS $$
    BEGIN
      IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
        NEW.updated_at = now();
      END IF;
      RETURN NEW;
    END;
    $$ LANGUAGE plpgsql`);

  await knex.schema.createTable("organisations", (t) => {
    t.increments("id");
    t.text("name").notNullable();
    t.boolean("marketplace_sync").notNullable().defaultTo(false);
    // Payment provider key per organisation (docs/issues/005.md): ciphertext only, never the plain key.
    t.text("mollie_key_encrypted").nullable();
    t.text("mollie_key_mode").nullable().checkIn(["test", "live"], "organisations_mollie_key_mode_check");
    t.text("mollie_key_last4").nullable();
    t.jsonb("settings").notNullable().defaultTo("{}");
    t.timestamps(true, true);
  });
  await touchUpdatedAt(knex, "organisations");

  await knex.schema.createTable("hosts", (t) => {
    t.increments("id");
    t.integer("organisation_id").notNullable().references("id").inTable("organisations").onDelete("RESTRICT");
    t.text("perma").notNullable().unique();
    t.text("url").nullable().unique();
    t.text("name").notNullable();
    t.text("short").nullable();
    t.text("banner").nullable();
    t.text("theme_primary").notNullable().defaultTo("#0069b3");
    t.text("theme_secondary").notNullable().defaultTo("#e91e63");
    t.jsonb("menu").notNullable().defaultTo("[]");
    t.specificType("categories", "text[]").notNullable().defaultTo("{}");
    t.text("animation").nullable();
    t.text("description").nullable();
    t.text("address").nullable();
    t.text("zipcode").nullable();
    t.text("city").nullable();
    t.text("phone").nullable();
    t.text("email").nullable();
    t.boolean("paused").notNullable().defaultTo(false);
    // Hidden from the public directory (still reachable on its own subdomain) when false.
    t.boolean("listed").notNullable().defaultTo(true);
    t.jsonb("settings").notNullable().defaultTo("{}");
    t.timestamps(true, true);
    t.index(["organisation_id"]);
    t.check(`perma ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9]){0,1}$'`, [], "hosts_perma_check");
    t.check(`url ~ '^[a-z0-9]([a-z0-9.-]*[a-z0-9]){0,1}$'`, [], "hosts_url_check");
    t.check(`theme_primary ~ '^#[0-9a-fA-F]{6}$'`, [], "hosts_theme_primary_check");
    t.check(`theme_secondary ~ '^#[0-9a-fA-F]{6}$'`, [], "hosts_theme_secondary_check");
    t.check(`jsonb_typeof(menu) = 'array'`, [], "hosts_menu_check");
    t.check(`jsonb_typeof(settings) = 'object'`, [], "hosts_settings_check");
  });
  await touchUpdatedAt(knex, "hosts");
  await knex.raw(`CREATE INDEX hosts_categories_idx ON hosts USING gin (categories)`);

  // Hosts an organisation serves besides its own (a call centre taking orders for restaurants).
  await knex.schema.createTable("organisation_hosts", (t) => {
    t.integer("organisation_id").notNullable().references("id").inTable("organisations").onDelete("CASCADE");
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(["organisation_id", "host_id"]);
    t.index(["host_id"]);
  });

  await knex.schema.createTable("users", (t) => {
    t.increments("id");
    t.text("kind").notNullable().defaultTo("customer").checkIn(["customer", "host", "root"], "users_kind_check");
    t.integer("organisation_id").nullable().references("id").inTable("organisations").onDelete("RESTRICT");
    t.text("org_role").nullable().checkIn(ROLES, "users_org_role_check");
    t.text("role").nullable().checkIn(ROLES, "users_role_check");
    t.text("phone").nullable().unique();
    t.text("email").nullable().unique();
    t.text("password_hash").nullable();
    t.text("name").nullable();
    t.text("first_name").nullable();
    t.text("last_name").nullable();
    t.text("avatar").nullable();
    t.boolean("subscribed").notNullable().defaultTo(false);
    t.jsonb("engagement").notNullable().defaultTo("{}");
    t.timestamp("last_login_at", { useTz: true }).nullable();
    t.timestamps(true, true);
    t.index(["organisation_id"]);
    t.check(`phone ~ '^[+]{0,1}[0-9]{6,15}$'`, [], "users_phone_check");
    t.check(`email = lower(email)`, [], "users_email_lowercase_check");
    t.check(`kind <> 'host' OR organisation_id IS NOT NULL`, [], "users_host_organisation_check");
  });
  await touchUpdatedAt(knex, "users");

  // docs/spec.md §3 config document: the live app version and its update flag (version watch).
  await knex.schema.createTable("config_documents", (t) => {
    t.text("name").primary();
    t.text("version").notNullable();
    t.integer("update_flag").notNullable().defaultTo(0); // 1: clients reload to this version
    t.jsonb("data").notNullable().defaultTo("{}");
    t.timestamps(true, true);
    t.check(`update_flag IN (0, 1)`, [], "config_documents_update_flag_check");
  });
  await touchUpdatedAt(knex, "config_documents");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("config_documents");
  await knex.schema.dropTable("users");
  await knex.schema.dropTable("organisation_hosts");
  await knex.schema.dropTable("hosts");
  await knex.schema.dropTable("organisations");
  await knex.raw(`DROP FUNCTION IF EXISTS set_updated_at()`);
}
