// Loyalty and marketing (docs/issues/020.md): reviews of finished orders, the stamp-card club's reward,
// corrections and paper-card imports (the stamps ledger gains the reason 'import'), and the
// customer's consent to the club's messages (opt-in with date and source, opt-out on "STOP").
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  // One review per order, by the order's own customer; score 1…6 (docs/spec.md §9 "Review scale: 6 icons").
  await knex.schema.createTable("reviews", (t) => {
    t.increments("id");
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.integer("order_id").notNullable().references("id").inTable("orders").onDelete("CASCADE");
    t.integer("customer_id").notNullable().references("id").inTable("users").onDelete("CASCADE");
    t.smallint("score").notNullable();
    t.text("remark").nullable();
    t.text("reply").nullable();
    t.timestamp("replied_at", { useTz: true }).nullable();
    t.integer("replied_by").nullable().references("id").inTable("users").onDelete("SET NULL");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(["order_id"]);
    t.index(["host_id", "created_at"]);
    t.check("score BETWEEN 1 AND 6", [], "reviews_score_check");
  });

  // The club: what a full card gives (free text: "een gratis frisdrank"); null = not set yet.
  await knex.schema.alterTable("hosts", (t) => {
    t.text("club_reward").nullable();
  });

  // Consent to the club's messages, per restaurant: when, and how it was given (checkout, the
  // paper-card import's confirmation, the restaurant on the customer's word); STOP sets opted_out.
  await knex.schema.alterTable("host_customers", (t) => {
    t.timestamp("club_opt_in_at", { useTz: true }).nullable();
    t.text("club_opt_in_source").nullable();
    t.timestamp("club_opt_out_at", { useTz: true }).nullable();
  });

  // A paper card brought over is its own reason in the ledger, so it can be told from a correction.
  await knex.raw(`ALTER TABLE stamps DROP CONSTRAINT stamps_reason_check`);
  await knex.raw(
    `ALTER TABLE stamps ADD CONSTRAINT stamps_reason_check CHECK (reason IN ('welcome', 'order', 'reward', 'adjust', 'import'))`,
  );

  // A campaign sent to the club's opted-in members: what, to how many, by whom.
  await knex.schema.createTable("club_campaigns", (t) => {
    t.increments("id");
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.text("message").notNullable();
    t.integer("recipients").notNullable();
    t.integer("sent").notNullable().defaultTo(0);
    t.integer("created_by").nullable().references("id").inTable("users").onDelete("SET NULL");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["host_id", "created_at"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("club_campaigns");
  await knex.raw(`DELETE FROM stamps WHERE reason = 'import'`);
  await knex.raw(`ALTER TABLE stamps DROP CONSTRAINT stamps_reason_check`);
  await knex.raw(
    `ALTER TABLE stamps ADD CONSTRAINT stamps_reason_check CHECK (reason IN ('welcome', 'order', 'reward', 'adjust'))`,
  );
  await knex.schema.alterTable("host_customers", (t) => {
    t.dropColumn("club_opt_out_at");
    t.dropColumn("club_opt_in_source");
    t.dropColumn("club_opt_in_at");
  });
  await knex.schema.alterTable("hosts", (t) => {
    t.dropColumn("club_reward");
  });
  await knex.schema.dropTable("reviews");
}
