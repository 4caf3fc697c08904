// JET Connect as JET publishes it (docs/issues/034.md, decision 064):
// - marketplace_orders.reference: `third_party_order_reference`, the number the customer quotes (card,
//   receipt); .tax: the order's VAT (`payment.final.tax`, cents).
// - marketplace_links.problem / problem_at: the last call JET refused (a 4xx on sent-to-pos, item
//   availability or offline/online), shown on the owner's Thuisbezorgd page and the hub until a call
//   goes through again.
// - marketplace_pushes.refused_at: JET refused this push (4xx): it is not sent again.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("marketplace_orders", (t) => {
    t.text("reference").nullable();
    t.integer("tax").nullable();
  });
  await knex.schema.alterTable("marketplace_links", (t) => {
    t.text("problem").nullable();
    t.timestamp("problem_at", { useTz: true }).nullable();
  });
  await knex.schema.alterTable("marketplace_pushes", (t) => {
    t.timestamp("refused_at", { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable("marketplace_pushes", (t) => t.dropColumn("refused_at"));
  await knex.schema.alterTable("marketplace_links", (t) => {
    t.dropColumn("problem");
    t.dropColumn("problem_at");
  });
  await knex.schema.alterTable("marketplace_orders", (t) => {
    t.dropColumn("reference");
    t.dropColumn("tax");
  });
}
