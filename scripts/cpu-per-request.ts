// What one request costs the server and PostgreSQL in CPU (docs/issues/021.md §3, §4), one request after
// another: the production server on a fresh embedded database, one customer logged in by SMS code (a
// fake Twilio), and N requests of each kind; the CPU time the server process and this run's PostgreSQL
// processes used meanwhile (/proc, 10 ms ticks), divided by N. Less sensitive to a busy machine than
// req/s (the machine's speed drifts ±20 % between runs): compare two commits with it side by side.
//
//   npx tsx scripts/cpu-per-request.ts [--n 300] [--only checkout|add|place|thanks] [--cpu-prof DIR]
//
// Requests go without Accept-Encoding (no compression: the page's own cost). Linux only (/proc).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { DATABASE_NAME } from "../db/embedded";
import { codeFrom, startFakeTwilio } from "../tests/support/fake-twilio";
import { hostFetch, startAppServer } from "../tests/support/server";
import { benchServerEnv, openAllWeek } from "./bench-personal";

const { values: args } = parseArgs({
  options: {
    n: { type: "string", default: "300" },
    only: { type: "string" },
    "cpu-prof": { type: "string" },
  },
});
const N = Number(args.n);
const KINDS = ["checkout", "add", "place", "thanks"] as const;
const kinds = args.only ? KINDS.filter((k) => k === args.only) : KINDS;
if (kinds.length === 0) throw new Error(`--only: one of ${KINDS.join(", ")}`);

/** user + system CPU of a process in ms, 0 when it is gone */
function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}
/**
 * This run's PostgreSQL: its postmaster, the backends it forked, and those that ended meanwhile (the
 * pool closes idle connections: their CPU moves to the postmaster's children's time, cutime + cstime)
 * — not another run's PostgreSQL on the same machine.
 */
let postmaster = 0;
function postgresMs(): number {
  let sum = 0;
  try {
    const fields = fs.readFileSync(`/proc/${postmaster}/stat`, "utf8").split(") ")[1]!.split(" ");
    sum += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    // not started
  }
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ");
      if (Number(stat[1]) === postmaster) sum += cpuMs(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return sum;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cpu-per-request-"));
const twilio = await startFakeTwilio();
const app = await startAppServer(benchServerEnv(dataDir, twilio), {
  logFile: path.join(dataDir, "app.log"),
  nodeArgs: args["cpu-prof"] ? ["--cpu-prof", "--cpu-prof-dir", path.resolve(args["cpu-prof"])] : [],
});
try {
  const host = `pizzaroma.localhost:${app.port}`;
  // open all week, and a product without choices (as npm run bench does)
  const postmasterPid = fs.readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n");
  postmaster = Number(postmasterPid[0]);
  const pgPort = Number(postmasterPid[3]);
  const client = new pg.Client({
    host: "127.0.0.1",
    port: pgPort,
    user: "postgres",
    password: "postgres",
    database: DATABASE_NAME,
  });
  await client.connect();
  const { productId } = await openAllWeek(client, "pizzaroma");
  await client.end();

  let cookie = "";
  const call = async (method: string, p: string, body?: unknown) => {
    const res = await hostFetch(app.port, host, p, {
      method,
      headers: { ...(cookie ? { cookie } : {}), ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${p}: ${res.status} ${text.slice(0, 200)}`);
    return { res, text };
  };
  const phone = "0698700001";
  await call("POST", "/api/auth/code", { phone });
  const sms = [...twilio.messages].reverse().find((m) => m.to === `+31${phone.slice(1)}`);
  const login = await call("POST", "/api/auth/login", { phone, code: codeFrom(sms?.message ?? "") });
  cookie = login.res.headers.get("set-cookie")!.split(";")[0]!;

  // the checkout's total of the one line (pickup, cash), sent as the confirmed total (decision 066)
  let shown = 0;
  const add = async () => {
    const answer = await call("POST", "/api/cart", { intent: "add", productId, quantity: 1 });
    shown = (JSON.parse(answer.text) as { cart: { subtotal: number } }).cart.subtotal;
    return answer;
  };
  const place = async () => {
    const { text } = await call("POST", "/api/order/place", {
      deliver: false,
      address: { name: "Bench Klant", phone: "0612345678", street: "", number: "", zipcode: "", city: "" },
      time: "asap",
      payment: "cash",
      idempotencyKey: crypto.randomUUID(),
      confirmedTotal: shown,
    });
    return (JSON.parse(text) as { order: { id: number } }).order.id;
  };
  await add();
  const orderId = await place();
  await add();
  const requests: Record<(typeof KINDS)[number], () => Promise<unknown>> = {
    checkout: () => call("GET", "/order/checkout"),
    add,
    // a placement needs a cart: the add's own cost is measured beside it and taken off
    place: async () => (await add(), place()),
    thanks: () => call("GET", `/thanks/${orderId}`),
  };

  const measure = async (kind: (typeof KINDS)[number]) => {
    const node0 = cpuMs(app.child.pid!);
    const pg0 = postgresMs();
    const t0 = performance.now();
    for (let i = 0; i < N; i++) await requests[kind]();
    return {
      node: (cpuMs(app.child.pid!) - node0) / N,
      pg: (postgresMs() - pg0) / N,
      wall: (performance.now() - t0) / N,
    };
  };
  // a first pass warms the server (JIT, caches); the second is printed
  for (const kind of kinds) await measure(kind);
  console.log(`${N} requests each, one after another; CPU per request (ms):`);
  console.log("request          server  postgres   wall");
  const measured: Record<string, { node: number; pg: number; wall: number }> = {};
  for (const kind of kinds) measured[kind] = await measure(kind);
  if (measured.place) {
    const a = measured.add ?? (await measure("add"));
    measured.place = {
      node: measured.place.node - a.node,
      pg: measured.place.pg - a.pg,
      wall: measured.place.wall - a.wall,
    };
  }
  for (const [kind, m] of Object.entries(measured))
    console.log(
      `${kind.padEnd(15)} ${m.node.toFixed(2).padStart(7)} ${m.pg.toFixed(2).padStart(9)} ${m.wall.toFixed(2).padStart(6)}`,
    );
} finally {
  app.child.kill("SIGTERM");
  await new Promise((r) => app.child.once("exit", r));
  await twilio.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
