// "Dagafsluiting" (docs/issues/017.md §3, decision 045): a closed day's figures as they were when the owner
// closed it. The snapshot is the only stored copy of figures in the finance screens: it is what was
// counted that evening, so a later edit of that day's orders shows as a correction on the next
// close instead of silently changing a closed day. One close per restaurant per day.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("day_closes", (t) => {
    t.increments("id");
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.date("day").notNullable(); // the Amsterdam day closed (orders.day)
    t.timestamp("closed_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.integer("closed_by").nullable().references("id").inTable("users").onDelete("SET NULL");
    // the day's figures per payment method, its unpaid orders and the corrections of earlier
    // closed days it reported (app/domain/day-close.ts DayCloseSnapshot)
    t.jsonb("figures").notNullable();
    t.unique(["host_id", "day"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("day_closes");
}
