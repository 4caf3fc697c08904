// Workers on every core (decision 087): the production server with WEB_CONCURRENCY=2 on the embedded
// default (no DATABASE_URL, no REDIS_URL). Connections go to the workers in turn (node:cluster's
// round robin); WORKER_HEADER=1 makes every answer and every socket handshake name its worker, so
// each test asks until it has seen both. A session saved by one worker is read by the other (the
// sessions table), a board socket on one worker hears an order placed through the other
// (LISTEN/NOTIFY), and the sweeps run in one worker only.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostChannel } from "~/realtime/channels";
import { DATABASE_NAME, socketFits } from "../../db/embedded";
import { openAllWeek } from "../../scripts/bench-personal";
import { sessionCookie } from "../support/auth";
import { eventually } from "../support/eventually";
import { codeFrom, startFakeTwilio, type FakeTwilio } from "../support/fake-twilio";
import { startAppServer, type AppServer } from "../support/server";
import { connectWs, type TestSocket } from "../support/ws";

const PERMA = "pizzaroma";
const TRIES = 20;
let app: AppServer;
let twilio: FakeTwilio;
let tmp: string;
let site: string;
let hostId: number;
let productId: number;
let pgPort: number;

/** A client of the embedded database over its TCP port, for one piece of the test's own work. */
async function withDatabase<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({
    host: "127.0.0.1",
    port: pgPort,
    user: "postgres",
    password: "postgres",
    database: DATABASE_NAME,
  });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** The database's own client connections, by how they came in (a Unix socket has no client address). */
async function backends(): Promise<{ socket: number; tcp: number }> {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ socket: number; tcp: number }>(
      `select count(*) filter (where client_addr is null)::int as socket,
              count(*) filter (where client_addr is not null and pid <> pg_backend_pid())::int as tcp
         from pg_stat_activity where backend_type = 'client backend' and datname = $1`,
      [DATABASE_NAME],
    );
    return rows[0]!;
  });
}

const json = (body: unknown, cookie?: string) => ({
  method: "POST",
  headers: {
    "content-type": "application/json",
    origin: `http://${site}:${app.port}`,
    ...(cookie ? { cookie } : {}),
  },
  body: JSON.stringify(body),
});

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bestelinfo-cluster-"));
  // as root, the embedded PostgreSQL runs as "postgres", who must reach DATA_DIR/pg
  fs.chmodSync(tmp, 0o755);
  twilio = await startFakeTwilio();
  app = await startAppServer({
    WEB_CONCURRENCY: "2",
    WORKER_HEADER: "1",
    DATA_DIR: path.join(tmp, "data"),
    DATABASE_URL: "",
    EMBEDDED_DB: "1",
    REDIS_URL: "",
    SEED_ON_START: "auto",
    ...twilio.env,
    SMS_DISABLED: "0",
    CODE_LIMIT_PER_IP: "1000",
  });
  site = `${PERMA}.localhost`;
  await eventually("both workers listen", () => app.output().includes("2 workers listening"), { timeoutMs: 60_000 });
  pgPort = Number(fs.readFileSync(path.join(tmp, "data", "pg", "postmaster.pid"), "utf8").split("\n")[3]);
  ({ hostId, productId } = await withDatabase((db) => openAllWeek(db, PERMA)));
}, 180_000);

afterAll(async () => {
  expect(await app?.stop()).toBe(0);
  await twilio?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
}, 60_000);

async function staffLogin(): Promise<{ cookie: string; worker: string }> {
  const res = await app.fetch(site, "/api/auth/login", json({ username: `admin@${PERMA}.nl`, password: "bestelinfo" }));
  expect(res.status).toBe(200);
  const cookie = sessionCookie(res);
  expect(cookie).toBeTruthy();
  return { cookie: cookie!, worker: res.headers.get("x-worker") ?? "" };
}

describe("two workers on one port, embedded PostgreSQL", () => {
  it("reads a session made on one worker on the other", async () => {
    const { cookie, worker } = await staffLogin();
    expect(["0", "1"]).toContain(worker);
    const answered = new Set<string>();
    for (let i = 0; i < TRIES && answered.size < 2; i++) {
      // a new connection each time: the cluster hands connections, not requests, to the workers in turn
      const res = await app.fetch(site, "/api/auth/user", { headers: { cookie, connection: "close" } });
      expect(res.status, `worker ${res.headers.get("x-worker")} does not know the session`).toBe(200);
      answered.add(res.headers.get("x-worker") ?? "");
    }
    expect([...answered].sort()).toEqual(["0", "1"]);
  });

  it("tells a board socket on one worker of an order placed through the other", async () => {
    const { cookie: staff } = await staffLogin();
    const boards = new Map<string, TestSocket>();
    for (let i = 0; i < TRIES && boards.size < 2; i++) {
      const s = await connectWs({ port: app.port, host: site, cookie: staff });
      const worker = String(s.headers["x-worker"]);
      if (boards.has(worker)) {
        s.close();
        continue;
      }
      s.send({ type: "join", channel: hostChannel(hostId) });
      expect(await s.next((m) => m.type === "joined" || m.type === "error")).toMatchObject({ type: "joined" });
      boards.set(worker, s);
    }
    expect([...boards.keys()].sort()).toEqual(["0", "1"]);

    // a customer logs in by SMS code and places an order
    const phone = "0698123456";
    expect((await app.fetch(site, "/api/auth/code", json({ phone }))).status).toBeLessThan(400);
    const sms = await eventually("the login code", () => twilio.messages.find((m) => m.to === "+31698123456"));
    const login = await app.fetch(site, "/api/auth/login", json({ phone, code: codeFrom(sms.message) }));
    expect(login.status).toBe(200);
    const customer = sessionCookie(login)!;
    const cart = await app.fetch(site, "/api/cart", json({ intent: "add", productId, quantity: 1 }, customer));
    expect(cart.status).toBe(200);
    const { subtotal } = ((await cart.json()) as { cart: { subtotal: number } }).cart;
    const placed = await app.fetch(
      site,
      "/api/order/place",
      json(
        {
          deliver: false,
          address: { name: "Cluster Klant", phone: "0612345678", street: "", number: "", zipcode: "", city: "" },
          time: "asap",
          payment: "cash",
          idempotencyKey: crypto.randomUUID(),
          confirmedTotal: subtotal,
        },
        customer,
      ),
    );
    expect(placed.status).toBe(201);
    const { order } = (await placed.json()) as { order: { id: number } };
    const placedOn = placed.headers.get("x-worker") ?? "";
    expect(["0", "1"]).toContain(placedOn);

    // both boards hear it: the one on the placing worker, and the one on the other
    for (const [worker, s] of boards) {
      const event = await s.next((m) => {
        const e = m.event as { type?: string; payload?: { id?: number } } | undefined;
        return m.type === "event" && e?.type === "order.created" && e.payload?.id === order.id;
      }, 10_000);
      expect(event, `board on worker ${worker} (order placed on ${placedOn})`).toBeTruthy();
      s.close();
    }
  });

  // decision 106: the workers and their listeners reach the embedded database over its Unix socket
  it("reaches the embedded PostgreSQL over its Unix socket, not TCP", async () => {
    const { socket, tcp } = await backends();
    // each worker's pool and its LISTEN connections
    expect(socket).toBeGreaterThanOrEqual(2);
    expect(tcp).toBe(0);
    expect(fs.readdirSync(path.join(tmp, "data", "pg"))).toContain(`.s.PGSQL.${pgPort}`);
    // a data folder too deep for a socket's address, or with a comma in its name, keeps TCP alone
    expect(socketFits(path.join(tmp, "data", "pg"), pgPort)).toBe(true);
    expect(socketFits(`/${"d".repeat(100)}`, pgPort)).toBe(false);
    expect(socketFits("/srv/a,b/pg", pgPort)).toBe(false);
  });

  it("runs the sweeps in one worker only", () => {
    const lines = app.output().split("\n");
    // test servers start with SWEEPS=off: worker 0 says so, the other nothing
    expect(lines.filter((l) => /sweeps (run|off) here/.test(l))).toHaveLength(1);
    expect(lines.filter((l) => /listening on http/.test(l))).toHaveLength(2);
  });
});
