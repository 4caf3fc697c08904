// Order commit → board message latency with many boards open (issue 6). Starts the production
// server (embedded PostgreSQL, fake Twilio), connects BOARDS staff sockets to one restaurant's
// channel, places ORDERS real orders through POST /api/order/place one after another, and reports
// the p50/p95/max from the moment the order's request is sent to each board receiving its
// order.created (an upper bound of commit → message: the commit happens inside that request).
//   npm run build && node --import tsx scripts/board-latency.ts [BOARDS=200] [ORDERS=30]
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { startAppServer } from "../tests/support/server";
import { codeFrom, startFakeTwilio } from "../tests/support/fake-twilio";
import { connectWs, type TestSocket } from "../tests/support/ws";

const BOARDS = Number(process.argv[2] ?? 200);
const ORDERS = Number(process.argv[3] ?? 30);
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
  await db.end();

  const staff = cookieOf(await post("/api/auth/login", { username: "order@pizzaroma.nl", password: "bestelinfo" }));
  const phone = "0698765432";
  await post("/api/auth/code", { phone });
  const code = codeFrom(twilio.messages.find((m) => m.to === "+31698765432")?.message ?? "");
  const customer = cookieOf(await post("/api/auth/login", { phone, code }));

  const boards: TestSocket[] = [];
  for (let i = 0; i < BOARDS; i++) {
    const s = await connectWs({ port: server.port, host: HOST, cookie: staff });
    s.send({ type: "join", channel: `host:${host.id}` });
    await s.next((m) => m.type === "joined", 10_000);
    boards.push(s);
  }
  console.log(`${BOARDS} boards joined host:${host.id}`);

  const samples: number[] = [];
  for (let n = 0; n < ORDERS; n++) {
    await post("/api/cart", { intent: "add", productId: product.id, quantity: 1 }, customer);
    const arrivals = boards.map((b) =>
      b
        .next((m) => m.type === "event" && (m.event as { type?: string }).type === "order.created", 10_000)
        .then(() => performance.now()),
    );
    const sent = performance.now();
    const res = await post(
      "/api/order/place",
      {
        deliver: false,
        address: { name: "Latentie Test", phone, street: "", number: "", zipcode: "", city: "" },
        time: "asap",
        payment: "cash",
        idempotencyKey: crypto.randomUUID(),
      },
      customer,
    );
    if (res.status !== 201) throw new Error(`order ${n}: ${res.status} ${await res.text()}`);
    for (const at of await Promise.all(arrivals)) samples.push(at - sent);
  }
  samples.sort((a, b) => a - b);
  const pct = (p: number) =>
    samples[Math.min(samples.length - 1, Math.ceil((p / 100) * samples.length) - 1)].toFixed(1);
  console.log(
    `${ORDERS} orders × ${BOARDS} boards = ${samples.length} deliveries: p50 ${pct(50)} ms, p95 ${pct(95)} ms, max ${pct(100)} ms`,
  );
  boards.forEach((b) => b.close());
} finally {
  await server.stop();
  await twilio.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
