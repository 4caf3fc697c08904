// The menu: products, their include groups (SPEC "add") and the items of those groups.
// Children carry host_id too, tied to the parent's host by a composite foreign key, so a row can
// never point at another restaurant's product.
import type { Knex } from "knex";
import { touchUpdatedAt } from "./0001_platform";

const FLAGS = ["pork", "mild", "medium", "hot", "veggie", "peanut"];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("products", (t) => {
    t.increments("id");
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.text("name").notNullable();
    t.text("description").nullable();
    t.text("tab").notNullable(); // a tab of hosts.menu; 'extra' means an extra
    t.text("group_name").nullable();
    t.text("type").nullable();
    t.integer("sort_order").notNullable().defaultTo(0);
    t.integer("sold").notNullable().defaultTo(0);
    t.specificType("allergens", "text[]").notNullable().defaultTo("{}");
    t.specificType("flags", "text[]").notNullable().defaultTo("{}");
    t.integer("price").notNullable();
    t.integer("price_deliver").nullable();
    t.integer("price_takeout").nullable();
    t.jsonb("volumes").notNullable().defaultTo("[]"); // [{name, price|null, count?}]
    t.jsonb("variations").notNullable().defaultTo("[]"); // ["Broodje", "Schotel"]
    t.jsonb("default_includes").notNullable().defaultTo("[]"); // [{name, price}], removable
    t.boolean("favorite").notNullable().defaultTo(false);
    t.boolean("active").notNullable().defaultTo(true);
    t.text("icon").nullable();
    t.timestamps(true, true);
    t.unique(["id", "host_id"]);
    t.index(["host_id", "tab", "sort_order"]);
    t.check(`price >= 0`, [], "products_price_check");
    t.check(`price_deliver IS NULL OR price_deliver >= 0`, [], "products_price_deliver_check");
    t.check(`price_takeout IS NULL OR price_takeout >= 0`, [], "products_price_takeout_check");
    t.check(`sold >= 0`, [], "products_sold_check");
    t.check(`flags <@ ARRAY[${FLAGS.map((f) => `'${f}'`).join(",")}]::text[]`, [], "products_flags_check");
    t.check(`jsonb_typeof(volumes) = 'array'`, [], "products_volumes_check");
    t.check(`jsonb_typeof(variations) = 'array'`, [], "products_variations_check");
    t.check(`jsonb_typeof(default_includes) = 'array'`, [], "products_default_includes_check");
  });
  await touchUpdatedAt(knex, "products");

  await knex.schema.createTable("include_groups", (t) => {
    t.increments("id");
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.integer("product_id").notNullable();
    t.text("name").notNullable();
    t.integer("min").notNullable().defaultTo(0);
    t.integer("max").notNullable().defaultTo(99); // 99 = unlimited
    t.integer("included").notNullable().defaultTo(0); // how many choices are free
    t.boolean("extra").notNullable().defaultTo(false);
    t.jsonb("favorites").notNullable().defaultTo("[]"); // item names shown first
    t.jsonb("exception").notNullable().defaultTo("[]"); // volume/variation names the group skips
    t.integer("sort_order").notNullable().defaultTo(0);
    t.boolean("half").notNullable().defaultTo(false); // second half of a half-and-half ($include2)
    t.timestamps(true, true);
    t.unique(["id", "host_id"]);
    t.foreign(["product_id", "host_id"]).references(["id", "host_id"]).inTable("products").onDelete("CASCADE");
    t.index(["host_id"]);
    t.index(["product_id", "sort_order"]);
    t.check(`min >= 0 AND max >= 0 AND included >= 0`, [], "include_groups_counts_check");
    t.check(`min <= max`, [], "include_groups_min_max_check");
  });
  await touchUpdatedAt(knex, "include_groups");

  await knex.schema.createTable("include_items", (t) => {
    t.increments("id");
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.integer("group_id").notNullable();
    t.text("name").notNullable();
    t.integer("price").notNullable().defaultTo(0);
    t.integer("count").nullable();
    t.text("volume").nullable(); // only offered with this volume of the product
    t.text("tab").nullable();
    t.boolean("extra").notNullable().defaultTo(false);
    t.boolean("incl").notNullable().defaultTo(false); // preselected
    t.integer("sort_order").notNullable().defaultTo(0);
    t.timestamps(true, true);
    t.foreign(["group_id", "host_id"]).references(["id", "host_id"]).inTable("include_groups").onDelete("CASCADE");
    t.index(["host_id"]);
    t.index(["group_id", "sort_order"]);
    t.check(`price >= 0`, [], "include_items_price_check");
  });
  await touchUpdatedAt(knex, "include_items");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("include_items");
  await knex.schema.dropTable("include_groups");
  await knex.schema.dropTable("products");
}
