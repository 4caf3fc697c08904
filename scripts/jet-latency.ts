// Thuisbezorgd webhook latency with JET-shaped orders (docs/issues/034.md, decision 064). Starts the production
// server (embedded PostgreSQL, the demo data, the built-in JET simulator), then POSTs ORDERS orders
// in JET's published shape (JET's example order with pizzaroma's location id and a product of its
// menu), signed as JET signs them, one after another, to pizzaroma's order webhook, and reports p50 /
// p95 / max of webhook → 202 and of webhook → the order in the board's table (polled), next to a bare
// GET /healthz of the same server in the same loop (the machine's load, to tell apart).
//   npm run build && node --import tsx scripts/jet-latency.ts [--orders 50]
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { jetExampleOrder } from "../app/integrations/thuisbezorgd/example-order";
import { SIMULATOR_API_KEY, SIMULATOR_SECRET } from "../app/integrations/thuisbezorgd/simulator.server";
import { jetHashHeader } from "../app/integrations/thuisbezorgd/verify.server";
import { startAppServer } from "../tests/support/server";
import { startFakeTwilio } from "../tests/support/fake-twilio";

const { values: args } = parseArgs({ options: { orders: { type: "string", default: "50" } } });
const ORDERS = Number(args.orders);
if (!Number.isInteger(ORDERS) || ORDERS < 1) throw new Error("--orders is a positive integer");
const HOST = "pizzaroma.localhost";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bestelinfo-jet-latency-"));
const twilio = await startFakeTwilio();
const server = await startAppServer({
  ...twilio.env,
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  EMBEDDED_DB: "1",
  REDIS_URL: "",
  SEED_ON_START: "auto",
  LOG_LEVEL: "warn",
  THUISBEZORGD_SIMULATOR: "1",
});

const p = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))].toFixed(1);
const line = (name: string, xs: number[]) => `${name}: p50 ${p(xs, 0.5)} ms, p95 ${p(xs, 0.95)} ms, max ${p(xs, 1)} ms`;

try {
  const pid = fs.readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n");
  const db = new pg.Client({
    host: "127.0.0.1",
    port: Number(pid[3]),
    user: "postgres",
    password: "postgres",
    database: "bestelinfo",
  });
  await db.connect();
  const { rows } = await db.query<{ host_id: number; external_id: string; plu: string; price: number; name: string }>(
    `SELECT h.id AS host_id, ml.external_id, coalesce(p.plu, p.id::text) AS plu, p.price, p.name
       FROM hosts h JOIN marketplace_links ml ON ml.host_id = h.id
       JOIN products p ON p.host_id = h.id AND p.active AND p.tab <> 'extra'
      WHERE h.perma = 'pizzaroma' ORDER BY p.id LIMIT 1`,
  );
  const demo = rows[0];
  if (!demo) throw new Error("pizzaroma has no Thuisbezorgd link or product");
  const toAnswer: number[] = [];
  const toBoard: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < ORDERS; i += 1) {
    const healthStarted = performance.now();
    await (await server.fetch(HOST, "/healthz")).arrayBuffer();
    bare.push(performance.now() - healthStarted);
    const order = jetExampleOrder({
      id: crypto.randomUUID(),
      third_party_order_reference: String(30_000_000 + i),
      posLocationId: demo.external_id,
      created_at: String(Math.floor(Date.now() / 1000)),
      collect_at: String(Math.floor(Date.now() / 1000) + 20 * 60),
      items: [{ name: demo.name, description: "", plu: demo.plu, price: demo.price, notes: "", children: [] }],
      payment: {
        items_in_cart: { inc_tax: demo.price, tax: 0 },
        adjustments: [{ name: "deliveryFee", price: { inc_tax: 250, tax: 0 } }],
        final: { inc_tax: demo.price + 250, tax: 0 },
      },
    });
    const body = JSON.stringify(order);
    const started = performance.now();
    const res = await server.fetch(HOST, "/api/thuisbezorgd/hook/order", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: SIMULATOR_API_KEY,
        "x-jet-connect-hash": jetHashHeader(body, SIMULATOR_SECRET),
      },
      body,
    });
    await res.arrayBuffer();
    toAnswer.push(performance.now() - started);
    if (res.status !== 202) throw new Error(`order ${String(i)}: ${String(res.status)}`);
    for (;;) {
      const found = await db.query("SELECT 1 FROM orders WHERE host_id = $1 AND marketplace_ref = $2", [
        demo.host_id,
        order.id,
      ]);
      if (found.rowCount) break;
      await new Promise((r) => setTimeout(r, 1));
    }
    toBoard.push(performance.now() - started);
  }
  const acks = await db.query<{ ack: string; n: string }>(
    "SELECT ack, count(*) AS n FROM marketplace_orders WHERE host_id = $1 AND origin = 'webhook' GROUP BY ack",
    [demo.host_id],
  );
  await db.end();
  console.log(
    [
      `[jet-latency] ${String(ORDERS)} JET-shaped orders, one after another (load ${os.loadavg()[0].toFixed(1)} on ${String(os.cpus().length)} cores)`,
      line("  webhook → 202", toAnswer),
      line("  webhook → order on the board", toBoard),
      line("  bare GET /healthz", bare),
      `  acknowledgements: ${acks.rows.map((r) => `${r.ack} ${r.n}`).join(", ")}`,
    ].join("\n"),
  );
} finally {
  await server.stop();
  await twilio.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
