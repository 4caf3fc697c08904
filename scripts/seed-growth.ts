// Growth data (docs/issues/021.md §6, decision 051): RESTAURANTS restaurants cloned from a template restaurant
// (its settings, opening hours and products) and ORDERS past orders (one line and one history event
// each) spread over them and the template itself, with customers, all generated inside PostgreSQL
// (generate_series, one transaction): 1,000 restaurants and 1,000,000 orders in a few minutes.
// Every order is of an earlier day (today's board is the template's own) and 'archive'; the template
// restaurant gets one order in twenty (50,000 at full scale, ~150 a day) so its board, customer list
// and to-do list run against a long history. Numbers are gapless per restaurant and day.
//
//   npx tsx scripts/seed-growth.ts --dir /tmp/growth [--restaurants 1000] [--orders 1000000] [--perma pizzaroma] [--explain]
// starts the embedded PostgreSQL in DIR/pg (migrated, demo seeded when empty), generates, VACUUMs and ANALYZEs;
// --explain prints EXPLAIN (ANALYZE) of the board's, the customer list's and the to-do list's queries.
import crypto from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import knex, { type Knex } from "knex";

export interface GrowthOptions {
  restaurants: number;
  orders: number;
  /** the restaurant cloned, and the one that gets one order in twenty */
  templateHostId: number;
  /** the new restaurants' perma prefix (unique per run) */
  prefix?: string;
}

export interface GrowthResult {
  hostIds: number[];
  customers: number;
  orders: number;
}

async function columnsOf(db: Knex, table: string, except: string[]): Promise<string[]> {
  const rows = await db("information_schema.columns")
    .where({ table_schema: "public", table_name: table })
    .orderBy("ordinal_position")
    .pluck<string[]>("column_name");
  return rows.filter((c) => !except.includes(c));
}

const quoted = (cols: string[]) => cols.map((c) => `"${c}"`).join(", ");

export async function seedGrowth(db: Knex, o: GrowthOptions): Promise<GrowthResult> {
  const prefix = o.prefix ?? `groei-${crypto.randomBytes(3).toString("hex")}`;
  const customers = Math.max(100, Math.round(o.orders / 10));
  // a block of phone numbers of its own: +31 9 BBBB NNNNNNN (not a Dutch mobile, never texted)
  const block = crypto.randomInt(1000, 9999);
  return db.transaction(async (trx) => {
    const hostCols = await columnsOf(trx, "hosts", [
      "id",
      "organisation_id",
      "perma",
      "name",
      "url",
      "created_at",
      "updated_at",
    ]);
    await trx.raw(`CREATE TEMP TABLE growth_hosts (k int PRIMARY KEY, id int NOT NULL) ON COMMIT DROP`);
    await trx.raw(
      `WITH orgs AS (
         INSERT INTO organisations (name) SELECT ? || '-' || g FROM generate_series(1, ?) g RETURNING id, name
       ), hosts_in AS (
         INSERT INTO hosts (organisation_id, perma, name, ${quoted(hostCols)})
         SELECT orgs.id, orgs.name, 'Groei ' || orgs.name, ${hostCols.map((c) => `t."${c}"`).join(", ")}
         FROM orgs CROSS JOIN (SELECT * FROM hosts WHERE id = ?) t
         RETURNING id
       )
       INSERT INTO growth_hosts (k, id) SELECT (row_number() OVER (ORDER BY id))::int - 1, id FROM hosts_in`,
      [prefix, o.restaurants, o.templateHostId],
    );
    await trx.raw(
      `INSERT INTO opening_hours (host_id, weekday, opens, closes)
       SELECT g.id, oh.weekday, oh.opens, oh.closes FROM growth_hosts g CROSS JOIN opening_hours oh WHERE oh.host_id = ?`,
      [o.templateHostId],
    );
    const productCols = await columnsOf(trx, "products", ["id", "host_id", "created_at", "updated_at"]);
    await trx.raw(
      `INSERT INTO products (host_id, ${quoted(productCols)})
       SELECT g.id, ${productCols.map((c) => `p."${c}"`).join(", ")} FROM growth_hosts g CROSS JOIN products p WHERE p.host_id = ?`,
      [o.templateHostId],
    );
    await trx.raw(`CREATE TEMP TABLE growth_customers (k int PRIMARY KEY, id int NOT NULL) ON COMMIT DROP`);
    await trx.raw(
      `WITH ins AS (
         INSERT INTO users (kind, phone, first_name, last_name)
         SELECT 'customer', '+319' || ? || lpad(g::text, 7, '0'), 'Klant', g::text FROM generate_series(1, ?) g
         RETURNING id
       )
       INSERT INTO growth_customers (k, id) SELECT (row_number() OVER (ORDER BY id))::int - 1, id FROM ins`,
      [String(block), customers],
    );
    // before the template's own (demo) orders, so numbers never meet theirs
    const first = await trx.raw<{ rows: Array<{ day: string }> }>(
      `SELECT to_char(least(current_date, min(day)), 'YYYY-MM-DD') AS day FROM orders WHERE host_id = ?`,
      [o.templateHostId],
    );
    const before = first.rows[0]!.day;
    // order g: the template's when g % 20 = 0, else the others' in turn; its k-th order of that
    // restaurant falls on the k / perDay-th day before the first, numbered k % perDay + 1
    const { rows } = await trx.raw<{ rows: Array<{ n: string }> }>(
      `WITH spread AS (
         SELECT g, CASE WHEN g % 20 = 0 THEN ?::int ELSE (SELECT id FROM growth_hosts WHERE k = (g - g / 20 - 1) % ?) END AS host_id,
                CASE WHEN g % 20 = 0 THEN 150 ELSE 10 END AS per_day
         FROM generate_series(0, ? - 1) g
       ), numbered AS (
         SELECT g, host_id, per_day, (row_number() OVER (PARTITION BY host_id ORDER BY g))::int - 1 AS k FROM spread
       ), placed AS (
         SELECT n.g, n.host_id, c.id AS customer_id, n.k % n.per_day + 1 AS number,
                (?::date - 1 - n.k / n.per_day) AS day,
                (?::date - 1 - n.k / n.per_day) + time '11:00' + (n.k % n.per_day) * interval '4 minutes' AS due
         FROM numbered n JOIN growth_customers c ON c.k = (n.g::bigint * 7919) % ?
       ), o AS (
         INSERT INTO orders (host_id, customer_id, number, day, status, due, asap, deliver, source, payment_method,
                             payment_status, customer_name, phone, subtotal, delivery_fee, fee, amount,
                             idempotency_key, created_by, created_at)
         SELECT host_id, customer_id, number, day, 'archive', due, true, false, 'internet', 'cash', 'cash',
                'Klant ' || customer_id, '0612345678', 1250, 0, 0, 1250, ? || '-' || g, customer_id,
                due - interval '30 minutes'
         FROM placed
         RETURNING id, host_id, customer_id, number, amount, created_at
       ), items AS (
         INSERT INTO order_items (host_id, order_id, product_id, position, name, quantity, unit_price, extras, amount,
                                  includes, removed, half)
         SELECT host_id, id, NULL, 1, 'Pizza Margherita', 1, 1250, 0, 1250, '[]', '[]', false FROM o
       ), events AS (
         INSERT INTO order_events (host_id, order_id, customer_id, type, status, user_id, payload, created_at)
         SELECT host_id, id, customer_id, 'created', 'archive', customer_id,
                json_build_object('number', number, 'amount', amount), created_at FROM o
       ), known AS (
         INSERT INTO host_customers (host_id, customer_id) SELECT DISTINCT host_id, customer_id FROM o
         ON CONFLICT DO NOTHING
       )
       SELECT count(*) AS n FROM o`,
      [o.templateHostId, o.restaurants, o.orders, before, before, customers, prefix],
    );
    const hostIds = await trx("growth_hosts").orderBy("k").pluck<number[]>("id");
    return { hostIds, customers, orders: Number(rows[0]!.n) };
  });
}

// ---------------------------------------------------------------------------------------------
// The command line

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dir: { type: "string" },
      restaurants: { type: "string", default: "1000" },
      orders: { type: "string", default: "1000000" },
      perma: { type: "string", default: "pizzaroma" },
      explain: { type: "boolean", default: false },
      "skip-seed": { type: "boolean", default: false },
    },
  });
  if (!values.dir) throw new Error("--dir DIR: the data folder (the app's DATA_DIR) of the scratch database");
  const { startEmbeddedPostgres } = await import("../db/embedded");
  const { migrateLatest, seedIfEmpty } = await import("../db/migrate");
  const pg = await startEmbeddedPostgres({ dir: path.join(path.resolve(values.dir), "pg") });
  const db = knex({ client: "pg", connection: pg.url, pool: { min: 0, max: 2 } });
  try {
    await migrateLatest(db);
    await seedIfEmpty(db);
    const template = await db("hosts").where({ perma: values.perma }).first("id");
    if (!template) throw new Error(`no restaurant "${values.perma}" to clone`);
    if (!values["skip-seed"]) {
      const started = Date.now();
      const r = await seedGrowth(db, {
        restaurants: Number(values.restaurants),
        orders: Number(values.orders),
        templateHostId: template.id as number,
      });
      // VACUUM too: a real restaurant's history is all-visible (autovacuum), so its index-only scans
      // read no heap; a freshly inserted million is not until autovacuum gets to it
      await db.raw("VACUUM (ANALYZE)");
      console.log(
        `seed-growth: ${r.hostIds.length} restaurants, ${r.customers} customers, ${r.orders} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    if (values.explain) await explain(db, template.id as number);
  } finally {
    await db.destroy();
    await pg.stop();
  }
}

/** EXPLAIN (ANALYZE) of every SELECT the board, the customer list, the to-do list, the stats, the menu and a customer's order page send. */
async function explain(db: Knex, hostId: number): Promise<void> {
  const { listBoardOrders, countBoardTabs } = await import("../app/models/order-details.server");
  const { listHostCustomers } = await import("../app/models/customers.server");
  const { listTodoCandidates } = await import("../app/models/stats.server");
  const { dayKey } = await import("../app/domain/amsterdam-time");
  const { BOARD_TABS } = await import("../app/domain/board");
  const { financeFigures } = await import("../app/models/finance.server");
  const { getMenu } = await import("../app/models/products.server");
  const { getThanksOrder } = await import("../app/models/order-queries.server");
  // the order page's customer and order: looked up before the queries are captured (not the app's)
  const latest = await db("orders").where({ host_id: hostId }).orderBy("created_at", "desc").first("id", "customer_id");
  const sent: Array<{ label: string; sql: string; bindings: readonly unknown[] }> = [];
  let label = "";
  db.on("query", (q: { sql: string; bindings?: readonly unknown[] }) => {
    if (/^\s*(with|select)\b/i.test(q.sql)) sent.push({ label, sql: q.sql, bindings: q.bindings ?? [] });
  });
  const today = new Date();
  const range = { from: new Date(today.getTime() - 86_400_000), to: today };
  // every tab: "Opgeslagen" and "Archief" hold a restaurant's history, the others today's work
  for (const { value: tab } of BOARD_TABS) {
    label = `board (tab ${tab})`;
    await listBoardOrders(db, { hostId, tab, range });
  }
  label = "board (counts)";
  await countBoardTabs(db, { hostId, range });
  label = "customers";
  await listHostCustomers(db, { hostId, search: { namePattern: null, phonePatterns: [] }, limit: 50, offset: 0 });
  label = "todo";
  await listTodoCandidates(db, { hostIds: [hostId], day: range });
  label = "stats";
  const monthAgo = new Date(today.getTime() - 30 * 86_400_000);
  await financeFigures(db, { hostId, days: { from: dayKey(monthAgo), to: dayKey(range.from) } });
  label = "menu";
  await getMenu(db, { hostId });
  label = "order page";
  if (latest)
    await getThanksOrder(db, { hostId, customerId: latest.customer_id as number, orderId: latest.id as number });
  db.removeAllListeners("query");
  for (const q of sent) {
    const { rows } = await db.raw<{ rows: Array<Record<string, string>> }>(
      // the event carries the driver's SQL ($1, $2, … in order): back to knex's placeholders
      `EXPLAIN (ANALYZE, BUFFERS OFF) ${q.sql.replace(/\$\d+\b/g, "?")}`,
      q.bindings as Knex.RawBinding[],
    );
    console.log(`\n--- ${q.label}: ${q.sql.replace(/\s+/g, " ").slice(0, 160)}`);
    for (const row of rows) console.log(Object.values(row)[0]);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
