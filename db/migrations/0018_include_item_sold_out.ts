// "Uitverkocht" for an include item (docs/issues/015.md §4): a choice inside an include group (the topping
// "Ansjovis") sold out until a moment — the end of today in Amsterdam, or 'infinity' until someone
// switches it back — exactly as products.sold_out_until (0011). Null: available.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("include_items", (t) => {
    t.timestamp("sold_out_until", { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("include_items", (t) => {
    t.dropColumn("sold_out_until");
  });
}
