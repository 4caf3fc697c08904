// `npm run bench:finance`: docs/issues/017.md §8 — a year of 100,000 orders for one restaurant in a scratch
// database (embedded PostgreSQL in a temp folder, migrated; nothing else touched), then the time of
// the whole "Financieel overzicht" for that year (the service the page's loader calls: every query
// of the page) and the time and memory of both CSV files streamed to nowhere.
// Options: npm run bench:finance -- --orders 100000 --rounds 5
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startEmbeddedPostgres } from "../db/embedded";
import { migrateLatest } from "../db/migrate";
import { closeDb, initDb } from "../app/db.server";
import { createHost, createProduct } from "../db/factory";
import { loadFinance } from "../app/services/finance.server";
import { financeCsv } from "../app/services/finance-csv.server";

const { values } = parseArgs({
  options: {
    orders: { type: "string", default: "100000" },
    rounds: { type: "string", default: "5" },
    // print each statement of one more page load with its time (where the page's time goes)
    queries: { type: "boolean", default: false },
  },
});
const ORDERS = Number(values.orders);
const ROUNDS = Number(values.rounds);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bestelinfo-finance-bench-"));
  const pg = await startEmbeddedPostgres({ dir: path.join(dir, "pg"), fast: true });
  try {
    const db = initDb(pg.url);
    await migrateLatest(db);
    const host = await createHost(db, { perma: "bench" });
    await createProduct(db, host.id, { name: "Margherita", price: 1095 });
    await createProduct(db, host.id, { name: "Huiswijn", price: 450, vatRate: 21 });
    await createProduct(db, host.id, { name: "Tiramisu", price: 595 });
    const t0 = performance.now();
    // 10,000 customers (the website's orders are theirs; the phone, desk and marketplace ones have none)
    const first = await db.raw(
      `insert into users (kind, phone, first_name, last_name)
       select 'customer', '+3196' || lpad(g::text, 7, '0'), 'Klant', g::text from generate_series(1, 10000) g
       returning id`,
    );
    const firstCustomer = Math.min(...(first.rows as Array<{ id: number }>).map((r) => r.id));
    // a year of orders, spread over the days and the evening; 1–3 lines each; a third delivered,
    // to addresses in 40 postcode areas (the heat map's and the areas' work)
    await db.raw(
      `insert into orders (host_id, number, day, status, due, deliver, source, payment_method, payment_status, paid, paid_at,
         customer_id, subtotal, delivery_fee, fee, discount, amount, created_at, updated_at)
       select ?, row_number() over (partition by d order by g), d, 'archive', ts + interval '30 minutes', g % 3 = 0,
         (array['internet','app','phone','desk','thuisbezorgd'])[1 + g % 5],
         (array['cash','pin','ideal','ideal','thuisbezorgd'])[1 + g % 5],
         (array['cash','pin','paid','paid','thuisbezorgd'])[1 + g % 5], true, ts,
         case when g % 5 in (0, 1) then ? + (g * 7919) % 10000 end, 0, case when g % 3 = 0 then 250 else 0 end, case when g % 5 in (2, 3) then 29 else 0 end, 0, 0, ts, ts
       from (select g, timestamptz '2025-01-01 16:00 Europe/Amsterdam' + (g * (365.0 * 86400 / ?)) * interval '1 second' as ts from generate_series(1, ?) g) s,
         lateral (select (s.ts at time zone 'Europe/Amsterdam')::date as d) dd`,
      [host.id, firstCustomer, ORDERS, ORDERS],
    );
    await db.raw(
      `update orders set address = jsonb_build_object('name', 'Klant', 'phone', '0612345678', 'street', 'Oudegracht',
         'number', (id % 300)::text, 'zipcode', (3500 + id % 40)::text || ' AB', 'city', 'Utrecht')
       where host_id = ? and deliver`,
      [host.id],
    );
    await db.raw(
      `insert into order_items (host_id, order_id, product_id, position, name, quantity, unit_price, amount, vat_rate, amount21)
       select o.host_id, o.id, p.id, p.n, p.name, 1 + (o.id + p.n) % 2, p.price, (1 + (o.id + p.n) % 2) * p.price, p.vat_rate,
              case when p.vat_rate = 21 then (1 + (o.id + p.n) % 2) * p.price else 0 end
       from orders o
       join lateral (select id, name, price, vat_rate, row_number() over (order by id)::int as n from products where host_id = o.host_id) p on p.n <= 1 + o.id % 3
       where o.host_id = ?`,
      [host.id],
    );
    await db.raw(
      `update orders o set subtotal = i.s, amount = i.s + o.delivery_fee + o.fee
       from (select order_id, sum(amount)::int as s from order_items where host_id = ? group by order_id) i
       where o.id = i.order_id and o.host_id = ?`,
      [host.id, host.id],
    );
    await db.raw("analyze");
    const counts = await db.raw(
      "select (select count(*) from orders)::int as orders, (select count(*) from order_items)::int as lines",
    );
    const seeded = performance.now() - t0;

    const query = { period: "pick", from: "2025-01-01", to: "2025-12-31" };
    const now = new Date("2026-01-15T12:00:00Z");
    const pageTimes: number[] = [];
    let revenue = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const t = performance.now();
      const view = await loadFinance({ hostId: host.id, hostName: host.name, query, now });
      pageTimes.push(performance.now() - t);
      revenue = view.revenue.gross;
    }

    const statements: Array<{ ms: number; sql: string }> = [];
    if (values.queries) {
      const started = new Map<string, number>();
      const key = (q: { __knexQueryUid?: string }) => q.__knexQueryUid ?? "";
      db.on("query", (q: { __knexQueryUid?: string }) => started.set(key(q), performance.now()));
      db.on("query-response", (_r: unknown, q: { __knexQueryUid?: string; sql: string }) => {
        const ms = performance.now() - (started.get(key(q)) ?? performance.now());
        statements.push({ ms: Math.round(ms), sql: q.sql.replace(/\s+/g, " ").slice(0, 110) });
      });
      await loadFinance({ hostId: host.id, hostName: host.name, query, now });
      db.removeAllListeners("query");
      db.removeAllListeners("query-response");
    }

    const csvRun = async (file: "orders" | "lines") => {
      global.gc?.();
      const before = process.memoryUsage();
      let peakRss = before.rss;
      let peakHeap = before.heapUsed;
      let bytes = 0;
      let rows = 0;
      const t = performance.now();
      for await (const chunk of financeCsv({ hostId: host.id, perma: host.perma, file, query, now }).chunks) {
        bytes += Buffer.byteLength(chunk);
        rows += chunk.split("\r\n").length - 1;
        const m = process.memoryUsage();
        peakRss = Math.max(peakRss, m.rss);
        peakHeap = Math.max(peakHeap, m.heapUsed);
      }
      return {
        file,
        rows,
        mb: mb(bytes),
        ms: Math.round(performance.now() - t),
        heapGrowthMb: mb(peakHeap - before.heapUsed),
        peakRssMb: mb(peakRss),
      };
    };
    const csvOrders = await csvRun("orders");
    const csvLines = await csvRun("lines");
    console.log(
      JSON.stringify(
        {
          seeded: counts.rows[0],
          seedSeconds: Math.round(seeded / 100) / 10,
          revenueCents: revenue,
          pageMs: { median: Math.round(median(pageTimes)), all: pageTimes.map(Math.round) },
          csv: [csvOrders, csvLines],
          ...(values.queries ? { statements } : {}),
          node: process.version,
          cpus: os.cpus().length,
        },
        null,
        2,
      ),
    );
  } finally {
    await closeDb();
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
