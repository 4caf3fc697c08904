// Order commit → board message latency with many boards open (docs/issues/006.md, docs/issues/021.md §5). Starts the
// production server (embedded PostgreSQL, fake Twilio), opens SOCKETS staff sockets on restaurants'
// channels, places ORDERS real orders through POST /api/order/place one after another, and reports
// the p50/p95/p99/max from the moment the order's request is sent to each board of that restaurant
// receiving its order.created (an upper bound of commit → message: the commit happens inside that
// request, and this one process reads every socket).
//   --sockets N --hosts 1: all sockets on one restaurant (pizzaroma's order staff);
//   --hosts H > 1: H - 1 restaurants cloned from pizzaroma (scripts/seed-growth.ts) and the sockets
//   spread evenly over the H channels (root's login: it may join every restaurant's channel); the
//   orders go to the restaurants in turn, each measured at its own restaurant's sockets.
//   npm run build && node --import tsx scripts/board-latency.ts [--sockets 200] [--hosts 1] [--orders 30]
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import knex from "knex";
import pg from "pg";
import { startAppServer } from "../tests/support/server";
import { codeFrom, startFakeTwilio } from "../tests/support/fake-twilio";
import { connectWs, type TestSocket } from "../tests/support/ws";
import { seedGrowth } from "./seed-growth";

const { values: args } = parseArgs({
  options: {
    sockets: { type: "string", default: "200" },
    hosts: { type: "string", default: "1" },
    orders: { type: "string", default: "30" },
  },
});
const SOCKETS = Number(args.sockets);
const HOSTS = Number(args.hosts);
const ORDERS = Number(args.orders);
if (![SOCKETS, HOSTS, ORDERS].every((n) => Number.isInteger(n) && n > 0) || SOCKETS < HOSTS)
  throw new Error("--sockets, --hosts and --orders are positive integers, at least one socket per restaurant");
const HOST = "pizzaroma.localhost";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bestelinfo-latency-"));
const twilio = await startFakeTwilio();
const server = await startAppServer({
  ...twilio.env,
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  EMBEDDED_DB: "1",
  REDIS_URL: "",
  SEED_ON_START: "auto",
  LOG_LEVEL: "warn",
});

const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0];
const post = (p: string, body: unknown, cookie = "") =>
  server.fetch(HOST, p, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });

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
  const host = (await db.query<{ id: number }>("SELECT id FROM hosts WHERE perma = 'pizzaroma'")).rows[0];
  await db.query("DELETE FROM opening_hours WHERE host_id = $1", [host.id]);
  for (let d = 1; d <= 7; d++)
    await db.query("INSERT INTO opening_hours (host_id, weekday, opens, closes) VALUES ($1, $2, '00:00', '24:00')", [
      host.id,
      d,
    ]);
  const product = (
    await db.query<{ id: number }>(
      `SELECT id FROM products p WHERE host_id = $1 AND volumes = '[]' AND variations = '[]' AND tab <> 'extra'
       AND NOT EXISTS (SELECT 1 FROM include_groups g WHERE g.product_id = p.id) ORDER BY id LIMIT 1`,
      [host.id],
    )
  ).rows[0];
  // the other restaurants: pizzaroma's clones (settings, all-day hours, products), no past orders
  const hosts: Array<{ id: number; name: string; productId: number }> = [
    { id: host.id, name: HOST, productId: product.id },
  ];
  if (HOSTS > 1) {
    const k = knex({
      client: "pg",
      connection: {
        host: "127.0.0.1",
        port: Number(pid[3]),
        user: "postgres",
        password: "postgres",
        database: "bestelinfo",
      },
    });
    try {
      const grown = await seedGrowth(k, { restaurants: HOSTS - 1, orders: 0, templateHostId: host.id });
      // each clone's copy of the template's product (same name)
      const rows = await k("products as p")
        .join("products as t", "t.name", "p.name")
        .where("t.id", product.id)
        .whereIn("p.host_id", grown.hostIds)
        .join("hosts as h", "h.id", "p.host_id")
        .orderBy("p.host_id")
        .select<Array<{ id: number; perma: string; productId: number }>>("h.id", "h.perma", "p.id as productId");
      for (const h of rows) hosts.push({ id: h.id, name: `${h.perma}.localhost`, productId: h.productId });
      if (hosts.length !== HOSTS) throw new Error(`${hosts.length} restaurants with the product, not ${HOSTS}`);
    } finally {
      await k.destroy();
    }
  }
  await db.end();

  const staff =
    HOSTS === 1
      ? cookieOf(await post("/api/auth/login", { username: "order@pizzaroma.nl", password: "bestelinfo" }))
      : cookieOf(await post("/api/auth/login", { username: "root@bestelinfo.nl", password: "bestelinfo" }));
  const phone = "0698765432";
  await post("/api/auth/code", { phone });
  const code = codeFrom(twilio.messages.find((m) => m.to === "+31698765432")?.message ?? "");
  const customer = cookieOf(await post("/api/auth/login", { phone, code }));

  // socket i on restaurant i % HOSTS
  const boards: TestSocket[][] = hosts.map(() => []);
  for (let i = 0; i < SOCKETS; i++) {
    const h = hosts[i % HOSTS]!;
    const s = await connectWs({ port: server.port, host: HOST, cookie: staff });
    s.send({ type: "join", channel: `host:${h.id}` });
    const joined = await s.next((m) => m.type === "joined" || m.type === "error", 10_000);
    if (joined.type !== "joined") throw new Error(`socket ${i}: ${JSON.stringify(joined)}`);
    boards[i % HOSTS]!.push(s);
  }
  console.log(
    `${SOCKETS} sockets joined ${HOSTS} restaurant channel${HOSTS > 1 ? "s" : ""} (${Math.floor(SOCKETS / HOSTS)}+ each)`,
  );

  const samples: number[] = [];
  // the order's own request (its commit and publish happen inside it) and the fan-out after it
  const requests: number[] = [];
  const spreads: number[] = [];
  for (let n = 0; n < ORDERS; n++) {
    const at = n % HOSTS;
    const h = hosts[at]!;
    const placeAt = (p: string, body: unknown) =>
      server.fetch(h.name, p, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: customer },
        body: JSON.stringify(body),
      });
    const added = await placeAt("/api/cart", { intent: "add", productId: h.productId, quantity: 1 });
    if (added.status !== 200) throw new Error(`cart ${n} at ${h.name}: ${added.status} ${await added.text()}`);
    // the checkout's total of the cart (pickup, cash), sent as the confirmed total (decision 066)
    const shown = ((await added.json()) as { cart: { subtotal: number } }).cart.subtotal;
    const arrivals = boards[at]!.map((b) =>
      b
        .next((m) => m.type === "event" && (m.event as { type?: string }).type === "order.created", 10_000)
        .then(() => performance.now()),
    );
    const sent = performance.now();
    const res = await placeAt("/api/order/place", {
      deliver: false,
      address: { name: "Latentie Test", phone, street: "", number: "", zipcode: "", city: "" },
      time: "asap",
      payment: "cash",
      idempotencyKey: crypto.randomUUID(),
      confirmedTotal: shown,
    });
    if (res.status !== 201) throw new Error(`order ${n}: ${res.status} ${await res.text()}`);
    const answered = performance.now();
    requests.push(answered - sent);
    const times = await Promise.all(arrivals);
    for (const t of times) samples.push(t - sent);
    spreads.push(Math.max(...times) - Math.min(...times));
  }
  const pctOf = (xs: number[], p: number) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(1);
  };
  const pct = (p: number) => pctOf(samples, p);
  console.log(
    `${SOCKETS} sockets over ${HOSTS} restaurant${HOSTS > 1 ? "s" : ""}, ${ORDERS} orders = ${samples.length} deliveries: p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms, max ${pct(100)} ms (load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")})`,
  );
  console.log(
    `  the place request itself: p50 ${pctOf(requests, 50)} ms, p95 ${pctOf(requests, 95)} ms; first → last socket of an order: p50 ${pctOf(spreads, 50)} ms, p95 ${pctOf(spreads, 95)} ms`,
  );
  boards.flat().forEach((b) => b.close());
} finally {
  await server.stop();
  await twilio.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
