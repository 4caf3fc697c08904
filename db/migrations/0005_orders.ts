// Orders, their items, the per-host per-day number counter, the real-time event log and stamps.
import type { Knex } from "knex";
import { touchUpdatedAt } from "./0001_platform";

const STATUSES = ["concept", "new", "order", "done", "deliver", "archive", "hide", "pending", "active"];
const SOURCES = ["app", "api", "internet", "phone", "desk", "thuisbezorgd"];
const PAYMENT_METHODS = ["cash", "pin", "ideal", "onsite", "ondelivery", "thuisbezorgd"];
// docs/spec.md §4 "payment statuses shown to the customer".
const PAYMENT_STATUSES = [
  "none",
  "cash",
  "pin",
  "onsite",
  "ondelivery",
  "open",
  "canceled",
  "pending",
  "authorized",
  "expired",
  "failed",
  "paid",
  "ideal",
  "thuisbezorgd",
];

export async function up(knex: Knex): Promise<void> {
  // docs/design.md §4: the order's own transaction bumps this row (INSERT … ON CONFLICT DO UPDATE), so
  // numbers are gapless and a rolled-back order gives its number back.
  await knex.schema.createTable("order_counters", (t) => {
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.date("day").notNullable();
    t.integer("last").notNullable().defaultTo(0);
    t.primary(["host_id", "day"]);
  });

  await knex.schema.createTable("orders", (t) => {
    t.increments("id");
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.integer("customer_id").nullable().references("id").inTable("users").onDelete("SET NULL");
    t.integer("number").notNullable();
    t.date("day").notNullable(); // Europe/Amsterdam calendar day the number belongs to
    t.text("status").notNullable().defaultTo("new").checkIn(STATUSES, "orders_status_check");
    t.timestamp("due", { useTz: true }).notNullable();
    t.boolean("asap").notNullable().defaultTo(true);
    t.boolean("deliver").notNullable().defaultTo(true);
    t.text("source").notNullable().defaultTo("internet").checkIn(SOURCES, "orders_source_check");
    t.text("payment_method").notNullable().defaultTo("ideal").checkIn(PAYMENT_METHODS, "orders_payment_method_check");
    t.text("payment_status").notNullable().defaultTo("none").checkIn(PAYMENT_STATUSES, "orders_payment_status_check");
    t.boolean("paid").notNullable().defaultTo(false);
    t.timestamp("paid_at", { useTz: true }).nullable();
    t.integer("paid_by").nullable().references("id").inTable("users").onDelete("SET NULL");
    t.jsonb("address").nullable(); // {street, number, zipcode, city, name, phone}
    t.text("customer_name").nullable();
    t.text("phone").nullable();
    t.text("description").nullable();
    t.integer("subtotal").notNullable().defaultTo(0);
    t.integer("delivery_fee").notNullable().defaultTo(0);
    t.integer("fee").notNullable().defaultTo(0); // iDEAL fee
    t.integer("discount").notNullable().defaultTo(0);
    t.integer("amount").notNullable().defaultTo(0); // what the customer pays
    t.text("idempotency_key").nullable();
    t.text("marketplace_ref").nullable(); // the marketplace's order id, for idempotent import
    t.jsonb("engagement").notNullable().defaultTo("{}");
    t.timestamp("accepted_at", { useTz: true }).nullable();
    t.timestamp("escalated_at", { useTz: true }).nullable();
    t.integer("created_by").nullable().references("id").inTable("users").onDelete("SET NULL");
    t.timestamps(true, true);
    t.unique(["id", "host_id"]);
    t.unique(["host_id", "day", "number"]);
    t.unique(["host_id", "idempotency_key"]);
    t.unique(["host_id", "marketplace_ref"]);
    t.index(["host_id", "status", "due"]); // the board
    t.index(["host_id", "day", "status"]); // the board by period, today's feed
    t.index(["host_id", "created_at"]);
    t.index(["customer_id", "created_at"]); // "my orders"
    t.check(`number > 0`, [], "orders_number_check");
    t.check(
      `subtotal >= 0 AND delivery_fee >= 0 AND fee >= 0 AND discount >= 0 AND amount >= 0`,
      [],
      "orders_amounts_check",
    );
    t.check(`paid = false OR paid_at IS NOT NULL`, [], "orders_paid_at_check");
  });
  await touchUpdatedAt(knex, "orders");
  // The to-do list and the "unpaid iDEAL" banner look for these; keep that scan small.
  await knex.raw(
    `CREATE INDEX orders_unpaid_ideal_idx ON orders (host_id, customer_id) WHERE payment_method = 'ideal' AND paid = false`,
  );

  await knex.schema.createTable("order_items", (t) => {
    t.increments("id");
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.integer("order_id").notNullable();
    t.integer("product_id").nullable().references("id").inTable("products").onDelete("SET NULL");
    t.integer("position").notNullable().defaultTo(1); // $_id
    t.text("name").notNullable();
    t.text("subname").nullable();
    t.text("remark").nullable(); // $description, "Opmerking"
    t.integer("quantity").notNullable().defaultTo(1);
    t.integer("unit_price").notNullable().defaultTo(0);
    t.integer("extras").notNullable().defaultTo(0);
    t.integer("amount").notNullable().defaultTo(0); // quantity × (unit_price + extras)
    t.text("volume").nullable();
    t.text("variation").nullable();
    t.jsonb("includes").notNullable().defaultTo("[]"); // [{name, price}], first half when half
    t.jsonb("includes2").nullable(); // second half of a half-and-half
    t.jsonb("removed").notNullable().defaultTo("[]"); // default includes taken off [{name, price}]
    t.boolean("half").notNullable().defaultTo(false);
    t.boolean("reward").notNullable().defaultTo(false); // a full stamp card's free item
    t.text("icon").nullable();
    t.text("tab").nullable();
    t.text("group_name").nullable();
    t.timestamps(true, true);
    t.foreign(["order_id", "host_id"]).references(["id", "host_id"]).inTable("orders").onDelete("CASCADE");
    t.index(["host_id"]);
    t.index(["order_id", "position"]);
    t.index(["product_id"]);
    t.check(`quantity >= 1`, [], "order_items_quantity_check");
    t.check(`unit_price >= 0 AND extras >= 0 AND amount >= 0`, [], "order_items_amounts_check");
  });
  await touchUpdatedAt(knex, "order_items");

  // Append-only log of what happened to an order, for live listeners and catch-up after a
  // reconnect ("everything for host X since event id N").
  await knex.schema.createTable("order_events", (t) => {
    t.increments("id");
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.integer("order_id").notNullable();
    t.integer("customer_id").nullable().references("id").inTable("users").onDelete("SET NULL");
    t.text("type").notNullable(); // created, status, paid, edited, deleted, …
    t.text("status").nullable();
    t.jsonb("payload").notNullable().defaultTo("{}");
    t.integer("user_id").nullable().references("id").inTable("users").onDelete("SET NULL");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.foreign(["order_id", "host_id"]).references(["id", "host_id"]).inTable("orders").onDelete("CASCADE");
    t.index(["host_id", "id"]);
    t.index(["customer_id", "id"]);
    t.index(["order_id"]);
  });

  // Stamps ledger: the balance is the sum of delta per (host, customer). 'welcome' is the free
  // first stamp, 'order' one per completed order, 'reward' (-10) a redeemed full card.
  await knex.schema.createTable("stamps", (t) => {
    t.increments("id");
    t.integer("host_id").notNullable().references("id").inTable("hosts").onDelete("CASCADE");
    t.integer("customer_id").notNullable().references("id").inTable("users").onDelete("CASCADE");
    t.integer("order_id").nullable().references("id").inTable("orders").onDelete("SET NULL");
    t.integer("delta").notNullable();
    t.text("reason").notNullable().checkIn(["welcome", "order", "reward", "adjust"], "stamps_reason_check");
    t.text("note").nullable();
    t.integer("created_by").nullable().references("id").inTable("users").onDelete("SET NULL");
    t.timestamp("created_at", { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(["host_id", "customer_id"]);
    t.index(["customer_id"]);
    t.check(`delta <> 0`, [], "stamps_delta_check");
  });
  // Replaying "order completed" or "welcome" never stamps twice.
  await knex.raw(
    `CREATE UNIQUE INDEX stamps_order_reason_uniq ON stamps (order_id, reason) WHERE order_id IS NOT NULL`,
  );
  await knex.raw(`CREATE UNIQUE INDEX stamps_welcome_uniq ON stamps (host_id, customer_id) WHERE reason = 'welcome'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("stamps");
  await knex.schema.dropTable("order_events");
  await knex.schema.dropTable("order_items");
  await knex.schema.dropTable("orders");
  await knex.schema.dropTable("order_counters");
}
