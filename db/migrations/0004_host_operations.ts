// What a restaurant runs on besides its menu: opening hours, delivery zones, printers, the
// marketplace link, notification templates, and its relation with each customer.
import type { Knex } from "knex";
import { touchUpdatedAt } from "./0001_platform";

export async function up(knex: Knex): Promise<void> {
  // ISO weekday 1 = Monday … 7 = Sunday. A split shift is two rows on one weekday. Times are
  // Europe/Amsterdam wall-clock; closes may be 24:00. A shift past midnight is two rows
  // (e.g. Fri 16:00–24:00 and Sat 00:00–01:00).
  await knex.schema.createTable("opening_hours", (t) => {
    t.increments("id");
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.smallint("weekday").notNullable();
    t.specificType("opens", "time").notNullable();
    t.specificType("closes", "time").notNullable();
    t.timestamps(true, true);
    t.unique(["host_id", "weekday", "opens"]);
    t.check(`weekday BETWEEN 1 AND 7`, [], "opening_hours_weekday_check");
    t.check(`closes > opens`, [], "opening_hours_range_check");
  });
  await touchUpdatedAt(knex, "opening_hours");

  // Dutch postcodes by their 4 digits, inclusive range. free_from null = never free.
  await knex.schema.createTable("delivery_zones", (t) => {
    t.increments("id");
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.text("name").nullable();
    t.integer("zip_from").notNullable();
    t.integer("zip_to").notNullable();
    t.integer("fee").notNullable().defaultTo(0);
    t.integer("minimum").notNullable().defaultTo(0);
    t.integer("free_from").nullable();
    t.boolean("active").notNullable().defaultTo(true);
    t.timestamps(true, true);
    t.index(["host_id", "zip_from", "zip_to"]);
    t.check(
      `zip_from BETWEEN 1000 AND 9999 AND zip_to BETWEEN 1000 AND 9999 AND zip_from <= zip_to`,
      [],
      "delivery_zones_zip_check",
    );
    t.check(`fee >= 0 AND minimum >= 0 AND (free_from IS NULL OR free_from >= 0)`, [], "delivery_zones_amounts_check");
  });
  await touchUpdatedAt(knex, "delivery_zones");

  // Star CloudPRNT printers. The printer polls with only its MAC, so the MAC is globally unique;
  // stored lowercase with colons (aa:bb:cc:dd:ee:ff).
  await knex.schema.createTable("printers", (t) => {
    t.increments("id");
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.text("name").notNullable();
    t.text("mac").notNullable().unique();
    t.text("paper").notNullable().defaultTo("thermal3").checkIn(["thermal2", "thermal3"], "printers_paper_check");
    t.boolean("active").notNullable().defaultTo(true);
    t.timestamp("last_poll_at", { useTz: true }).nullable();
    t.text("last_status").nullable();
    t.timestamps(true, true);
    t.unique(["id", "host_id"]);
    t.index(["host_id"]);
    t.check(`mac ~ '^[0-9a-f]{2}(:[0-9a-f]{2}){5}$'`, [], "printers_mac_check");
  });
  await touchUpdatedAt(knex, "printers");

  // The host's account on a food delivery marketplace (orders are imported from it).
  await knex.schema.createTable("marketplace_links", (t) => {
    t.increments("id");
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.text("provider")
      .notNullable()
      .defaultTo("thuisbezorgd")
      .checkIn(["thuisbezorgd"], "marketplace_links_provider_check");
    t.text("external_id").notNullable();
    t.text("token_encrypted").nullable();
    t.boolean("active").notNullable().defaultTo(true);
    t.timestamp("last_sync_at", { useTz: true }).nullable();
    t.jsonb("settings").notNullable().defaultTo("{}");
    t.timestamps(true, true);
    t.unique(["provider", "external_id"]);
    t.index(["host_id"]);
  });
  await touchUpdatedAt(knex, "marketplace_links");

  // Host-edited wording per situation (docs/spec.md §9). Absent row = the built-in default text.
  await knex.schema.createTable("notification_templates", (t) => {
    t.increments("id");
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.text("type").notNullable(); // ideal, notnew, order, archive, due, thuisbezorgd, …
    t.text("sub").notNullable().defaultTo(""); // for due: init, early, late, onroute
    t.text("title").nullable();
    t.text("message").notNullable();
    t.boolean("active").notNullable().defaultTo(true);
    t.timestamps(true, true);
    t.unique(["host_id", "type", "sub"]);
  });
  await touchUpdatedAt(knex, "notification_templates");

  // A customer as known to one restaurant: engagement data stored by staff, favourite flag.
  await knex.schema.createTable("host_customers", (t) => {
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.integer("customer_id").notNullable().references("id").inTable("users").onDelete("CASCADE");
    t.jsonb("engagement").notNullable().defaultTo("{}");
    t.boolean("favorite").notNullable().defaultTo(false);
    t.text("note").nullable();
    t.timestamps(true, true);
    t.primary(["host_id", "customer_id"]);
    t.index(["customer_id"]);
  });
  await touchUpdatedAt(knex, "host_customers");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("host_customers");
  await knex.schema.dropTable("notification_templates");
  await knex.schema.dropTable("marketplace_links");
  await knex.schema.dropTable("printers");
  await knex.schema.dropTable("delivery_zones");
  await knex.schema.dropTable("opening_hours");
}
