// "Uitverkocht" (docs/issues/015.md §4): a product is sold out until a moment — the end of today in
// Amsterdam, or 'infinity' until someone switches it back. Null: available.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("products", (t) => {
    t.timestamp("sold_out_until", { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("products", (t) => {
    t.dropColumn("sold_out_until");
  });
}
