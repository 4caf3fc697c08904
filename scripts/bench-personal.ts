// The personal half of `npm run bench` (docs/issues/021.md §3, §4): the pages that stay personal (checkout and
// the thank-you page, one logged-in customer with a cart, autocannon at 10 connections) and order
// placement at load (50 customers at once, each round cart → checkout → place, cash), with the check
// that the restaurant's order numbers of the day stay unique and gapless.
import crypto from "node:crypto";
import http from "node:http";
import pg from "pg";
import { codeFrom, type FakeTwilio } from "../tests/support/fake-twilio";

const CUSTOMERS = 50;

/**
 * What a benched app server gets: only this, so nothing of the shell's DATABASE_URL/REDIS_URL leaks
 * in — the embedded database in `dataDir`, the demo seeded, and SMS to the fake Twilio (the
 * customers log in by SMS code).
 */
export function benchServerEnv(dataDir: string, twilio: FakeTwilio): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    EMBEDDED_DB: "1",
    REDIS_URL: "",
    SESSION_SECRET: crypto.randomBytes(32).toString("hex"),
    SEED_ON_START: "auto",
    LOG_LEVEL: "warn",
    TRUST_PROXY: "0",
    ...twilio.env,
    SMS_DISABLED: "0",
    CODE_LIMIT_PER_IP: "1000",
  };
}

interface Answer {
  status: number;
  body: string;
  cookie: string | null;
}

// an idle socket is dropped after 4 s, before Node's server closes it at its 5 s keep-alive: reusing
// one the server is closing at that instant ends in ECONNRESET (one bench run failed so)
const agent = new http.Agent({ keepAlive: true, maxSockets: CUSTOMERS + 10, timeout: 4_000 });

function request(
  port: number,
  host: string,
  method: string,
  path: string,
  cookie: string,
  body?: unknown,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method,
        agent,
        headers: {
          host,
          ...(cookie ? { cookie } : {}),
          ...(data ? { "content-type": "application/json", "content-length": Buffer.byteLength(data) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const set = res.headers["set-cookie"]?.[0];
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
            cookie: set ? set.split(";")[0]! : null,
          });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    if (data) req.write(data);
    req.end();
  });
}

export interface PersonalBench {
  /** db: the embedded PostgreSQL the app uses */
  db: { port: number; database: string };
  port: number;
  host: string;
  perma: string;
  twilio: FakeTwilio;
  seconds: number;
  /** only the menu with a cart (then checkout, the thank-you page, the board and orders are left out) */
  menusOnly?: boolean;
  /** autocannon at the bench's connections, after a warm-up: req/s, p50, p99 */
  cannon: (path: string, cookie: string) => Promise<{ rps: number; p50: number; p99: number }>;
  /** the same, as the bench's rounds interleaved with the bare server's: medians, and bare's median of those rounds */
  sideBySide: (path: string, cookie: string) => Promise<{ rps: number; p50: number; p99: number; bare: number }>;
}

export interface PersonalResult {
  /** the menu page for a logged-in customer with a cart: the cached shell plus islands (decision 054) */
  menuWithCart: { rps: number; p50: number; p99: number; bare: number };
  checkout: { rps: number; p50: number; p99: number };
  thanks: { rps: number; p50: number; p99: number };
  /** the board (/orders) of the restaurant for its staff (docs/issues/021.md §6) */
  board: { rps: number; p50: number; p99: number };
  orders: { count: number; perSecond: number; p50: number; p95: number; gapless: boolean; numbers: string };
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * The restaurant made ready to order from at any hour (the bench must not depend on the clock):
 * open all week, and a product without choices to put in the cart.
 */
export async function openAllWeek(client: pg.Client, perma: string): Promise<{ hostId: number; productId: number }> {
  const host = (await client.query<{ id: number }>("SELECT id FROM hosts WHERE perma = $1", [perma])).rows[0];
  if (!host) throw new Error(`no restaurant "${perma}"`);
  await client.query("DELETE FROM opening_hours WHERE host_id = $1", [host.id]);
  for (let d = 1; d <= 7; d++)
    await client.query(
      "INSERT INTO opening_hours (host_id, weekday, opens, closes) VALUES ($1, $2, '00:00', '24:00')",
      [host.id, d],
    );
  const product = (
    await client.query<{ id: number }>(
      `SELECT id FROM products p WHERE host_id = $1 AND volumes = '[]' AND variations = '[]' AND tab <> 'extra'
       AND NOT EXISTS (SELECT 1 FROM include_groups g WHERE g.product_id = p.id) ORDER BY id LIMIT 1`,
      [host.id],
    )
  ).rows[0];
  if (!product) throw new Error("no product without choices to order");
  return { hostId: host.id, productId: product.id };
}

function connectDb(b: Pick<PersonalBench, "db">): pg.Client {
  return new pg.Client({
    host: "127.0.0.1",
    port: b.db.port,
    user: "postgres",
    password: "postgres",
    database: b.db.database,
  });
}

/** The customers, logged in by SMS code, and what each of them does: cart add, place (cash). */
async function customersOf(b: Omit<PersonalBench, "cannon" | "sideBySide">, productId: number) {
  const call = (method: string, path: string, cookie: string, body?: unknown) =>
    request(b.port, b.host, method, path, cookie, body);
  // the customers log in by SMS code (the fake Twilio), each with a phone of its own
  const customers: string[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const phone = `0698${String(700000 + i)}`;
    const sent = await call("POST", "/api/auth/code", "", { phone });
    if (sent.status >= 400) throw new Error(`login code for ${phone}: ${sent.status} ${sent.body}`);
    const sms = [...b.twilio.messages].reverse().find((m) => m.to === `+31${phone.slice(1)}`);
    const login = await call("POST", "/api/auth/login", "", { phone, code: codeFrom(sms?.message ?? "") });
    if (login.status !== 200 || !login.cookie) throw new Error(`login for ${phone}: ${login.status} ${login.body}`);
    customers.push(login.cookie);
  }
  // what each customer's checkout shows (pickup, cash: the lines), sent as the confirmed total (decision 066)
  const shown = new Map<string, number>();
  const add = async (cookie: string) => {
    const r = await call("POST", "/api/cart", cookie, { intent: "add", productId, quantity: 1 });
    if (r.status !== 200) throw new Error(`cart: ${r.status} ${r.body}`);
    shown.set(cookie, (JSON.parse(r.body) as { cart: { subtotal: number } }).cart.subtotal);
  };
  const place = async (cookie: string) => {
    const r = await call("POST", "/api/order/place", cookie, {
      deliver: false,
      address: { name: "Bench Klant", phone: "0612345678", street: "", number: "", zipcode: "", city: "" },
      time: "asap",
      payment: "cash",
      idempotencyKey: crypto.randomUUID(),
      confirmedTotal: shown.get(cookie),
    });
    if (r.status !== 201) throw new Error(`place: ${r.status} ${r.body}`);
    return JSON.parse(r.body) as { order: { id: number; number: number; day: string } };
  };
  return { call, customers, add, place };
}

export async function benchPersonal(b: PersonalBench): Promise<PersonalResult | Pick<PersonalResult, "menuWithCart">> {
  const client = connectDb(b);
  await client.connect();
  try {
    const { hostId, productId } = await openAllWeek(client, b.perma);
    const { call, customers, add, place } = await customersOf(b, productId);

    // checkout and the thank-you page: personal, rendered for the session every time
    await add(customers[0]!);
    const checkoutPage = await call("GET", "/order/checkout", customers[0]!);
    if (checkoutPage.status !== 200) throw new Error(`checkout: ${checkoutPage.status}`);
    const menu = await call("GET", "/", customers[0]!);
    if (menu.status !== 200 || !menu.body.includes("window.__islands="))
      throw new Error(`menu with a cart: ${menu.status}, not the cached shell with islands`);
    const menuWithCart = await b.sideBySide("/", customers[0]!);
    if (b.menusOnly) return { menuWithCart };
    const checkout = await b.cannon("/order/checkout", customers[0]!);
    const placed = await place(customers[0]!);
    const thanks = await b.cannon(`/thanks/${placed.order.id}`, customers[0]!);
    const staff = await call("POST", "/api/auth/login", "", {
      username: `admin@${b.perma}.nl`,
      password: "bestelinfo",
    });
    if (staff.status !== 200 || !staff.cookie) throw new Error(`staff login: ${staff.status} ${staff.body}`);
    const boardPage = await call("GET", "/orders", staff.cookie);
    if (boardPage.status !== 200) throw new Error(`board: ${boardPage.status}`);
    const board = await b.cannon("/orders", staff.cookie);

    return {
      menuWithCart,
      checkout,
      thanks,
      board,
      orders: await placeAtLoad(b, client, hostId, customers, call, add, place),
    };
  } finally {
    await client.end();
    agent.destroy();
  }
}

/**
 * Order placement alone (decision 087: the same load against 1 and 2 workers): the restaurant
 * opened, the customers logged in, then every customer at once for the bench's seconds.
 */
export async function benchOrders(b: Omit<PersonalBench, "cannon" | "sideBySide">): Promise<PersonalResult["orders"]> {
  const client = connectDb(b);
  await client.connect();
  try {
    const { hostId, productId } = await openAllWeek(client, b.perma);
    const { call, customers, add, place } = await customersOf(b, productId);
    return await placeAtLoad(b, client, hostId, customers, call, add, place);
  } finally {
    await client.end();
    agent.destroy();
  }
}

type Customers = Awaited<ReturnType<typeof customersOf>>;

async function placeAtLoad(
  b: Pick<PersonalBench, "seconds">,
  client: pg.Client,
  hostId: number,
  customers: string[],
  call: Customers["call"],
  add: Customers["add"],
  place: Customers["place"],
): Promise<PersonalResult["orders"]> {
  // order placement at load: every customer at once, for the bench's seconds
  const latencies: number[] = [];
  const until = Date.now() + b.seconds * 1000;
  const started = performance.now();
  let day = "";
  await Promise.all(
    customers.map(async (cookie) => {
      while (Date.now() < until) {
        await add(cookie);
        const page = await call("GET", "/order/checkout", cookie);
        if (page.status !== 200) throw new Error(`checkout: ${page.status}`);
        const t = performance.now();
        day = (await place(cookie)).order.day;
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((x, y) => x - y);
  const { rows } = await client.query<{ n: string; distinct: string; min: number; max: number }>(
    "SELECT count(*) AS n, count(DISTINCT number) AS distinct, min(number) AS min, max(number) AS max FROM orders WHERE host_id = $1 AND day = $2",
    [hostId, day],
  );
  const r = rows[0]!;
  const gapless = Number(r.n) === Number(r.distinct) && r.min === 1 && r.max === Number(r.n);
  return {
    count: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    gapless,
    numbers: `${r.n} orders of ${day}, numbers ${r.min}–${r.max}, ${r.distinct} distinct`,
  };
}
