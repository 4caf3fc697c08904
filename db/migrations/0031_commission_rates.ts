// Marketplace commission per restaurant with an effective date (docs/issues/017.md §4, docs/issues/018.md §7, decision
// 056): a rate holds from its date until the next one. The percent in hundredths (1300 = 13 %) and
// the fee per order in cents keep every figure an integer. No row: the published default.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("commission_rates", (t) => {
    t.increments("id");
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.date("effective_from").notNullable();
    t.integer("percent_hundredths").notNullable();
    t.integer("per_order_cents").notNullable();
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(["host_id", "effective_from"]);
    t.check(
      "percent_hundredths BETWEEN 0 AND 10000 AND per_order_cents BETWEEN 0 AND 10000",
      [],
      "commission_rates_bounds_check",
    );
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("commission_rates");
}
