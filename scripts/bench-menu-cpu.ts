// What one menu request costs the server and its PostgreSQL in CPU, one request after another
// (decision 091): the anonymous menu (no cookie) and the menu of a logged-in customer with a cart (the
// cached shell plus islands), both as a browser asks (brotli). The production server on a fresh
// embedded database, the customer logged in by SMS code (a fake Twilio); the CPU the server process
// and this database's PostgreSQL processes used meanwhile (/proc, 10 ms ticks), divided by N. Less
// sensitive to a busy machine than req/s: compare two commits with it side by side.
//
//   npx tsx scripts/bench-menu-cpu.ts [--n 2000] [--cpu-prof DIR]
//
// With --cpu-prof the server writes a V8 profile of the measured requests' process when it stops.
// Linux only (/proc).
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
    n: { type: "string", default: "2000" },
    "cpu-prof": { type: "string" },
  },
});
const N = Number(args.n);
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

/** user + system CPU of a process in ms, 0 when it is gone */
function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}
/** this database's postmaster and its backends (not another PostgreSQL on the machine) */
function postgresMs(postmaster: number): number {
  let sum = cpuMs(postmaster);
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(fs.readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ")[1]);
      if (ppid === postmaster) sum += cpuMs(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return sum;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-menu-cpu-"));
fs.chmodSync(dataDir, 0o755);
const twilio = await startFakeTwilio();
const app = await startAppServer(benchServerEnv(dataDir, twilio), {
  logFile: path.join(dataDir, "app.log"),
  nodeArgs: args["cpu-prof"] ? ["--cpu-prof", "--cpu-prof-dir", path.resolve(args["cpu-prof"])] : [],
});
try {
  const host = `pizzaroma.localhost:${app.port}`;
  const pidFile = fs.readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n");
  const postmaster = Number(pidFile[0]);
  const client = new pg.Client({
    host: "127.0.0.1",
    port: Number(pidFile[3]),
    user: "postgres",
    password: "postgres",
    database: DATABASE_NAME,
  });
  await client.connect();
  const { productId } = await openAllWeek(client, "pizzaroma");
  await client.end();

  let cookie = "";
  const call = async (method: string, p: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await hostFetch(app.port, host, p, {
      method,
      headers: { ...(cookie ? { cookie } : {}), ...(body ? { "content-type": "application/json" } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    if (res.status >= 300) throw new Error(`${method} ${p}: ${res.status} ${bytes.toString("utf8", 0, 200)}`);
    return { res, bytes };
  };
  const phone = "0698700001";
  await call("POST", "/api/auth/code", { phone });
  const sms = [...twilio.messages].reverse().find((m) => m.to === `+31${phone.slice(1)}`);
  const login = await call("POST", "/api/auth/login", { phone, code: codeFrom(sms?.message ?? "") });
  const customer = login.res.headers.get("set-cookie")!.split(";")[0]!;
  cookie = customer;
  await call("POST", "/api/cart", { intent: "add", productId, quantity: 1 });

  const menu = (who: string) => async () => {
    cookie = who;
    const { res } = await call("GET", "/", undefined, { "accept-encoding": BROWSER_ENCODINGS });
    const served = res.headers.get("x-page-cache") ?? "";
    if (who ? !served.includes("islands") : !/^(hit|miss)$/.test(served))
      throw new Error(`GET / ${who ? "with a cart" : "anonymous"}: X-Page-Cache "${served}"`);
  };
  const kinds = { "menu (anonymous)": menu(""), "menu (logged in, cart)": menu(customer) };
  const measure = async (request: () => Promise<unknown>) => {
    const node0 = cpuMs(app.child.pid!);
    const pg0 = postgresMs(postmaster);
    const t0 = performance.now();
    for (let i = 0; i < N; i++) await request();
    return {
      node: (cpuMs(app.child.pid!) - node0) / N,
      pg: (postgresMs(postmaster) - pg0) / N,
      wall: (performance.now() - t0) / N,
    };
  };
  // a first pass warms the server (JIT, caches); the second is printed
  for (const request of Object.values(kinds)) await measure(request);
  console.log(`${N} requests each, one after another; CPU per request (ms):`);
  console.log("request                  server  postgres   wall");
  for (const [kind, request] of Object.entries(kinds)) {
    const m = await measure(request);
    console.log(
      `${kind.padEnd(23)} ${m.node.toFixed(3).padStart(7)} ${m.pg.toFixed(3).padStart(9)} ${m.wall.toFixed(2).padStart(6)}`,
    );
  }
} finally {
  app.child.kill("SIGTERM");
  await new Promise((r) => app.child.once("exit", r));
  await twilio.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
